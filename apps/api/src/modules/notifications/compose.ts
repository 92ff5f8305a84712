import type { CareAdvice, TodoKind } from '@chorok/contract';
import type { DueCare } from '../plants/due.ts';

/** Asia/Seoul has no daylight saving time: always UTC+9. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface SeoulMoment {
  /** YYYY-MM-DD */
  day: string;
  hour: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

export function seoulMoment(at: Date): SeoulMoment {
  const local = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return {
    day: local.toISOString().slice(0, 10),
    hour: local.getUTCHours(),
    weekday: local.getUTCDay(),
  };
}

export const KIND_ACTION: Record<TodoKind, string> = {
  WATERING: '물 주기',
  AIR_EXPOSURE: '통풍시키기',
  REPOTTING: '분갈이하기',
  MY_TASK: '할 일 하기',
};

/** Plants named in the body; the rest are counted ('… 외 2개'). */
const NAMED_PLANTS = 3;

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
  const named = plants.slice(0, NAMED_PLANTS).map((plant) => {
    const name = plant.plantName.trim() || '식물';
    return `${name} ${plant.kinds.map((kind) => KIND_ACTION[kind]).join('·')}`;
  });
  const rest = plants.length - named.length;
  const kinds = [...new Set(plants.flatMap((plant) => plant.kinds))];
  const care = rest > 0 ? `${named.join(', ')} 외 ${rest}개` : named.join(', ');
  const why = reminderAdvice(plants);
  return {
    title: `오늘 돌봐 줄 식물이 ${plants.length}개 있어요`,
    body: why ? `${care}\n${why}` : care,
    url: plants.length === 1 ? `/plants/setting/${plants[0]!.plantId}` : '/plants/manage',
    kinds,
    plantIds: plants.map((plant) => plant.plantId),
  };
}
