import {
  PAGING,
  SERVER_RENDER,
  SERVER_RENDERED_LISTS,
  type ProductListPageInput,
  type ServerRenderedList,
} from '@chorok/contract';
import { ProductListQuery, ProductMetadata, ProductSummary } from '@chorok/contract/schemas';
import * as z from 'zod/mini';
import { fillPageShell } from '../../lib/html-page.ts';
import { RenderCache } from '../../lib/render-cache.ts';
import type { DetailPagesOptions } from './detail-page.ts';
import { listMetadatas, listProducts } from './service.ts';

/** The document for /products/{kind}, or null for the shell (filters asked for, or a failure). */
export type ProductListPage = (kind: ServerRenderedList, search: string) => Promise<string | null>;

/**
 * /products/best, /new and /all as a visitor sees them with no filter (decision 0048): the first
 * page of the list and the filter bar's choices, rendered per request like 라이프 and cached under
 * exactly that data. A filtered or sorted address gets the shell, whose client asks for it.
 */
export function productListPages({
  db,
  renderer,
  shell,
  appConfig,
  log,
}: DetailPagesOptions): ProductListPage {
  const cache = new RenderCache<string | null>(SERVER_RENDERED_LISTS.length);

  async function render(input: ProductListPageInput): Promise<string | null> {
    try {
      const page = await renderer.renderProductList(input);
      return fillPageShell(shell, {
        title: page.title,
        head: [],
        root: page.html,
        state: { elementId: SERVER_RENDER.stateElementId, value: page.state },
      });
    } catch (error) {
      log.error({ err: error, kind: input.kind }, 'product list page: render failed');
      return null;
    }
  }

  return async function productListPage(kind, search) {
    if (search !== '') return null;
    const query = z.parse(ProductListQuery, {
      page: PAGING.defaultPage,
      perPage: PAGING.defaultPerPage,
    });
    const [list, metadatas] = await Promise.all([
      listProducts(db, { list: kind, query, userId: null }),
      listMetadatas(db),
    ]);
    // What the endpoints send: only the contract's fields (their serializers drop any other).
    const input: ProductListPageInput = {
      kind,
      firstPage: { data: z.parse(z.array(ProductSummary), list.data), _metadata: list.metadata },
      metadatas: z.parse(z.array(ProductMetadata), metadatas),
      appConfig,
    };
    return cache.get(SERVER_RENDERED_LISTS.indexOf(kind), JSON.stringify(input), () =>
      render(input),
    );
  };
}
