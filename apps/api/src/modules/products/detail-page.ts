import {
  ProductDetail,
  RouteId,
  SERVER_RENDER,
  galleryImageAttributes,
  type AppConfig,
  type PageRenderer,
  type ProductStatus,
} from '@chorok/contract';
import type { Database } from '@chorok/db';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { fillPageShell, htmlTag } from '../../lib/html-page.ts';
import { RenderCache } from '../../lib/render-cache.ts';
import { getProduct } from './service.ts';

/**
 * Products whose detail page is rendered on the server: the ones the shop sells or has sold out
 * for now. A PENDING product is not released yet and a DISCONTINUED one is off the lists; their
 * (rare) visitors get the app shell, and the client renders them as before.
 */
export const SERVER_RENDERED_STATUSES: readonly ProductStatus[] = ['ON_SALE', 'OUT_OF_STOCK'];

/**
 * Pages kept in memory: about 20 kB each for the seed catalogue, so the bound is a few MB. It
 * covers the seed catalogue whole; in a larger one the most visited products stay.
 */
export const MAX_CACHED_DETAIL_PAGES = 128;

export interface ProductDetailPagesOptions {
  db: Database;
  renderer: PageRenderer;
  /** dist/_ssr/page-shell.html of the same build as the renderer. */
  shell: string;
  appConfig: AppConfig;
  log: FastifyBaseLogger;
}

/** The document for one product, or null when the shell should be sent instead. */
export type ProductDetailPage = (rawId: string) => Promise<string | null>;

/**
 * /products/detail/{id} as a visitor sees it, for a browser's navigation: the route rendered by the
 * web app's own bundle from GET /v1/products/{id}'s data (a visitor's view, whoever asks: the page
 * may be cached and sent to anyone), that data embedded for the client's cache, and the gallery's
 * first picture preloaded from the head. Null (→ the shell, and the client's own handling) for an
 * id the client would refuse, a product that does not exist or is not rendered on the server, and
 * a render that failed.
 */
export function productDetailPages({
  db,
  renderer,
  shell,
  appConfig,
  log,
}: ProductDetailPagesOptions): ProductDetailPage {
  const cache = new RenderCache<string | null>(MAX_CACHED_DETAIL_PAGES);

  async function render(product: ProductDetail): Promise<string | null> {
    try {
      const page = await renderer.renderProductDetail({ product, appConfig });
      const lead = product.images[0];
      const preload = lead ? galleryImageAttributes(lead, appConfig.images) : null;
      const head = preload
        ? [
            htmlTag('link', {
              id: SERVER_RENDER.imagePreloadId,
              rel: 'preload',
              as: 'image',
              href: preload.src,
              imagesrcset: preload.srcSet,
              imagesizes: preload.sizes,
              fetchpriority: 'high',
            }),
          ]
        : [];
      return fillPageShell(shell, {
        title: page.title,
        head,
        root: page.html,
        state: { elementId: SERVER_RENDER.stateElementId, value: page.queries },
      });
    } catch (error) {
      // Kept as null for this content: rendering is deterministic, so it would fail again.
      log.error({ err: error, productId: product.id }, 'product detail page: render failed');
      return null;
    }
  }

  return async function productDetailPage(rawId) {
    const id = z.safeParse(RouteId(), rawId);
    if (!id.success) return null;
    let found: ProductDetail;
    try {
      found = await getProduct(db, id.data, null);
    } catch (error) {
      if (error instanceof AppError && error.kind === 'NOT_FOUND') return null;
      throw error;
    }
    if (!SERVER_RENDERED_STATUSES.includes(found.status)) return null;
    // What the endpoint sends: only the contract's fields (its serializer drops any other).
    const product = z.parse(ProductDetail, found);
    return cache.get(product.id, JSON.stringify(product), () => render(product));
  };
}
