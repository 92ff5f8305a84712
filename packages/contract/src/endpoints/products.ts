import * as z from 'zod/mini';
import '../zod-setup.ts';
import { IsoDateTime, MetadataIds, PagingQuery, RouteId } from '../common.ts';
import {
  CATALOGUE_CACHE,
  DIFFICULTIES,
  IMAGE,
  LUX_RANGE,
  METADATA_KINDS,
  PLANT_SIZES,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  RANDOM_RECOMMEND,
  SEARCH_QUERY_MAX_LENGTH,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';

/**
 * An image as the API hands it out: `url` is the original on the asset host (relative `/images/…`
 * by default); the client asks the resizing service for the width it needs (`?w=&q=&f=`).
 */
export const ImageRef = z.object({
  url: z.string(),
  width: z.int(),
  height: z.int(),
  alt: z.string(),
});
export type ImageRef = z.infer<typeof ImageRef>;

export const ProductMetadata = z.object({
  /** 1…100 */
  id: z.int(),
  kind: z.enum(METADATA_KINDS),
  name: z.string(),
  description: z.string(),
  sortOrder: z.int(),
});
export type ProductMetadata = z.infer<typeof ProductMetadata>;

/** What a product card and every product list show. */
export const ProductSummary = z.object({
  id: z.int(),
  category: z.enum(PRODUCT_CATEGORIES),
  name: z.string(),
  botanicalName: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  /** Original price in won. */
  price: z.int(),
  /** Price charged, in won (equal to `price` when not on sale). */
  salePrice: z.int(),
  /** Whole percent off, 0 when not on sale. */
  salePercent: z.int(),
  image: ImageRef,
  likeCount: z.int(),
  /** Whether the signed-in caller likes it (false for visitors). */
  isLiked: z.boolean(),
  reviewCount: z.int(),
  /** Average rating rounded to one decimal; 0 without reviews. */
  ratingAverage: z.number(),
  metadataIds: z.array(z.int()),
  createdAt: IsoDateTime,
});
export type ProductSummary = z.infer<typeof ProductSummary>;

/** Care facts of a plant species (null for pots, soil, nutrients and tools). */
export const ProductCare = z.object({
  lightMinLux: z.int(),
  lightMaxLux: z.int(),
  /** Days between waterings, air exposures and repottings. */
  wateringFrequency: z.int(),
  airExposureFrequency: z.int(),
  repottingFrequency: z.int(),
  wateringDesc: z.string(),
  airExposureDesc: z.string(),
  repottingDesc: z.string(),
  petSafe: z.boolean(),
  childSafe: z.boolean(),
  difficulty: z.enum(DIFFICULTIES),
  size: z.enum(PLANT_SIZES),
  /** The species it is (GET /species/:key); null when it is linked to none. */
  speciesKey: z.nullable(z.string()),
});
export type ProductCare = z.infer<typeof ProductCare>;

export const ReviewSummary = z.object({
  count: z.int(),
  /** Rounded to one decimal; 0 without reviews. */
  average: z.number(),
  photoCount: z.int(),
  /** Reviews per rating: keys '1'…'5'. */
  distribution: z.object({
    '1': z.int(),
    '2': z.int(),
    '3': z.int(),
    '4': z.int(),
    '5': z.int(),
  }),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const ProductDetail = z.object({
  ...ProductSummary.shape,
  englishName: z.string(),
  summary: z.string(),
  description: z.string(),
  stock: z.int(),
  images: z.array(ImageRef),
  /** Transparent-background picture for the plant dashboard. */
  cutoutImage: ImageRef,
  care: z.nullable(ProductCare),
  metadatas: z.array(ProductMetadata),
  reviewSummary: ReviewSummary,
  /**
   * Whether the signed-in caller asked for its 재입고 알림 (PUT /products/:id/restock-alert);
   * false for visitors, so a visitor's answer is the same for everyone (decision 0040).
   */
  restockAlert: z.boolean(),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

/** Search text: trimmed; empty means absent (spec §3 product filter). */
const SearchText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  }),
);

/** Product filter of spec §3 plus a category, on the paging query of spec §5. */
export const ProductListQuery = z.object({
  ...PagingQuery.shape,
  status: z.optional(z.enum(PRODUCT_STATUSES, { error: MESSAGES.statusFilter })),
  search: z.pipe(
    SearchText,
    z.optional(
      z.string().check(z.maxLength(SEARCH_QUERY_MAX_LENGTH, { error: MESSAGES.searchTooLong })),
    ),
  ),
  metadataIds: MetadataIds,
  category: z.optional(z.enum(PRODUCT_CATEGORIES)),
  /** Default: RELEVANCE with a search, POPULAR without. */
  sort: z.optional(z.enum(PRODUCT_SORTS)),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/**
 * The recommend list's query: the product filter, plus answers to order by without saving them
 * (a visitor's questionnaire result). Given, they win over the caller's saved answers.
 */
export const RecommendListQuery = z.object({
  ...ProductListQuery.shape,
  recommendMetadataIds: MetadataIds,
});
export type RecommendListQuery = z.infer<typeof RecommendListQuery>;

export const ProductIdParams = z.object({ id: RouteId(MESSAGES.productIdNumeric) });

/** A query string's lux: a plain decimal ('', '0x10', '1e3' and 'Infinity' are not readings). */
const LuxText = z.pipe(
  z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, { error: MESSAGES.luxRange })),
  z.transform(Number),
);

export const LuxQuery = z.object({
  ...PagingQuery.shape,
  lux: z.pipe(
    z.union([z.number(), LuxText], { error: MESSAGES.luxRange }),
    z
      .number({ error: MESSAGES.luxRange })
      .check(
        z.minimum(LUX_RANGE.min, { error: MESSAGES.luxRange }),
        z.maximum(LUX_RANGE.max, { error: MESSAGES.luxRange }),
      ),
  ),
});

export const RandomRecommendQuery = z.object({
  count: z._default(
    z.pipe(
      z.union([z.int(), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]),
      z.int().check(z.minimum(1), z.maximum(RANDOM_RECOMMEND.maxCount)),
    ),
    RANDOM_RECOMMEND.defaultCount,
  ),
});

/** The product of a like toggle, and how many like it now. */
export const ProductLikeState = z.object({
  productId: z.int(),
  isLiked: z.boolean(),
  likeCount: z.int(),
});

/** The caller's 재입고 알림 for a product: told once when it is back on sale, then gone. */
export const RestockAlertState = z.object({
  productId: z.int(),
  restockAlert: z.boolean(),
});
export type RestockAlertState = z.infer<typeof RestockAlertState>;

const listEndpoint = (id: string, path: string, summary: string) =>
  defineEndpoint({
    id,
    method: 'GET',
    path,
    summary,
    tag: 'products',
    auth: 'optional',
    query: ProductListQuery,
    data: ProductSummary,
    list: true,
    publicCache: CATALOGUE_CACHE,
  });

export const productsEndpoints = {
  listProducts: listEndpoint(
    'listProducts',
    '/products',
    'All products: filters status, search (Korean-aware), metadataIds, category; sort',
  ),
  listBestProducts: listEndpoint(
    'listBestProducts',
    '/products/best',
    'Best sellers: by sales and likes (array params repeat without indexes)',
  ),
  listRecommendProducts: defineEndpoint({
    id: 'listRecommendProducts',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/products/recommend',
    summary:
      "Recommended for the given answers (recommendMetadataIds) or else the caller's saved ones, by popularity without any; with 반려동물과 함께 (31) or 아이와 함께 (32) no plant unsafe for them",
    tag: 'products',
    auth: 'optional',
    query: RecommendListQuery,
    data: ProductSummary,
    list: true,
  }),
  listNewProducts: listEndpoint(
    'listNewProducts',
    '/products/new',
    'Newest first (orderDirection is ignored)',
  ),
  listProductMetadatas: defineEndpoint({
    id: 'listProductMetadatas',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/products/metadatas',
    summary: 'Recommendation answer options and tags (ids 1…100)',
    tag: 'products',
    auth: 'none',
    data: z.array(ProductMetadata),
  }),
  randomRecommendProducts: defineEndpoint({
    id: 'randomRecommendProducts',
    method: 'GET',
    path: '/products/random-recommend',
    summary: 'A random pick of products on sale',
    tag: 'products',
    auth: 'optional',
    query: RandomRecommendQuery,
    data: z.array(ProductSummary),
  }),
  listLuxProducts: defineEndpoint({
    id: 'listLuxProducts',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/products/lux',
    summary: 'Plants whose light range suits the given light (lux), best fit first',
    tag: 'products',
    auth: 'optional',
    query: LuxQuery,
    data: ProductSummary,
    list: true,
  }),
  getProduct: defineEndpoint({
    id: 'getProduct',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/products/:id',
    summary: 'One product with images, care facts, metadata and review summary',
    tag: 'products',
    auth: 'optional',
    params: ProductIdParams,
    data: ProductDetail,
  }),
  likeProduct: defineEndpoint({
    id: 'likeProduct',
    method: 'POST',
    path: '/products/:id/like',
    summary: 'Like a product (repeating is harmless)',
    tag: 'likes',
    auth: 'required',
    params: ProductIdParams,
    data: ProductLikeState,
    successStatus: 201,
  }),
  unlikeProduct: defineEndpoint({
    id: 'unlikeProduct',
    method: 'DELETE',
    path: '/products/:id/like',
    summary: 'Remove a like from a product (repeating is harmless)',
    tag: 'likes',
    auth: 'required',
    params: ProductIdParams,
    data: ProductLikeState,
  }),
  setRestockAlert: defineEndpoint({
    id: 'setRestockAlert',
    method: 'PUT',
    path: '/products/:id/restock-alert',
    summary:
      'Ask for a 재입고 알림 of an OUT_OF_STOCK product (409 otherwise): one notification when it is back on sale, then the alert is gone (repeating is harmless)',
    tag: 'products',
    auth: 'required',
    params: ProductIdParams,
    data: RestockAlertState,
  }),
  clearRestockAlert: defineEndpoint({
    id: 'clearRestockAlert',
    method: 'DELETE',
    path: '/products/:id/restock-alert',
    summary: 'No 재입고 알림 for this product after all (repeating is harmless)',
    tag: 'products',
    auth: 'required',
    params: ProductIdParams,
    data: RestockAlertState,
  }),
  listMyLikedProducts: defineEndpoint({
    id: 'listMyLikedProducts',
    method: 'GET',
    path: '/users/me/likes',
    summary: 'Products the caller likes, most recently liked first (orderDirection -1 reverses)',
    tag: 'likes',
    auth: 'required',
    query: PagingQuery,
    data: ProductSummary,
    list: true,
  }),
} as const;

/** The client's image URL for the resizing service (spec §3): `?w=&q=&f=`. */
export const ImageQuery = z.object({
  w: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d+$/, MESSAGES.imageParams)), z.transform(Number)),
      z
        .int()
        .check(
          z.minimum(IMAGE.minWidth, MESSAGES.imageParams),
          z.maximum(IMAGE.maxWidth, MESSAGES.imageParams),
        ),
    ),
  ),
  q: z._default(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d+$/, MESSAGES.imageParams)), z.transform(Number)),
      z.int().check(z.minimum(1, MESSAGES.imageParams), z.maximum(100, MESSAGES.imageParams)),
    ),
    IMAGE.defaultQuality,
  ),
  f: z._default(z.enum(IMAGE.formats, MESSAGES.imageParams), IMAGE.defaultFormat),
});
export type ImageQuery = z.infer<typeof ImageQuery>;
