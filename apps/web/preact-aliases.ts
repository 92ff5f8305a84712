/**
 * `WEB_RENDERER=preact` (decision 0046, proposed): React's entry points answered by Preact's
 * compatibility layer, for the build (vite.config.ts) and the web tests (vitest.config.ts), so
 * tests run what is built. React renders otherwise.
 */
export const PREACT = process.env.WEB_RENDERER === 'preact';

const ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/** The aliases to add to Vite's: none while React renders. */
export const PREACT_ALIASES = PREACT ? ALIASES : [];
