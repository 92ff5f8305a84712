import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createDatabase } from '@chorok/db';
import type { CliIo } from '../admin/cli.ts';
import { SERVER_FILE } from '../admin/reach-database.ts';
import type { Config } from '../env.ts';
import { migratedImage } from '@chorok/db/testing';
import { createTestApp, type TestApp } from './helper.ts';

/*
 * The admin CLI's tests (`npm run admin -- …`): data directories, a recording CliIo, and the
 * server as main.ts leaves it running, for the CLI to find and call over loopback.
 */

/**
 * Makes fresh DATA_DIRs (in the system's temp directory, named with `prefix`); every one is
 * removed after the test file. Call it at the top of the file.
 */
export function tempDataDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/**
 * Like tempDataDirs, but each DATA_DIR already holds an embedded database with every migration:
 * a copy of the worker's migrated image, seconds cheaper than a first start's initdb and
 * migrations (cli.api.test.ts proves that first start itself).
 */
export function migratedDataDirs(prefix: string): () => Promise<string> {
  const tempDir = tempDataDirs(prefix);
  return async () => {
    const dataDir = tempDir();
    const handle = await createDatabase({
      dataDir,
      memoryImage: await migratedImage(),
      shortLived: true,
    });
    await handle.close();
    return dataDir;
  };
}

/** A CliIo with the given environment that keeps what the command prints. */
export function cliIo(env: Record<string, string | undefined>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { stdout: (text) => out.push(text), stderr: (text) => err.push(text), env };
  return { io, out, err };
}

export interface CliServer extends TestApp {
  dataDir: string;
  port: number;
}

/**
 * The server as main.ts leaves it: listening on loopback, its admin secret in
 * DATA_DIR/admin-secret and its port and pid in DATA_DIR/server.json. Close it in afterAll.
 */
export async function startCliServer(
  dataDir: string,
  overrides: Partial<Config> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<CliServer> {
  const adminSecret = randomBytes(24).toString('hex');
  writeFileSync(path.join(dataDir, 'admin-secret'), `${adminSecret}\n`, { mode: 0o600 });
  const t = await createTestApp({ adminSecret, dataDir, ...overrides }, options);
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await t.close();
    throw error;
  }
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  writeFileSync(
    path.join(dataDir, SERVER_FILE),
    JSON.stringify({ port, pid: process.pid, startedAt: new Date().toISOString() }),
  );
  return { ...t, dataDir, port };
}
