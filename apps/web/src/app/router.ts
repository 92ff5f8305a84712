import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { RouteError } from '@/app/route-error';
import { RoutePending } from '@/app/route-pending';
import { ROUTER_OPTIONS } from '@/lib/config';

export interface RouterContext {
  queryClient: QueryClient;
}

export interface AppRouterOptions {
  /** The prerender passes a memory history; the browser's history otherwise. */
  history?: RouterHistory;
  /** True when rendering to HTML at build time. */
  isServer?: boolean;
  /** Errors a route's error boundary caught (they are on screen as its error component). */
  onCatch?: (error: unknown) => void;
  /**
   * The page is already on screen (server-rendered markup): its first render leaves the scroll
   * where the visitor has it, as they may have scrolled before the app ran (decision 0048).
   */
  keepsFirstScroll?: boolean;
}

/** Scroll restoration from the second render on. */
function fromSecondRender() {
  let first = true;
  return () => {
    if (!first) return true;
    first = false;
    return false;
  };
}

/**
 * Router options of spec §9. The viewport preload margin (100 px) and the parsed-path cache
 * (1000 entries) are the router's built-in values; it has no scroll-restoration throttle option.
 */
export function createAppRouter(
  queryClient: QueryClient,
  { history, isServer, onCatch, keepsFirstScroll }: AppRouterOptions = {},
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    ...(isServer === undefined ? {} : { isServer }),
    ...(onCatch ? { defaultOnCatch: onCatch } : {}),
    defaultPreload: 'intent',
    defaultPreloadDelay: ROUTER_OPTIONS.defaultPreloadDelay,
    defaultPendingMs: ROUTER_OPTIONS.defaultPendingMs,
    defaultPendingMinMs: ROUTER_OPTIONS.defaultPendingMinMs,
    defaultGcTime: ROUTER_OPTIONS.defaultGcTime,
    defaultPreloadStaleTime: ROUTER_OPTIONS.defaultPreloadStaleTime,
    // On the server this option would only add an inline <script>, which the CSP refuses; the
    // browser restores scroll itself.
    scrollRestoration: isServer ? false : keepsFirstScroll ? fromSecondRender() : true,
    // Unmatched addresses and notFound() both end at the root route's own (lazy) not-found screen;
    // this default only matters for a route-level notFound, so it is not in the start-up bundle.
    defaultNotFoundComponent: lazyRouteComponent(
      () => import('@/components/ui/not-found-screen'),
      'NotFoundScreen',
    ),
    defaultErrorComponent: RouteError,
    defaultPendingComponent: RoutePending,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /**
     * Spec §2 "nav hidden": true hides the bottom nav on this route and its children; a function
     * decides from the route's search params (the sign-in rule).
     */
    hideNav?: boolean | ((search: Record<string, unknown>) => boolean);
  }
}
