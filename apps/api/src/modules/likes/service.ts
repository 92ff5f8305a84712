import {
  MESSAGES,
  type LikedReview,
  type ListMetadata,
  type PagingQuery,
  type ProductSummary,
} from '@chorok/contract';
import {
  productLikes,
  products,
  reviewLikes,
  reviews,
  users,
  sqlState,
  FOREIGN_KEY_VIOLATION,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow, totalSql } from '../../lib/paging.ts';
import { cardImageSql, summaryColumns, toImageRef, toProductSummary } from '../products/summary.ts';
import { reviewColumns, toReview } from '../reviews/service.ts';
import { shownReview } from '../reviews/shown.ts';

/**
 * The shape every like toggle shares: add or remove the caller's row, and move the counter only
 * when a row really changed — in the same transaction, so concurrent toggles never make it drift.
 * Liking twice inserts nothing the second time (ON CONFLICT DO NOTHING waits for a concurrent
 * insert of the same row and then does nothing); unliking what is not liked deletes nothing.
 */
export async function toggle(
  db: Database,
  like: boolean,
  notFound: string,
  id: number,
  steps: {
    change: (tx: Transaction) => Promise<unknown[]>;
    bump: (tx: Transaction, delta: 1 | -1) => Promise<{ likeCount: number }[]>;
    read: (tx: Transaction) => Promise<{ likeCount: number }[]>;
  },
): Promise<{ isLiked: boolean; likeCount: number }> {
  if (!isStoredId(id)) throw AppError.notFound(notFound);
  try {
    return await db.transaction(async (tx) => {
      const changed = await steps.change(tx);
      const [row] = changed.length > 0 ? await steps.bump(tx, like ? 1 : -1) : await steps.read(tx);
      if (!row) throw AppError.notFound(notFound);
      return { isLiked: like, likeCount: row.likeCount };
    });
  } catch (error) {
    // Liking a product or review that does not exist: the foreign key refuses the row.
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw AppError.notFound(notFound);
    throw error;
  }
}

export async function setProductLike(
  db: Database,
  userId: number,
  productId: number,
  like: boolean,
): Promise<{ productId: number; isLiked: boolean; likeCount: number }> {
  const mine = and(eq(productLikes.userId, userId), eq(productLikes.productId, productId));
  const state = await toggle(db, like, MESSAGES.productNotFound, productId, {
    change: (tx) =>
      like
        ? tx
            .insert(productLikes)
            .values({ userId, productId })
            .onConflictDoNothing()
            .returning({ productId: productLikes.productId })
        : tx.delete(productLikes).where(mine).returning({ productId: productLikes.productId }),
    bump: (tx, delta) =>
      tx
        .update(products)
        .set({ likeCount: sql`greatest(${products.likeCount} + ${delta}, 0)` })
        .where(eq(products.id, productId))
        .returning({ likeCount: products.likeCount }),
    read: (tx) =>
      tx.select({ likeCount: products.likeCount }).from(products).where(eq(products.id, productId)),
  });
  return { productId, ...state };
}

export async function setReviewLike(
  db: Database,
  userId: number,
  reviewId: number,
  like: boolean,
): Promise<{ reviewId: number; isLiked: boolean; likeCount: number }> {
  const mine = and(eq(reviewLikes.userId, userId), eq(reviewLikes.reviewId, reviewId));
  const state = await toggle(db, like, MESSAGES.reviewNotFound, reviewId, {
    change: async (tx) => {
      if (!like)
        return tx.delete(reviewLikes).where(mine).returning({ reviewId: reviewLikes.reviewId });
      // A hidden review is not in the shop to like (decision 0043); taking a like back still works.
      // The lock is the one the counter's update takes anyway (a share lock here would deadlock
      // two likes at once): an operator's hide cannot pass between this check and the insert.
      const [review] = await tx
        .select({ hiddenAt: reviews.hiddenAt })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .for('no key update');
      if (review?.hiddenAt) throw AppError.notFound(MESSAGES.reviewNotFound);
      return tx
        .insert(reviewLikes)
        .values({ userId, reviewId })
        .onConflictDoNothing()
        .returning({ reviewId: reviewLikes.reviewId });
    },
    bump: (tx, delta) =>
      tx
        .update(reviews)
        .set({ likeCount: sql`greatest(${reviews.likeCount} + ${delta}, 0)` })
        .where(eq(reviews.id, reviewId))
        .returning({ likeCount: reviews.likeCount }),
    read: (tx) =>
      tx.select({ likeCount: reviews.likeCount }).from(reviews).where(eq(reviews.id, reviewId)),
  });
  return { reviewId, ...state };
}

/** Most recently liked first; `orderDirection: -1` lists the oldest likes first. */
export async function listLikedProducts(
  db: Database,
  userId: number,
  query: PagingQuery,
): Promise<{ data: ProductSummary[]; metadata: ListMetadata }> {
  const window = pageWindow(query);
  const where = eq(productLikes.userId, userId);
  const order = orderBy(
    [down(productLikes.createdAt), down(productLikes.productId)],
    query.orderDirection,
  );
  // The page's likes first (product_likes_user_created_idx), then the cards for those rows only.
  const pageIds = db
    .select({ id: productLikes.productId })
    .from(productLikes)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const page = await pageOf(
    window,
    () =>
      db
        .select({ ...summaryColumns(userId), total: totalSql(productLikes, where) })
        .from(productLikes)
        .innerJoin(products, eq(products.id, productLikes.productId))
        .where(and(where, inArray(productLikes.productId, pageIds)))
        .orderBy(...order),
    () => db.$count(productLikes, where),
    (row) => row.total,
  );
  return { data: page.data.map(toProductSummary), metadata: page.metadata };
}

/**
 * The caller's liked reviews with the product each is about, most recently liked first. A review
 * an operator hid is left out (its like stays, and shows again with the review).
 */
export async function listLikedReviews(
  db: Database,
  userId: number,
  query: PagingQuery,
): Promise<{ data: LikedReview[]; metadata: ListMetadata }> {
  const window = pageWindow(query);
  const where = and(
    eq(reviewLikes.userId, userId),
    sql`exists (select 1 from ${reviews} where ${reviews.id} = ${reviewLikes.reviewId} and ${shownReview})`,
  );
  const order = orderBy(
    [down(reviewLikes.createdAt), down(reviewLikes.reviewId)],
    query.orderDirection,
  );
  const pageIds = db
    .select({ id: reviewLikes.reviewId })
    .from(reviewLikes)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const page = await pageOf(
    window,
    () =>
      db
        .select({
          review: reviewColumns(userId),
          total: totalSql(reviewLikes, where),
          product: { id: products.id, name: products.name, image: cardImageSql(products.id) },
        })
        .from(reviewLikes)
        .innerJoin(reviews, eq(reviews.id, reviewLikes.reviewId))
        .innerJoin(products, eq(products.id, reviews.productId))
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(and(where, inArray(reviewLikes.reviewId, pageIds)))
        .orderBy(...order),
    () => db.$count(reviewLikes, where),
    (row) => row.total,
  );
  return {
    data: page.data.map(({ review, product }) => ({
      ...toReview(review, userId),
      product: {
        id: product.id,
        name: product.name,
        image: toImageRef(product.image, product.name),
      },
    })),
    metadata: page.metadata,
  };
}
