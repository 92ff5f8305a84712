import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addDays,
  CARE_DAYS_FIELD,
  CARE_FREQUENCY_FIELD,
  plantCareRoutes,
  type CareKind,
  type PlantDashboardItem,
  type PlantTodo,
  type SkipReason,
  type SnoozeDays,
} from '@chorok/contract';
import { request, requestWithoutData } from '@/lib/api-client';
import { todayInSeoul } from '@/features/plants/dates';
import { withTodoDone } from '@/features/plants/mutations';
import {
  careEventsKey,
  plantDashboardKey,
  plantDetailKey,
  plantListKey,
} from '@/features/plants/queries';

/*
 * Issue 18 on the dashboard: undo a done to-do, snooze or skip a due care, and answer the
 * interval learned from skips. Each is drawn at once and put back when the call fails.
 */

type Items = PlantDashboardItem[];

function updatePlant(items: Items, plantId: number, change: (item: PlantDashboardItem) => void) {
  return items.map((item) => {
    if (item.id !== plantId) return item;
    const next = { ...item };
    change(next);
    return next;
  });
}

/** The dashboard as it was before a to-do was done: the to-do back in its place, the days as they were. */
export function withTodoBack(
  items: Items,
  plantId: number,
  todo: PlantTodo,
  days: number | null,
): Items {
  return updatePlant(items, plantId, (item) => {
    item.todos = [...item.todos.filter((t) => t.id !== todo.id), todo].sort(
      (a, b) => a.dueOn.localeCompare(b.dueOn) || a.id - b.id,
    );
    if (todo.kind !== 'MY_TASK' && days !== null) item[CARE_DAYS_FIELD[todo.kind]] = days;
  });
}

/** The dashboard once a care is put off: its to-do gone, the snooze shown. */
export function withSnooze(items: Items, plantId: number, kind: CareKind, until: string): Items {
  return updatePlant(items, plantId, (item) => {
    item.todos = item.todos.filter((t) => t.kind !== kind);
    item.snoozes = [...item.snoozes.filter((s) => s.kind !== kind), { kind, until }];
  });
}

/** The days a care to-do's kind had on the dashboard (to put back on undo); null for MY_TASK. */
export function daysOf(item: PlantDashboardItem, todo: PlantTodo): number | null {
  return todo.kind === 'MY_TASK' ? null : item[CARE_DAYS_FIELD[todo.kind]];
}

function settle(queryClient: QueryClient, plantId: number) {
  void queryClient.invalidateQueries({ queryKey: plantDashboardKey });
  void queryClient.invalidateQueries({ queryKey: plantListKey });
  void queryClient.invalidateQueries({ queryKey: plantDetailKey(plantId), exact: true });
  void queryClient.invalidateQueries({ queryKey: careEventsKey(plantId) });
}

/** Changes the cached dashboard at once; the context holds what to put back. */
function useOptimistic() {
  const queryClient = useQueryClient();
  return {
    queryClient,
    apply: async (change: (items: Items) => Items) => {
      await queryClient.cancelQueries({ queryKey: plantDashboardKey });
      const previous = queryClient.getQueryData<Items>(plantDashboardKey);
      if (previous) queryClient.setQueryData(plantDashboardKey, change(previous));
      return { previous };
    },
    restore: (context: { previous?: Items } | undefined) => {
      if (context?.previous) queryClient.setQueryData(plantDashboardKey, context.previous);
    },
  };
}

export interface UndoVariables {
  plantId: number;
  todo: PlantTodo;
  /** The care's days before it was done, drawn again at once. */
  days: number | null;
}

/** DELETE …/todos/{todoId}/done: the to-do comes back (and its care's days) before the answer. */
export function useUndoTodo(report: { onSuccess?: () => void; onError?: (e: Error) => void }) {
  const { queryClient, apply, restore } = useOptimistic();
  return useMutation<PlantTodo, Error, UndoVariables, { previous?: Items }>({
    mutationFn: async ({ plantId, todo }) =>
      (
        await request(plantCareRoutes.undoPlantTodo, {
          params: { id: plantId, todoId: todo.id },
        })
      ).data,
    onMutate: ({ plantId, todo, days }) =>
      apply((items) => withTodoBack(items, plantId, todo, days)),
    onError: (error, _v, context) => {
      restore(context);
      report.onError?.(error);
    },
    onSuccess: () => report.onSuccess?.(),
    onSettled: (_d, _e, { plantId }) => settle(queryClient, plantId),
  });
}

export interface CareVariables {
  plantId: number;
  kind: CareKind;
}

/** POST …/care/{kind}/snooze: the to-do leaves the card at once. */
export function useSnoozeCare(report: {
  onSuccess?: (until: string, variables: CareVariables & { days: SnoozeDays }) => void;
  onError?: (e: Error) => void;
}) {
  const { queryClient, apply, restore } = useOptimistic();
  return useMutation<string, Error, CareVariables & { days: SnoozeDays }, { previous?: Items }>({
    mutationFn: async ({ plantId, kind, days }) =>
      (
        await request(plantCareRoutes.snoozePlantCare, {
          params: { id: plantId, kind },
          body: { days },
        })
      ).data.until,
    onMutate: ({ plantId, kind, days }) =>
      apply((items) => withSnooze(items, plantId, kind, addDays(todayInSeoul(), days))),
    onError: (error, _v, context) => {
      restore(context);
      report.onError?.(error);
    },
    onSuccess: (until, variables) => report.onSuccess?.(until, variables),
    onSettled: (_d, _e, { plantId }) => settle(queryClient, plantId),
  });
}

/** POST …/care/{kind}/skip: the to-do leaves the card and the care's count starts again. */
export function useSkipCare(report: {
  onSuccess?: (variables: CareVariables & { reason: SkipReason; todoId: number }) => void;
  onError?: (e: Error) => void;
}) {
  const { queryClient, apply, restore } = useOptimistic();
  return useMutation<
    unknown,
    Error,
    CareVariables & { reason: SkipReason; todoId: number },
    { previous?: Items }
  >({
    mutationFn: async ({ plantId, kind, reason }) =>
      (
        await request(plantCareRoutes.skipPlantCare, {
          params: { id: plantId, kind },
          body: { reason },
        })
      ).data,
    onMutate: ({ plantId, todoId }) => apply((items) => withTodoDone(items, plantId, todoId)),
    onError: (error, _v, context) => {
      restore(context);
      report.onError?.(error);
    },
    onSuccess: (_d, variables) => report.onSuccess?.(variables),
    onSettled: (_d, _e, { plantId }) => settle(queryClient, plantId),
  });
}

/** Accept (`days`) or dismiss (null) the interval learned from skips; the note leaves at once. */
export function useAnswerSuggestion(report: {
  onSuccess?: (accepted: number | null, variables: CareVariables) => void;
  onError?: (e: Error) => void;
}) {
  const { queryClient, apply, restore } = useOptimistic();
  return useMutation<void, Error, CareVariables & { days: number | null }, { previous?: Items }>({
    mutationFn: async ({ plantId, kind, days }) => {
      const params = { id: plantId, kind };
      if (days !== null) {
        await request(plantCareRoutes.acceptCareSuggestion, { params, body: { days } });
        return;
      }
      await requestWithoutData(plantCareRoutes.dismissCareSuggestion, { params });
    },
    onMutate: ({ plantId, kind, days }) =>
      apply((items) =>
        updatePlant(items, plantId, (item) => {
          item.suggestion = null;
          if (days !== null) item[CARE_FREQUENCY_FIELD[kind]] = days;
        }),
      ),
    onError: (error, _v, context) => {
      restore(context);
      report.onError?.(error);
    },
    onSuccess: (_d, variables) => report.onSuccess?.(variables.days, variables),
    onSettled: (_d, _e, { plantId }) => settle(queryClient, plantId),
  });
}
