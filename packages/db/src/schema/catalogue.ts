import {
  DIFFICULTIES,
  METADATA_KINDS,
  PLANT_SIZES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
} from '@chorok/contract';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite hands back a Uint8Array, node-postgres a Buffer: services always see a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Original images (seeded SVG illustrations, uploaded photos after re-encoding). The images
 * service resizes from here and caches the results on disk; the key is the path under /images/.
 */
export const imageAssets = pgTable('image_assets', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Ids 1…100 (spec §5). An answer option of a recommendation question (kind GROW_PLACE, SUNLIGHT,
 * VENTILATION, PET_CHILD) or a tag (kind TAG), linked to the products it describes.
 */
export const productMetadatas = pgTable(
  'product_metadatas',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: METADATA_KINDS }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('product_metadatas_id_range', sql`${t.id} between 1 and 100`)],
);

/**
 * Sort keys the list queries order by, written once for the queries and for the indexes that serve
 * them: the planner uses an expression index only for the very same expression.
 */
export const productSortKeys = {
  /** Popularity: everything shoppers did with a product (bought, liked, reviewed). */
  popularity: (t: { salesCount: AnyColumn; likeCount: AnyColumn; reviewCount: AnyColumn }): SQL =>
    sql`${t.salesCount} + ${t.likeCount} + ${t.reviewCount}`,
  /** Average rating, 0 without reviews (float: exact enough to order by). */
  ratingAverage: (t: { ratingSum: AnyColumn; reviewCount: AnyColumn }): SQL =>
    sql`coalesce(${t.ratingSum}::float8 / nullif(${t.reviewCount}, 0), 0)`,
};

/** Sort keys of a product's reviews (see productSortKeys). */
export const reviewSortKeys = {
  hasPhotos: (t: { photoCount: AnyColumn }): SQL => sql`(${t.photoCount} > 0)`,
  contentLength: (t: { content: AnyColumn }): SQL => sql`length(${t.content})`,
};

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** PLANT, POT, SOIL, NUTRIENT, TOOL */
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull(),
    name: text('name').notNull(),
    botanicalName: text('botanical_name').notNull().default(''),
    /** The species it is (packages/catalogue/src/species); its care facts fill in a plant's defaults. */
    speciesKey: text('species_key'),
    englishName: text('english_name').notNull().default(''),
    /** Other names shoppers search by (common misspellings, trade names). */
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Won. `salePrice` ≤ `price`; equal when not discounted. */
    price: integer('price').notNull(),
    salePrice: integer('sale_price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** PENDING, ON_SALE, OUT_OF_STOCK, DISCONTINUED */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('ON_SALE'),
    // Care facts (plants only; null for goods).
    lightMinLux: integer('light_min_lux'),
    lightMaxLux: integer('light_max_lux'),
    wateringFrequency: integer('watering_frequency'),
    airExposureFrequency: integer('air_exposure_frequency'),
    repottingFrequency: integer('repotting_frequency'),
    wateringDesc: text('watering_desc'),
    airExposureDesc: text('air_exposure_desc'),
    repottingDesc: text('repotting_desc'),
    petSafe: boolean('pet_safe'),
    childSafe: boolean('child_safe'),
    /** EASY, NORMAL, HARD */
    difficulty: text('difficulty', { enum: DIFFICULTIES }),
    /** SMALL, MEDIUM, LARGE */
    size: text('size', { enum: PLANT_SIZES }),
    /** 적립금 earned on it, percent of what was paid; null: the shop's (POINTS.defaultRatePercent). */
    pointsRatePercent: integer('points_rate_percent'),
    // Counters kept in step by the services that change them (likes, reviews, orders).
    salesCount: integer('sales_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** Normalised search keys (see packages/catalogue/src/search-keys.ts). */
    searchText: text('search_text').notNull().default(''),
    searchInitials: text('search_initials').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_prices', sql`${t.salePrice} >= 0 and ${t.salePrice} <= ${t.price}`),
    check('products_stock', sql`${t.stock} >= 0`),
    index('products_status_idx').on(t.status),
    // The total of a category's list, counted from the index alone. Migration 0004.
    index('products_category_status_idx').on(t.category, t.status),
    // One index per list order, each ending in the id tie-breaker the queries add, so a page is
    // the index's first rows (backwards for descending orders; orderDirection -1 reads it forwards).
    // Expressions in parentheses, as PostgreSQL wants them in an index. Migration 0004.
    index('products_newest_idx').on(t.createdAt, t.id),
    // The console's product list, last changed first (decision 0043).
    index('products_updated_idx').on(t.updatedAt, t.id),
    index('products_popularity_idx').on(
      sql`(${productSortKeys.popularity(t)})`,
      sql`(${productSortKeys.ratingAverage(t)})`,
      t.id,
    ),
    index('products_best_idx').on(t.salesCount, t.likeCount, t.id),
    index('products_price_idx').on(t.salePrice, t.id),
    index('products_rating_idx').on(
      sql`(${productSortKeys.ratingAverage(t)})`,
      t.reviewCount,
      t.id,
    ),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** `photo` (shown in order of position) or `cutout` (transparent background, one per product). */
    kind: text('kind').notNull().default('photo'),
    position: integer('position').notNull().default(0),
    assetKey: text('asset_key')
      .notNull()
      .references(() => imageAssets.key),
    alt: text('alt').notNull().default(''),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.kind, t.position)],
);

export const productMetadataLinks = pgTable(
  'product_metadata_links',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    metadataId: integer('metadata_id')
      .notNull()
      .references(() => productMetadatas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.metadataId] }),
    index('product_metadata_links_metadata_idx').on(t.metadataId, t.productId),
  ],
);

export const productLikes = pgTable(
  'product_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('product_likes_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null once the author has left: the review stays, the person does not. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order line it reviews (orders arrive with the commerce issue); one review per line. */
    orderProductId: integer('order_product_id'),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    photoCount: integer('photo_count').notNull().default(0),
    /**
     * Hidden by an operator (decision 0043): out of the shop's lists and the product's rating; its
     * author still sees it, with the reason.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    // A shopper's own reviews, newest first (리뷰 관리). Migration 0011.
    index('reviews_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The default order (RECOMMEND) of one product's reviews. Migration 0004.
    index('reviews_product_recommend_idx').on(
      t.productId,
      t.likeCount,
      sql`(${reviewSortKeys.hasPhotos(t)})`,
      sql`(${reviewSortKeys.contentLength(t)})`,
      t.createdAt,
      t.id,
    ),
    uniqueIndex('reviews_order_product_key').on(t.orderProductId),
  ],
);

export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    assetKey: text('asset_key')
      .notNull()
      .references(() => imageAssets.key),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);

export const reviewLikes = pgTable(
  'review_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reviewId] }),
    index('review_likes_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One row: a number every write to what the shop's catalogue reads show moves on, in the writer's
 * own transaction (the triggers of migration 0024, at commit). The API keeps catalogue answers
 * under the version they were computed at and reuses them while the version holds
 * (apps/api/src/lib/catalogue-version.ts, decision 0045).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);
