import { notFound } from '@tanstack/react-router';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  CARE_DAYS_FIELD,
  MESSAGES,
  plantsRoutes,
  productsRoutes,
  type CareEvent,
  type CareKind,
  type Plant,
  type PlantCreateBody,
  type PlantDashboardItem,
  type PlantTodo,
  type PlantUpdateBody,
  type ProductSummary,
  type PurchasedPlant,
  type UploadedPhoto,
} from '@chorok/contract';
import { ApiError, request, requestWithoutData } from '@/lib/api-client';
import { retryQuery } from '@/lib/query-client';
import { useAuthStore } from '@/lib/session/auth-store';
import { productQueryOptions } from '@/features/products/product-query';
import { photoTypeOf } from '@/features/reviews/write-queries';
import { CACHE, QUERY_RETRY } from '@/lib/config';

/**
 * A failed plant call. Its message is the spec's client message ('Failed to fetch plants', …,
 * spec §8); the HTTP status and the server's own (Korean) message stay with it, for the retry
 * rules, the not-found screen and what the shopper reads.
 */
export class PlantApiError extends ApiError {
  readonly serverMessage: string;
  constructor(message: string, cause: unknown) {
    const status = cause instanceof ApiError ? cause.status : 0;
    super(
      message,
      status,
      cause instanceof ApiError ? cause.errors : [],
      cause instanceof ApiError && cause.timedOut,
    );
    this.name = 'PlantApiError';
    this.serverMessage = cause instanceof Error ? cause.message : '';
  }
}

async function withMessage<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new PlantApiError(message, error);
  }
}

// ---- Client functions (spec §7) ----

export const fetchPlants = (signal?: AbortSignal): Promise<Plant[]> =>
  withMessage(
    MESSAGES.plants.fetchList,
    async () => (await request(plantsRoutes.listPlants, {}, { signal })).data,
  );

export const fetchPlant = (id: number, signal?: AbortSignal): Promise<Plant> =>
  withMessage(
    MESSAGES.plants.fetchOne,
    async () => (await request(plantsRoutes.getPlant, { params: { id } }, { signal })).data,
  );

export const fetchPlantDashboard = (signal?: AbortSignal): Promise<PlantDashboardItem[]> =>
  withMessage(
    MESSAGES.plants.dashboard,
    async () => (await request(plantsRoutes.getPlantDashboard, {}, { signal })).data,
  );

export const createPlant = (body: PlantCreateBody): Promise<Plant> =>
  withMessage(
    MESSAGES.plants.create,
    async () => (await request(plantsRoutes.createPlant, { body })).data,
  );

export const patchPlant = (id: number, body: PlantUpdateBody): Promise<Plant> =>
  withMessage(
    MESSAGES.plants.patch,
    async () => (await request(plantsRoutes.updatePlant, { params: { id }, body })).data,
  );

/** DELETE /plants/{id}: 'Failed to delete plant' whenever the answer carries an error code. */
export const deletePlant = (id: number): Promise<void> =>
  withMessage(MESSAGES.plants.delete, () =>
    requestWithoutData(plantsRoutes.deletePlant, { params: { id } }),
  );

export const completeTodo = (plantId: number, todoId: number): Promise<PlantTodo> =>
  withMessage(
    MESSAGES.plants.todoDone,
    async () =>
      (await request(plantsRoutes.completePlantTodo, { params: { id: plantId, todoId } })).data,
  );

export const fetchPurchasedPlants = async (signal?: AbortSignal): Promise<PurchasedPlant[]> =>
  (await request(plantsRoutes.listPurchasedPlants, {}, { signal })).data;

/** POST /plants/photos: the picture as the raw body, checked like a review photo. */
export async function uploadPlantPhoto(file: File, signal?: AbortSignal): Promise<UploadedPhoto> {
  const type = photoTypeOf(file) ?? file.type;
  const body = file.type === type ? file : file.slice(0, file.size, type);
  return (await request(plantsRoutes.uploadPlantPhoto, {}, { rawBody: body, signal })).data;
}

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

// ---- Mutations: every change refetches the list, the dashboard and the plant ----

export function invalidatePlants(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: plantsKey });
}

export function useCreatePlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlant,
    onSuccess: () => invalidatePlants(queryClient),
  });
}

export function useUpdatePlant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlantUpdateBody) => patchPlant(id, body),
    onSuccess: (plant) => {
      queryClient.setQueryData(plantDetailKey(id), plant);
      return invalidatePlants(queryClient);
    },
  });
}

export function useDeletePlant(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePlant(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: plantDetailKey(id) });
      return invalidatePlants(queryClient);
    },
  });
}

/** The dashboard as it will be once a to-do is done: gone from the list, its care given today. */
export function withTodoDone(
  items: PlantDashboardItem[],
  plantId: number,
  todoId: number,
): PlantDashboardItem[] {
  return items.map((item) => {
    if (item.id !== plantId) return item;
    const todo = item.todos.find((t) => t.id === todoId);
    const next = { ...item, todos: item.todos.filter((t) => t.id !== todoId) };
    if (todo && todo.kind !== 'MY_TASK') next[CARE_DAYS_FIELD[todo.kind]] = 0;
    return next;
  });
}

/**
 * PATCH …/todos/{todoId}/done, drawn at once: the to-do leaves the card before the server answers,
 * and comes back (with the card as it was) when the call fails.
 */
export function useCompleteTodo(
  report: {
    onSuccess?: (todo: PlantTodo) => void;
    onError?: (error: Error, variables: { plantId: number; todoId: number }) => void;
  } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<
    PlantTodo,
    Error,
    { plantId: number; todoId: number },
    { previous?: PlantDashboardItem[] }
  >({
    mutationFn: ({ plantId, todoId }) => completeTodo(plantId, todoId),
    onMutate: async ({ plantId, todoId }) => {
      await queryClient.cancelQueries({ queryKey: plantDashboardKey });
      const previous = queryClient.getQueryData<PlantDashboardItem[]>(plantDashboardKey);
      if (previous)
        queryClient.setQueryData(plantDashboardKey, withTodoDone(previous, plantId, todoId));
      return { previous };
    },
    onError: (error, variables, context) => {
      if (context?.previous) queryClient.setQueryData(plantDashboardKey, context.previous);
      report.onError?.(error, variables);
    },
    onSuccess: (todo) => report.onSuccess?.(todo),
    onSettled: (_data, _error, { plantId }) => {
      void queryClient.invalidateQueries({ queryKey: plantDashboardKey });
      void queryClient.invalidateQueries({ queryKey: plantDetailKey(plantId) });
    },
  });
}

/** The care history and own to-dos of the settings screen. */
export function useCareEventChanges(plantId: number) {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: careEventsKey(plantId) });
    void queryClient.invalidateQueries({ queryKey: plantDashboardKey });
    void queryClient.invalidateQueries({ queryKey: plantListKey });
    void queryClient.invalidateQueries({ queryKey: plantDetailKey(plantId), exact: true });
  };
  const add = useMutation({
    mutationFn: async (body: { kind: CareKind; date: string }) =>
      (await request(plantsRoutes.createCareEvent, { params: { id: plantId }, body })).data,
    onSuccess: settle,
  });
  const update = useMutation({
    mutationFn: async ({ eventId, date }: { eventId: number; date: string }) =>
      (
        await request(plantsRoutes.updateCareEvent, {
          params: { id: plantId, eventId },
          body: { date },
        })
      ).data,
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (eventId: number) =>
      requestWithoutData(plantsRoutes.deleteCareEvent, { params: { id: plantId, eventId } }),
    onSuccess: settle,
  });
  return { add, update, remove };
}

export function useTodoChanges(plantId: number) {
  const queryClient = useQueryClient();
  const settle = () => void queryClient.invalidateQueries({ queryKey: plantDashboardKey });
  const add = useMutation({
    mutationFn: async (todo: string) =>
      (await request(plantsRoutes.createPlantTodo, { params: { id: plantId }, body: { todo } }))
        .data,
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (todoId: number) =>
      requestWithoutData(plantsRoutes.deletePlantTodo, { params: { id: plantId, todoId } }),
    onSuccess: settle,
  });
  return { add, remove };
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
