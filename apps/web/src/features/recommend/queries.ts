import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PAGING, curationsRoutes, productsRoutes, usersRoutes } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { useUserInfoStore } from '@/lib/session/auth-store';
import { normalizeFilters, productListsKey, type ProductPage } from '@/features/products/queries';
import { meQueryKey } from '@/lib/session/me-queries';
import { nextPageAfter } from '@/lib/next-page';

const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Every recommend list (the shop's tab, /home's row, questionnaire results): saved answers change them. */
export const recommendListsKey = [...productListsKey, 'recommend'] as const;

export interface ResultFilters {
  /** searchMetadata: narrows the result as the shop's filter does. */
  metadataIds?: number[];
  search?: string;
}

/**
 * GET /products/recommend ordered by `answers` without saving them (recommendMetadataIds), 20 a
 * page. Under the products key, so a like toggled on a card changes it too.
 */
export function recommendResultQueryOptions(answers: readonly number[], filters: ResultFilters) {
  const recommendMetadataIds = sorted(answers);
  const { metadataIds, search } = normalizeFilters(filters);
  return infiniteQueryOptions({
    queryKey: [...recommendListsKey, 'answers', recommendMetadataIds, { metadataIds, search }],
    queryFn: async ({ pageParam, signal }): Promise<ProductPage> => {
      const { data, _metadata } = await request(
        productsRoutes.listRecommendProducts,
        {
          query: {
            recommendMetadataIds,
            metadataIds,
            search,
            page: pageParam,
            perPage: PAGING.defaultPerPage,
          },
        },
        { signal },
      );
      return { data, _metadata };
    },
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
  });
}

export function useRecommendResult(answers: readonly number[], filters: ResultFilters) {
  return useInfiniteQuery(recommendResultQueryOptions(answers, filters));
}

/** Articles a result shows beside its products. */
export const RESULT_ARTICLES = 4;

/** GET /curations?metadataIds=…: 라이프 articles about the answers, most shared tags first. */
export function recommendArticlesQueryOptions(answers: readonly number[]) {
  const metadataIds = sorted(answers);
  return queryOptions({
    queryKey: ['curations', 'list', 'recommend', metadataIds] as const,
    queryFn: async ({ signal }) =>
      (
        await request(
          curationsRoutes.listCurations,
          { query: { metadataIds, page: PAGING.defaultPage, perPage: RESULT_ARTICLES } },
          { signal },
        )
      ).data,
    staleTime: 5 * 60_000,
  });
}

/** The articles, or nothing: a failure only leaves the section out (the products are the result). */
export function useRecommendArticles(answers: readonly number[]) {
  return useQuery({
    ...recommendArticlesQueryOptions(answers),
    enabled: answers.length > 0,
    retry: false,
  });
}

/**
 * POST /users/:id/recommend-metadatas. On success the user info is refetched (spec §7) and every
 * recommend list, which follows the saved answers, loads again.
 */
export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, answers }: { userId: number; answers: readonly number[] }) =>
      (
        await request(usersRoutes.saveRecommendMetadatas, {
          params: { id: userId },
          body: { metadataIds: sorted(answers) },
        })
      ).data,
    onSuccess: async (user) => {
      queryClient.setQueryData(meQueryKey, user);
      useUserInfoStore.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: recommendListsKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
