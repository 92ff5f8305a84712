/**
 * `npm run bench:tests`: how long CI's `SECURITY_FULL=1 npm test` takes, phase by phase, with the
 * load average beside each phase (CI must stay under 20 minutes on a 2-core machine). Runs the
 * phases of the root `npm test` script in order and stops at the first failure.
 * `-- --quick` leaves out the full security cases (what a plain `npm test` runs).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const quick = process.argv.includes('--quick');
const LIMIT_SECONDS = 20 * 60;

// The root `npm test`: lint, typecheck and the web build side by side (each mostly one core).
const PHASES: [name: string, script: string][] = [
  ['lint ∥ typecheck ∥ build', 'checks'],
  ['unit + web', 'test:unit'],
  ['API on PGlite and PostgreSQL', 'test:api'],
  ['e2e', 'test:e2e:built'],
];

// Each phase's output goes to a file of its own, named when it fails.
const logs = path.join(root, 'bench', '.results', 'tests');
mkdirSync(logs, { recursive: true });

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(
  `${availableParallelism()} cores, node ${process.version}, SECURITY_FULL=${quick ? '0' : '1'}`,
);
let total = 0;
for (const [name, script] of PHASES) {
  const before = load();
  const started = performance.now();
  const log = path.join(logs, `${script.replaceAll(':', '-')}.log`);
  const output = openSync(log, 'w');
  const result = spawnSync('npm', ['run', script], {
    cwd: root,
    stdio: ['ignore', output, output],
    env: { ...process.env, SECURITY_FULL: quick ? '0' : '1' },
  });
  const seconds = (performance.now() - started) / 1000;
  total += seconds;
  console.log(
    `${name.padEnd(30)} ${seconds.toFixed(0).padStart(5)} s   load before ${before}, after ${load()}`,
  );
  if (result.status !== 0) {
    console.log(`${name} failed (exit ${result.status}); its output is in ${log}.`);
    process.exit(1);
  }
}
console.log(
  `${'total'.padEnd(30)} ${total.toFixed(0).padStart(5)} s   (CI allows ${LIMIT_SECONDS})`,
);
process.exit(total < LIMIT_SECONDS ? 0 : 1);
