import * as z from 'zod/mini';
import '../zod-setup.ts';
import { IsoDateTime, MetadataIds, PagingQuery, RouteId } from '../common.ts';
import { CATALOGUE_CACHE, CURATION_CATEGORIES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { ImageRef, ProductSummary } from './products.ts';

/** What a 라이프 article card shows (lists, related articles, liked articles). */
export const CurationSummary = z.object({
  id: z.int(),
  /** Stable name of the source file (`content/curations/{slug}.md`). */
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.enum(CURATION_CATEGORIES),
  cover: ImageRef,
  /** The author line, e.g. "초록 에디터 한서윤". */
  author: z.string(),
  publishedAt: IsoDateTime,
  readingMinutes: z.int(),
  /** Product metadata ids the article is about (spec §3 metadata, 1…100). */
  tagIds: z.array(z.int()),
  likeCount: z.int(),
  /** Whether the signed-in caller bookmarked it (false for visitors). */
  isLiked: z.boolean(),
});
export type CurationSummary = z.infer<typeof CurationSummary>;

/**
 * The body in reading order: HTML rendered from Markdown on the server and sanitized there
 * (`html`), and product embeds (`product`, from a `::product{id=12}` line) that the web draws as
 * live product cards from `products`.
 */
export const CurationBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('html'), html: z.string() }),
  z.object({ type: z.literal('product'), productId: z.int() }),
]);
export type CurationBlock = z.infer<typeof CurationBlock>;

export const CurationDetail = z.object({
  ...CurationSummary.shape,
  body: z.array(CurationBlock),
  /** Every product the article links (front matter and embeds), in the article's order; the listed ones only. */
  products: z.array(ProductSummary),
  /** Up to 4 other articles: same category or shared tags first. */
  related: z.array(CurationSummary),
});
export type CurationDetail = z.infer<typeof CurationDetail>;

export const CurationListQuery = z.object({
  ...PagingQuery.shape,
  category: z.optional(z.enum(CURATION_CATEGORIES, { error: MESSAGES.curationCategory })),
  /** Articles sharing any of these tags, most shared first (the questionnaire's result). */
  metadataIds: MetadataIds,
});
export type CurationListQuery = z.infer<typeof CurationListQuery>;

export const CurationCategoryCount = z.object({
  category: z.enum(CURATION_CATEGORIES),
  count: z.int(),
});

export const CurationIdParams = z.object({ id: RouteId() });

export const CurationLikeState = z.object({
  curationId: z.int(),
  isLiked: z.boolean(),
  likeCount: z.int(),
});

export const curationsEndpoints = {
  listCurations: defineEndpoint({
    id: 'listCurations',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/curations',
    summary: 'Published 라이프 articles, newest first (orderDirection -1 reverses); category, tags',
    tag: 'curations',
    auth: 'optional',
    query: CurationListQuery,
    data: CurationSummary,
    list: true,
  }),
  listCurationCategories: defineEndpoint({
    id: 'listCurationCategories',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/curations/categories',
    summary: 'How many published articles each category has (the tabs’ counts)',
    tag: 'curations',
    auth: 'none',
    data: z.array(CurationCategoryCount),
  }),
  getCuration: defineEndpoint({
    id: 'getCuration',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/curations/:id',
    summary: 'One published article with its sanitized body, products and related articles',
    tag: 'curations',
    auth: 'optional',
    params: CurationIdParams,
    data: CurationDetail,
  }),
  likeCuration: defineEndpoint({
    id: 'likeCuration',
    method: 'POST',
    path: '/curations/:id/like',
    summary: 'Bookmark an article (repeating is harmless)',
    tag: 'likes',
    auth: 'required',
    params: CurationIdParams,
    data: CurationLikeState,
    successStatus: 201,
  }),
  unlikeCuration: defineEndpoint({
    id: 'unlikeCuration',
    method: 'DELETE',
    path: '/curations/:id/like',
    summary: 'Remove an article bookmark (repeating is harmless)',
    tag: 'likes',
    auth: 'required',
    params: CurationIdParams,
    data: CurationLikeState,
  }),
  listMyLikedCurations: defineEndpoint({
    id: 'listMyLikedCurations',
    method: 'GET',
    path: '/users/me/likes/curations',
    summary: 'Articles the caller bookmarked, most recently first (orderDirection -1 reverses)',
    tag: 'likes',
    auth: 'required',
    query: PagingQuery,
    data: CurationSummary,
    list: true,
  }),
} as const;
