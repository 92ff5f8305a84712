import {
  MESSAGES,
  REVIEW_WRITE,
  type ListMetadata,
  type MyReview,
  type PagingQuery,
  type ReviewUpdateBody,
} from '@chorok/contract';
import {
  imageAssets,
  photoUploads,
  products,
  reviewPhotos,
  reviews,
  users,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow, totalSql } from '../../lib/paging.ts';
import { selectSql } from '../../lib/select-sql.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { cardImageSql, toImageRef, type StoredImage } from '../products/summary.ts';
import { reviewColumns, toReview, type ReviewRow } from './service.ts';

/*
 * 리뷰 관리: a shopper's own reviews, edited and deleted by their author only. Someone else's
 * review answers 404 exactly as a missing one does (ARCHITECTURE: do not reveal it exists).
 * A deleted review frees its order line: the line may be reviewed again (one review per line
 * still holds). Editing is allowed anyway, so refusing a new review after a delete would protect
 * nothing, and Chorok gives no points for reviews that a rewrite could farm.
 */

interface StoredPhoto extends StoredImage {
  id: number;
}

/** reviewColumns, with each photo's id (an edit names the photos it keeps) and the product. */
function myReviewColumns(userId: number) {
  return {
    review: {
      ...reviewColumns(userId),
      photos: selectSql<StoredPhoto[]>(
        sql`coalesce((select json_agg(json_build_object('id', ${reviewPhotos.id}, 'key', ${reviewPhotos.assetKey}, 'width', ${imageAssets.width}, 'height', ${imageAssets.height}) order by ${reviewPhotos.position}, ${reviewPhotos.id})
        from ${reviewPhotos} join ${imageAssets} on ${imageAssets.key} = ${reviewPhotos.assetKey}
        where ${reviewPhotos.reviewId} = ${reviews.id}), '[]'::json)`,
      ),
    },
    updatedAt: reviews.updatedAt,
    hiddenAt: reviews.hiddenAt,
    hiddenReason: reviews.hiddenReason,
    product: { id: products.id, name: products.name, image: cardImageSql(products.id) },
  };
}

interface MyReviewRow {
  review: Omit<ReviewRow, 'photos'> & { photos: StoredPhoto[] };
  updatedAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  product: { id: number; name: string; image: StoredImage | null };
}

function toMyReview(row: MyReviewRow, userId: number): MyReview {
  const review = toReview(row.review, userId);
  return {
    ...review,
    photos: (row.review.photos ?? []).map((photo, index) => ({
      id: photo.id,
      ...review.photos[index]!,
    })),
    product: {
      id: row.product.id,
      name: row.product.name,
      image: toImageRef(row.product.image, row.product.name),
    },
    updatedAt: row.updatedAt.toISOString(),
    hidden: row.hiddenAt
      ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason ?? '' }
      : null,
  };
}

const NEWEST = [down(reviews.createdAt), down(reviews.id)];

/** `GET /users/me/reviews`: the caller's reviews, newest first (reviews_user_created_idx). */
export async function listMyReviews(
  db: Database,
  userId: number,
  query: PagingQuery,
): Promise<{ data: MyReview[]; metadata: ListMetadata }> {
  const window = pageWindow(query);
  const where = eq(reviews.userId, userId);
  const order = orderBy(NEWEST, query.orderDirection);
  const pageIds = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const page = await pageOf(
    window,
    () =>
      db
        .select({ ...myReviewColumns(userId), total: totalSql(reviews, where) })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(inArray(reviews.id, pageIds))
        .orderBy(...order),
    () => db.$count(reviews, where),
    (row) => row.total,
  );
  return { data: page.data.map((row) => toMyReview(row, userId)), metadata: page.metadata };
}

async function readMyReview(db: Database, userId: number, reviewId: number): Promise<MyReview> {
  const [row] = await db
    .select(myReviewColumns(userId))
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw AppError.notFound(MESSAGES.reviewNotFound);
  return toMyReview(row, userId);
}

/** The caller's review, locked for the change; 404 for a missing one and for anyone else's. */
async function lockOwnReview(tx: Transaction, userId: number, reviewId: number) {
  const [review] = await tx
    .select({
      id: reviews.id,
      productId: reviews.productId,
      rating: reviews.rating,
      hidden: sql<boolean>`(${reviews.hiddenAt} is not null)`,
    })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .for('update');
  if (!review) throw AppError.notFound(MESSAGES.reviewNotFound);
  return review;
}

const photoCountError = () =>
  AppError.badRequest(MESSAGES.reviewPhotoCount, [
    { path: 'photoIds', message: MESSAGES.reviewPhotoCount },
  ]);

/** The body as the route hands it over: content trimmed. */
export type ReviewEdit = z.output<typeof ReviewUpdateBody>;

/**
 * The photos after an edit, as asset keys in order: the kept ones (this review's, in the order
 * given), then the caller's unused uploads (locked, as createReview does). Photos left out are
 * returned to be deleted with their images.
 */
async function editedPhotos(tx: Transaction, userId: number, reviewId: number, body: ReviewEdit) {
  const current = await tx
    .select({ id: reviewPhotos.id, key: reviewPhotos.assetKey })
    .from(reviewPhotos)
    .where(eq(reviewPhotos.reviewId, reviewId))
    .orderBy(reviewPhotos.position, reviewPhotos.id);
  const keepIds = body.keepPhotoIds ?? current.map((photo) => photo.id);
  const newIds = body.photoIds ?? [];
  if (keepIds.length + newIds.length > REVIEW_WRITE.maxPhotos) throw photoCountError();
  const ids = [...keepIds, ...newIds];
  if (new Set(keepIds).size !== keepIds.length || new Set(newIds).size !== newIds.length)
    throw AppError.badRequest(MESSAGES.photoNotFound);
  if (!ids.every(isStoredId)) throw AppError.badRequest(MESSAGES.photoNotFound);

  const keyOfCurrent = new Map(current.map((photo) => [photo.id, photo.key]));
  if (!keepIds.every((id) => keyOfCurrent.has(id)))
    throw AppError.badRequest(MESSAGES.photoNotFound);
  const uploads =
    newIds.length === 0
      ? []
      : await tx
          .select({ id: photoUploads.id, key: photoUploads.assetKey })
          .from(photoUploads)
          .where(
            and(
              inArray(photoUploads.id, newIds),
              eq(photoUploads.userId, userId),
              isNull(photoUploads.usedAt),
            ),
          )
          .for('update');
  if (uploads.length !== newIds.length) throw AppError.badRequest(MESSAGES.photoNotFound);
  const keyOfUpload = new Map(uploads.map((upload) => [upload.id, upload.key]));

  const kept = new Set(keepIds);
  return {
    keys: [
      ...keepIds.map((id) => keyOfCurrent.get(id)!),
      ...newIds.map((id) => keyOfUpload.get(id)!),
    ],
    newIds,
    dropped: current.filter((photo) => !kept.has(photo.id)).map((photo) => photo.key),
  };
}

/**
 * `PATCH /reviews/:id`: rating, text and photos of the caller's review, in one transaction with
 * the product's rating_sum (the review_count stays). A photo left out is deleted with its image.
 * A review an operator hid may still be edited by its author; it stays hidden (decision 0043).
 */
export async function updateReview(
  db: Database,
  userId: number,
  reviewId: number,
  body: ReviewEdit,
): Promise<MyReview> {
  if (!isStoredId(reviewId)) throw AppError.notFound(MESSAGES.reviewNotFound);
  await db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, userId, reviewId);
    const changesPhotos = body.keepPhotoIds !== undefined || body.photoIds !== undefined;
    const photos = changesPhotos ? await editedPhotos(tx, userId, reviewId, body) : null;
    await tx
      .update(reviews)
      .set({
        ...(body.rating === undefined ? {} : { rating: body.rating }),
        ...(body.content === undefined ? {} : { content: body.content }),
        ...(photos ? { photoCount: photos.keys.length } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(reviews.id, reviewId));
    // A hidden review is out of the product's rating: its new rating counts when it is shown.
    if (body.rating !== undefined && body.rating !== review.rating && !review.hidden)
      await tx
        .update(products)
        .set({ ratingSum: sql`${products.ratingSum} + ${body.rating - review.rating}` })
        .where(eq(products.id, review.productId));
    if (!photos) return;
    await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
    if (photos.keys.length > 0)
      await tx
        .insert(reviewPhotos)
        .values(photos.keys.map((assetKey, position) => ({ reviewId, position, assetKey })));
    if (photos.newIds.length > 0)
      await tx
        .update(photoUploads)
        .set({ usedAt: sql`now()` })
        .where(inArray(photoUploads.id, photos.newIds));
    if (photos.dropped.length > 0)
      await tx.delete(imageAssets).where(inArray(imageAssets.key, photos.dropped));
  });
  return readMyReview(db, userId, reviewId);
}

/**
 * `DELETE /reviews/:id`: the caller's review goes with its likes and photos (their images too),
 * and the product's review_count and rating_sum lose it (unless hidden, when they no longer held
 * it), in one transaction.
 */
export async function deleteReview(
  db: Database,
  userId: number,
  reviewId: number,
): Promise<{ id: number }> {
  if (!isStoredId(reviewId)) throw AppError.notFound(MESSAGES.reviewNotFound);
  await db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, userId, reviewId);
    const photos = await tx
      .select({ key: reviewPhotos.assetKey })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, reviewId));
    // review_photos and review_likes go with the row (on delete cascade).
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    if (photos.length > 0)
      await tx.delete(imageAssets).where(
        inArray(
          imageAssets.key,
          photos.map((photo) => photo.key),
        ),
      );
    if (!review.hidden)
      await tx
        .update(products)
        .set({
          reviewCount: sql`${products.reviewCount} - 1`,
          ratingSum: sql`${products.ratingSum} - ${review.rating}`,
        })
        .where(eq(products.id, review.productId));
  });
  return { id: reviewId };
}
