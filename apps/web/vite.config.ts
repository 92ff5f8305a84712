import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const apiPaths = ['/v1', '/locales', '/docs', '/images'];

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
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
    // index.html preloads the start-up graph. For a lazy chunk Vite would append a
    // <link rel=modulepreload> per dependency when it is imported; on start-up that is the current
    // route's chunk, and those appends took ~30 ms of main-thread work even in an unthrottled
    // desktop Chromium (several times that on a phone). The browser fetches the few small
    // dependencies itself, and hovering a link already preloads the next route
    // (defaultPreload: 'intent').
    // No modulepreload polyfill (0.2 KB on every page): every browser we serve but iOS < 17 knows
    // modulepreload, and there a preload tag is simply ignored — the modules still load.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // A property read whose value is unused is dropped: the contract's unused
      // `LINE_PROBLEM_MESSAGES` (reads of `MESSAGES.*`) kept its 5 KB of messages on every page
      // that uses a cart rule, e.g. an article's add-to-cart. A bare read kept only for a getter's
      // side effect (a forced layout, `el.offsetHeight;`) would be dropped too: the app, react-dom,
      // the TanStack packages, vaul and embla have none (searched 2026-11-27).
      treeshake: { propertyReadSideEffects: false },
      output: {
        // Every page starts with these libraries: one file instead of a dozen small shared chunks
        // means fewer requests and preload tags on the first load. Vite's import() helper joins
        // them: the consent gate's import() in requireAuth (decision 0019) had split it into a
        // file of its own (+0.4 KB on every page; here +0.08 KB). Libraries only some screens
        // use (vaul, embla, …) are not listed and stay in those screens' chunks; so do the parts
        // of the listed ones that only lazy screens reach (`$initial`: statically imported from the
        // entry), e.g. the contract's auth endpoints, which only the sign-in and profile screens
        // call (−0.8 KB on every page).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next|zustand|zod|use-sync-external-store)[\\/]|packages[\\/]contract[\\/]|vite[\\/]preload-helper/,
            },
            // The small modules nearly every screen shares (layout, logo, badges, buttons, image and
            // price formatting, the session): left to automatic splitting each became its own
            // file, and /home started with 23 scripts, each paying its own import list and gzip
            // framing. One file for them: /home −2.5 KB, detail −1.3 KB, lists −1.5 KB; the
            // landing, which uses fewer of them, +1.6 KB (bench:first-load, 2026-11-25). The
            // group takes the libraries these modules import with them (router, query, i18next;
            // `vendor` keeps react-dom), so an app change re-downloads those too: measured
            // without them (includeDependenciesRecursively: false), every page loaded 2–3 KB more
            // in a dozen more files.
            // The icons /home and the landing draw are here too, and the top bars' cart icon with
            // its count. Start-up code imports icons from their own modules: through the icons.tsx
            // list every icon of every screen came along (−1.2 KB on /home, session 14).
            {
              name: 'ui',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](logo|badge|skeleton|spinner|product-image|cn|icons[\\/](make-icon|home|shop|plant|life|my|search|cart|check|bell|chevron-left|chevron-right|heart|star|drop|flask|leaf|snow|sun|wind)|bottom-nav|button)|components[\\/]when-near|lib[\\/]format|features[\\/]app[\\/](search-params|use-document-title|main-column)|features[\\/]auth[\\/](auth-store|use-session|app-config)|features[\\/]cart[\\/](cart-icon-link|count))\.tsx?$/,
              priority: -1,
            },
          ],
        },
      },
    },
  },
}));
