import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, dumpMemoryImage } from './database.ts';
import { migrate, MIGRATIONS_DIR } from './migrate.ts';

/*
 * For tests only: a migrated database without initdb and every migration each time.
 */

/** A hash of every migration file: a new or changed migration gives a new one. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.sql') || file.endsWith('_journal.json'))
    .sort();
  for (const file of files) hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf('/dist/')), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

let image: Promise<Blob> | undefined;

/**
 * The migrated in-memory cluster as an image (`createDatabase({ memory: true, memoryImage })`
 * opens a copy). Made once per machine, set of migrations and PGlite version, and kept in the
 * system's temp directory for every later test process: initdb alone takes seconds. Written under
 * a temporary name and renamed, so no process reads half an image.
 */
export function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const file = path.join(tmpdir(), `chorok-pglite-${pgliteVersion()}-${migrationsHash()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const empty = await createDatabase({ memory: true });
    try {
      await migrate(empty);
      const made = await dumpMemoryImage(empty);
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
      renameSync(partial, file);
      return made;
    } finally {
      await empty.close();
    }
  })();
  return image;
}
