import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CARE_DAYS_FIELD,
  plantsRoutes,
  type CareKind,
  type PlantDashboardItem,
  type PlantTodo,
  type PlantUpdateBody,
} from '@chorok/contract';
import { request, requestWithoutData } from '@/lib/api-client';
import { createPlant, patchPlant, deletePlant, completeTodo } from '@/features/plants/api';
import {
  plantsKey,
  plantListKey,
  plantDashboardKey,
  plantDetailKey,
  careEventsKey,
} from '@/features/plants/queries';

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
