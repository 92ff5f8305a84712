import {
  PAGING,
  SERVER_RENDERED_LISTS,
  type ProductListPageInput,
  type ServerRenderedList,
} from '@chorok/contract';
import { ProductListQuery, ProductMetadata, ProductSummary } from '@chorok/contract/schemas';
import * as z from 'zod/mini';
import { plainPageDocument } from '../../lib/rendered-pages.ts';
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
export function productListPages(options: DetailPagesOptions): ProductListPage {
  const { db, appConfig } = options;
  const cache = new RenderCache<string | null>(SERVER_RENDERED_LISTS.length);

  const render = (input: ProductListPageInput) =>
    plainPageDocument(options, 'product list page', { kind: input.kind }, () =>
      options.renderer.renderProductList(input),
    );

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
