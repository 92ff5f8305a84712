import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.ts';
import { SECURITY_FULL } from './level.ts';

/*
 * Issue 14's crash test: the real server (npm run serve) under concurrent writes is killed with
 * SIGKILL, started again on the same database, and every write it acknowledged (2xx) must be
 * there. PGlite with DATA_DIR on disk in the PGlite run, PostgreSQL in the PostgreSQL run. Only in
 * `npm run test:security`: two server starts take too long for `npm test` (decision 0030).
 */

const WRITERS = 6;
/** Acknowledged writes before the kill. */
const ACKS_BEFORE_KILL = 240;

const secrets = {
  AUTH_SECRET: randomBytes(32).toString('hex'),
  ADMIN_SECRET: randomBytes(24).toString('hex'),
};
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, dropped afterwards. */
async function postgresDatabase(adminUrl: string): Promise<string> {
  const name = `chorok_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

interface Server {
  child: ChildProcess;
  base: string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...secrets,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      RATE_LIMIT_PER_MINUTE: '0',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      DEMO_SIGN_IN: 'true',
      REMINDER_TICK_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/v1/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function demoToken(base: string): Promise<string> {
  const response = await fetch(`${base}/v1/auth/demo/sign-in`, { method: 'POST' });
  if (response.status !== 200) throw new Error(`demo sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Writers register plants until killed; each 201's id is an acknowledged write. */
async function writeUntilKilled(server: Server, tokens: string[]): Promise<Map<string, number[]>> {
  const acked = new Map<string, number[]>(tokens.map((token) => [token, []]));
  let total = 0;
  let killed = false;
  const writer = async (token: string) => {
    for (let n = 0; !killed; n += 1) {
      try {
        const response = await fetch(`${server.base}/v1/plants`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ plantName: `식물 ${n}`, plantedAt: '2026-01-02' }),
        });
        if (response.status !== 201) continue;
        const { data } = (await response.json()) as { data: { id: number } };
        acked.get(token)!.push(data.id);
        total += 1;
        if (total >= ACKS_BEFORE_KILL && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch {
        return; // the connection died with the server: this write was never acknowledged
      }
    }
  };
  await Promise.all(tokens.map(writer));
  await new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
    else server.child.once('exit', () => resolve());
  });
  return acked;
}

async function storedPlantIds(base: string, token: string): Promise<Set<number>> {
  const response = await fetch(`${base}/v1/plants`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { id: number }[] };
  return new Set(data.map((plant) => plant.id));
}

describe.skipIf(!SECURITY_FULL)('kill -9 under concurrent writes', () => {
  it('keeps every acknowledged write', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const env: Record<string, string> = adminUrl
      ? { DATABASE_URL: await postgresDatabase(adminUrl) }
      : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'chorok-crash-')) };
    if (env.DATA_DIR) cleanups.push(() => rmSync(env.DATA_DIR!, { recursive: true, force: true }));

    const first = await startServer(env);
    const tokens: string[] = [];
    for (let i = 0; i < WRITERS; i += 1) tokens.push(await demoToken(first.base));
    const acked = await writeUntilKilled(first, tokens);

    const second = await startServer(env);
    const lost: number[] = [];
    let count = 0;
    for (const [token, ids] of acked) {
      const stored = await storedPlantIds(second.base, token);
      count += ids.length;
      lost.push(...ids.filter((id) => !stored.has(id)));
    }
    second.child.kill('SIGTERM');
    expect(count).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    expect(lost).toEqual([]);
  }, 240_000);
});
