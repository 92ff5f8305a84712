import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningApp {
  url: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The real app in production mode on embedded PGlite (or BENCH_DATABASE_URL), in its own process. */
export async function startApp(
  port: number,
  extraEnv: Record<string, string> = {},
  /** A DATA_DIR the caller owns (kept on stop); a throwaway one otherwise. */
  ownDataDir?: string,
): Promise<RunningApp> {
  const dataDir = ownDataDir ?? mkdtempSync(join(tmpdir(), 'chorok-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      // PostgreSQL mode requires a configured secret; a throwaway one is right for a benchmark.
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-secret-0123456789abcdef0123456789',
      DEMO_SIGN_IN: 'true',
      // The load generator is one client; the per-IP limit would answer 429s instead of measuring.
      RATE_LIMIT_PER_MINUTE: '0',
      ...extraEnv,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    // A first start seeds the catalogue: on a busy machine that takes longer than a minute.
    await waitFor(`${url}/v1/health`, Number(process.env.BENCH_START_TIMEOUT_MS ?? 60_000));
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    stop: async () => {
      await stopChild(child);
      if (!ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server answering fixed JSON bodies: the machine's ceiling for one JSON response. */
/** What the bare server answers on a path: the body and the headers to send with it. */
export interface BareResponse {
  body: string;
  headers: Record<string, string>;
}

/**
 * A bare node:http server answering each path with a fixed response. Given the app's own headers
 * it sends the same bytes the app does (Node adds Date, Connection and Keep-Alive to both), so the
 * ratio compares the work of producing a response, not how much the load generator has to parse.
 */
export async function startBare(
  port: number,
  responses: Record<string, BareResponse>,
): Promise<RunningApp> {
  const script = `
    const http = require('node:http');
    const responses = ${JSON.stringify(responses)};
    http.createServer((req, res) => {
      const response = responses[req.url.split('?')[0]];
      if (!response) { res.writeHead(404); return res.end(); }
      res.writeHead(200, { ...response.headers, 'content-length': Buffer.byteLength(response.body) });
      res.end(response.body);
    }).listen(${port}, '127.0.0.1');
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${Object.keys(responses)[0]}`);
  return { url, stop: () => stopChild(child) };
}
