import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { PAGING, productsRoutes, type ProductMetadata } from '@chorok/contract';
import { request } from '@/lib/api-client';
import {
  fetchProductPage,
  productListKey,
  productMetadatasKey,
  productSuggestionsKey,
  type ProductListFilters,
  type ProductListKind,
} from '@/features/products/queries';
import { CACHE } from '@/lib/config';
import { nextPageAfter } from '@/lib/next-page';

/** An infinite product list, 20 per page (spec §9). */
export function productListQueryOptions(
  kind: ProductListKind,
  filters: ProductListFilters = {},
  perPage: number = PAGING.defaultPerPage,
) {
  return infiniteQueryOptions({
    queryKey: productListKey(kind, filters),
    queryFn: ({ pageParam, signal }) => fetchProductPage(kind, filters, pageParam, perPage, signal),
    initialPageParam: PAGING.defaultPage as number,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      nextPageAfter(lastPageParam, lastPage._metadata.totalPage),
    // As /home's rows: a list the server rendered (decision 0048) is not asked for again on mount.
    staleTime: 60_000,
  });
}

export function useProductList(kind: ProductListKind, filters: ProductListFilters = {}) {
  return useInfiniteQuery(productListQueryOptions(kind, filters));
}

/** Names for the search field's suggestions: the first five matches (GET /products?search=…&perPage=5). */
export const SUGGESTION_COUNT = 5;

export function productSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: productSuggestionsKey(text),
    queryFn: ({ signal }) =>
      fetchProductPage('search', { search: text }, PAGING.defaultPage, SUGGESTION_COUNT, signal),
    staleTime: 60_000,
  });
}

/** Suggestions for `text` (already debounced by the caller); keeps the last answer while typing on. */
export function useProductSuggestions(text: string) {
  const trimmed = text.trim();
  return useQuery({
    ...productSuggestionsQueryOptions(trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /products/metadatas, cached for 1 hour (spec §9). */
export function productMetadatasQueryOptions() {
  return queryOptions({
    queryKey: productMetadatasKey,
    queryFn: async ({ signal }): Promise<ProductMetadata[]> =>
      (await request(productsRoutes.listProductMetadatas, {}, { signal })).data,
    staleTime: CACHE.metadataMs,
    gcTime: CACHE.metadataMs,
  });
}

export function useProductMetadatas() {
  return useQuery(productMetadatasQueryOptions());
}
