import { createContext, lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlantDashboardItem, PlantTodo, SkipReason, SnoozeDays } from '@chorok/contract';
import { displayName } from '@/features/plants/plant-name';
import { usePlantErrorText } from '@/features/plants/plant-errors';
import { useCompleteTodo } from '@/features/plants/mutations';
import {
  daysOf,
  useAnswerSuggestion,
  useSkipCare,
  useSnoozeCare,
  useUndoTodo,
  type UndoVariables,
} from '@/features/plants/care-queries';

const CareLaterSheet = lazy(() =>
  import('@/features/plants/care-later-sheet').then((m) => ({ default: m.CareLaterSheet })),
);

/** How long a toast with 되돌리기 stays: time to read it and tap. */
export const UNDO_TOAST_MS = 6000;

/** What a to-do row and a plant card can do. */
export interface CareActions {
  complete: (plant: PlantDashboardItem, todo: PlantTodo) => void;
  /** Opens "나중에" (snooze or skip) for a due care to-do. */
  later: (plant: PlantDashboardItem, todo: PlantTodo) => void;
  answerSuggestion: (plant: PlantDashboardItem, days: number | null) => void;
}

export const CareActionsContext = createContext<CareActions>({
  complete: () => undefined,
  later: () => undefined,
  answerSuggestion: () => undefined,
});

interface ToastState {
  message: string;
  /** Set when the toast offers 되돌리기 (a done or skipped to-do). */
  undo?: UndoVariables & { label: string };
}

/**
 * The dashboard's care actions, one mutation each for the screen (so an outcome is heard after
 * the row has gone): done and skipped to-dos toast with 되돌리기 for a few seconds; 나중에 opens the
 * snooze-or-skip sheet; the learned interval is accepted or kept. A failure is one alert line.
 */
export function useCareActions(): {
  actions: CareActions;
  toast: { message: string | null; action?: ReactNode; duration: number; onDone: () => void };
  failure: string | null;
  sheet: ReactNode;
} {
  const { t } = useTranslation();
  const errorText = usePlantErrorText();
  const [toast, setToast] = useState<ToastState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [later, setLater] = useState<{ plant: PlantDashboardItem; todo: PlantTodo } | null>(null);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  // The toast each pending action shows once the server agrees ('todo-11', 'snooze-3-WATERING').
  const pending = useRef(new Map<string, ToastState>());

  const fail = (error: Error) => setFailure(errorText(error));
  const succeed = (next: ToastState | null) => {
    setFailure(null);
    setToast(next);
  };
  const nameOf = (plant: PlantDashboardItem) => displayName(plant) || t('plants.unnamed');

  const completion = useCompleteTodo({
    onSuccess: (todo) => succeed(pending.current.get(`todo-${todo.id}`) ?? null),
    onError: fail,
  });
  const undo = useUndoTodo({
    onSuccess: () => succeed({ message: t('plants.todos.undone') }),
    onError: fail,
  });
  const snooze = useSnoozeCare({
    onSuccess: (_until, { plantId, kind }) =>
      succeed(pending.current.get(`snooze-${plantId}-${kind}`) ?? null),
    onError: fail,
  });
  const skip = useSkipCare({
    onSuccess: ({ todoId }) => succeed(pending.current.get(`todo-${todoId}`) ?? null),
    onError: fail,
  });
  const suggestion = useAnswerSuggestion({
    onSuccess: (_days, { plantId }) =>
      succeed(pending.current.get(`suggestion-${plantId}`) ?? null),
    onError: fail,
  });

  const undoable = (plant: PlantDashboardItem, todo: PlantTodo, message: string): ToastState => ({
    message,
    undo: {
      plantId: plant.id,
      todo,
      days: daysOf(plant, todo),
      label: t('plants.todos.undoLabel', { name: nameOf(plant), todo: todo.todo }),
    },
  });

  const actions: CareActions = {
    complete: (plant, todo) => {
      const name = nameOf(plant);
      pending.current.set(
        `todo-${todo.id}`,
        undoable(plant, todo, t('plants.todos.doneToast', { name, todo: todo.todo })),
      );
      setFailure(null);
      completion.mutate({ plantId: plant.id, todoId: todo.id });
    },
    later: (plant, todo) => {
      setSheetLoaded(true);
      setLater({ plant, todo });
    },
    answerSuggestion: (plant, days) => {
      if (!plant.suggestion) return;
      const values = {
        name: nameOf(plant),
        care: t(`plants.care.${plant.suggestion.kind}`),
        days,
      };
      pending.current.set(`suggestion-${plant.id}`, {
        message:
          days === null
            ? t('plants.suggestion.kept', values)
            : t('plants.suggestion.changed', values),
      });
      setFailure(null);
      suggestion.mutate({ plantId: plant.id, kind: plant.suggestion.kind, days });
    },
  };

  const onSnooze = (days: SnoozeDays) => {
    if (!later) return;
    const { plant, todo } = later;
    const kind = todo.kind;
    if (kind === 'MY_TASK') return;
    setLater(null);
    setFailure(null);
    pending.current.set(`snooze-${plant.id}-${kind}`, {
      message: t(`plants.later.snoozed${days}`, { name: nameOf(plant), todo: todo.todo }),
    });
    snooze.mutate({ plantId: plant.id, kind, days });
  };
  const onSkip = (reason: SkipReason) => {
    if (!later) return;
    const { plant, todo } = later;
    const kind = todo.kind;
    if (kind === 'MY_TASK') return;
    setLater(null);
    setFailure(null);
    pending.current.set(
      `todo-${todo.id}`,
      undoable(plant, todo, t('plants.later.skipped', { name: nameOf(plant), todo: todo.todo })),
    );
    skip.mutate({ plantId: plant.id, kind, reason, todoId: todo.id });
  };

  const offer = toast?.undo;
  return {
    actions,
    failure,
    toast: {
      message: toast?.message ?? null,
      duration: offer ? UNDO_TOAST_MS : 2500,
      onDone: () => setToast(null),
      action: offer ? (
        <button
          type="button"
          aria-label={offer.label}
          onClick={() => {
            setToast(null);
            setFailure(null);
            undo.mutate(offer);
          }}
          className="min-h-44 shrink-0 rounded-full px-m text-14 font-bold text-secondary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-secondary"
        >
          {t('plants.todos.undo')}
        </button>
      ) : undefined,
    },
    sheet: sheetLoaded ? (
      <Suspense fallback={null}>
        <CareLaterSheet
          target={later ? { name: nameOf(later.plant), todo: later.todo.todo } : null}
          onClose={() => setLater(null)}
          onSnooze={onSnooze}
          onSkip={onSkip}
        />
      </Suspense>
    ) : null,
  };
}
