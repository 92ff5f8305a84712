import { notFound } from '@tanstack/react-router';
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { productsRoutes, type ProductDetail } from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import { productDetailKey } from '@/lib/query-keys';
import { ROUTER_OPTIONS } from '@/lib/config';

/**
 * How long a product just read (or just seeded from a server-rendered page) is shown without asking
 * again: the router's preload staleness (spec §9). Without it the screen mounting a second after
 * the read — a slow phone's start-up always takes that long — would fetch the same product again.
 * Likes change it in the cache directly, and a signed-in start refetches the visitor's view.
 */
const PRODUCT_STALE_MS = ROUTER_OPTIONS.defaultPreloadStaleTime;

/** GET /products/{id}: the detail screen's product, shared by its loader and its components. */
export function productQueryOptions(productId: number) {
  return queryOptions({
    queryKey: productDetailKey(productId),
    queryFn: async ({ signal }): Promise<ProductDetail> =>
      (await request(productsRoutes.getProduct, { params: { id: productId } }, { signal })).data,
    staleTime: PRODUCT_STALE_MS,
  });
}

/** The product for this route; the loader has already put it in the cache. */
export function useProduct(productId: number) {
  return useSuspenseQuery(productQueryOptions(productId)).data;
}

/**
 * For route loaders (spec §2/§8): the product, or the router's not-found screen when the API says
 * it does not exist. Any other failure is the route's error.
 */
export async function ensureProduct(
  queryClient: QueryClient,
  productId: number,
): Promise<ProductDetail> {
  try {
    return await queryClient.ensureQueryData(productQueryOptions(productId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
