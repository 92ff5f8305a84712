// Starts the real app (built web + API, embedded PGlite) on a fresh data directory for e2e.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = fileURLToPath(new URL('../.artifacts/data', import.meta.url));
if (!existsSync(`${root}/apps/web/dist/index.html`)) {
  console.error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
// Migrated and seeded once for the run, and copied here (seeded-data.ts).
const prepared = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'e2e/support/prepare-seeded.ts', dataDir],
  { cwd: root, stdio: 'inherit' },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO_SIGN_IN: 'true',
    DATABASE_URL: '',
    // Every test comes from 127.0.0.1: the per-IP limits (proven by the API tests) would refuse
    // the suite itself.
    RATE_LIMIT_PER_MINUTE: '0',
    PAGE_RATE_LIMIT_PER_MINUTE: '0',
    IMAGE_RATE_LIMIT_PER_MINUTE: '0',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
