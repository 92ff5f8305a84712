import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { I18N, mergeTranslationFiles } from '@chorok/contract';

/**
 * Test-only helpers for components under jsdom: the real Korean (or English) translation files,
 * and a memory router whose every path renders the component under test.
 */
// The router restores scroll on navigation; jsdom has no layout, so scrolling is a no-op here.
window.scrollTo = () => undefined;

// The served document's area files and those lazy screens load themselves (locales/*/lazy).
const files = import.meta.glob<{ default: Record<string, unknown> }>(
  ['@/locales/*/*.json', '@/locales/*/lazy/*.json'],
  { eager: true },
);

function resources() {
  const byLanguage = new Map<string, [string, unknown][]>();
  for (const [path, mod] of Object.entries(files)) {
    const lng = /locales\/([^/]+)\//.exec(path)?.[1] ?? I18N.fallbackLng;
    byLanguage.set(lng, [...(byLanguage.get(lng) ?? []), [path, mod.default]]);
  }
  return Object.fromEntries(
    [...byLanguage].map(([lng, list]) => [lng, { translations: mergeTranslationFiles(list) }]),
  );
}

export function createTestI18n(lng: 'kr' | 'en' = 'kr'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: I18N.fallbackLng,
    ns: [I18N.namespace],
    defaultNS: I18N.namespace,
    resources: resources(),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface RenderOptions {
  /** History entries; the last one is the current location (default ['/']). */
  entries?: string[];
  lng?: 'kr' | 'en';
  queryClient?: QueryClient;
  /** The i18next instance (createTestI18n's by default). */
  i18n?: I18n;
}

export interface RouterRenderResult extends RenderResult {
  router: AnyRouter;
}

export async function renderWithRouter(
  ui: ReactNode,
  options: RenderOptions = {},
): Promise<RouterRenderResult> {
  const entries = options.entries ?? ['/'];
  const i18n = options.i18n ?? createTestI18n(options.lng);
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const anyPath = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <>{ui}</>,
  });
  const index = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <>{ui}</>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, anyPath]),
    history: createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
  });
  await router.load();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as AnyRouter} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { router: router as AnyRouter });
}

export function renderWithI18n(ui: ReactNode, lng: 'kr' | 'en' = 'kr'): RenderResult {
  return render(<I18nextProvider i18n={createTestI18n(lng)}>{ui}</I18nextProvider>);
}
