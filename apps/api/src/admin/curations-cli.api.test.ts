import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { curations } from '@chorok/db';
import { seed } from '@chorok/catalogue';
import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cliIo,
  migratedDataDirs,
  startCliServer,
  tempDataDirs,
  type CliServer,
} from '../test/cli-fixtures.ts';
import { EMBEDDED_RUN } from '../test/helper.ts';
import { runAdminCli } from './cli.ts';

/* `npm run admin -- curations import [dir] [--json]`, through each of its paths. */

const FIXTURES = fileURLToPath(new URL('../modules/curations/test-content', import.meta.url));
const tempDir = tempDataDirs('chorok-curations-cli-');
const migratedDataDir = migratedDataDirs('chorok-curations-cli-');

/** A copy of the three test articles in a folder of its own. */
function contentDir(): string {
  const dir = path.join(tempDir(), 'curations');
  mkdirSync(dir);
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };

  it.each([
    [['curations']],
    [['curations', 'export']],
    [['curations', 'import', 'a', 'b']],
    [['curations', 'import', '--force']],
  ])('refuses %j with exit 2, before touching any database', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toMatch(/Usage: npm run admin/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('lists the command in the help', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('curations import [dir] [--json]');
  });
});

describe('with the server running: POST /v1/admin/curations/import over loopback', () => {
  let t: CliServer;
  let serverContent: string;

  beforeAll(async () => {
    serverContent = contentDir();
    t = await startCliServer(tempDir(), {
      rateLimitPerMinute: 0,
      orderSweepIntervalMs: 0,
      contentDir: serverContent,
    });
    await seed(t.database);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("imports the server's CONTENT_DIR, then skips what did not change", async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: t.dataDir };
    const first = cliIo(env);
    expect(await runAdminCli(['curations', 'import'], first.io)).toBe(0);
    expect(first.out.join('\n')).toBe(
      [
        `라이프 articles from ${serverContent}: 3 added, 0 updated, 0 unpublished, 0 skipped (via server)`,
        '  added       bright-window',
        '  added       pet-safe-plants',
        '  added       watering-basics',
      ].join('\n'),
    );
    expect(await t.db.$count(curations, isNull(curations.unpublishedAt))).toBe(3);

    const again = cliIo(env);
    expect(await runAdminCli(['curations', 'import', '--json'], again.io)).toBe(0);
    expect(JSON.parse(again.out.join('\n'))).toEqual({
      via: 'server',
      dir: serverContent,
      added: [],
      updated: [],
      unpublished: [],
      skipped: [
        { slug: 'bright-window', reason: 'unchanged' },
        { slug: 'pet-safe-plants', reason: 'unchanged' },
        { slug: 'watering-basics', reason: 'unchanged' },
      ],
    });
  });

  it('imports a folder given on the command line; a refused file makes exit 1', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: t.dataDir };
    const other = contentDir();
    writeFileSync(path.join(other, 'broken.md'), '# 제목만 있어요\n');
    const relative = path.relative(process.cwd(), other);
    const run = cliIo(env);
    expect(await runAdminCli(['curations', 'import', relative], run.io)).toBe(1);
    const printed = run.out.join('\n');
    expect(printed).toMatch(
      new RegExp(`^라이프 articles from ${other}: 0 added, 0 updated, 0 unpublished, 4 skipped`),
    );
    expect(printed).toContain(
      '  skipped     broken — no front matter (the file must start with a --- YAML block)',
    );
    expect(printed).toContain('  skipped     watering-basics — unchanged');
  });

  it('says why when the folder is missing or the secret is wrong', async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: t.dataDir };
    const missing = cliIo(env);
    expect(await runAdminCli(['curations', 'import', '/nonexistent/articles'], missing.io)).toBe(1);
    expect(missing.err.join('\n')).toContain(
      'The running server refused: HTTP 400 No article folder at /nonexistent/articles',
    );
    expect(await t.db.$count(curations, isNull(curations.unpublishedAt))).toBe(3);

    const wrongSecret = cliIo({ ...env, ADMIN_SECRET: 'not-the-secret-of-that-server' });
    expect(await runAdminCli(['curations', 'import'], wrongSecret.io)).toBe(1);
    expect(wrongSecret.err.join('\n')).toContain('HTTP 401');
  });
});

describe.runIf(EMBEDDED_RUN)('without a running server', { timeout: 120_000 }, () => {
  it('opens the embedded database itself and imports there', async () => {
    const dataDir = await migratedDataDir();
    const run = cliIo({ NODE_ENV: 'test', DATA_DIR: dataDir, CONTENT_DIR: contentDir() });
    // A database never started has no catalogue: every article names products it lacks.
    expect(await runAdminCli(['curations', 'import', '--json'], run.io)).toBe(1);
    const report = JSON.parse(run.out.join('\n'));
    expect(report).toMatchObject({ via: 'pglite', added: [] });
    expect(report.skipped).toContainEqual({
      slug: 'watering-basics',
      reason: 'no product 16, 35, 21',
    });
  });
});
