import { notFound } from '@tanstack/react-router';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type InfiniteData,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import {
  PAGING,
  curationsRoutes,
  type CurationCategory,
  type CurationDetail,
  type CurationSummary,
  type ListMetadata,
  type ProductSummary,
} from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import {
  applyLikeToggle,
  removeFromLikedPages,
  revertLikeToggle,
  setLikeState,
  type LikeState,
} from '@/lib/like-cache';
import { isRefetching, type LikedListData } from '@/lib/like-cache';
import { productsKey, likedCurationsKey } from '@/lib/query-keys';
import { nextPageAfter } from '@/lib/next-page';
import { ROUTER_OPTIONS } from '@/lib/config';

/*
 * Query keys. Every copy of an article lives under `curationsKey` (lists, detail, related) or in
 * the saved list (`likedCurationsKey`), so one save toggle finds them all. The article's products
 * are also kept as a product list under features/products' `productsKey`, so a 찜 toggled on one
 * of its cards (or anywhere else) shows on the article at once.
 */
export const curationsKey = ['curations'] as const;
export const curationCategoriesKey = ['curations', 'categories'] as const;
/** `null` is the 전체 tab. */
export const curationListKey = (category: CurationCategory | null) =>
  ['curations', 'list', category ?? 'ALL'] as const;
export const curationDetailKey = (curationId: number) =>
  ['curations', 'detail', curationId] as const;
export const curationProductsKey = (curationId: number) =>
  [...productsKey, 'curation', curationId] as const;

export interface CurationPage {
  data: CurationSummary[];
  _metadata: ListMetadata;
}
export type CurationListData = InfiniteData<CurationPage, number>;

/** GET /curations, newest first, 20 a page; next page while page < totalPage (spec §9). */
export function curationListQueryOptions(category: CurationCategory | null) {
  return infiniteQueryOptions({
    queryKey: curationListKey(category),
    queryFn: async ({ pageParam, signal }): Promise<CurationPage> => {
      const { data, _metadata } = await request(
        curationsRoutes.listCurations,
        { query: { page: pageParam, category: category ?? undefined, metadataIds: undefined } },
        { signal },
      );
      return { data, _metadata };
    },
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
    staleTime: 60_000,
  });
}

export function useCurationList(category: CurationCategory | null) {
  return useInfiniteQuery(curationListQueryOptions(category));
}

/** GET /curations/categories: how many articles each tab holds. */
export function curationCategoriesQueryOptions() {
  return queryOptions({
    queryKey: curationCategoriesKey,
    queryFn: async ({ signal }) =>
      (await request(curationsRoutes.listCurationCategories, {}, { signal })).data,
    staleTime: 60_000,
  });
}

export function useCurationCategories() {
  return useQuery(curationCategoriesQueryOptions());
}

async function fetchCuration(curationId: number, signal: AbortSignal): Promise<CurationDetail> {
  return (await request(curationsRoutes.getCuration, { params: { id: curationId } }, { signal }))
    .data;
}

/**
 * GET /curations/{id}: the detail screen's article, shared by its loader and its components. Each
 * answer from the server also refreshes the article's product list (see `useArticleProducts`).
 */
export function curationQueryOptions(curationId: number) {
  return queryOptions({
    queryKey: curationDetailKey(curationId),
    queryFn: async ({ signal, client }): Promise<CurationDetail> => {
      const detail = await fetchCuration(curationId, signal);
      client.setQueryData(curationProductsKey(curationId), detail.products);
      return detail;
    },
    // As a product: a just-read (or server-seeded) article is not asked for again at once.
    staleTime: ROUTER_OPTIONS.defaultPreloadStaleTime,
  });
}

/** The article for this route; the loader has already put it in the cache. */
export function useCuration(curationId: number) {
  return useSuspenseQuery(curationQueryOptions(curationId)).data;
}

/** For the route loader: the article, or the router's not-found screen when the API has none. */
export async function ensureCuration(
  queryClient: QueryClient,
  curationId: number,
): Promise<CurationDetail> {
  try {
    return await queryClient.ensureQueryData(curationQueryOptions(curationId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * The article's products with their live 찜 state: a product list under `productsKey` that starts
 * as the article's own copy (also when the cache was seeded without it) and that every product
 * like toggle patches.
 */
export function useArticleProducts(detail: CurationDetail): ProductSummary[] {
  return useQuery({
    queryKey: curationProductsKey(detail.id),
    queryFn: async ({ signal }) => (await fetchCuration(detail.id, signal)).products,
    initialData: detail.products,
    staleTime: Infinity,
  }).data;
}

/* ------------------------------------------------------------------------------------------------
 * Saving (bookmarking) an article: POST / DELETE /curations/{id}/like.
 */

const holdsCurations = (query: Query) =>
  query.queryKey[0] === curationsKey[0] ||
  (query.queryKey[0] === likedCurationsKey[0] && query.queryKey[1] === likedCurationsKey[1]);

function patchCurations(queryClient: QueryClient, update: (data: unknown) => unknown) {
  queryClient.setQueriesData({ predicate: holdsCurations }, (data: unknown) =>
    data === undefined ? data : update(data),
  );
}

interface CurationLikeContext {
  /** The saved list as it was, to restore when an unsave that removed the article fails. */
  likedList: LikedListData<CurationSummary> | undefined;
}

/** Key of an article's save toggles, for `useMutationState`. */
export const curationLikeMutationKey = (curationId: number) =>
  [...curationsKey, 'like', curationId] as const;

/**
 * `mutate(true)` saves, `mutate(false)` unsaves. Optimistic: every cached copy flips at once and an
 * unsave takes the article out of the saved list (in place); the server's answer then wins, and a
 * failure puts everything back. Toggles of one article run in order (one mutation scope).
 */
export function useCurationLike(curationId: number) {
  const queryClient = useQueryClient();
  return useMutation<LikeState, Error, boolean, CurationLikeContext>({
    mutationKey: curationLikeMutationKey(curationId),
    scope: { id: `curation-like-${curationId}` },
    mutationFn: async (like) => {
      const endpoint = like ? curationsRoutes.likeCuration : curationsRoutes.unlikeCuration;
      const { data } = await request(endpoint, { params: { id: curationId } });
      return { isLiked: data.isLiked, likeCount: data.likeCount };
    },
    onMutate: async (like) => {
      await queryClient.cancelQueries({ predicate: (q) => holdsCurations(q) && isRefetching(q) });
      const likedList = queryClient.getQueryData<LikedListData<CurationSummary>>(likedCurationsKey);
      patchCurations(queryClient, (data) => applyLikeToggle(data, curationId, like));
      if (!like) {
        queryClient.setQueryData<LikedListData<CurationSummary>>(likedCurationsKey, (data) =>
          removeFromLikedPages(data, curationId),
        );
      }
      return { likedList };
    },
    onError: (_error, like, context) => {
      patchCurations(queryClient, (data) => revertLikeToggle(data, curationId, like));
      if (!like && context?.likedList)
        queryClient.setQueryData(likedCurationsKey, context.likedList);
    },
    onSuccess: (state) =>
      patchCurations(queryClient, (data) => setLikeState(data, curationId, state)),
    onSettled: (_state, _error, like) => {
      // A new save belongs at the top of the saved list; an unsave has already left it.
      if (like) void queryClient.invalidateQueries({ queryKey: likedCurationsKey });
    },
  });
}
