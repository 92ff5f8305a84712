import type { KnipConfig } from 'knip';

/**
 * `npm run lint:deps`: every workspace declares what it imports, and nothing it does not use
 * (decision 0038). Knip finds the entry points of vite, vitest, playwright, expo and the npm
 * scripts itself; the entries below are the scripts run by hand.
 */
// The strict pass (`--production --strict`) reads only what ships, against each workspace's own
// `dependencies`: types-only imports do not count there, and app.css's Tailwind is a build tool.
const strict = process.argv.includes('--strict');

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: ['scripts/*.mjs'],
      // TypeScript 7's compiler, run by path from scripts/typecheck.mjs (not imported).
      ignoreDependencies: ['typescript-7'],
    },
    'apps/api': {
      // What ships starts here (`!`: production entries; the full pass finds them itself).
      entry: strict ? ['src/main.ts!', 'src/admin/cli.ts!'] : [],
      // The API runs as TypeScript: `node --import tsx` (the root's scripts, and the tests that
      // start a server process).
      ignoreDependencies: ['tsx'],
    },
    'apps/web': {
      entry: ['scripts/*.mjs'],
      // `environment: 'jsdom'` in the root's vitest config, for the web app's tests; Preact is
      // named only as alias targets (preact-aliases.ts, decisions 0046 and 0050).
      ignoreDependencies: [
        'jsdom',
        'preact',
        'preact-render-to-string',
        ...(strict ? ['tailwindcss'] : []),
      ],
    },
    'apps/shell': {
      // Knip's Expo rules expect these from app.config's keys; the shell ships no over-the-air
      // updates, and its Android look is the default light one.
      ignoreDependencies: ['expo-updates', 'expo-system-ui'],
    },
    'packages/contract': { entry: ['scripts/write-*.ts'] },
    'packages/db': { entry: ['src/cli/*.ts'] },
    'packages/catalogue': { entry: ['src/cli/*.ts', 'src/art/preview.ts'] },
    'packages/monitoring': { ignoreDependencies: strict ? ['@sentry/core'] : [] },
    bench: { entry: ['*.{ts,mjs}'] },
    // Run by start-server.mjs as a process of its own (`node --import tsx`), not imported.
    e2e: { entry: ['support/prepare-seeded.ts'] },
  },
};

export default config;
