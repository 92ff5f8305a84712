import { CurationDetail } from '@chorok/contract/schemas';
import * as z from 'zod/mini';
import { renderedPages, type RenderedPage } from '../../lib/rendered-pages.ts';
import type { DetailPagesOptions } from '../products/detail-page.ts';
import { getCuration } from './service.ts';

/** Articles are few and read often: all of them fit (≈ 30 kB of HTML each). */
export const MAX_CACHED_ARTICLE_PAGES = 64;

/**
 * /life/detail/{id} as a visitor sees it, rendered like a product's page (decision 0009): the
 * article is readable before any JavaScript runs. Unpublished or unknown ids get the shell, and
 * the client shows Not Found.
 */
export function curationDetailPages({ db, renderer, ...page }: DetailPagesOptions): RenderedPage {
  return renderedPages({
    ...page,
    name: 'article page',
    maxCached: MAX_CACHED_ARTICLE_PAGES,
    load: async (id) => z.parse(CurationDetail, await getCuration(db, id, null)),
    render: (curation, appConfig) => renderer.renderCurationDetail({ curation, appConfig }),
    leadImage: (curation) => curation.cover,
  });
}
