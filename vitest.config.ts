import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PREACT, PREACT_ALIASES } from './apps/web/preact-aliases.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const web = path.join(root, 'apps/web/src');

/**
 * Test files under `dir` that replace a module with `vi.mock`: they need a module graph of their
 * own, so they run in a `*-mocks` project with the default isolation. Found, not listed, so a new
 * one cannot slip into a shared worker.
 */
function filesThatMock(dir: string, suffix: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => suffix.test(file))
    .map((file) => path.join(dir, file))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));
}

const MOCKING_WEB_TESTS = filesThatMock('apps/web/src', /\.test\.tsx?$/);
const MOCKING_API_TESTS = filesThatMock('apps/api/src', /\.api\.test\.ts$/);
const MOCKING_UNIT_TESTS = [
  ...filesThatMock('packages', /^[^/]+\/src\/(?!.*node_modules).*\.test\.ts$/),
  ...filesThatMock('apps/api/src', /\.unit\.test\.ts$/),
  ...filesThatMock('scripts', /^[^/]+\.test\.ts$/),
];

const WEB = {
  // The web tests run on Preact, as the build does (decision 0046).
  resolve: {
    alias: [{ find: '@', replacement: web }, ...PREACT_ALIASES],
  },
  environment: 'jsdom',
  // preact.ts first: nothing may load React before Node is told to answer with Preact.
  setupFiles: [...(PREACT ? ['apps/web/src/test/preact.ts'] : []), 'apps/web/src/test/setup.ts'],
} as const;
// A worker per core: vitest's default (cores - 1) leaves one of CI's two cores idle, while the
// API workers wait on the database and the web workers on jsdom (docs/PERFORMANCE.md, "Test suite").
const WORKERS = Math.max(2, availableParallelism());
const API = { testTimeout: 30_000, hookTimeout: 60_000 } as const;

// Projects: `unit` and `unit-mocks` (rules in node), `web` and `web-mocks` (components in jsdom),
// `api` and `api-mocks` (Fastify inject on a real database: scripts/test-api.mjs runs both on
// PGlite and again on PostgreSQL) and `shell` (the native shell's message handling, in node).
export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/api/src/**/*.unit.test.ts',
            // The web's layer rules, through ESLint's API.
            'apps/web/eslint-layers.test.ts',
            'scripts/*.test.ts',
          ],
          exclude: MOCKING_UNIT_TESTS,
          // A worker's files share its modules, as in `web` and `api` (none mocks one): a process
          // and a fresh import graph per file were two thirds of the project's time.
          isolate: false,
        },
      },
      { test: { name: 'unit-mocks', include: MOCKING_UNIT_TESTS } },
      {
        resolve: WEB.resolve,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: MOCKING_WEB_TESTS,
          environment: WEB.environment,
          setupFiles: [...WEB.setupFiles],
          // One jsdom and one module graph per worker (test/setup.ts clears the page and the
          // stores after each file): a fresh environment per file was most of the run.
          isolate: false,
        },
      },
      {
        resolve: WEB.resolve,
        test: {
          name: 'web-mocks',
          include: MOCKING_WEB_TESTS,
          environment: WEB.environment,
          setupFiles: [...WEB.setupFiles],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts'],
          exclude: MOCKING_API_TESTS,
          // Files share a worker's modules: the app's import graph loads once per worker, not
          // once per file (half the run).
          isolate: false,
          ...API,
        },
      },
      { test: { name: 'api-mocks', include: MOCKING_API_TESTS, ...API } },
      { test: { name: 'shell', include: ['apps/shell/src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
