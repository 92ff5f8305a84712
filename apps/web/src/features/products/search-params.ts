import { parseMetadataIds, SEARCH_QUERY_MAX_LENGTH, type ProductSort } from '@chorok/contract';
import {
  searchOneOf,
  searchRefine,
  searchSchema,
  searchText,
  type SearchField,
} from '@/lib/search-params';
import type { ProductListFilters } from '@/features/products/queries';

/**
 * Search params of the product lists. The router JSON-parses each value, so `metadataIds` arrives
 * as a number (`=3`), a comma-separated string (`=1,5`) or an array; each id must be 1…100
 * (spec §5). A value breaking a rule is explained at once, with the way to the list without it
 * (RouteSearchError), rather than sent to the API.
 */
const metadataIdsField: SearchField<number[]> = (value) => parseMetadataIds(value) ?? undefined;

/** The orders /products/all offers: the API's sort plus direction, one id each for the URL. */
export const SORT_OPTIONS = {
  POPULAR: { sort: 'POPULAR' },
  LATEST: { sort: 'LATEST' },
  PRICE_ASC: { sort: 'PRICE' },
  PRICE_DESC: { sort: 'PRICE', orderDirection: -1 },
  RATING: { sort: 'RATING' },
} as const satisfies Record<string, { sort: ProductSort; orderDirection?: -1 }>;
export type SortOption = keyof typeof SORT_OPTIONS;
export const SORT_OPTION_IDS = Object.keys(SORT_OPTIONS) as SortOption[];
export const DEFAULT_SORT: SortOption = 'POPULAR';

/** /products/recommend, /new, /best: the metadata filter. */
export const ProductListSearch = searchSchema({ metadataIds: metadataIdsField });
export type ProductListSearch = ReturnType<typeof ProductListSearch.parse>;

/** /products/all: the metadata filter and an order. */
export const AllProductsSearch = searchSchema({
  metadataIds: metadataIdsField,
  sort: searchOneOf(SORT_OPTION_IDS),
});
export type AllProductsSearch = ReturnType<typeof AllProductsSearch.parse>;

/** Search text: trimmed, at most 50 characters (the API's limit); empty means no search. */
const queryText = searchRefine(
  searchText,
  (text) => text.trim().slice(0, SEARCH_QUERY_MAX_LENGTH) || undefined,
);

/** /products/search: `q` is the search, and the results can be narrowed by metadata. */
export const ProductSearchSearch = searchSchema({ q: queryText, metadataIds: metadataIdsField });
export type ProductSearchSearch = ReturnType<typeof ProductSearchSearch.parse>;

/**
 * Selected ids as the URL keeps them: sorted, or absent when none (the router writes the array as
 * `[1,5]`; a hand-typed `1,5` reads the same).
 */
export function metadataIdsParam(ids: readonly number[]): number[] | undefined {
  return ids.length ? [...ids].sort((a, b) => a - b) : undefined;
}

/** The list filters a route's search params ask for. */
export function filtersOf(search: {
  metadataIds?: number[];
  sort?: SortOption;
  q?: string;
}): ProductListFilters {
  const order = search.sort ? SORT_OPTIONS[search.sort] : undefined;
  return {
    metadataIds: search.metadataIds,
    ...(order ?? {}),
    ...(search.q ? { search: search.q } : {}),
  };
}
