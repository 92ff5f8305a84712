import { renderToString } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  I18N,
  mergeTranslationFiles,
  type CurationDetailPageInput,
  HOME_PAGE,
  PAGING,
  type HomePageInput,
  type ProductListPageInput,
  type LifePageInput,
  type PageRenderer,
  type DehydratedPageState,
  type ProductDetailPageInput,
  type ServerRenderedPage,
} from '@chorok/contract';
import { AppProviders } from '@/app/app-providers';
import { DocumentTitleReportContext } from '@/hooks/use-document-title';
import { appConfigQueryOptions } from '@/lib/app-config';
import {
  curationCategoriesKey,
  curationDetailKey,
  curationListKey,
  type CurationListData,
} from '@/features/life/queries';
import { FONTS_STYLESHEET_URL } from '@/lib/fonts';
import { createQueryClient } from '@/lib/query-client';
import { createAppRouter } from '@/app/router';
import { productDetailKey } from '@/lib/query-keys';
import { productListKey, productMetadatasKey, productRowKey } from '@/features/products/queries';
import { filtersOf } from '@/features/products/search-params';
import { PAGE_START, startPage, type StartupTag } from '@/lib/page-start';

/** Korean: the language a first visit gets (no stored choice), so the one worth prerendering. */
const LANGUAGE = I18N.fallbackLng;

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/kr/*.json', {
  eager: true,
  import: 'default',
});

/** All Korean files in one object, as the API's /locales endpoint merges them. */
export function koreanTranslations(): Record<string, unknown> {
  return mergeTranslationFiles(Object.entries(localeFiles));
}

function createI18n() {
  const i18n = createInstance();
  // initReactI18next makes this instance the one useTranslation() reads, as the client's is there.
  void i18n.use(initReactI18next).init({
    lng: LANGUAGE,
    fallbackLng: I18N.fallbackLng,
    supportedLngs: [...I18N.languages],
    ns: [I18N.namespace],
    defaultNS: I18N.namespace,
    resources: { [LANGUAGE]: { [I18N.namespace]: koreanTranslations() } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** A query's key and the data its endpoint sent, for the server's cache before it renders. */
type ServerQuery = readonly [queryKey: readonly unknown[], data: unknown];

export interface RenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The query cache it rendered from, dehydrated for the client's `hydrate`. */
  state: DehydratedPageState;
  /** The `<title>` the page sets once it runs in the browser. */
  title: string;
  /** The font stylesheet to link for visitors without JavaScript (the app loads the font itself). */
  fontsStylesheet: string;
}

interface RenderOptions {
  /**
   * Put in the query cache first: the route's loaders find their data there and fetch nothing,
   * and the browser hydrates its cache with the same (lib/server-state.ts).
   */
  queries?: readonly ServerQuery[];
  /**
   * Throw when a route's loader failed or found nothing, instead of rendering its error or
   * not-found screen: a request-time page then falls back to the shell.
   */
  loadedOnly?: boolean;
}

/** One URL as a visitor (no stored session) sees it on first load, rendered without a browser. */
export async function renderPage(
  url: string,
  { queries = [], loadedOnly = false }: RenderOptions = {},
): Promise<RenderedPage> {
  const i18n = createI18n();
  if (!i18n.isInitialized) throw new Error('i18next did not initialise synchronously');
  const queryClient = createQueryClient();
  for (const [queryKey, data] of queries) queryClient.setQueryData(queryKey, data);
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  const failed = router.state.matches.find((m) => m.status === 'error' || m.status === 'notFound');
  if (loadedOnly && failed)
    throw new Error(`Rendering ${url}: route ${failed.routeId} ended in ${failed.status}`);
  let title: string | undefined;
  const html = renderToString(
    <DocumentTitleReportContext.Provider value={(reported) => (title = reported)}>
      <AppProviders queryClient={queryClient} router={router} />
    </DocumentTitleReportContext.Provider>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  // React marks a boundary it could not finish on the server with <!--$!-->: that page would
  // show a fallback and then jump, so it is a build error, not a page to ship.
  if (html.includes('<!--$!-->'))
    throw new Error(`Prerendering ${url} suspended or failed inside a Suspense boundary`);
  return {
    html,
    state,
    title: title ?? i18n.t('common.appName'),
    fontsStylesheet: FONTS_STYLESHEET_URL,
  };
}

/** `<link rel="preload" …/>` tags React hoisted to the start of renderToString's output. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

export async function render(url: string): Promise<string> {
  return (await renderPage(url)).html;
}

/**
 * /products/detail/{id} at request time (the API's web-app plugin): the product and app-config
 * are seeded, so the page is the one a visitor's browser renders first from the same data.
 */
export async function renderProductDetail({
  product,
  appConfig,
}: ProductDetailPageInput): Promise<ServerRenderedPage> {
  const { html, title, state } = await renderPage(`/products/detail/${product.id}`, {
    queries: [
      [productDetailKey(product.id), product],
      [appConfigQueryOptions().queryKey, appConfig],
    ],
    loadedOnly: true,
  });
  // React writes the gallery's preload (ReactDOM.preload) at the start of the markup; the API puts
  // the same preload in the head, where the browser finds it first. The page is hydrated, so a copy
  // left inside #root would stay in the document as a second preload of the same picture.
  return { html: html.replace(LEADING_PRELOADS, ''), title, state };
}

/**
 * /life/detail/{id} at request time, like a product's page: the article (a visitor's view) and
 * app-config are seeded, so the article is readable before the app runs.
 */
export async function renderCurationDetail({
  curation,
  appConfig,
}: CurationDetailPageInput): Promise<ServerRenderedPage> {
  const { html, title, state } = await renderPage(`/life/detail/${curation.id}`, {
    queries: [
      [curationDetailKey(curation.id), curation],
      [appConfigQueryOptions().queryKey, appConfig],
    ],
    loadedOnly: true,
  });
  // The cover's preload goes in the head (see renderProductDetail).
  return { html: html.replace(LEADING_PRELOADS, ''), title, state };
}

/** /life (a tab of it) at request time: the categories and the list's first page are seeded. */
export async function renderLife({
  category,
  categories,
  firstPage,
  appConfig,
}: LifePageInput): Promise<ServerRenderedPage> {
  const list: CurationListData = { pages: [firstPage], pageParams: [1] };
  const url = category ? `/life?category=${category}` : '/life';
  const { html, title, state } = await renderPage(url, {
    queries: [
      [curationCategoriesKey, categories],
      [curationListKey(category), list],
      [appConfigQueryOptions().queryKey, appConfig],
    ],
    loadedOnly: true,
  });
  return { html: html.replace(LEADING_PRELOADS, ''), title, state };
}

/**
 * /home at request time (decision 0048): the row of new arrivals on its first screen is seeded, so
 * the page is whole before the app runs; the rows under it load as a visitor scrolls to them.
 */
export async function renderHome({
  newArrivals,
  appConfig,
}: HomePageInput): Promise<ServerRenderedPage> {
  const { html, title, state } = await renderPage('/home', {
    queries: [
      [productRowKey('new', HOME_PAGE.rowSize), newArrivals],
      [appConfigQueryOptions().queryKey, appConfig],
    ],
    loadedOnly: true,
  });
  // The banner's preload stays where React wrote it, as on the prerendered /home.
  return { html, title, state };
}

/**
 * /products/best, /new and /all without filters at request time (decision 0048): the list's first
 * page and the filter bar's choices are seeded, so the grid is on screen before the app runs.
 */
export async function renderProductList({
  kind,
  firstPage,
  metadatas,
  appConfig,
}: ProductListPageInput): Promise<ServerRenderedPage> {
  const { html, title, state } = await renderPage(`/products/${kind}`, {
    queries: [
      [
        productListKey(kind, filtersOf({})),
        { pages: [firstPage], pageParams: [PAGING.defaultPage] },
      ],
      [productMetadatasKey, metadatas],
      [appConfigQueryOptions().queryKey, appConfig],
    ],
    loadedOnly: true,
  });
  return { html, title, state };
}

export function pagePaths(): string[] {
  const router = createAppRouter(createQueryClient(), {
    history: createMemoryHistory(),
    isServer: true,
  });
  return Object.keys(router.routesByPath);
}

export const pageRenderer = {
  renderProductDetail,
  renderCurationDetail,
  renderLife,
  renderHome,
  renderProductList,
  pagePaths,
} satisfies PageRenderer;

/**
 * The source of a server-rendered page's starter script (decision 0048): `startPage` as text,
 * called with the page's start-up tags and the names the app listens for.
 */
export function pageStarterSource(tags: StartupTag[]): string {
  return `// Starts the app of a server-rendered page (src/lib/page-start.ts, written by scripts/prerender.mjs).
(${startPage.toString()})(${JSON.stringify(tags)}, ${JSON.stringify(PAGE_START)});
`;
}
