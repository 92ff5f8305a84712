import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@chorok/contract';
import { createDatabase, PGLITE_SUBDIR, temporaryCodes, users } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import {
  cliIo,
  migratedDataDirs,
  startCliServer,
  tempDataDirs,
  type CliServer,
} from '../test/cli-fixtures.ts';
import { EMBEDDED_RUN } from '../test/helper.ts';
import { runAdminCli } from './cli.ts';
import { SERVER_FILE } from './reach-database.ts';

const tempDataDir = tempDataDirs('chorok-cli-');
const migratedDataDir = migratedDataDirs('chorok-cli-');

interface JsonOutput {
  email: string;
  userId: number;
  createdUser: boolean;
  code: string;
  expiresAt: string;
  signInUrl: string;
  via: string;
}

const parseJson = (lines: string[]) => JSON.parse(lines.join('\n')) as JsonOutput;

describe('arguments', () => {
  const env = { NODE_ENV: 'test', DATA_DIR: '/nonexistent/never-opened' };

  it.each([
    [[]],
    [['nonsense']],
    [['temp-code']],
    [['temp-code', 'a@b.kr', 'c@d.kr']],
    [['temp-code', 'a@b.kr', '--yaml']],
  ])('prints usage on stderr and exits 2 for %j', async (argv) => {
    const run = cliIo(env);
    expect(await runAdminCli(argv, run.io)).toBe(2);
    expect(run.err.join('\n')).toContain('Usage: npm run admin -- <command>');
    expect(run.out).toEqual([]);
  });

  it('rejects a malformed e-mail before touching any database', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['temp-code', 'not-an-email'], run.io)).toBe(2);
    expect(run.err.join('\n')).toContain(MESSAGES.emailFormat);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('prints help on stdout', async () => {
    const run = cliIo(env);
    expect(await runAdminCli(['--help'], run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('temp-code <email>');
  });
});

// A file-backed PGlite opens and migrates in seconds, more on a busy machine.
describe.runIf(EMBEDDED_RUN)(
  'without a running server: opens the embedded database itself',
  { timeout: 90_000 },
  () => {
    it('migrates, issues a code the app then accepts, and prints it', async () => {
      const dataDir = tempDataDir();
      const env = { NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '3999' };

      const json = cliIo(env);
      expect(await runAdminCli(['temp-code', 'Operator@Example.com', '--json'], json.io)).toBe(0);
      expect(json.err).toEqual([]);
      const issued = parseJson(json.out);
      expect(issued).toMatchObject({
        email: 'operator@example.com',
        createdUser: true,
        via: 'pglite',
      });
      expect(issued.code).toMatch(/^code[A-Za-z0-9_-]{24,}$/);
      expect(issued.signInUrl).toBe(`http://localhost:3999/auth/sign-in?secretCode=${issued.code}`);

      const human = cliIo(env);
      expect(await runAdminCli(['temp-code', 'operator@example.com'], human.io)).toBe(0);
      const text = human.out.join('\n');
      expect(text).toContain(`existing user #${issued.userId}`);
      expect(text).toMatch(/expires {5}\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(Asia\/Seoul\)/);
      expect(text).toMatch(
        /sign in at {2}http:\/\/localhost:3999\/auth\/sign-in\?secretCode=code[A-Za-z0-9_-]{24,}/,
      );

      // The CLI closed the directory: the server can open it and accepts the code.
      const database = await createDatabase({ dataDir, shortLived: true });
      try {
        const [user] = await database.db.select().from(users).where(eq(users.id, issued.userId));
        expect(user?.email).toBe('operator@example.com');
        expect(
          await database.db
            .select()
            .from(temporaryCodes)
            .where(eq(temporaryCodes.userId, issued.userId)),
        ).toHaveLength(2);
        const app = await buildApp({ config: loadEnv(env), database });
        try {
          const response = await app.inject({
            method: 'POST',
            url: '/v1/auth/temporary/sign-in',
            payload: { code: issued.code },
          });
          expect(response.statusCode).toBe(200);
        } finally {
          await app.close();
        }
      } finally {
        await database.close();
      }
    });

    it('ignores a stale server.json whose process is gone', async () => {
      const dataDir = await migratedDataDir();
      const deadPid = await new Promise<number>((resolve) => {
        const child = spawn(process.execPath, ['-e', '']);
        child.on('exit', () => resolve(child.pid ?? 0));
      });
      writeFileSync(path.join(dataDir, SERVER_FILE), JSON.stringify({ port: 1, pid: deadPid }));
      const run = cliIo({ NODE_ENV: 'test', DATA_DIR: dataDir });
      expect(await runAdminCli(['temp-code', 'stale@example.com', '--json'], run.io)).toBe(0);
      expect(parseJson(run.out).via).toBe('pglite');
    });
  },
);

describe('with the server running: asks it over loopback', () => {
  let t: CliServer;
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    t = await startCliServer(tempDataDir());
    ({ dataDir, port } = t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues the code through POST /v1/admin/temp-codes and never opens the data directory', async () => {
    const run = cliIo({ NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '1' });
    expect(await runAdminCli(['temp-code', 'live@example.com', '--json'], run.io)).toBe(0);
    const issued = parseJson(run.out);
    expect(issued).toMatchObject({ via: 'server', createdUser: true, email: 'live@example.com' });
    expect(issued.signInUrl).toBe(
      `http://localhost:${port}/auth/sign-in?secretCode=${issued.code}`,
    );

    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/temporary/sign-in',
      payload: { code: issued.code },
    });
    expect(response.statusCode).toBe(200);
    expect(existsSync(path.join(dataDir, PGLITE_SUBDIR))).toBe(false);
  });

  it('reports a refused admin secret and exits 1', async () => {
    const run = cliIo({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ADMIN_SECRET: 'not-the-secret-of-that-server',
    });
    expect(await runAdminCli(['temp-code', 'refused@example.com'], run.io)).toBe(1);
    expect(run.out).toEqual([]);
    expect(run.err.join('\n')).toContain('HTTP 401');
    expect(existsSync(path.join(dataDir, PGLITE_SUBDIR))).toBe(false);
  });
});
