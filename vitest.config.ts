import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// Projects: `unit` (rules in node), `web` (components in jsdom) and `api` (Fastify inject on a
// real database). scripts/test-api.mjs runs `api` on PGlite and again on PostgreSQL.
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
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
