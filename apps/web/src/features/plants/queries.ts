import { notFound } from '@tanstack/react-router';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  plantsRoutes,
  productsRoutes,
  type CareEvent,
  type Plant,
  type ProductSummary,
} from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import { retryQuery } from '@/lib/query-client';
import { useAuthStore } from '@/lib/session/auth-store';
import { productQueryOptions } from '@/features/products/product-query';
import { CACHE, QUERY_RETRY } from '@/lib/config';
import {
  fetchPlants,
  fetchPlant,
  fetchPlantDashboard,
  fetchPurchasedPlants,
} from '@/features/plants/api';

// ---- Query keys and options (spec §9: plant list 1 h, dashboard 10 min) ----

export const plantsKey = ['plants'] as const;
export const plantListKey = [...plantsKey, 'list'] as const;
export const plantDashboardKey = [...plantsKey, 'dashboard'] as const;
export const purchasedPlantsKey = [...plantsKey, 'purchased'] as const;
export const plantDetailKey = (id: number) => [...plantsKey, 'detail', id] as const;
export const careEventsKey = (id: number) => [...plantDetailKey(id), 'care-events'] as const;

/**
 * Spec §8: the dashboard query never retries a 401, and otherwise fewer than 3 times; like every
 * query, never a 4xx or a timeout (retryQuery).
 */
export const dashboardRetry = (failureCount: number, error: Error): boolean =>
  retryQuery(failureCount, error, QUERY_RETRY.count - 1);

export function plantListQueryOptions() {
  return queryOptions({
    queryKey: plantListKey,
    queryFn: ({ signal }) => fetchPlants(signal),
    staleTime: CACHE.plantListMs,
    gcTime: CACHE.plantListMs,
  });
}

export function plantDashboardQueryOptions() {
  return queryOptions({
    queryKey: plantDashboardKey,
    queryFn: ({ signal }) => fetchPlantDashboard(signal),
    staleTime: CACHE.dashboardMs,
    gcTime: CACHE.dashboardMs,
    retry: dashboardRetry,
  });
}

export function plantQueryOptions(id: number) {
  return queryOptions({
    queryKey: plantDetailKey(id),
    queryFn: ({ signal }) => fetchPlant(id, signal),
    staleTime: CACHE.plantListMs,
  });
}

export function careEventsQueryOptions(id: number) {
  return queryOptions({
    queryKey: careEventsKey(id),
    queryFn: async ({ signal }): Promise<CareEvent[]> =>
      (await request(plantsRoutes.listCareEvents, { params: { id } }, { signal })).data,
  });
}

export function purchasedPlantsQueryOptions() {
  return queryOptions({
    queryKey: purchasedPlantsKey,
    queryFn: ({ signal }) => fetchPurchasedPlants(signal),
    staleTime: 60_000,
  });
}

/** The care dashboard; nothing is asked for a visitor. */
export function usePlantDashboard() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useQuery({ ...plantDashboardQueryOptions(), enabled: signedIn });
}

export function usePlantList() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return useQuery({ ...plantListQueryOptions(), enabled: signedIn });
}

export function usePlant(id: number) {
  return useQuery(plantQueryOptions(id));
}

export function useCareEvents(id: number) {
  return useQuery(careEventsQueryOptions(id));
}

export function usePurchasedPlants() {
  return useQuery(purchasedPlantsQueryOptions());
}

/** Catalogue plants matching the words typed (the products search, plants only). */
export function useCatalogueSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: ['products', 'plant-search', search] as const,
    queryFn: async ({ signal }): Promise<ProductSummary[]> =>
      (
        await request(
          productsRoutes.listProducts,
          {
            query: {
              search: search || undefined,
              category: 'PLANT',
              metadataIds: undefined,
              page: 1,
              perPage: 20,
            },
          },
          { signal },
        )
      ).data,
    staleTime: 60_000,
  });
}

/** A catalogue product's care facts, to prefill the frequencies (the detail screen's query). */
export function useProductCare(productId: number | null) {
  return useQuery({ ...productQueryOptions(productId ?? 0), enabled: productId !== null });
}

/** The route's loader: the plant in the cache, or the route's not-found screen on a 404. */
export async function ensurePlant(queryClient: QueryClient, id: number): Promise<Plant> {
  try {
    return await queryClient.ensureQueryData(plantQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
