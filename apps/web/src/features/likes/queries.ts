import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
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
import { nextPageAfter, type ProductPage } from '@/features/products/queries';
import {
  applyLikeToggle,
  removeFromLikedPages,
  revertLikeToggle,
  setLikeState,
  type LikeState,
} from '@/features/likes/like-cache';
import { CACHE } from '@/lib/config';

/*
 * Query keys: the caller's liked lists live under ['likes', …] (features/products invalidates
 * that prefix after a product like toggle); review data lives under keys starting with 'reviews',
 * which a review like toggle patches.
 */
export const likesKey = ['likes'] as const;
export const likedProductsKey = ['likes', 'products'] as const;
export const likedReviewsKey = ['likes', 'reviews'] as const;
/** Saved 라이프 articles; features/life's save toggle patches and refetches it. */
export const likedCurationsKey = ['likes', 'curations'] as const;
export const reviewsKey = ['reviews'] as const;

export interface LikedReviewsPage {
  data: LikedReview[];
  _metadata: ListMetadata;
}
export interface LikedCurationsPage {
  data: CurationSummary[];
  _metadata: ListMetadata;
}
export type LikedProductsData = InfiniteData<ProductPage, number>;
export type LikedReviewsData = InfiniteData<LikedReviewsPage, number>;
export type LikedCurationsData = InfiniteData<LikedCurationsPage, number>;

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

const holdsReviews = (query: Query) =>
  query.queryKey[0] === reviewsKey[0] ||
  (query.queryKey[0] === likedReviewsKey[0] && query.queryKey[1] === likedReviewsKey[1]);

/** A refetch under way (not a next page being added) would land after the toggle and undo it on screen. */
export const isRefetching = (query: Query) =>
  query.state.fetchStatus === 'fetching' && !('getNextPageParam' in query.options);

function patchReviews(queryClient: QueryClient, update: (data: unknown) => unknown) {
  queryClient.setQueriesData({ predicate: holdsReviews }, (data: unknown) =>
    data === undefined ? data : update(data),
  );
}

interface ReviewLikeContext {
  /** The liked-reviews list as it was, to restore when an unlike that removed the review fails. */
  likedList: LikedReviewsData | undefined;
}

/**
 * POST / DELETE /reviews/:id/like, optimistic: every cached copy of the review flips at once, an
 * unlike also takes it out of the liked-reviews list (unlike in place), the server's answer then
 * wins, and a failure puts everything back. Toggles of one review run one after another (a
 * mutation scope), so quick taps reach the server in order.
 */
export function useReviewLike(reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation<LikeState, Error, boolean, ReviewLikeContext>({
    scope: { id: `review-like-${reviewId}` },
    mutationFn: async (like) => {
      const endpoint = like ? reviewsRoutes.likeReview : reviewsRoutes.unlikeReview;
      const { data } = await request(endpoint, { params: { id: reviewId } });
      return { isLiked: data.isLiked, likeCount: data.likeCount };
    },
    onMutate: async (like) => {
      await queryClient.cancelQueries({ predicate: (q) => holdsReviews(q) && isRefetching(q) });
      const likedList = queryClient.getQueryData<LikedReviewsData>(likedReviewsKey);
      patchReviews(queryClient, (data) => applyLikeToggle(data, reviewId, like));
      if (!like) {
        queryClient.setQueryData<LikedReviewsData>(likedReviewsKey, (data) =>
          removeFromLikedPages(data, reviewId),
        );
      }
      return { likedList };
    },
    onError: (_error, like, context) => {
      patchReviews(queryClient, (data) => revertLikeToggle(data, reviewId, like));
      if (!like && context?.likedList) {
        queryClient.setQueryData(likedReviewsKey, context.likedList);
      }
    },
    onSuccess: (state) => patchReviews(queryClient, (data) => setLikeState(data, reviewId, state)),
    onSettled: (_state, _error, like) => {
      // A new like belongs at the top of the liked list; an unlike has already left it.
      if (like) void queryClient.invalidateQueries({ queryKey: likedReviewsKey });
    },
  });
}
