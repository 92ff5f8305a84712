/** Business constants and limits of spec §9, and the few the API adds. */
export const PAGING = {
  defaultPage: 1,
  defaultPerPage: 20,
  maxPerPage: 10_000,
  reviewPerPage: 10,
} as const;
export const METADATA_ID_RANGE = { min: 1, max: 100 } as const;

export const API_BASE_PATH = '/v1';
export const API_TIMEOUT_MS = 30_000;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const CACHE = {
  userInfoStaleMs: HOUR,
  userInfoGcMs: HOUR,
  listRefetchIntervalMs: 5 * MINUTE,
  metadataMs: HOUR,
  plantListMs: HOUR,
  dashboardMs: 10 * MINUTE,
} as const;

export const QUERY_RETRY = { count: 3, initialDelayMs: 1_000, maxDelayMs: 30_000 } as const;

export const SERVICE_WORKER = { updateIntervalMs: HOUR, updateDelayMs: 500 } as const;
export const NOTIFICATION_PERMISSION_DELAY_MS = 1_000;

export const ROUTER_OPTIONS = {
  defaultPreloadDelay: 50,
  defaultPendingMs: 1_000,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * MINUTE,
  defaultPreloadStaleTime: 30_000,
  parsedPathCacheSize: 1_000,
  scrollThrottleMs: 100,
  viewportPreloadMarginPx: 100,
} as const;

export const PRESS = {
  longPressMs: 250,
  clickDelayMs: 120,
  dragThresholdTouchPx: 10,
  dragThresholdOtherPx: 2,
} as const;
export const CAROUSEL = { dragThreshold: 10, duration: 25 } as const;
export const DRAWER = {
  durationS: 0.5,
  closeThreshold: 0.25,
  scrollLockTimeoutMs: 100,
  velocityThreshold: 0.4,
} as const;
export const TRANSLATION_LOADER = { parallelReads: 10, retries: 5, initialWaitMs: 350 } as const;
export const I18N = {
  fallbackLng: 'kr',
  namespace: 'translations',
  languages: ['kr', 'en'],
} as const;

export const TAB_COUNT_MAX = 9_999;

export const TEMP_CODE = { prefix: 'code', ttlMs: 10 * MINUTE } as const;
export const ACCESS_TOKEN_TTL_S = 30 * 24 * 60 * 60;

export const SUPPORT_EMAIL = 'help@chorok.kr';
export const LOGIN_TYPES = ['kakao', 'naver', 'apple', 'temporary', 'demo'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Catalogue (spec §3). */
export const PRODUCT_STATUSES = ['PENDING', 'ON_SALE', 'OUT_OF_STOCK', 'DISCONTINUED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** What a list shows when no `status` filter is given: everything but discontinued products. */
export const LISTED_PRODUCT_STATUSES = ['ON_SALE', 'OUT_OF_STOCK', 'PENDING'] as const;
export const PRODUCT_CATEGORIES = ['PLANT', 'POT', 'SOIL', 'NUTRIENT', 'TOOL'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const QUESTION_KINDS = ['GROW_PLACE', 'SUNLIGHT', 'VENTILATION', 'PET_CHILD'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const METADATA_KINDS = [...QUESTION_KINDS, 'TAG'] as const;
export type MetadataKind = (typeof METADATA_KINDS)[number];
export const DIFFICULTIES = ['EASY', 'NORMAL', 'HARD'] as const;
export const PLANT_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
/** `/products` ordering; `orderDirection` 1 keeps the natural order, -1 reverses it. */
export const PRODUCT_SORTS = ['POPULAR', 'LATEST', 'PRICE', 'RATING', 'RELEVANCE'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const REVIEW_SORTS = ['RECOMMEND', 'LATEST', 'RATING_HIGH', 'RATING_LOW', 'PHOTO'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const RANDOM_RECOMMEND = { defaultCount: 6, maxCount: 20 } as const;
export const SEARCH_QUERY_MAX_LENGTH = 50;
export const LUX_RANGE = { min: 0, max: 200_000 } as const;

/** Images service (spec §3): `/images/{key}?w=&q=&f=`; product cards are 375 wide. */
export const IMAGE = {
  path: '/images',
  formats: ['webp', 'avif', 'jpeg', 'png'],
  defaultFormat: 'webp',
  defaultQuality: 75,
  minWidth: 16,
  maxWidth: 2048,
  productCardWidth: 375,
  /** Widths the client asks for in srcset; the server caches each it is asked for. */
  srcsetWidths: [187, 375, 750, 1125],
} as const;
export type ImageFormat = (typeof IMAGE.formats)[number];

/** The product detail gallery's pictures (packages/contract/src/gallery-image.ts). */
export const GALLERY_IMAGE = {
  /** The gallery spans the column: the whole phone width, 480 px on a desktop. */
  sizes: '(min-width: 480px) 480px, 100vw',
  /** Width of the `src` for browsers without srcset, and of the preload's `href`. */
  fallbackWidth: 750,
} as const;
