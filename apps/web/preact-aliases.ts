/**
 * React's entry points answered by Preact's compatibility layer (decisions 0046 and 0050), for the
 * build (vite.config.ts) and the web tests (vitest.config.ts), so tests run what is built.
 * `WEB_RENDERER=react` builds and tests with React instead.
 */
export const PREACT = process.env.WEB_RENDERER !== 'react';

/** Each React entry point and the Preact module that answers it. */
export const PREACT_MODULES: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const ALIASES = Object.entries(PREACT_MODULES).map(([react, preact]) => ({
  // The exact specifier only: `react-dom` must not catch `react-dom/client`.
  find: new RegExp(`^${react}$`),
  replacement: preact,
}));

/** The aliases to add to Vite's: none while React renders. */
export const PREACT_ALIASES = PREACT ? ALIASES : [];
