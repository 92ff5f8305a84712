import { createRouter, type ErrorRouteComponent, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ROUTER_OPTIONS } from '@/lib/config';
import { consoleRouteTree } from '@/features/console/routes';

export interface ConsoleRouterOptions {
  /** Tests pass a memory history; the browser's history otherwise. */
  history?: RouterHistory;
  /** The app's route error screen (the app layer's, passed in). */
  errorComponent?: ErrorRouteComponent;
  /** Errors a route's error boundary caught. */
  onCatch?: (error: unknown) => void;
}

/** The console's router: the shop's options (spec §9), the console's routes. */
export function createConsoleRouter(
  queryClient: QueryClient,
  { history, errorComponent, onCatch }: ConsoleRouterOptions = {},
) {
  return createRouter({
    routeTree: consoleRouteTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    ...(errorComponent ? { defaultErrorComponent: errorComponent } : {}),
    ...(onCatch ? { defaultOnCatch: onCatch } : {}),
    defaultPreload: 'intent',
    defaultPreloadDelay: ROUTER_OPTIONS.defaultPreloadDelay,
    defaultPendingMs: ROUTER_OPTIONS.defaultPendingMs,
    defaultPendingMinMs: ROUTER_OPTIONS.defaultPendingMinMs,
    defaultGcTime: ROUTER_OPTIONS.defaultGcTime,
    defaultPreloadStaleTime: ROUTER_OPTIONS.defaultPreloadStaleTime,
  });
}

export type ConsoleRouter = ReturnType<typeof createConsoleRouter>;
