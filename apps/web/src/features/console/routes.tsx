import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  redirect,
  type ParsedLocation,
  type RouteComponent,
} from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/session/auth-store';
import type {
  ArticlesSearch,
  AuditSearch,
  OrdersSearch,
  ProductsSearch,
  ReviewsSearch,
} from '@/features/console/search';

/*
 * The console's routes (decision 0043): its own entry (admin.html) and router, so nothing of it is
 * in the shop's first load. Every screen is its own chunk; search params pass through here and are
 * read in the screen's chunk (search.ts). A new screen is one `screen(...)` line below.
 */

export interface ConsoleRouterContext {
  queryClient: QueryClient;
}

/**
 * Signed-in only. Sign-in and the terms agreement are the shop's pages, outside this router: a full
 * page load there, and back here after.
 */
export async function requireSignIn({
  location,
  context,
}: {
  location: Pick<ParsedLocation, 'href'>;
  context: ConsoleRouterContext;
}) {
  if (!useAuthStore.getState().accessToken)
    throw redirect({
      href: `/auth/sign-in?${new URLSearchParams({ redirect: location.href }).toString()}`,
      reloadDocument: true,
    });
  const gate = await import('@/lib/session/terms-gate');
  if (await gate.needsAgreement(context.queryClient))
    throw redirect({ href: gate.agreementHref(location.href), reloadDocument: true });
}

const rootRoute = createRootRouteWithContext<ConsoleRouterContext>()({});

const consoleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  beforeLoad: requireSignIn,
  component: lazyRouteComponent(() => import('@/features/console/console-layout'), 'ConsoleRoot'),
  notFoundComponent: lazyRouteComponent(
    () => import('@/features/console/console-not-found'),
    'ConsoleNotFound',
  ),
});

/** The search params a list screen keeps in the address, passed through to its chunk. */
const passSearch =
  <S,>() =>
  (search: Record<string, unknown>) =>
    search as S;

function screen<const TPath extends string, TSearch extends object = object>(
  path: TPath,
  component: RouteComponent,
  validateSearch: (search: Record<string, unknown>) => TSearch = passSearch<TSearch>(),
) {
  return createRoute({ getParentRoute: () => consoleRoute, path, component, validateSearch });
}

const lazy = lazyRouteComponent;

export const consoleRouteTree = rootRoute.addChildren([
  consoleRoute.addChildren([
    screen(
      '/',
      lazy(() => import('@/features/console/dashboard-screen'), 'DashboardScreen'),
    ),
    screen(
      'orders',
      lazy(() => import('@/features/console/orders-screen'), 'OrdersRoute'),
      passSearch<OrdersSearch>(),
    ),
    screen(
      'orders/$orderId',
      lazy(() => import('@/features/console/order-screen'), 'OrderRoute'),
    ),
    screen(
      'claims',
      lazy(() => import('@/features/console/claims-screen'), 'ClaimsScreen'),
    ),
    screen(
      'products',
      lazy(() => import('@/features/console/products-screen'), 'ProductsRoute'),
      passSearch<ProductsSearch>(),
    ),
    screen(
      'products/new',
      lazy(() => import('@/features/console/product-screen'), 'NewProductRoute'),
    ),
    screen(
      'products/$productId',
      lazy(() => import('@/features/console/product-screen'), 'ProductRoute'),
    ),
    screen(
      'reviews',
      lazy(() => import('@/features/console/reviews-screen'), 'ReviewsRoute'),
      passSearch<ReviewsSearch>(),
    ),
    screen(
      'articles',
      lazy(() => import('@/features/console/articles-screen'), 'ArticlesRoute'),
      passSearch<ArticlesSearch>(),
    ),
    screen(
      'articles/new',
      lazy(() => import('@/features/console/article-screen'), 'NewArticleRoute'),
    ),
    screen(
      'articles/$articleId',
      lazy(() => import('@/features/console/article-screen'), 'ArticleRoute'),
    ),
    screen(
      'benefits',
      lazy(() => import('@/features/console/benefits-screen'), 'BenefitsScreen'),
    ),
    screen(
      'audit',
      lazy(() => import('@/features/console/audit-screen'), 'AuditRoute'),
      passSearch<AuditSearch>(),
    ),
    screen(
      'operators',
      lazy(() => import('@/features/console/operators-screen'), 'OperatorsScreen'),
    ),
  ]),
]);
