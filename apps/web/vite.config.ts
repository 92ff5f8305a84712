import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { PREACT, PREACT_ALIASES } from './preact-aliases.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const apiPaths = ['/v1', '/locales', '/docs', '/images'];

/** In development, /admin and every path under it is the console's page, as the API serves it. */
function consolePage(): Plugin {
  return {
    name: 'chorok-console-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && /^\/admin(?:[/?#]|$)/.test(request.url)) request.url = '/admin.html';
        next();
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before React's so split route chunks are transformed too.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: otherwise every route's loader, and the query modules it imports, is part of
      // the first load of every page (decision 0008).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      routeFileIgnorePattern: '\\.test\\.',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    consolePage(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Preact renders the React code (decision 0046): a tenth of react-dom's bytes and start-up.
      ...PREACT_ALIASES,
    ],
  },
  // With Preact the server bundle takes its libraries in, so their imports of React reach it too.
  ...(PREACT ? { ssr: { noExternal: true } } : {}),
  define: { __BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(
      apiPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The server-render bundle (dist/_ssr) is code the API loads, not a site: no public files.
    copyPublicDir: !isSsrBuild,
    // index.html preloads the start-up graph. A lazy chunk's dependencies are not appended as
    // modulepreload tags at import time (main-thread work on start-up); the browser fetches them,
    // and hovering a link preloads the next route. No polyfill: where modulepreload is unknown
    // (iOS < 17) the tag is ignored and the modules still load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // Two pages of one build: the shop (index.html) and the console (admin.html, decision 0043),
      // each with its own start-up graph; neither's first load carries the other's code.
      ...(isSsrBuild ? {} : { input: { index: 'index.html', console: 'admin.html' } }),
      // A property read whose value is unused is dropped (unused contract messages read off
      // `MESSAGES` stayed in every page otherwise). No module we bundle reads a property only for a
      // getter's side effect.
      treeshake: { propertyReadSideEffects: false },
      output: {
        // Every page starts with these libraries: one file instead of a dozen small shared
        // chunks. Only what the entry imports statically (`$initial`) joins it; libraries and
        // contract modules that only lazy screens reach stay in those screens' chunks.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/](preact|react|react-dom|scheduler|@tanstack|i18next|react-i18next|zustand|zod|use-sync-external-store)[\\/]|packages[\\/]contract[\\/]|vite[\\/]preload-helper/,
            },
            // The small modules nearly every screen shares (layout, logo, buttons, the icons the
            // first screens draw, formatting, the session), with the libraries they import: one
            // file rather than one request each. Start-up code imports each icon from its own
            // module, never the icons.tsx list. Figures: docs/PERFORMANCE.md, first-load JS.
            {
              name: 'ui',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](logo|badge|skeleton|spinner|product-image|cn|icons[\\/](make-icon|home|shop|plant|life|my|search|cart|check|bell|chevron-left|chevron-right|heart|star|drop|flask|leaf|snow|sun|wind)|bottom-nav|button)|components[\\/]when-near|lib[\\/]format|features[\\/]app[\\/](search-params|use-document-title|main-column)|features[\\/]auth[\\/](auth-store|use-session|app-config)|features[\\/]cart[\\/](cart-icon-link|count))\.tsx?$/,
              priority: -1,
            },
            // The start-up code both pages share (API client, session, translations, providers)
            // joins that file too: split out per page pair, it would be several small files more.
            {
              name: 'start',
              tags: ['$initial'],
              test: /apps[\\/]web[\\/]src[\\/](lib|app)[\\/]/,
              priority: -2,
            },
          ],
        },
      },
    },
  },
}));
