import { HOME_PAGE, type HomePageInput } from '@chorok/contract';
import { ProductListQuery, ProductSummary } from '@chorok/contract/schemas';
import * as z from 'zod/mini';
import { plainPageDocument } from '../../lib/rendered-pages.ts';
import { RenderCache } from '../../lib/render-cache.ts';
import type { DetailPagesOptions } from './detail-page.ts';
import { listProducts } from './service.ts';

/** The document for /home, or null when it could not be rendered (the caller sends the prerender). */
export type HomePage = () => Promise<string | null>;

/**
 * /home as a visitor sees it, rendered per request like 라이프 (decisions 0009, 0048): its first
 * screen's row of new arrivals is in the markup, so the page is whole before the app runs. Cached
 * under exactly that data: a new product, a price or a like count renders it again.
 */
export function homePages(options: DetailPagesOptions): HomePage {
  const { db, appConfig } = options;
  const cache = new RenderCache<string | null>(1);

  const render = (input: HomePageInput) =>
    plainPageDocument(options, '/home', {}, () => options.renderer.renderHome(input));

  return async function homePage() {
    const query = z.parse(ProductListQuery, { page: 1, perPage: HOME_PAGE.rowSize });
    const list = await listProducts(db, { list: 'new', query, userId: null });
    const input: HomePageInput = {
      // What the endpoint sends: only the contract's fields (its serializer drops any other).
      newArrivals: { data: z.parse(z.array(ProductSummary), list.data), _metadata: list.metadata },
      appConfig,
    };
    return cache.get(0, JSON.stringify(input), () => render(input));
  };
}
