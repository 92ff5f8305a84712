import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './env.ts';
import { copySeededDatabase } from './seeded-data.ts';

export interface OwnServer {
  baseUrl: string;
  dataDir: string;
  /** The server's TERMS_DIR: a copy of content/terms that the test may add versions to. */
  termsDir: string;
  stop(): Promise<void>;
}

/**
 * A server of the test's own (built web + API, embedded PGlite in a fresh DATA_DIR, any free
 * port), for a test that changes what every user sees — publishing a terms version — or needs
 * a configuration of its own (`env`, e.g. a provider pointed at a local stand-in), and so must
 * not share the suite's server with the tests running beside it.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chorok-e2e-own-'));
  const termsDir = join(dataDir, 'terms');
  cpSync(join(REPO_ROOT, 'content/terms'), termsDir, { recursive: true });
  copySeededDatabase(dataDir);
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      TERMS_DIR: termsDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_SIGN_IN: 'true',
      DATABASE_URL: '',
      RATE_LIMIT_PER_MINUTE: '0',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Opening the copied database and starting up: seconds, more on a busy machine.
  const serverFile = join(dataDir, 'server.json');
  const until = Date.now() + 150_000;
  while (!existsSync(serverFile)) {
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`the test's own server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { port } = JSON.parse(readFileSync(serverFile, 'utf8')) as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, dataDir, termsDir, stop };
}
