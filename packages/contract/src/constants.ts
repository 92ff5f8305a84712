/** Business constants and limits of spec §9, and the few the API adds. */
export const PAGING = {
  defaultPage: 1,
  defaultPerPage: 20,
  maxPerPage: 10_000,
  reviewPerPage: 10,
} as const;
export const METADATA_ID_RANGE = { min: 1, max: 100 } as const;
/** PostgreSQL `integer`: every stored id and amount fits it; a route or body id above it is refused (400). */
export const INT4_MAX = 2_147_483_647;

export const API_BASE_PATH = '/v1';

/**
 * How long a CDN may serve a visitor's catalogue read before asking again, and serve it stale
 * while it asks (decision 0040). Browsers always revalidate (ETag → 304).
 */
export const CATALOGUE_CACHE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 } as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const I18N = {
  fallbackLng: 'kr',
  namespace: 'translations',
  languages: ['kr', 'en'],
} as const;

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
/** 라이프 article categories (the /life tabs). */
export const CURATION_CATEGORIES = ['BASICS', 'PLACE', 'SAFETY', 'SEASON', 'STYLING'] as const;
export type CurationCategory = (typeof CURATION_CATEGORIES)[number];

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

/**
 * A product's link-preview picture (issue 21): `/share/products/{id}?v=`, name and price on the
 * product's art, the 1.91:1 size Open Graph and KakaoTalk show large.
 */
export const SHARE_CARD = { path: '/share/products', width: 1200, height: 630 } as const;

/** The product detail gallery's pictures (packages/contract/src/gallery-image.ts). */
export const GALLERY_IMAGE = {
  /** The gallery spans the column: the whole phone width, 480 px on a desktop. */
  sizes: '(min-width: 480px) 480px, 100vw',
  /** Width of the `src` for browsers without srcset, and of the preload's `href`. */
  fallbackWidth: 750,
} as const;

/* ------------------------------------------------------------------------------------------------
 * Commerce (cart, addresses, orders, payments). Money is integer won.
 */

/** Shipping: free from 30,000원 of goods in one order, otherwise 3,000원. */
export const SHIPPING = { freeFrom: 30_000, fee: 3_000 } as const;
/** Shipping fee for an order (or a cart selection) whose goods come to `itemsTotal` won. */
export const shippingFeeFor = (itemsTotal: number): number =>
  itemsTotal <= 0 || itemsTotal >= SHIPPING.freeFrom ? 0 : SHIPPING.fee;

export const CART = { maxLines: 50, maxQuantity: 99 } as const;
/** Why a cart line (or a product bought now) cannot be bought; null when it can (cart-rules.ts). */
export const CART_LINE_PROBLEMS = [
  'OUT_OF_STOCK',
  'DISCONTINUED',
  'NOT_ON_SALE',
  'NOT_ENOUGH_STOCK',
] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];
export const ADDRESS_BOOK = { maxEntries: 20 } as const;
export const ADDRESS_SEARCH = {
  minQueryLength: 2,
  maxQueryLength: 60,
  defaultPerPage: 10,
} as const;

/** Each order line's own state (spec §3 orders; ARCHITECTURE.md "Order line life"). */
export const ORDER_PRODUCT_STATUSES = [
  'PAYMENT_PENDING',
  'PAID',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
  'CONFIRMED',
  'CANCELLED',
  /** Returned after delivery (an approved return claim), refunded. */
  'RETURNED',
] as const;
export type OrderProductStatus = (typeof ORDER_PRODUCT_STATUSES)[number];
/** Lines in these states can still be cancelled (and refunded). */
export const CANCELLABLE_STATUSES = ['PAID', 'PREPARING'] as const satisfies OrderProductStatus[];
/** Lines in these states can be confirmed by the buyer (purchase confirmation). */
export const CONFIRMABLE_STATUSES = [
  'SHIPPING',
  'DELIVERED',
] as const satisfies OrderProductStatus[];

/**
 * The order as a whole: waiting for payment, paid (its lines then carry their own states), every
 * line cancelled after payment, or never paid within the payment window (stock released).
 */
export const ORDER_STATUSES = ['PAYMENT_PENDING', 'PAID', 'CANCELLED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER = {
  /**
   * An order unpaid this long expires and releases its stock: what a card payment needs, and
   * Toss's own limit between the shopper's card step and our confirm (decision 0028).
   */
  paymentWindowMs: 10 * MINUTE,
  /** Delivered lines confirm themselves this long after delivery. */
  autoConfirmAfterMs: 7 * 24 * HOUR,
  maxItems: 50,
  requestTextMax: 100,
} as const;

/**
 * What may be held unpaid at once (decision 0028), so that no one can empty the shelves without
 * paying. A new order supersedes (cancels, stock back) the account's older unpaid orders beyond
 * `ordersPerAccount - 1`; units of one product are capped per account and per client IP (an IPv6
 * client by its /64); a demo account, free to make, is held tighter.
 */
export const ORDER_HOLDS = {
  ordersPerAccount: 1,
  unitsPerProduct: 10,
  demoUnitsPerProduct: 3,
  ordersPerIp: 5,
  demoOrdersPerIp: 2,
  unitsPerProductPerIp: 20,
  /** Issued virtual accounts waiting for deposits, per account (decision 0032). */
  depositsPerAccount: 3,
} as const;

/** Why a buyer cancels; shown as choices on the cancel screen. */
export const CANCEL_REASONS = [
  'CHANGED_MIND',
  'ORDERED_BY_MISTAKE',
  'DELIVERY_TOO_SLOW',
  'FOUND_CHEAPER',
  'OTHER',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Why the shop cancels lines for the buyer (the console, decision 0043). */
export const SHOP_CANCEL_REASONS = ['SOLD_OUT', 'CANNOT_SHIP', 'BUYER_ASKED'] as const;
export type ShopCancelReason = (typeof SHOP_CANCEL_REASONS)[number];

/** Every reason a line may be cancelled with: the buyer's own, or the shop's. */
export const ORDER_CANCEL_REASONS = [...CANCEL_REASONS, ...SHOP_CANCEL_REASONS] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

/** Operator steps of `npm run admin -- order <id> prepare|ship|deliver`. */
export const ORDER_ADMIN_ACTIONS = ['prepare', 'ship', 'deliver'] as const;
export type OrderAdminAction = (typeof ORDER_ADMIN_ACTIONS)[number];

/** Card payment providers: Toss Payments, or the local sandbox that behaves like it. */
export const PAYMENT_PROVIDERS = ['toss', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Writing a review (for a confirmed order line). */
export const REVIEW_WRITE = {
  contentMin: 10,
  contentMax: 1_000,
  maxPhotos: 5,
  /** Upload limit per photo, in bytes (10 MB). */
  photoMaxBytes: 10 * 1024 * 1024,
  /** Pixels a photo may have (120 MP: a 108 MP phone photo passes; a pixel bomb does not). */
  photoMaxPixels: 120_000_000,
  /**
   * What the server decodes (checked by content). Not HEIC: the libvips bundled with sharp has no
   * HEVC decoder. A file input that lists these (and not image/heic) makes iOS send JPEG.
   */
  photoTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

/** Plant care (issue 5). Days are Asia/Seoul calendar days. */
export const PLANT = {
  nameMax: 20,
  /** A shopper keeps at most this many plants. */
  maxPerUser: 100,
  /** Care frequencies, in days. */
  frequencyMin: 1,
  frequencyMax: 730,
  /** Used when neither the body nor the product gives one (registering by hand). */
  defaultFrequencies: { watering: 7, airExposure: 3, repotting: 365 },
  /** What an optional kind offers when turned on for a plant of no species (or one without it). */
  optionalFrequencies: { FERTILIZING: 14, MISTING: 3, LEAF_WIPING: 14 },
  /** A user-added to-do's text. */
  todoMax: 40,
  /** Open user-added to-dos per plant. */
  maxOpenTodos: 20,
  /** Care history kept per plant and kind is unlimited; one page of it: */
  careEventsPerPage: 30,
  /** The oldest date a care event or plantedAt may have. */
  earliestDate: '1990-01-01',
  /** Same checks as review photos. */
  photoMaxBytes: 10 * 1024 * 1024,
} as const;

/**
 * The kinds of recurring care; a to-do of one of these records a care event when done. The first
 * three every plant has; the OPTIONAL_CARE_KINDS are off until the shopper sets an interval.
 */
export const CARE_KINDS = [
  'WATERING',
  'AIR_EXPOSURE',
  'REPOTTING',
  'FERTILIZING',
  'MISTING',
  'LEAF_WIPING',
] as const;
export type CareKind = (typeof CARE_KINDS)[number];
/** 영양제, 분무, 잎 닦기: off by default (a null interval), each with its own reminder. */
export const OPTIONAL_CARE_KINDS = ['FERTILIZING', 'MISTING', 'LEAF_WIPING'] as const;
export type OptionalCareKind = (typeof OPTIONAL_CARE_KINDS)[number];
/** To-do kinds: the care kinds, and MY_TASK for the shopper's own. */
export const TODO_KINDS = [...CARE_KINDS, 'MY_TASK'] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** Care reminders. */
export const REMINDERS = {
  /** The hour (Asia/Seoul, 0–23) reminders go out when the user has not chosen one. */
  defaultHour: 9,
  /** How often the scheduler looks for users whose hour has come. */
  tickSeconds: 60,
  /** Recent notifications listed on the profile. */
  recentLimit: 50,
} as const;
/** Weekdays as Date#getDay numbers in Seoul: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Korean provinces and metropolitan cities (시·도), as addresses write them; weather picks by these. */
export const SIDO = [
  '서울특별시',
  '부산광역시',
  '대구광역시',
  '인천광역시',
  '광주광역시',
  '대전광역시',
  '울산광역시',
  '세종특별자치시',
  '경기도',
  '강원특별자치도',
  '충청북도',
  '충청남도',
  '전북특별자치도',
  '전라남도',
  '경상북도',
  '경상남도',
  '제주특별자치도',
] as const;
export type Sido = (typeof SIDO)[number];

export const WEATHER_CONDITIONS = ['CLEAR', 'CLOUDY', 'RAIN', 'SNOW'] as const;
/** Air quality grades as Korea's AirKorea reports them (PM10/PM2.5 combined). */
export const AIR_QUALITY = ['GOOD', 'MODERATE', 'BAD', 'VERY_BAD'] as const;
/** Weather rules of the advice (issue 5), judged on whole degrees and percents, as shown. */
export const WEATHER_RULES = {
  /** No air exposure below this (°C). */
  noAirBelowC: 5,
  /** Water sooner at or above this (°C)… */
  hotFromC: 28,
  /** …or at or below this relative humidity (%). */
  dryAtOrBelowPct: 35,
  /** Water later at or below this (°C). */
  coldAtOrBelowC: 10,
  /** Months (1–12) when repotting is advised. */
  repotMonths: [3, 4, 5, 9, 10],
} as const;
