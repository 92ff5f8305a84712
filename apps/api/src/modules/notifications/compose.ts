import type { TodoKind } from '@chorok/contract';
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

/** One user's grouped reminder for the day, from their plants' due care (at least one). */
export function composeReminder(plants: DueCare[]): Composed {
  const named = plants.slice(0, NAMED_PLANTS).map((plant) => {
    const name = plant.plantName.trim() || '식물';
    return `${name} ${plant.kinds.map((kind) => KIND_ACTION[kind]).join('·')}`;
  });
  const rest = plants.length - named.length;
  const kinds = [...new Set(plants.flatMap((plant) => plant.kinds))];
  return {
    title: `오늘 돌봐 줄 식물이 ${plants.length}개 있어요`,
    body: rest > 0 ? `${named.join(', ')} 외 ${rest}개` : named.join(', '),
    url: plants.length === 1 ? `/plants/setting/${plants[0]!.plantId}` : '/plants/manage',
    kinds,
    plantIds: plants.map((plant) => plant.plantId),
  };
}
