import { MESSAGES, type AdminReview, type ListMetadata } from '@chorok/contract';
import { products, reviews, users, type Database } from '@chorok/db';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow, totalSql } from '../../lib/paging.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { recordAction } from '../back-office/audit.ts';
import {
  ANONYMOUS_AUTHOR_NAME,
  LEFT_AUTHOR_NAME,
  reviewColumns,
  toReview,
  type ReviewRow,
} from './service.ts';

/*
 * The console's reviews (decision 0043): every review, hidden ones too, and hiding one from the
 * shop with a reason its author reads in 리뷰 관리. A hidden review leaves the shop's lists and its
 * product's review_count and rating_sum (reviews/shown.ts) in the same transaction as the hide.
 */

/** AdminReviewListQuery as the route hands it over. */
export interface AdminReviewFilter {
  page: number;
  perPage: number;
  rating?: number;
  photos?: boolean;
  hidden?: boolean;
  productId?: number;
}

const columns = () => ({
  review: reviewColumns(null),
  productName: products.name,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
});

interface AdminReviewRow {
  review: ReviewRow;
  productName: string;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

/** The operator sees who wrote it: nickname, else the name unmasked; '탈퇴한 회원' once they left. */
function authorOf(row: ReviewRow): AdminReview['author'] {
  if (row.userId === null || row.authorLeft) return { userId: null, name: LEFT_AUTHOR_NAME };
  return {
    userId: row.userId,
    name: row.authorNickname || row.authorName || ANONYMOUS_AUTHOR_NAME,
  };
}

function toAdminReview(row: AdminReviewRow): AdminReview {
  const shown = toReview(row.review, null);
  return {
    id: shown.id,
    product: { id: shown.productId, name: row.productName },
    author: authorOf(row.review),
    rating: shown.rating,
    content: shown.content,
    photos: shown.photos,
    likeCount: shown.likeCount,
    createdAt: shown.createdAt,
    hidden: row.hiddenAt
      ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' }
      : null,
  };
}

const NEWEST = orderBy([down(reviews.createdAt), down(reviews.id)], 1);

function whereOf(filter: AdminReviewFilter): SQL | undefined {
  return and(
    filter.rating === undefined ? undefined : eq(reviews.rating, filter.rating),
    filter.photos === undefined
      ? undefined
      : filter.photos
        ? sql`${reviews.photoCount} > 0`
        : eq(reviews.photoCount, 0),
    filter.hidden === undefined
      ? undefined
      : filter.hidden
        ? isNotNull(reviews.hiddenAt)
        : isNull(reviews.hiddenAt),
    filter.productId === undefined ? undefined : eq(reviews.productId, filter.productId),
  );
}

/** GET /admin/reviews: newest first, hidden ones included unless `hidden` says otherwise. */
export async function listAdminReviews(
  db: Database,
  filter: AdminReviewFilter,
): Promise<{ data: AdminReview[]; metadata: ListMetadata }> {
  const window = pageWindow(filter);
  const where = whereOf(filter);
  const pageIds = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(where)
    .orderBy(...NEWEST)
    .limit(window.limit)
    .offset(window.offset);
  const page = await pageOf(
    window,
    () =>
      db
        .select({ ...columns(), total: totalSql(reviews, where) })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(inArray(reviews.id, pageIds))
        .orderBy(...NEWEST),
    () => db.$count(reviews, where),
    (row) => row.total,
  );
  return { data: page.data.map(toAdminReview), metadata: page.metadata };
}

async function readAdminReview(db: Database, reviewId: number): Promise<AdminReview> {
  const [row] = await db
    .select(columns())
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw AppError.notFound(MESSAGES.reviewNotFound);
  return toAdminReview(row);
}

/**
 * POST /admin/reviews/{id}/hide and /unhide. The review is locked (an author's edit or delete of
 * it waits, and sees the new state); the product's counters move and the audit entry is written
 * in the same transaction. Asking for the state it is already in changes and records nothing.
 */
export async function setReviewHidden(
  db: Database,
  actor: OperatorActor,
  reviewId: number,
  hide: { reason: string } | null,
  now: Date = new Date(),
): Promise<AdminReview> {
  if (!isStoredId(reviewId)) throw AppError.notFound(MESSAGES.reviewNotFound);
  await db.transaction(async (tx) => {
    const [review] = await tx
      .select({
        productId: reviews.productId,
        rating: reviews.rating,
        hiddenAt: reviews.hiddenAt,
        hiddenReason: reviews.hiddenReason,
      })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!review) throw AppError.notFound(MESSAGES.reviewNotFound);
    if ((review.hiddenAt !== null) === (hide !== null)) return;
    await tx
      .update(reviews)
      .set(
        hide
          ? { hiddenAt: now, hiddenReason: hide.reason }
          : { hiddenAt: null, hiddenReason: null },
      )
      .where(eq(reviews.id, reviewId));
    const sign = hide ? -1 : 1;
    await tx
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} + ${sign}`,
        ratingSum: sql`${products.ratingSum} + ${sign * review.rating}`,
      })
      .where(eq(products.id, review.productId));
    await recordAction(tx, actor, {
      action: hide ? 'review.hide' : 'review.unhide',
      targetType: 'REVIEW',
      targetId: reviewId,
      before: { hidden: !hide, reason: review.hiddenReason },
      after: { hidden: Boolean(hide), reason: hide?.reason ?? null },
    });
  });
  return readAdminReview(db, reviewId);
}
