import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  PAGING,
  reviewsRoutes,
  type ListMetadata,
  type MyReview,
  type ReviewUpdateBody,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useAuthStore } from '@/lib/session/auth-store';
import { nextPageAfter } from '@/lib/next-page';
import { reviewsKey } from '@/lib/query-keys';
import { ordersKey } from '@/lib/query-keys';
import { productDetailKey } from '@/lib/query-keys';

export interface MyReviewsPage {
  data: MyReview[];
  _metadata: ListMetadata;
}

/** Under `reviewsKey`: a new review (useCreateReview) refetches this list too. */
export const myReviewsKey = [...reviewsKey, 'mine'] as const;

/** GET /users/me/reviews, 20 a page, newest first. */
export function myReviewsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: myReviewsKey,
    queryFn: async ({ pageParam, signal }): Promise<MyReviewsPage> => {
      const { data, _metadata } = await request(
        reviewsRoutes.listMyReviews,
        { query: { page: pageParam } },
        { signal },
      );
      return { data, _metadata };
    },
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
  });
}

export function useMyReviews() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useInfiniteQuery({ ...myReviewsQueryOptions(), enabled: signedIn });
}

/**
 * After an edit or a delete: every review list (the product's, liked, mine), the product's rating
 * on its page, and the orders (a deleted review's line offers 리뷰 쓰기 again).
 */
function refreshAfterChange(queryClient: QueryClient, productId: number) {
  void queryClient.invalidateQueries({ queryKey: reviewsKey });
  void queryClient.invalidateQueries({ queryKey: productDetailKey(productId) });
  void queryClient.invalidateQueries({ queryKey: ordersKey });
}

/** PATCH /reviews/:id. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ReviewUpdateBody }): Promise<MyReview> =>
      (await request(reviewsRoutes.updateReview, { params: { id }, body })).data,
    onSuccess: (review) => refreshAfterChange(queryClient, review.productId),
  });
}

/** DELETE /reviews/:id. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: Pick<MyReview, 'id' | 'productId'>) =>
      (await request(reviewsRoutes.deleteReview, { params: { id: review.id } })).data,
    onSuccess: (_data, review) => refreshAfterChange(queryClient, review.productId),
  });
}
