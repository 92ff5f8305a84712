import type { CareAdvice, TodoKind } from '@chorok/contract';
import type { DueCare } from '../plants/due.ts';
import { CARE_TODO_TEXT } from '../plants/todos.ts';

/** Plants named in the body; the rest are counted ('… 외 2개'). */
const NAMED_PLANTS = 3;
/** To-dos named for one plant; the rest are counted the same way. */
const NAMED_TODOS = 3;

/** 'a, b, c 외 2개': the first `named` of `items` and a count of the rest. */
function someOf(items: string[], named: number, separator: string): string {
  const shown = items.slice(0, named).join(separator);
  return items.length > named ? `${shown} 외 ${items.length - named}개` : shown;
}

/**
 * One plant's to-dos in the dashboard's words: its care (물 주기, 환기하기, 분갈이하기, 영양제 주기,
 * 분무하기, 잎 닦기: CARE_TODO_TEXT), then the user's own to-dos by their text ('가지치기'), never a
 * vague '할 일'.
 */
function plantTodos(plant: DueCare): string[] {
  return plant.kinds.flatMap((kind: TodoKind) =>
    kind === 'MY_TASK' ? plant.myTasks : [CARE_TODO_TEXT[kind]],
  );
}

export interface Composed {
  title: string;
  body: string;
  url: string;
  kinds: TodoKind[];
  plantIds: number[];
}

/** Within a rank, care held back first, then moved sooner, later, the season. */
const EFFECT_ORDER: readonly CareAdvice['effect'][] = ['SKIP', 'SOONER', 'LATER', 'SEASON'];

/** How telling a piece of advice is in this plant's reminder (lower first); null: left out. */
function adviceRank(plant: DueCare, advice: CareAdvice): number | null {
  const effect = EFFECT_ORDER.indexOf(advice.effect);
  if (effect < 0) return null; // OK: the dashboard does not show it either.
  const rank = (tier: number) => tier * EFFECT_ORDER.length + effect;
  // Why care moved today first; then the weather's word on watering and airing ("water a day
  // later" beside a due watering never gets here: shownAdvice left it out); then the season,
  // only when a repotting is in the reminder.
  if (plant.movedByWeather.includes(advice.kind)) return rank(0);
  if (advice.kind !== 'REPOTTING') return rank(1);
  return plant.kinds.includes('REPOTTING') ? rank(2) : null;
}

/**
 * The one advice sentence a reminder carries, word for word as the dashboard shows it: why care
 * was held back or moved today (airing skipped in the cold, watering a day sooner); else the
 * weather's advice for the plants in it; else the repotting season when a repotting is in it.
 * Ties go to the earlier plant. One sentence keeps a notification short; null when none applies.
 */
export function reminderAdvice(plants: DueCare[]): string | null {
  let best: { rank: number; message: string } | null = null;
  for (const plant of plants)
    for (const advice of plant.advice) {
      const rank = adviceRank(plant, advice);
      if (rank !== null && (best === null || rank < best.rank))
        best = { rank, message: advice.message };
    }
  return best?.message ?? null;
}

/**
 * One user's grouped reminder for the day, from their plants' due care (at least one): the
 * care to do on the first line, and the advice that explains it on the second.
 */
export function composeReminder(plants: DueCare[]): Composed {
  const lines = plants.map((plant) => {
    const name = plant.plantName.trim() || '식물';
    return `${name} ${someOf(plantTodos(plant), NAMED_TODOS, '·')}`;
  });
  const kinds = [...new Set(plants.flatMap((plant) => plant.kinds))];
  const care = someOf(lines, NAMED_PLANTS, ', ');
  const why = reminderAdvice(plants);
  return {
    title: `오늘 돌봐 줄 식물이 ${plants.length}개 있어요`,
    body: why ? `${care}\n${why}` : care,
    url: plants.length === 1 ? `/plants/setting/${plants[0]!.plantId}` : '/plants/manage',
    kinds,
    plantIds: plants.map((plant) => plant.plantId),
  };
}
