import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  PAGING,
  reviewsRoutes,
  type ListMetadata,
  type Review,
  type ReviewSort,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { nextPageAfter } from '@/lib/next-page';
import { reviewsKey } from '@/lib/query-keys';

/** One page of a product's reviews, as the API sends it. */
export interface ReviewPage {
  data: Review[];
  _metadata: ListMetadata;
}

export const DEFAULT_REVIEW_SORT: ReviewSort = 'RECOMMEND';
/** How many reviews the detail screen shows before "리뷰 전체보기". */
export const REVIEW_PREVIEW_COUNT = 3;
/** How many reviews with photos the photo strip draws from. */
export const PHOTO_STRIP_REVIEWS = 20;

/*
 * Every key starts with `reviewsKey` ('reviews'): a review like toggle (features/likes) patches
 * them all at once.
 */
export const reviewListKey = (productId: number, sort: ReviewSort) =>
  [...reviewsKey, 'list', productId, sort] as const;
export const reviewPreviewKey = (productId: number) =>
  [...reviewsKey, 'preview', productId] as const;
export const reviewPhotosKey = (productId: number) => [...reviewsKey, 'photos', productId] as const;

async function fetchReviews(
  productId: number,
  sort: ReviewSort,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const { data, _metadata } = await request(
    reviewsRoutes.listReviews,
    { query: { productId, sort, page, perPage } },
    { signal },
  );
  return { data, _metadata };
}

/** GET /reviews: all of a product's reviews, 10 a page (spec §9), in the chosen order. */
export function reviewListQueryOptions(productId: number, sort: ReviewSort) {
  return infiniteQueryOptions({
    queryKey: reviewListKey(productId, sort),
    queryFn: ({ pageParam, signal }) =>
      fetchReviews(productId, sort, pageParam, PAGING.reviewPerPage, signal),
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
  });
}

export function useReviewList(productId: number, sort: ReviewSort) {
  return useInfiniteQuery(reviewListQueryOptions(productId, sort));
}

/** The first three recommended reviews, for the detail screen. */
export function reviewPreviewQueryOptions(productId: number) {
  return queryOptions({
    queryKey: reviewPreviewKey(productId),
    queryFn: ({ signal }) =>
      fetchReviews(
        productId,
        DEFAULT_REVIEW_SORT,
        PAGING.defaultPage,
        REVIEW_PREVIEW_COUNT,
        signal,
      ),
  });
}

export function useReviewPreview(productId: number) {
  return useQuery(reviewPreviewQueryOptions(productId));
}

/** Reviews with photos first, for the photo strip: only those that have photos. */
export function reviewPhotosQueryOptions(productId: number) {
  return queryOptions({
    queryKey: reviewPhotosKey(productId),
    queryFn: async ({ signal }) => {
      const page = await fetchReviews(
        productId,
        'PHOTO',
        PAGING.defaultPage,
        PHOTO_STRIP_REVIEWS,
        signal,
      );
      return page.data.filter((review) => review.photos.length > 0);
    },
  });
}

export function useReviewPhotos(productId: number) {
  return useQuery(reviewPhotosQueryOptions(productId));
}
