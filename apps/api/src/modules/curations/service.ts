import {
  CURATION_CATEGORIES,
  LISTED_PRODUCT_STATUSES,
  MESSAGES,
  type CurationBlock,
  type CurationCategory,
  type CurationDetail,
  type CurationListQuery,
  type CurationSummary,
  type ListMetadata,
  type PagingQuery,
} from '@chorok/contract';
import {
  curationLikes,
  curationProducts,
  curations,
  curationTags,
  imageAssets,
  products,
  type Database,
} from '@chorok/db';
import { and, count, eq, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow, totalSql } from '../../lib/paging.ts';
import { selectSql } from '../../lib/select-sql.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { toggle } from '../likes/service.ts';
import {
  summaryColumns as productSummaryColumns,
  toImageRef,
  toProductSummary,
  type StoredImage,
} from '../products/summary.ts';

/** Live: not taken down, and its day has come (a future publishedAt waits). */
export const publishedSql: SQL = and(
  isNull(curations.unpublishedAt),
  lte(curations.publishedAt, sql`now()`),
)!;

/** Related articles in a detail. */
export const RELATED_LIMIT = 4;

function summaryColumns(userId: number | null) {
  return {
    id: curations.id,
    slug: curations.slug,
    title: curations.title,
    subtitle: curations.subtitle,
    category: curations.category,
    author: curations.author,
    publishedAt: curations.publishedAt,
    readingMinutes: curations.readingMinutes,
    likeCount: curations.likeCount,
    coverAlt: curations.coverAlt,
    cover: selectSql<StoredImage | null>(
      sql`(select json_build_object('key', ${imageAssets.key}, 'width', ${imageAssets.width}, 'height', ${imageAssets.height})
        from ${imageAssets} where ${imageAssets.key} = ${curations.coverImageKey})`,
    ),
    tagIds: selectSql<number[]>(
      sql`array(select ${curationTags.metadataId} from ${curationTags} where ${curationTags.curationId} = ${curations.id} order by 1)`,
    ),
    isLiked:
      userId === null
        ? sql<boolean>`false`
        : selectSql<boolean>(
            sql`exists (select 1 from ${curationLikes} where ${curationLikes.userId} = ${userId} and ${curationLikes.curationId} = ${curations.id})`,
          ),
  };
}

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  category: CurationCategory;
  author: string;
  /** Never null here: every read is of published articles. */
  publishedAt: Date | null;
  readingMinutes: number;
  likeCount: number;
  coverAlt: string;
  cover: StoredImage | null;
  tagIds: number[];
  isLiked: boolean;
}

function toSummary(row: SummaryRow): CurationSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    category: row.category,
    cover: toImageRef(row.cover, row.coverAlt),
    author: row.author,
    publishedAt: row.publishedAt!.toISOString(),
    readingMinutes: row.readingMinutes,
    tagIds: row.tagIds ?? [],
    likeCount: row.likeCount,
    isLiked: Boolean(row.isLiked),
  };
}

/** How many of `tagIds` an article shares (0 for none). */
function sharedTagsSql(tagIds: readonly number[]): SQL<number> {
  return sql<number>`(select count(*)::int from ${curationTags} where ${curationTags.curationId} = ${curations.id} and ${inArray(curationTags.metadataId, [...tagIds])})`;
}

/**
 * Published articles, newest first; with `metadataIds`, only those sharing a tag with them, the
 * most shared first. `orderDirection: -1` reverses the whole order.
 */
export async function listCurations(
  db: Database,
  userId: number | null,
  query: CurationListQuery,
): Promise<{ data: CurationSummary[]; metadata: ListMetadata }> {
  const window = pageWindow(query);
  const tags = query.metadataIds ?? [];
  const shared = tags.length > 0 ? sharedTagsSql(tags) : null;
  const where = and(
    publishedSql,
    query.category ? eq(curations.category, query.category) : undefined,
    shared ? sql`${shared} > 0` : undefined,
  );
  const order = orderBy(
    [...(shared ? [down(shared)] : []), down(curations.publishedAt), down(curations.id)],
    query.orderDirection,
  );
  const page = await pageOf(
    window,
    () =>
      db
        .select({ ...summaryColumns(userId), total: totalSql(curations, where) })
        .from(curations)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
    () => db.$count(curations, where),
    (row) => row.total,
  );
  return { data: page.data.map(toSummary), metadata: page.metadata };
}

/** Every category with its number of published articles, in the tabs' order. */
export async function listCurationCategories(
  db: Database,
): Promise<{ category: CurationCategory; count: number }[]> {
  const rows = await db
    .select({ category: curations.category, count: count() })
    .from(curations)
    .where(publishedSql)
    .groupBy(curations.category);
  return CURATION_CATEGORIES.map((category) => ({
    category,
    count: rows.find((row) => row.category === category)?.count ?? 0,
  }));
}

/**
 * One published article as /curations/:id answers it (and a server render may reuse): the body
 * blocks, its listed products in the article's order, and up to four related articles — same
 * category or shared tags first, then the newest.
 */
export async function getCuration(
  db: Database,
  id: number,
  userId: number | null,
): Promise<CurationDetail> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.curationNotFound);
  const [row] = await db
    .select({ ...summaryColumns(userId), bodyBlocks: curations.bodyBlocks })
    .from(curations)
    .where(and(eq(curations.id, id), publishedSql));
  if (!row) throw AppError.notFound(MESSAGES.curationNotFound);
  const summary = toSummary(row);

  const sameCategory = sql<number>`(case when ${curations.category} = ${summary.category} then 1 else 0 end)`;
  const score =
    summary.tagIds.length > 0
      ? sql<number>`${sameCategory} + ${sharedTagsSql(summary.tagIds)}`
      : sameCategory;
  const [linked, related] = await Promise.all([
    db
      .select(productSummaryColumns(userId))
      .from(curationProducts)
      .innerJoin(products, eq(products.id, curationProducts.productId))
      .where(
        and(
          eq(curationProducts.curationId, id),
          inArray(products.status, [...LISTED_PRODUCT_STATUSES]),
        ),
      )
      .orderBy(curationProducts.position),
    db
      .select(summaryColumns(userId))
      .from(curations)
      .where(and(publishedSql, ne(curations.id, id)))
      .orderBy(...orderBy([down(score), down(curations.publishedAt), down(curations.id)], 1))
      .limit(RELATED_LIMIT),
  ]);
  return {
    ...summary,
    body: JSON.parse(row.bodyBlocks) as CurationBlock[],
    products: linked.map(toProductSummary),
    related: related.map(toSummary),
  };
}

/**
 * Bookmark or un-bookmark an article, keeping like_count in step (see likes' toggle). Only a
 * published article can be bookmarked; a bookmark of one taken down may still be removed.
 */
export async function setCurationLike(
  db: Database,
  userId: number,
  curationId: number,
  like: boolean,
): Promise<{ curationId: number; isLiked: boolean; likeCount: number }> {
  const mine = and(eq(curationLikes.userId, userId), eq(curationLikes.curationId, curationId));
  const state = await toggle(db, like, MESSAGES.curationNotFound, curationId, {
    change: async (tx) => {
      if (!like)
        return tx.delete(curationLikes).where(mine).returning({ id: curationLikes.curationId });
      const [live] = await tx
        .select({ id: curations.id })
        .from(curations)
        .where(and(eq(curations.id, curationId), publishedSql));
      if (!live) throw AppError.notFound(MESSAGES.curationNotFound);
      return tx
        .insert(curationLikes)
        .values({ userId, curationId })
        .onConflictDoNothing()
        .returning({ id: curationLikes.curationId });
    },
    bump: (tx, delta) =>
      tx
        .update(curations)
        .set({ likeCount: sql`greatest(${curations.likeCount} + ${delta}, 0)` })
        .where(eq(curations.id, curationId))
        .returning({ likeCount: curations.likeCount }),
    read: (tx) =>
      tx
        .select({ likeCount: curations.likeCount })
        .from(curations)
        .where(eq(curations.id, curationId)),
  });
  return { curationId, ...state };
}

/** The caller's bookmarked articles that are live, most recently bookmarked first. */
export async function listLikedCurations(
  db: Database,
  userId: number,
  query: PagingQuery,
): Promise<{ data: CurationSummary[]; metadata: ListMetadata }> {
  const window = pageWindow(query);
  const where = and(eq(curationLikes.userId, userId), publishedSql);
  const order = orderBy(
    [down(curationLikes.createdAt), down(curationLikes.curationId)],
    query.orderDirection,
  );
  const page = await pageOf(
    window,
    () =>
      db
        .select({ ...summaryColumns(userId), total: sql<number>`(count(*) over ())::int` })
        .from(curationLikes)
        .innerJoin(curations, eq(curations.id, curationLikes.curationId))
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(curationLikes)
        .innerJoin(curations, eq(curations.id, curationLikes.curationId))
        .where(where);
      return row?.n ?? 0;
    },
    (row) => row.total,
  );
  return { data: page.data.map(toSummary), metadata: page.metadata };
}
