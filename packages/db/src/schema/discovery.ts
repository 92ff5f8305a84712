import { CURATION_CATEGORIES, CURATION_OWNERS } from '@chorok/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { productMetadatas, products } from './catalogue.ts';
import { users } from './users.ts';

/**
 * 라이프 articles, imported from `content/curations/*.md` (slug = file name) or written in the
 * console (decision 0044). The Markdown source is kept; the sanitized body blocks are rendered at
 * save, so a read never renders. A removed file unpublishes its article (`publishedAt` stays,
 * `unpublishedAt` set) so likes survive a re-add. A console draft has no `publishedAt`.
 */
export const curations = pgTable(
  'curations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** BASICS, PLACE, SAFETY, SEASON, STYLING */
    category: text('category', { enum: CURATION_CATEGORIES }).notNull(),
    author: text('author').notNull(),
    /** `image_assets` key of the cover illustration. */
    coverImageKey: text('cover_image_key').notNull(),
    coverAlt: text('cover_alt').notNull().default(''),
    readingMinutes: smallint('reading_minutes').notNull().default(1),
    /** Markdown as written (front matter removed). */
    source: text('source').notNull(),
    /** CurationBlock[] as JSON text: sanitized HTML and product embeds (contract CurationDetail.body). */
    bodyBlocks: text('body_blocks').notNull(),
    /** Hash of the file, so an unchanged file is not written again on every start. */
    sourceHash: text('source_hash').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    /** FILE: the importer keeps it in step with its file; CONSOLE: edited in the console, the importer leaves it. */
    managedBy: text('managed_by', { enum: CURATION_OWNERS }).notNull().default('FILE'),
    /** The front matter's cover: { products, background?, alt } (the drawn picture's recipe). */
    coverSpec: jsonb('cover_spec'),
    /** Null: a console draft, never published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('curations_slug_key').on(t.slug),
    index('curations_published_idx').on(t.publishedAt, t.id),
    check('curations_like_count', sql`${t.likeCount} >= 0`),
    check('curations_managed_by', sql`${t.managedBy} in ('FILE', 'CONSOLE')`),
    index('curations_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** Products an article links, in the article's order. */
export const curationProducts = pgTable(
  'curation_products',
  {
    curationId: integer('curation_id')
      .notNull()
      .references(() => curations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.curationId, t.productId] }),
    index('curation_products_product_idx').on(t.productId),
  ],
);

/** Tags (product metadata ids) an article is about. */
export const curationTags = pgTable(
  'curation_tags',
  {
    curationId: integer('curation_id')
      .notNull()
      .references(() => curations.id, { onDelete: 'cascade' }),
    metadataId: integer('metadata_id')
      .notNull()
      .references(() => productMetadatas.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.curationId, t.metadataId] }),
    index('curation_tags_metadata_idx').on(t.metadataId, t.curationId),
  ],
);

/** Article bookmarks (shown on /likes beside liked products). */
export const curationLikes = pgTable(
  'curation_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    curationId: integer('curation_id')
      .notNull()
      .references(() => curations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.curationId] }),
    index('curation_likes_user_created_idx').on(t.userId, t.createdAt),
  ],
);
