import * as z from 'zod/mini';
import '../zod-setup.ts';
import { BodyId, IsoDateTime, PagingQuery, RouteId } from '../common.ts';
import { CATALOGUE_CACHE, PAGING, REVIEW_SORTS, REVIEW_WRITE } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { ImageRef } from './products.ts';

export const Review = z.object({
  id: z.int(),
  productId: z.int(),
  /** 1…5 */
  rating: z.int(),
  content: z.string(),
  photos: z.array(ImageRef),
  /** The author as shown: nickname (or a masked name); '탈퇴한 회원' once the author has left. */
  authorName: z.string(),
  likeCount: z.int(),
  /** Whether the signed-in caller likes it (false for visitors). */
  isLiked: z.boolean(),
  /** True when the caller wrote it. */
  isMine: z.boolean(),
  createdAt: IsoDateTime,
});
export type Review = z.infer<typeof Review>;

/** A review in the caller's liked list: with the product it is about. */
export const LikedReview = z.object({
  ...Review.shape,
  product: z.object({ id: z.int(), name: z.string(), image: ImageRef }),
});
export type LikedReview = z.infer<typeof LikedReview>;

export const ReviewListQuery = z.object({
  ...PagingQuery.shape,
  perPage: z._default(PagingQuery.shape.perPage, PAGING.reviewPerPage),
  productId: RouteId(MESSAGES.productIdNumeric),
  sort: z._default(z.enum(REVIEW_SORTS), 'RECOMMEND'),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuery>;

export const ReviewIdParams = z.object({ id: RouteId() });

export const ReviewLikeState = z.object({
  reviewId: z.int(),
  isLiked: z.boolean(),
  likeCount: z.int(),
});

/** A photo uploaded for a review not yet posted: checked, re-encoded, metadata stripped. */
export const UploadedPhoto = z.object({
  id: z.int(),
  ...ImageRef.shape,
});
export type UploadedPhoto = z.infer<typeof UploadedPhoto>;

/** 1…5 stars: the same rule for a new review and an edit. */
const ReviewRating = z
  .int({ error: MESSAGES.ratingRange })
  .check(
    z.minimum(1, { error: MESSAGES.ratingRange }),
    z.maximum(5, { error: MESSAGES.ratingRange }),
  );

/** 10…1,000 characters once trimmed. */
const ReviewContent = z
  .string()
  .check(
    z.trim(),
    z.minLength(REVIEW_WRITE.contentMin, MESSAGES.reviewContentLength),
    z.maxLength(REVIEW_WRITE.contentMax, MESSAGES.reviewContentLength),
  );

/** Photo ids, at most five. */
const PhotoIdList = z
  .array(BodyId())
  .check(z.maxLength(REVIEW_WRITE.maxPhotos, MESSAGES.reviewPhotoCount));

export const ReviewCreateBody = z.strictObject({
  /** A CONFIRMED line of one of the caller's orders, not reviewed yet. */
  orderProductId: BodyId(),
  rating: ReviewRating,
  content: ReviewContent,
  /** Ids from uploadReviewPhoto, in the order to show them. */
  photoIds: z._default(PhotoIdList, []),
});
export type ReviewCreateBody = z.input<typeof ReviewCreateBody>;

/**
 * An edit of the caller's own review, with the rules of a new one; absent fields stay as they are.
 * The photos become `keepPhotoIds` (this review's photos, in order; absent keeps them all)
 * followed by `photoIds` (new uploads), at most five in all.
 */
export const ReviewUpdateBody = z.strictObject({
  rating: z.optional(ReviewRating),
  content: z.optional(ReviewContent),
  keepPhotoIds: z.optional(PhotoIdList),
  photoIds: z.optional(PhotoIdList),
});
export type ReviewUpdateBody = z.input<typeof ReviewUpdateBody>;

/** A photo of the caller's own review: its id names it in an edit. */
export const ReviewPhoto = z.object({
  id: z.int(),
  ...ImageRef.shape,
});
export type ReviewPhoto = z.infer<typeof ReviewPhoto>;

/** A review in the caller's own list (리뷰 관리): with the product, and photos an edit can name. */
export const MyReview = z.object({
  ...Review.shape,
  photos: z.array(ReviewPhoto),
  product: LikedReview.shape.product,
  /** The last edit (createdAt when never edited). */
  updatedAt: IsoDateTime,
  /** Set when an operator hid it from the shop (decision 0043): why, in their words. */
  hidden: z.nullable(z.object({ at: IsoDateTime, reason: z.string() })),
});
export type MyReview = z.infer<typeof MyReview>;

export const reviewsEndpoints = {
  createReview: defineEndpoint({
    id: 'createReview',
    method: 'POST',
    path: '/reviews',
    summary:
      "Review a confirmed order line of the caller's, once per line: rating 1–5, 10–1,000 characters, up to 5 uploaded photos",
    tag: 'reviews',
    auth: 'required',
    body: ReviewCreateBody,
    data: Review,
    successStatus: 201,
  }),
  uploadReviewPhoto: defineEndpoint({
    id: 'uploadReviewPhoto',
    method: 'POST',
    path: '/reviews/photos',
    summary:
      'Upload one review photo as the raw request body (JPEG, PNG, WebP or AVIF, at most 10 MB; the type is checked by content, not by Content-Type): re-encoded to WebP of at most 2048 px, EXIF/GPS and all other metadata stripped',
    tag: 'reviews',
    auth: 'required',
    data: UploadedPhoto,
    successStatus: 201,
  }),
  listReviews: defineEndpoint({
    id: 'listReviews',
    method: 'GET',
    publicCache: CATALOGUE_CACHE,
    path: '/reviews',
    summary:
      "A product's reviews: sort RECOMMEND (default), LATEST, RATING_HIGH, RATING_LOW, PHOTO (with photos first)",
    tag: 'reviews',
    auth: 'optional',
    query: ReviewListQuery,
    data: Review,
    list: true,
  }),
  likeReview: defineEndpoint({
    id: 'likeReview',
    method: 'POST',
    path: '/reviews/:id/like',
    summary: 'Like a review (repeating is harmless)',
    tag: 'likes',
    auth: 'required',
    params: ReviewIdParams,
    data: ReviewLikeState,
    successStatus: 201,
  }),
  unlikeReview: defineEndpoint({
    id: 'unlikeReview',
    method: 'DELETE',
    path: '/reviews/:id/like',
    summary: 'Remove a like from a review (repeating is harmless)',
    tag: 'likes',
    auth: 'required',
    params: ReviewIdParams,
    data: ReviewLikeState,
  }),
  listMyReviews: defineEndpoint({
    id: 'listMyReviews',
    method: 'GET',
    path: '/users/me/reviews',
    summary:
      "The caller's own reviews with their products, newest first (orderDirection -1 reverses)",
    tag: 'reviews',
    auth: 'required',
    query: PagingQuery,
    data: MyReview,
    list: true,
  }),
  updateReview: defineEndpoint({
    id: 'updateReview',
    method: 'PATCH',
    path: '/reviews/:id',
    summary:
      "Edit one of the caller's reviews (rating, text, photos) with the rules of createReview; the product's rating follows. Someone else's review: 404",
    tag: 'reviews',
    auth: 'required',
    params: ReviewIdParams,
    body: ReviewUpdateBody,
    data: MyReview,
  }),
  deleteReview: defineEndpoint({
    id: 'deleteReview',
    method: 'DELETE',
    path: '/reviews/:id',
    summary:
      "Delete one of the caller's reviews with its photos; the product's rating follows and the order line may be reviewed again. Someone else's review: 404",
    tag: 'reviews',
    auth: 'required',
    params: ReviewIdParams,
    data: z.object({ id: z.int() }),
  }),
  listMyLikedReviews: defineEndpoint({
    id: 'listMyLikedReviews',
    method: 'GET',
    path: '/users/me/review-likes',
    summary: 'Reviews the caller likes, most recently liked first (orderDirection -1 reverses)',
    tag: 'likes',
    auth: 'required',
    query: PagingQuery,
    data: LikedReview,
    list: true,
  }),
} as const;
