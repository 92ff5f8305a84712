import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  PAGING,
  productsRoutes,
  type ListMetadata,
  type ProductSort,
  type ProductSummary,
} from '@chorok/contract';
import { request } from '@/lib/api-client';
import { productsKey } from '@/lib/query-keys';

/** The product lists of spec §2/§7; `all` and `search` both read GET /products. */
export type ProductListKind = 'recommend' | 'new' | 'best' | 'all' | 'search';

const LIST_ENDPOINTS = {
  recommend: productsRoutes.listRecommendProducts,
  new: productsRoutes.listNewProducts,
  best: productsRoutes.listBestProducts,
  all: productsRoutes.listProducts,
  search: productsRoutes.listProducts,
} as const;

/** What narrows or orders a list. Absent fields are left out of the key, so equal filters share a cache. */
export interface ProductListFilters {
  metadataIds?: number[];
  sort?: ProductSort;
  orderDirection?: 1 | -1;
  search?: string;
}

/*
 * What /home needs (row query, keys, likes) lives here; the infinite lists, suggestions and
 * metadata, which only the shop's own screens use, are in list-queries.ts.
 */

/** One page of a product list, as the API sends it. */
export interface ProductPage {
  data: ProductSummary[];
  _metadata: ListMetadata;
}

/** Prefix of every product list (infinite lists, home rows, search suggestions). */
export const productListsKey = ['products', 'list'] as const;
export const productMetadatasKey = ['products', 'metadatas'] as const;

/** Sorted, de-duplicated ids and no empty fields: `{metadataIds:[3,1]}` and `{metadataIds:[1,3]}` are one list. */
export function normalizeFilters(filters: ProductListFilters = {}): ProductListFilters {
  const out: ProductListFilters = {};
  if (filters.metadataIds?.length)
    out.metadataIds = [...new Set(filters.metadataIds)].sort((a, b) => a - b);
  if (filters.sort) out.sort = filters.sort;
  if (filters.orderDirection === -1) out.orderDirection = -1;
  const search = filters.search?.trim();
  if (search) out.search = search;
  return out;
}

export const productListKey = (kind: ProductListKind, filters: ProductListFilters = {}) =>
  [...productListsKey, kind, 'pages', normalizeFilters(filters)] as const;

export const productRowKey = (kind: ProductListKind, size: number) =>
  [...productListsKey, kind, 'row', size] as const;

export const productSuggestionsKey = (text: string) =>
  [...productListsKey, 'search', 'suggest', text.trim()] as const;

export async function fetchProductPage(
  kind: ProductListKind,
  filters: ProductListFilters,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const { metadataIds, ...rest } = normalizeFilters(filters);
  const { data, _metadata } = await request(
    LIST_ENDPOINTS[kind],
    { query: { ...rest, metadataIds, page, perPage } },
    { signal },
  );
  return { data, _metadata };
}

/** The first few products of a list, for a horizontally scrolling row on /home. */
export function productRowQueryOptions(kind: ProductListKind, size: number) {
  return queryOptions({
    queryKey: productRowKey(kind, size),
    queryFn: ({ signal }) => fetchProductPage(kind, {}, PAGING.defaultPage, size, signal),
    staleTime: 60_000,
  });
}

export function useProductRow(kind: ProductListKind, size: number) {
  return useQuery(productRowQueryOptions(kind, size));
}

/* ------------------------------------------------------------------------------------------------
 * Likes. A toggle changes the product everywhere it is cached at once (optimistic), and puts the
 * old state back if the server refuses.
 */

export interface LikeState {
  isLiked: boolean;
  likeCount: number;
}

type ProductLike = { id: number; salePrice: number } & LikeState;

/** A product (summary or detail); `salePrice` tells it from a review, which also has likes. */
function isProductLike(value: unknown): value is ProductLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ProductLike).id === 'number' &&
    typeof (value as ProductLike).salePrice === 'number' &&
    typeof (value as ProductLike).isLiked === 'boolean' &&
    typeof (value as ProductLike).likeCount === 'number'
  );
}

/**
 * `value` with product `productId` changed by `patch`, wherever it sits in the shapes the cache
 * holds: infinite data (`pages`), a list page or envelope (`data: [...]`), a detail envelope
 * (`data: {...}`), a bare array or a bare product. Unchanged values are returned as they are, so
 * queries without the product do not re-render.
 */
export function patchProduct<T>(
  value: T,
  productId: number,
  patch: (product: LikeState) => LikeState,
): T {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const patched = patchProduct(item, productId, patch);
      if (patched !== item) changed = true;
      return patched;
    });
    return (changed ? next : value) as T;
  }
  if (typeof value !== 'object' || value === null) return value;
  if (isProductLike(value)) {
    if (value.id !== productId) return value;
    const { isLiked, likeCount } = patch(value);
    return { ...value, isLiked, likeCount };
  }
  const record = value as Record<string, unknown>;
  for (const field of ['pages', 'data'] as const) {
    if (field in record) {
      const inner = patchProduct(record[field], productId, patch);
      return (inner === record[field] ? value : { ...record, [field]: inner }) as T;
    }
  }
  return value;
}

/** The product's like state in the first cached copy that has it. */
export function findLikeState(queryClient: QueryClient, productId: number): LikeState | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: productsKey })) {
    let found: LikeState | undefined;
    patchProduct(data, productId, (product) => {
      found ??= { isLiked: product.isLiked, likeCount: product.likeCount };
      return product;
    });
    if (found) return found;
  }
  return undefined;
}

/** Set the product's like state in every cached query under `productsKey`. */
export function setLikeState(queryClient: QueryClient, productId: number, state: LikeState) {
  queryClient.setQueriesData<unknown>({ queryKey: productsKey }, (data: unknown) =>
    data === undefined ? data : patchProduct(data, productId, () => state),
  );
}

const holdsProduct = (productId: number) => (query: { state: { data: unknown } }) =>
  findIn(query.state.data, productId);

function findIn(data: unknown, productId: number): boolean {
  let found = false;
  patchProduct(data, productId, (product) => {
    found = true;
    return product;
  });
  return found;
}

/**
 * The liked-products list (/likes, features/likes): refetched after every toggle, since a like
 * adds or removes a row there rather than changing a copy (spec §9).
 */
export const likedProductsListKey = ['likes', 'products'] as const;

/** Key of a product's like toggles (variables: true likes, false unlikes), for `useMutationState`. */
export const productLikeMutationKey = (productId: number) =>
  [...productsKey, 'like', productId] as const;

interface LikeContext {
  previous: LikeState | undefined;
}

/**
 * POST / DELETE /products/:id/like. `mutate(true)` likes, `mutate(false)` unlikes. Toggles of one
 * product run one after another (mutation scope), so a quick double tap cannot finish out of order.
 */
export function useProductLike(productId: number) {
  const queryClient = useQueryClient();
  return useMutation<LikeState, Error, boolean, LikeContext>({
    mutationKey: productLikeMutationKey(productId),
    scope: { id: `product-like-${productId}` },
    mutationFn: async (like) => {
      const endpoint = like ? productsRoutes.likeProduct : productsRoutes.unlikeProduct;
      const { data } = await request(endpoint, { params: { id: productId } });
      return { isLiked: data.isLiked, likeCount: data.likeCount };
    },
    onMutate: async (like) => {
      // A refetch landing after the optimistic change would undo it on screen.
      await queryClient.cancelQueries({ predicate: holdsProduct(productId) });
      const previous = findLikeState(queryClient, productId);
      if (previous) {
        const delta = previous.isLiked === like ? 0 : like ? 1 : -1;
        setLikeState(queryClient, productId, {
          isLiked: like,
          likeCount: Math.max(0, previous.likeCount + delta),
        });
      }
      return { previous };
    },
    onError: (_error, _like, context) => {
      if (context?.previous) setLikeState(queryClient, productId, context.previous);
    },
    onSuccess: (state) => setLikeState(queryClient, productId, state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: likedProductsListKey }),
  });
}
