import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { reviewsRoutes, type LikedReview } from '@chorok/contract';
import { request } from '@/lib/api-client';
import {
  applyLikeToggle,
  isRefetching,
  removeFromLikedPages,
  revertLikeToggle,
  setLikeState,
  type LikeState,
  type LikedListData,
} from '@/lib/like-cache';
import { likedReviewsKey, reviewsKey } from '@/lib/query-keys';

const holdsReviews = (query: Query) =>
  query.queryKey[0] === reviewsKey[0] ||
  (query.queryKey[0] === likedReviewsKey[0] && query.queryKey[1] === likedReviewsKey[1]);

function patchReviews(queryClient: QueryClient, update: (data: unknown) => unknown) {
  queryClient.setQueriesData({ predicate: holdsReviews }, (data: unknown) =>
    data === undefined ? data : update(data),
  );
}

interface ReviewLikeContext {
  /** The liked-reviews list as it was, to restore when an unlike that removed the review fails. */
  likedList: LikedListData<LikedReview> | undefined;
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
      const likedList = queryClient.getQueryData<LikedListData<LikedReview>>(likedReviewsKey);
      patchReviews(queryClient, (data) => applyLikeToggle(data, reviewId, like));
      if (!like) {
        queryClient.setQueryData<LikedListData<LikedReview>>(likedReviewsKey, (data) =>
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
