import type { CurationCategory } from './constants.ts';
import type { CurationDetail, CurationSummary } from './endpoints/curations.ts';
import type { ListMetadata } from './envelope.ts';
import type { ProductDetail, ProductMetadata, ProductSummary } from './endpoints/products.ts';
import type { AppConfig } from './endpoints/system.ts';

/*
 * What the API and the web app's server-render bundle (apps/web/src/prerender/entry.tsx, built to
 * dist/_ssr/entry.js) promise each other. The API loads the bundle at run time, so this is the only
 * place the two sides' shapes are checked against each other.
 */

/** Element ids in a server-rendered page. */
export const SERVER_RENDER = {
  /** `<script type="application/json">` holding the DehydratedPageState the client's cache starts with. */
  stateElementId: 'chorok-state',
  /** The detail gallery's first-picture preload; the client's route loader keeps an equal one. */
  imagePreloadId: 'product-lcp-preload',
} as const;

/**
 * The query cache the server rendered with, as TanStack Query's `dehydrate` writes it (the fields
 * the two sides read; the client gives it to `hydrate`). The data is a visitor's view (a product's
 * `isLiked` is false): a signed-in client asks again for each query after its first commit.
 */
export interface DehydratedPageState {
  queries: DehydratedPageQuery[];
  mutations: unknown[];
}

export interface DehydratedPageQuery {
  queryKey: readonly unknown[];
  queryHash: string;
  state: { data?: unknown; dataUpdatedAt: number; status: 'pending' | 'error' | 'success' };
}

export interface ServerRenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The page's `<title>`, as the client sets it once it runs. */
  title: string;
  /** What the client must hydrate its query cache with for its first render to be this markup. */
  state: DehydratedPageState;
}

export interface ProductDetailPageInput {
  /** GET /v1/products/{id} for a visitor, exactly as that endpoint answers it. */
  product: ProductDetail;
  /** GET /v1/app-config (the image hosts decide the gallery's URLs). */
  appConfig: AppConfig;
}

export interface CurationDetailPageInput {
  /** GET /v1/curations/{id} for a visitor, exactly as that endpoint answers it. */
  curation: CurationDetail;
  /** GET /v1/app-config (the image hosts decide the cover's URLs). */
  appConfig: AppConfig;
}

/** /home's product rows. */
export const HOME_PAGE = {
  /** Cards per row: enough to swipe through, few enough that the row costs one small request. */
  rowSize: 10,
} as const;

export interface HomePageInput {
  /**
   * GET /v1/products/new?page=1&perPage={HOME_PAGE.rowSize} for a visitor, as that endpoint answers
   * it: the row on /home's first screen (decision 0048).
   */
  newArrivals: { data: ProductSummary[]; _metadata: ListMetadata };
  appConfig: AppConfig;
}

/** The product lists rendered on the server when asked for without filters (decision 0048). */
export const SERVER_RENDERED_LISTS = ['best', 'new', 'all'] as const;
export type ServerRenderedList = (typeof SERVER_RENDERED_LISTS)[number];

export interface ProductListPageInput {
  kind: ServerRenderedList;
  /** GET /v1/products{/best,/new}?page=1&perPage=20 for a visitor, as that endpoint answers it. */
  firstPage: { data: ProductSummary[]; _metadata: ListMetadata };
  /** GET /v1/products/metadatas: the filter bar's choices. */
  metadatas: ProductMetadata[];
  appConfig: AppConfig;
}

export interface LifePageInput {
  /** The tab (`?category=`), null for 전체. */
  category: CurationCategory | null;
  /** GET /v1/curations/categories. */
  categories: { category: CurationCategory; count: number }[];
  /** GET /v1/curations?page=1 (with the category) for a visitor: the list's first page. */
  firstPage: { data: CurationSummary[]; _metadata: ListMetadata };
  appConfig: AppConfig;
}

/** The server-render bundle's exports the API calls. */
export interface PageRenderer {
  renderProductDetail(input: ProductDetailPageInput): Promise<ServerRenderedPage>;
  renderCurationDetail(input: CurationDetailPageInput): Promise<ServerRenderedPage>;
  renderLife(input: LifePageInput): Promise<ServerRenderedPage>;
  renderHome(input: HomePageInput): Promise<ServerRenderedPage>;
  renderProductList(input: ProductListPageInput): Promise<ServerRenderedPage>;
  /**
   * Every page of the app as its router writes the path (`/products/detail/$productId`): a path
   * that matches none is a real 404 (its body is still the app, which says so).
   */
  pagePaths(): string[];
}
