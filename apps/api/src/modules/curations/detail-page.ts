import { CurationDetail } from '@chorok/contract/schemas';
import * as z from 'zod/mini';
import { renderedPages, type RenderedPage } from '../../lib/rendered-pages.ts';
import {
  absoluteUrl,
  shareImageUrl,
  type ShareCard,
  type ShareSite,
} from '../../lib/share-tags.ts';
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
    share: articleShareCard,
  });
}

/** An article's link card and its schema.org Article. */
export function articleShareCard(curation: CurationDetail, site: ShareSite): ShareCard {
  const path = `/life/detail/${curation.id}`;
  return {
    path,
    title: curation.title,
    description: curation.subtitle,
    image: curation.cover,
    type: 'article',
    jsonLd: {
      '@type': 'Article',
      headline: curation.title,
      description: curation.subtitle,
      image: [shareImageUrl(curation.cover, site)],
      datePublished: curation.publishedAt,
      author: { '@type': 'Person', name: curation.author },
      publisher: { '@type': 'Organization', name: '초록' },
      mainEntityOfPage: absoluteUrl(path, site),
    },
  };
}
