import { HOME_PAGE, SERVER_RENDER, type HomePageInput } from '@chorok/contract';
import { ProductListQuery, ProductSummary } from '@chorok/contract/schemas';
import * as z from 'zod/mini';
import { fillPageShell } from '../../lib/html-page.ts';
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
export function homePages({ db, renderer, shell, appConfig, log }: DetailPagesOptions): HomePage {
  const cache = new RenderCache<string | null>(1);

  async function render(input: HomePageInput): Promise<string | null> {
    try {
      const page = await renderer.renderHome(input);
      return fillPageShell(shell, {
        title: page.title,
        head: [],
        root: page.html,
        state: { elementId: SERVER_RENDER.stateElementId, value: page.state },
      });
    } catch (error) {
      log.error({ err: error }, '/home: render failed');
      return null;
    }
  }

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
