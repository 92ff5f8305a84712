import { CURATION_CATEGORIES, type CurationCategory, type LifePageInput } from '@chorok/contract';
import { CurationListQuery, CurationSummary } from '@chorok/contract/schemas';
import * as z from 'zod/mini';
import { plainPageDocument } from '../../lib/rendered-pages.ts';
import { RenderCache } from '../../lib/render-cache.ts';
import type { DetailPagesOptions } from '../products/detail-page.ts';
import { listCurationCategories, listCurations } from './service.ts';

/** The document for /life with this `category` search value, or null for the shell. */
export type LifePage = (rawCategory: unknown) => Promise<string | null>;

/**
 * /life as a visitor sees it, rendered per request like the article pages (decision 0009): the
 * tabs' counts and the list's first page (the queries the screen would make), cached under
 * exactly that data. An unknown category gets the shell; the client drops it as it always did.
 */
export function lifePages(options: DetailPagesOptions): LifePage {
  const { db, appConfig } = options;
  const cache = new RenderCache<string | null>(CURATION_CATEGORIES.length + 1);

  const render = (input: LifePageInput) =>
    plainPageDocument(options, '라이프 page', { category: input.category }, () =>
      options.renderer.renderLife(input),
    );

  return async function lifePage(rawCategory) {
    const category =
      rawCategory === undefined
        ? null
        : CURATION_CATEGORIES.find((c): c is CurationCategory => c === rawCategory);
    if (category === undefined) return null;
    const query = z.parse(CurationListQuery, category ? { category } : {});
    const [categories, list] = await Promise.all([
      listCurationCategories(db),
      listCurations(db, null, query),
    ]);
    const input: LifePageInput = {
      category,
      categories,
      firstPage: { data: z.parse(z.array(CurationSummary), list.data), _metadata: list.metadata },
      appConfig,
    };
    const key = category ? CURATION_CATEGORIES.indexOf(category) + 1 : 0;
    return cache.get(key, JSON.stringify(input), () => render(input));
  };
}
