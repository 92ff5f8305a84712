import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/** Web test files that replace a module with `vi.mock`. */
const MOCKING_WEB_TESTS = [
  'apps/web/src/components/ui/carousel.test.tsx',
  'apps/web/src/features/home/home-screen.test.tsx',
  'apps/web/src/features/likes/likes-screen.test.tsx',
  'apps/web/src/features/phone/phone-edit-screen.test.tsx',
  'apps/web/src/features/product-detail/product-detail-screen.test.tsx',
  'apps/web/src/features/profile/nickname-edit-screen.test.tsx',
  'apps/web/src/features/profile/profile-screen.test.tsx',
];

/** API test files that replace a module with `vi.mock`: they need a module graph of their own. */
const MOCKING_API_TESTS = ['apps/api/src/modules/images/images.api.test.ts'];

// Projects: `unit` (rules in node), `web` (components in jsdom) and `api` and `api-mocks` (Fastify
// inject on a real database). scripts/test-api.mjs runs both on PGlite and again on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/api/src/**/*.unit.test.ts'],
        },
      },
      {
        resolve: { alias: { '@': web } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: MOCKING_WEB_TESTS,
          environment: 'jsdom',
          // One jsdom and one module graph per worker (test-setup.ts clears the page and the
          // stores after each file): a fresh environment per file was most of the run.
          isolate: false,
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        resolve: { alias: { '@': web } },
        test: {
          name: 'web-mocks',
          include: MOCKING_WEB_TESTS,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts'],
          exclude: MOCKING_API_TESTS,
          // Files share a worker's modules: the app's import graph loads once per worker, not
          // once per file (half the run). A file that mocks a module goes to `api-mocks`.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-mocks',
          include: MOCKING_API_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
