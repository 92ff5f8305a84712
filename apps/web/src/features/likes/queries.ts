import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  PAGING,
  curationsRoutes,
  productsRoutes,
  reviewsRoutes,
  type CurationSummary,
  type LikedReview,
  type ListMetadata,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useAuthStore } from '@/lib/session/auth-store';
import { type ProductPage } from '@/features/products/queries';
import type { LikedPage } from '@/lib/like-cache';
import { nextPageAfter } from '@/lib/next-page';
import { likedCurationsKey, likedProductsKey, likedReviewsKey } from '@/lib/query-keys';
import { CACHE } from '@/lib/config';

/*
 * Query keys: the caller's liked lists live under ['likes', …] (features/products invalidates
 * that prefix after a product like toggle); review data lives under keys starting with 'reviews',
 * which a review like toggle patches.
 */

type LikedReviewsPage = LikedPage<LikedReview>;
type LikedCurationsPage = LikedPage<CurationSummary>;
export type LikedProductsData = InfiniteData<ProductPage, number>;

/**
 * The caller's liked lists (spec §9): refetched every 5 minutes and never cached — a like given
 * on another device shows up, and an old list is never shown first.
 */
const likedListOptions = {
  staleTime: 0,
  gcTime: 0,
  refetchInterval: CACHE.listRefetchIntervalMs,
  initialPageParam: PAGING.defaultPage as number,
  getNextPageParam: (
    lastPage: { _metadata: ListMetadata },
    _pages: unknown,
    lastPageParam: number,
  ) => nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
} as const;

/** GET /users/me/likes, 20 a page. */
export function likedProductsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: likedProductsKey,
    queryFn: async ({ pageParam, signal }): Promise<ProductPage> => {
      const { data, _metadata } = await request(
        productsRoutes.listMyLikedProducts,
        { query: { page: pageParam } },
        { signal },
      );
      return { data, _metadata };
    },
    ...likedListOptions,
  });
}

/** GET /users/me/review-likes, 20 a page. */
export function likedReviewsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: likedReviewsKey,
    queryFn: async ({ pageParam, signal }): Promise<LikedReviewsPage> => {
      const { data, _metadata } = await request(
        reviewsRoutes.listMyLikedReviews,
        { query: { page: pageParam } },
        { signal },
      );
      return { data, _metadata };
    },
    ...likedListOptions,
  });
}

/** GET /users/me/likes/curations, 20 a page. */
export function likedCurationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: likedCurationsKey,
    queryFn: async ({ pageParam, signal }): Promise<LikedCurationsPage> => {
      const { data, _metadata } = await request(
        curationsRoutes.listMyLikedCurations,
        { query: { page: pageParam } },
        { signal },
      );
      return { data, _metadata };
    },
    ...likedListOptions,
  });
}

export function useLikedProducts() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useInfiniteQuery({ ...likedProductsQueryOptions(), enabled: signedIn });
}

export function useLikedReviews() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useInfiniteQuery({ ...likedReviewsQueryOptions(), enabled: signedIn });
}

export function useLikedCurations() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useInfiniteQuery({ ...likedCurationsQueryOptions(), enabled: signedIn });
}
