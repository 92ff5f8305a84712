import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsRoutes, type ProductDetail, type ProductSummary } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { productsKey } from '@/lib/query-keys';

export const relatedProductsKey = (productId: number) =>
  [...productsKey, 'related', productId] as const;

export const RELATED_COUNT = 10;

/**
 * What "related" means: plants that want the same light (any of the product's SUNLIGHT answers —
 * the API ORs ids of one kind), goods of the same kind (pots with pots).
 */
export function relatedFilter(product: ProductDetail) {
  const light = product.metadatas.filter((m) => m.kind === 'SUNLIGHT').map((m) => m.id);
  return {
    category: product.category,
    metadataIds: product.category === 'PLANT' && light.length > 0 ? light : undefined,
  };
}

/** GET /products with the product's light or category: up to ten others, never itself. */
export function relatedProductsQueryOptions(product: ProductDetail) {
  return queryOptions({
    queryKey: relatedProductsKey(product.id),
    queryFn: async ({ signal }): Promise<ProductSummary[]> => {
      const { data } = await request(
        productsRoutes.listProducts,
        { query: { ...relatedFilter(product), perPage: RELATED_COUNT + 1 } },
        { signal },
      );
      return data.filter((p) => p.id !== product.id).slice(0, RELATED_COUNT);
    },
    staleTime: 60_000,
  });
}

export function useRelatedProducts(product: ProductDetail) {
  return useQuery(relatedProductsQueryOptions(product));
}
