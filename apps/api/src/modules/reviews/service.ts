import {
  MESSAGES,
  POINTS,
  type ListMetadata,
  type Review,
  type ReviewCreateBody,
  type ReviewListQuery,
  type ReviewSort,
} from '@chorok/contract';
import {
  imageAssets,
  orderProducts,
  orders,
  photoUploads,
  products,
  reviewLikes,
  reviewPhotos,
  reviews,
  reviewSortKeys,
  users,
  sqlState,
  UNIQUE_VIOLATION,
  type Database,
} from '@chorok/db';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { reviewsEndpoints } from '@chorok/contract/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { Shared } from '../../lib/route.ts';
import { idsOwnedBy } from '../../lib/shared-answers.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { selectSql } from '../../lib/select-sql.ts';
import { down, orderBy, up, type OrderTerm } from '../../lib/order-by.ts';
import { pageOf, pageWindow } from '../../lib/paging.ts';
import { addPoints } from '../benefits/ledger.ts';
import type { StoredImage } from '../products/summary.ts';
import { shownReview } from './shown.ts';

/** What a review's author is shown as once the account has left. */
export const LEFT_AUTHOR_NAME = '탈퇴한 회원';
/** An author with neither nickname nor name. */
export const ANONYMOUS_AUTHOR_NAME = '익명';

/**
 * A name shown to strangers: its first letter and two stars whatever its length (김초록 → 김**),
 * so neither the name nor its length is given away.
 */
export function maskName(name: string): string {
  const [first] = Array.from(name.trim());
  return first ? `${first}**` : ANONYMOUS_AUTHOR_NAME;
}

/** `exists` for the signed-in caller's like of the review in scope; false for visitors. */
function reviewLikedSql(userId: number | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return selectSql(
    sql`exists (select 1 from ${reviewLikes} where ${reviewLikes.userId} = ${userId} and ${reviewLikes.reviewId} = ${reviews.id})`,
  );
}

/**
 * A review with its author (left-joined `users`), photos in position order and the caller's like;
 * the photos are one correlated subquery run for the page's rows only.
 */
export function reviewColumns(userId: number | null) {
  return {
    id: reviews.id,
    productId: reviews.productId,
    rating: reviews.rating,
    content: reviews.content,
    likeCount: reviews.likeCount,
    createdAt: reviews.createdAt,
    userId: reviews.userId,
    authorNickname: users.nickname,
    authorName: users.name,
    authorLeft: sql<boolean>`(${users.deletedAt} is not null)`,
    photos: selectSql<StoredImage[]>(
      sql`coalesce((select json_agg(json_build_object('key', ${reviewPhotos.assetKey}, 'width', ${imageAssets.width}, 'height', ${imageAssets.height}) order by ${reviewPhotos.position}, ${reviewPhotos.id})
      from ${reviewPhotos} join ${imageAssets} on ${imageAssets.key} = ${reviewPhotos.assetKey}
      where ${reviewPhotos.reviewId} = ${reviews.id}), '[]'::json)`,
    ),
    isLiked: reviewLikedSql(userId),
  };
}

export interface ReviewRow {
  id: number;
  productId: number;
  rating: number;
  content: string;
  likeCount: number;
  createdAt: Date;
  userId: number | null;
  authorNickname: string | null;
  authorName: string | null;
  authorLeft: boolean;
  photos: StoredImage[];
  isLiked: boolean;
}

function authorName(row: ReviewRow): string {
  if (row.userId === null || row.authorLeft) return LEFT_AUTHOR_NAME;
  return row.authorNickname || maskName(row.authorName ?? '');
}

export function toReview(row: ReviewRow, callerId: number | null): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    content: row.content,
    photos: (row.photos ?? []).map((photo, index) => ({
      url: imageUrl(photo.key),
      width: photo.width,
      height: photo.height,
      alt: `리뷰 사진 ${index + 1}`,
    })),
    authorName: authorName(row),
    likeCount: row.likeCount,
    isLiked: Boolean(row.isLiked),
    isMine: callerId !== null && row.userId === callerId,
    createdAt: row.createdAt.toISOString(),
  };
}

const hasPhotos = reviewSortKeys.hasPhotos(reviews);
const NEWEST: readonly OrderTerm[] = [down(reviews.createdAt), down(reviews.id)];

const REVIEW_ORDER: Record<ReviewSort, readonly OrderTerm[]> = {
  // Most helpful first: liked by others, then with photos, then the longer account, then newer.
  // reviews_product_recommend_idx holds this order (migration 0004).
  RECOMMEND: [
    down(reviews.likeCount),
    down(hasPhotos),
    down(reviewSortKeys.contentLength(reviews)),
    ...NEWEST,
  ],
  LATEST: NEWEST,
  RATING_HIGH: [down(reviews.rating), ...NEWEST],
  RATING_LOW: [up(reviews.rating), ...NEWEST],
  PHOTO: [down(hasPhotos), ...NEWEST],
};

/**
 * The ids of one page of a product's reviews, in order: the query an index of the product's reviews
 * serves (exported, not run, for the tests that check which).
 */
export function reviewPageIdsQuery(
  db: Database,
  query: Pick<ReviewListQuery, 'productId' | 'sort' | 'orderDirection' | 'page' | 'perPage'>,
) {
  const window = pageWindow(query);
  return db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, query.productId), shownReview))
    .orderBy(...orderBy(REVIEW_ORDER[query.sort], query.orderDirection))
    .limit(window.limit)
    .offset(window.offset);
}

/** `GET /reviews`: one product's reviews; 404 when the product does not exist. */
export async function listReviews(
  db: Database,
  query: ReviewListQuery,
  callerId: number | null,
): Promise<{ data: Review[]; metadata: ListMetadata }> {
  if (!isStoredId(query.productId)) throw AppError.notFound(MESSAGES.productNotFound);
  // The product check and the total in one round trip (the count uses reviews_product_created_idx).
  const [product] = await db
    .select({
      total: selectSql<number>(
        sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id} and ${shownReview})`,
      ),
    })
    .from(products)
    .where(eq(products.id, query.productId));
  if (!product) throw AppError.notFound(MESSAGES.productNotFound);
  const window = pageWindow(query);
  const order = orderBy(REVIEW_ORDER[query.sort], query.orderDirection);
  // The page's ids first, then photos, author and like for those rows only (as product pages do).
  const pageIds = reviewPageIdsQuery(db, query);
  const page = await pageOf(
    { ...window, reachable: window.reachable && window.offset < product.total },
    () =>
      db
        .select(reviewColumns(callerId))
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(inArray(reviews.id, pageIds))
        .orderBy(...order),
    async () => product.total,
  );
  return { data: page.data.map((row) => toReview(row, callerId)), metadata: page.metadata };
}

/**
 * The shopper's own parts of a shared review list (decision 0045): the reviews they liked and the
 * ones they wrote. Both tables are under the catalogue version (migration 0024).
 */
export function sharedReviews(db: Database): Shared<typeof reviewsEndpoints.listReviews> {
  return {
    personalise: async (result, viewer) => {
      const [liked, mine] = await Promise.all([
        viewer.facts('likedReviews', idsOwnedBy(db, reviewLikes.reviewId, reviewLikes.userId)),
        viewer.facts('ownReviews', idsOwnedBy(db, reviews.id, reviews.userId)),
      ]);
      const page = result as { data: Review[]; metadata: ListMetadata };
      if (!page.data.some((review) => liked.has(review.id) || mine.has(review.id))) return result;
      return {
        ...page,
        data: page.data.map((review) =>
          liked.has(review.id) || mine.has(review.id)
            ? { ...review, isLiked: liked.has(review.id), isMine: mine.has(review.id) }
            : review,
        ),
      };
    },
  };
}

/** The body as the route hands it over: content trimmed, photoIds defaulted to []. */
export type NewReview = z.output<typeof ReviewCreateBody>;

/** The one order line status a review may be written for (purchase confirmed). */
const REVIEWABLE_STATUS = 'CONFIRMED';

/**
 * `POST /reviews`: a review of a CONFIRMED line of one of the caller's orders, once per line,
 * with up to five of the caller's unused uploads as its photos. One transaction writes the
 * review, moves the photos into review_photos in the order given, marks the uploads used and
 * moves the product's counters (review_count, rating_sum) as the seed computes them.
 *
 * Refusals: someone else's line or none at all → 403 (whether it exists is not told); the
 * caller's line not confirmed → 409 reviewNotAllowed; already reviewed → 409 reviewExists
 * (the unique index settles two at once); a photo that is not the caller's unused upload →
 * 400 photoNotFound.
 */
export async function createReview(db: Database, userId: number, body: NewReview): Promise<Review> {
  const photoIds = body.photoIds;
  if (new Set(photoIds).size !== photoIds.length)
    throw AppError.badRequest(MESSAGES.photoNotFound, [
      { path: 'photoIds', message: MESSAGES.photoNotFound },
    ]);
  if (!isStoredId(body.orderProductId)) throw AppError.forbidden(MESSAGES.reviewNotAllowed);
  if (!photoIds.every(isStoredId)) throw AppError.badRequest(MESSAGES.photoNotFound);

  let reviewId: number;
  try {
    reviewId = await db.transaction(async (tx) => {
      const [line] = await tx
        .select({
          status: orderProducts.status,
          productId: orderProducts.productId,
          name: orderProducts.name,
          orderId: orders.id,
          ownerId: orders.userId,
        })
        .from(orderProducts)
        .innerJoin(orders, eq(orders.id, orderProducts.orderId))
        .where(eq(orderProducts.id, body.orderProductId));
      if (!line || line.ownerId !== userId) throw AppError.forbidden(MESSAGES.reviewNotAllowed);
      if (line.status !== REVIEWABLE_STATUS) throw AppError.conflict(MESSAGES.reviewNotAllowed);
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.orderProductId, body.orderProductId));
      if (existing) throw AppError.conflict(MESSAGES.reviewExists);

      // Locked: a second review posted at once with the same upload waits, then finds it used.
      const uploads =
        photoIds.length === 0
          ? []
          : await tx
              .select({ id: photoUploads.id, assetKey: photoUploads.assetKey })
              .from(photoUploads)
              .where(
                and(
                  inArray(photoUploads.id, photoIds),
                  eq(photoUploads.userId, userId),
                  isNull(photoUploads.usedAt),
                ),
              )
              .for('update');
      if (uploads.length !== photoIds.length) throw AppError.badRequest(MESSAGES.photoNotFound);
      const keyOf = new Map(uploads.map((upload) => [upload.id, upload.assetKey]));

      const [review] = await tx
        .insert(reviews)
        .values({
          productId: line.productId,
          userId,
          orderProductId: body.orderProductId,
          rating: body.rating,
          content: body.content,
          photoCount: photoIds.length,
        })
        .returning({ id: reviews.id });
      if (photoIds.length > 0) {
        await tx.insert(reviewPhotos).values(
          photoIds.map((id, position) => ({
            reviewId: review!.id,
            position,
            assetKey: keyOf.get(id)!,
          })),
        );
        await tx
          .update(photoUploads)
          .set({ usedAt: sql`now()` })
          .where(inArray(photoUploads.id, photoIds));
        // A photo review earns a bonus once per line, even if rewritten (decision 0033).
        await addPoints(tx, 'REVIEW_BONUS', POINTS.photoReviewBonus, {
          userId,
          orderId: line.orderId,
          orderProductId: body.orderProductId,
          title: line.name,
          now: new Date(),
        });
      }
      await tx
        .update(products)
        .set({
          reviewCount: sql`${products.reviewCount} + 1`,
          ratingSum: sql`${products.ratingSum} + ${body.rating}`,
        })
        .where(eq(products.id, line.productId));
      return review!.id;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', MESSAGES.reviewExists, { cause: error });
    throw error;
  }

  const [row] = await db
    .select(reviewColumns(userId))
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw AppError.notFound(MESSAGES.reviewNotFound);
  return toReview(row, userId);
}
