import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productsRoutes, type Plant, type ProductSummary } from '@chorok/contract';
import { request } from '@/lib/api-client';
import { patchPlant } from '@/features/plants/api';
import { invalidatePlants } from '@/features/plants/mutations';
import { plantDetailKey } from '@/features/plants/queries';
import { productsKey } from '@/lib/query-keys';

/** Plants suggested for a place, best fit first. */
export const SUGGESTION_COUNT = 8;

/** Under the products key, so a like toggled on a suggestion shows everywhere. */
export const luxProductsKey = (lux: number) => [...productsKey, 'lux', lux] as const;

/** GET /products/lux: the plants whose light range suits `lux` (spec §7); idle without a reading. */
export function useLuxProducts(lux: number | null) {
  return useQuery({
    queryKey: luxProductsKey(Math.round(lux ?? 0)),
    queryFn: async ({ signal }): Promise<ProductSummary[]> =>
      (
        await request(
          productsRoutes.listLuxProducts,
          { query: { lux: Math.round(lux ?? 0), page: 1, perPage: SUGGESTION_COUNT } },
          { signal },
        )
      ).data,
    enabled: lux !== null,
    staleTime: 60_000,
  });
}

/** Saves a reading as the light where one of the shopper's plants stands. */
export function useSavePlantLight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plantId, lux }: { plantId: number; lux: number }): Promise<Plant> =>
      patchPlant(plantId, { lightLux: Math.round(lux) }),
    onSuccess: (plant) => {
      queryClient.setQueryData(plantDetailKey(plant.id), plant);
      return invalidatePlants(queryClient);
    },
  });
}
