import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { termsDocuments } from '@chorok/db';
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

/* `npm run admin -- terms import [dir] [--json]`, through each of its paths. */

const CONTENT = fileURLToPath(new URL('../../../../content/terms', import.meta.url));
const tempDir = tempDataDirs('chorok-terms-cli-');
const migratedDataDir = migratedDataDirs('chorok-terms-cli-');

/** A copy of the shipped terms in a folder of its own. */
function termsDir(): string {
  const dir = path.join(tempDir(), 'terms');
  mkdirSync(dir);
  cpSync(CONTENT, dir, { recursive: true });
  return dir;
}

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };

  it.each([
    [['terms']],
    [['terms', 'export']],
    [['terms', 'import', 'a', 'b']],
    [['terms', 'import', '--force']],
  ])('refuses %j with exit 2, before touching any database', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.err.join('\n')).toMatch(/Usage: npm run admin/);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('lists the command in the help', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('terms import [dir] [--json]');
  });
});

describe('with the server running: POST /v1/admin/terms/import over loopback', () => {
  let t: CliServer;
  let serverTerms: string;

  beforeAll(async () => {
    serverTerms = termsDir();
    t = await startCliServer(tempDir(), { rateLimitPerMinute: 0, termsDir: serverTerms });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("imports the server's TERMS_DIR, then finds it unchanged", async () => {
    const env = { NODE_ENV: 'test', DATA_DIR: t.dataDir };
    const first = cliIo(env);
    expect(await runAdminCli(['terms', 'import'], first.io)).toBe(0);
    expect(first.out.join('\n')).toBe(
      [
        `Terms from ${serverTerms}: 4 added, 0 unchanged, 0 refused (via server)`,
        '  added       age14-v1.md',
        '  added       marketing-v1.md',
        '  added       privacy-v1.md',
        '  added       service-v1.md',
      ].join('\n'),
    );
    expect(await t.db.$count(termsDocuments)).toBe(4);
    const again = cliIo(env);
    expect(await runAdminCli(['terms', 'import', '--json'], again.io)).toBe(0);
    expect(JSON.parse(again.out.join('\n'))).toMatchObject({
      via: 'server',
      added: [],
      refused: [],
    });
  });

  it('an edited published version makes exit 1 and is named with the reason', async () => {
    const other = termsDir();
    writeFileSync(
      path.join(other, 'age14-v1.md'),
      '---\nkind: age14\nversion: 1\ntitle: 고친 제목\neffective: 2026-11-22\n---\n\n고친 본문\n',
    );
    const run = cliIo({ NODE_ENV: 'test', DATA_DIR: t.dataDir });
    expect(
      await runAdminCli(['terms', 'import', path.relative(process.cwd(), other)], run.io),
    ).toBe(1);
    expect(run.out.join('\n')).toContain(
      '  refused     age14-v1.md — version 1 of age14 is published and never changes; the stored text stays (publish the change as age14-v2.md)',
    );
  });
});

describe.runIf(EMBEDDED_RUN)('without a running server', { timeout: 120_000 }, () => {
  it('opens the embedded database itself and imports there', async () => {
    const run = cliIo({
      NODE_ENV: 'test',
      DATA_DIR: await migratedDataDir(),
      TERMS_DIR: termsDir(),
    });
    expect(await runAdminCli(['terms', 'import', '--json'], run.io)).toBe(0);
    expect(JSON.parse(run.out.join('\n'))).toMatchObject({ via: 'pglite', refused: [] });
    expect(JSON.parse(run.out.join('\n')).added).toHaveLength(4);
  });
});
