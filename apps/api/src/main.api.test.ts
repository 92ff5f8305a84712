import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appMeta, createDatabase, pageViews } from '@chorok/db';
import { SEED_META_KEY } from '@chorok/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './env.ts';
import { EMBEDDED_RUN } from './test/helper.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'chorok-main-'));
const serverFile = path.join(dataDir, 'server.json');
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function waitForServerFile(
  child: ChildProcess,
  output: () => string,
): Promise<{ port: number; pid: number; startedAt: string }> {
  // A first start migrates and seeds the whole catalogue; a busy two-core machine needs time.
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    if (existsSync(serverFile))
      return JSON.parse(readFileSync(serverFile, 'utf8')) as {
        port: number;
        pid: number;
        startedAt: string;
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${output()}`);
}

describe.runIf(EMBEDDED_RUN)('npm run serve (main.ts) with no configuration', () => {
  it('migrates, seeds, listens, records server.json, refuses a second server, and shuts down cleanly on SIGTERM', async () => {
    const server = start();
    const info = await waitForServerFile(server.child, server.output);
    expect(info.pid).toBe(server.child.pid);
    expect(Date.parse(info.startedAt)).not.toBeNaN();

    const base = `http://127.0.0.1:${info.port}`;
    const health = await fetch(`${base}/v1/health`);
    expect(health.status).toBe(200);
    const view = await fetch(`${base}/v1/analytics/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/home' }),
    });
    expect(view.status).toBe(201);
    expect(server.output()).toContain(`http://localhost:${info.port}`);
    expect(server.output()).toContain('npm run build');
    // The 라이프 articles are imported from content/curations at every start.
    expect(server.output()).toMatch(
      /라이프 articles from \S+content\/curations: \d+ added|No article folder at \S+content\/curations/,
    );

    // A second server on the same DATA_DIR would open the same PGlite files: it must refuse.
    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Chorok server (pid ${info.pid}`);
    expect((await fetch(`${base}/v1/health`)).status).toBe(200);

    for (const name of ['auth-secret', 'admin-secret'])
      expect(statSync(path.join(dataDir, name)).mode & 0o777).toBe(0o600);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(serverFile)).toBe(false);
  }, 150_000);

  it('keeps the embedded database across restarts', async () => {
    const handle = await createDatabase({ dataDir, shortLived: true });
    try {
      expect(await handle.db.$count(pageViews)).toBe(1);
      const [seed] = await handle.db.select().from(appMeta).where(eq(appMeta.key, SEED_META_KEY));
      expect(seed?.value).toMatchObject({ version: expect.any(Number) });
    } finally {
      await handle.close();
    }
  }, 30_000);
});
