import '@/styles/app.css';
import { startTransition } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@/app/app-providers';
import { initI18n } from '@/lib/i18n';
import { announce } from '@/lib/debug-logger';
import { reportError } from '@/lib/error-reporter';
import { createQueryClient } from '@/lib/query-client';
import { markServerRendered, mountApp } from '@/app/mount-app';
import { createAppRouter, type AppRouter } from '@/app/router';
import { hydrateServerState, refetchServerQueries, takeServerState } from '@/lib/server-state';
import { isInNativeApp } from '@/native/shell';
import { routeParamErrorOf } from '@/lib/route-params';
import { useAuthStore } from '@/lib/session/auth-store';
import { connectApiToSession } from '@/lib/session/connect';
import type { DehydratedPageState } from '@chorok/contract';
import { PAGE_START } from '@/lib/page-start';

/**
 * Lets the browser run other work (input, paint) before the next step: start-up is several
 * pieces of main-thread work, and one task holding all of them would block a tap for its whole
 * length on a slow phone.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Calls `apply` once, at the next page change or when the tab is hidden: moments when the whole
 * page being laid out again (a new typeface) is not seen as a jump.
 */
function whenQuiet(router: AppRouter, apply: () => void) {
  const startPath = router.state.location.pathname;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
    apply();
  };
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (toLocation.pathname !== startPath) run();
  });
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') run();
  };
  document.addEventListener('visibilitychange', onVisibility);
}

/** Work that changes nothing on the first screen waits until that screen is React's. */
function afterFirstCommit(
  queryClient: QueryClient,
  router: AppRouter,
  fromServer: DehydratedPageState | null,
) {
  // A User Timing mark: bench/first-load-js.ts splits the scripts loaded before and after it.
  performance.mark('chorok:first-commit');
  // A server-rendered page's starter replays a tap it held until now (decision 0048).
  document.dispatchEvent(new Event(PAGE_START.startedEvent));
  // Spec §7: the build date is printed at load, so a report can name the build it came from. Not
  // while the page starts: with developer tools attached, a console call makes the engine re-parse
  // the code on its stack to describe it, main-thread work a slow phone feels.
  setTimeout(() => announce(`초록 Chorok · build ${__BUILD_DATE__}`), 0);
  // The server rendered a visitor's view; a signed-in shopper's own (likes) replaces it now.
  if (useAuthStore.getState().accessToken) refetchServerQueries(queryClient, fromServer);
  // The bridge (and the parsing of what the shell sends) is only needed inside the native app.
  if (isInNativeApp()) {
    import('@/native/bridge')
      .then(({ startNativeBridge }) => startNativeBridge())
      .catch((error: unknown) => reportError(error, { source: 'native-bridge' }));
  } else if ('serviceWorker' in navigator) {
    // Spec §4: the service worker (push reminders) registers on load, in a browser only.
    import('@/features/notifications/service-worker')
      .then(({ startServiceWorker }) =>
        startServiceWorker({ navigate: (path) => router.history.push(path) }),
      )
      .catch((error: unknown) => reportError(error, { source: 'service-worker' }));
  }
  import('@/lib/fonts')
    .then(({ loadAppFonts }) => loadAppFonts({ whenQuiet: (apply) => whenQuiet(router, apply) }))
    .catch((error: unknown) => reportError(error, { source: 'fonts' }));
}

/** The data a server-rendered page came with: the first render must be that page, not a fetch. */
function serverState(): DehydratedPageState | null {
  try {
    return takeServerState();
  } catch (error) {
    // The route's loader fetches instead: slower, never wrong.
    reportError(error, { source: 'start' });
    return null;
  }
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  // Development checks every response against the contract; production builds drop this branch
  // and, with it, zod from the first load (decision 0008).
  if (import.meta.env.DEV) (await import('@/lib/response-check')).installResponseCheck();

  connectApiToSession();
  await nextTask();
  const queryClient = createQueryClient();
  const fromServer = serverState();
  hydrateServerState(queryClient, fromServer);
  // Errors a route's error boundary caught are already on screen; they go to the reporter, except
  // malformed addresses, which are no fault.
  const router = createAppRouter(queryClient, {
    onCatch: (error) => {
      if (!routeParamErrorOf(error)) reportError(error, { source: 'react' });
    },
    keepsFirstScroll: root.hasChildNodes(),
  });
  // Spec §9: error monitoring only where the server configured it, its code loaded apart
  // (decision 0035); otherwise errors go to the debug logger. MONITORING_META_SELECTOR, spelt out:
  // a constant from the package would cost the first load a few bytes more.
  const monitoring = document.querySelector('meta[name=chorok-monitoring]');
  if (monitoring) void import('@/app/monitoring').then((m) => m.start(monitoring, router));
  const serverRendered = markServerRendered(root, router);
  await nextTask();
  const translations = initI18n();
  await nextTask();

  // The first render must be the page #root holds (rendered at build time on / and /home, at
  // request time on a product's detail) to adopt it, so it waits until it can be the whole page:
  // translations in (preloaded by the page) and the route's code and data loaded (a
  // server-rendered page's data is already hydrated). A blank or pending first render would flash
  // over the markup.
  const ready = await Promise.allSettled([translations, router.load()]);
  for (const outcome of ready) {
    // A malformed address is the visitor's, not a fault: its route shows the message instead.
    if (outcome.status === 'rejected' && !routeParamErrorOf(outcome.reason)) {
      reportError(outcome.reason, { source: 'start' });
    }
  }

  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; the page's markup stays up meanwhile. A visitor's
  // first render is the page the server rendered, from the data it came with, so it is adopted; a
  // signed-in shopper's is not that page (mount-app.ts).
  const hydrate = serverRendered && !useAuthStore.getState().accessToken;
  startTransition(() => {
    const app = (
      <AppProviders
        queryClient={queryClient}
        router={router}
        onFirstCommit={() => afterFirstCommit(queryClient, router, fromServer)}
      />
    );
    mountApp(root, app, {
      hydrate,
      onRecoverableError: (error) => reportError(error, { source: 'hydration' }),
    });
  });
}

void start();
