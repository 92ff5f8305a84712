// `npm run dev`: the API (restarting on changes) and Vite's dev server together; Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3000';
const webPort = '5173';
const children = [];
let stopping = false;

function start(name, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    // Its own process group, so stopping it also stops what it started (esbuild, watchers).
    detached: process.platform !== 'win32',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `[dev] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one too.`,
    );
    stop(code || 1);
  });
  children.push(child);
}

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = children.filter(
    (c) => c.exitCode === null && c.signalCode === null && c.pid !== undefined,
  );
  for (const child of running) {
    try {
      process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  Promise.all(running.map((c) => new Promise((resolve) => c.once('exit', resolve)))).then(() =>
    process.exit(exitCode),
  );
  // Whatever does not stop within 3 s is not waited for.
  setTimeout(() => process.exit(exitCode), 3000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('API', ['--import', 'tsx', '--watch', 'apps/api/src/main.ts'], {
  cwd: root,
  env: { PORT: apiPort, NODE_ENV: 'development' },
});
// Vite runs in apps/web, where its config and index.html are; it proxies /v1, /locales, /docs to the API.
start(
  'Vite',
  [
    fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url)),
    '--port',
    webPort,
    '--strictPort',
  ],
  {
    cwd: fileURLToPath(new URL('../apps/web/', import.meta.url)),
    env: { API_PORT: apiPort },
  },
);

console.log(
  [
    '',
    '  초록 Chorok — development',
    `  ➜ Web  http://localhost:${webPort}/  (open this one: hot reload, API proxied)`,
    `  ➜ API  http://localhost:${apiPort}/v1  (OpenAPI docs at http://localhost:${apiPort}/docs)`,
    '  Ctrl-C stops both.',
    '',
  ].join('\n'),
);
