#!/usr/bin/env node
/**
 * `npm run typecheck`: every workspace's tsconfig.json, checked by TypeScript 7's native compiler
 * (the `typescript-7` alias). TypeScript 5.9 stays as `typescript` for the tools that load its
 * JavaScript API (typescript-eslint, vite's plugins, knip): TOOLCHAIN.md. The native compiler
 * took a third of 5.9's time on the same projects (docs/PERFORMANCE.md, "Test suite").
 * Arguments: workspace folders to check (default: all of them). Exits non-zero on any error.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const chosen = process.argv.slice(2);
const projects = (chosen.length ? chosen : workspaces)
  .map((dir) => path.join(root, dir, 'tsconfig.json'))
  .filter((file) => existsSync(file));

// One at a time: the compiler already checks on several threads, and its output stays whole.
let failed = 0;
for (const project of projects) {
  const label = path.relative(root, path.dirname(project));
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { stdio: 'inherit' });
    child.on('exit', (status) => resolve(status ?? 1));
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${label} (${seconds} s)`);
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
