import {
  CARE_ALARM_FIELD,
  CARE_KINDS,
  type CareAdvice,
  type CareKind,
  type TodoKind,
} from '@chorok/contract';
import { plantTodos, type Database } from '@chorok/db';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { weatherSidoOf } from '../weather/region.ts';
import type { WeatherService } from '../weather/service.ts';
import { plantAdvice, shownAdvice } from './dashboard.ts';
import { dueCare } from './due-rules.ts';
import { displayName, loadPlantsOf, type PlantRecord } from './read.ts';
import { seoulDate } from './seoul-date.ts';

/** One plant's care a reminder should mention. */
export interface DueCare {
  userId: number;
  plantId: number;
  plantName: string;
  kinds: TodoKind[];
  /** The user's own to-dos due today or earlier, due first (their words name MY_TASK). */
  myTasks: string[];
  /** The advice the dashboard gives this plant today (none without the weather). */
  advice: CareAdvice[];
  /**
   * Care kinds (alarm on) the weather moved today: due by frequency but held back (no airing in
   * the cold), or due only because it came a day sooner (watering on a hot day).
   */
  movedByWeather: CareKind[];
}

/** The dashboard's advice for a plant today (the weather where it lives). */
async function adviceFor(
  record: PlantRecord,
  weather: WeatherService,
  now: Date,
): Promise<CareAdvice[]> {
  return plantAdvice(
    record,
    await weather.weatherIn(weatherSidoOf(record.plant.address), now),
    now,
  );
}

/**
 * For the reminder scheduler: for each plant of the given users (every user's when omitted),
 * the care due today in Seoul whose alarm is on — each kind that is on by its frequency (영양제
 * in its season only), moved by the weather as the dashboard moves its to-dos when `weather` is given (no airing on a
 * cold, wet or bad-air day; watering a day sooner or later) — and MY_TASK when an open MY_TASK
 * to-do is due today or earlier and isMyTaskAlarm is 1, with the dashboard's advice and the
 * kinds the weather moved, so the reminder can say why. Plants with nothing due are left out
 * (care only held back is no reason to notify). plantName falls back to the product's name.
 */
export async function findDueCare(
  db: Database,
  now: Date,
  userIds?: number[],
  weather?: WeatherService,
): Promise<DueCare[]> {
  const records = await loadPlantsOf(db, userIds);
  if (records.length === 0) return [];
  const today = seoulDate(now);
  const myTaskRows = await db
    .select({ plantId: plantTodos.plantId, todo: plantTodos.todo })
    .from(plantTodos)
    .where(
      and(
        inArray(
          plantTodos.plantId,
          records.map((r) => r.plant.id),
        ),
        eq(plantTodos.kind, 'MY_TASK'),
        isNull(plantTodos.doneAt),
        lte(plantTodos.dueOn, today),
      ),
    )
    .orderBy(asc(plantTodos.dueOn), asc(plantTodos.id));
  const myTasksOf = new Map<number, string[]>();
  for (const row of myTaskRows)
    myTasksOf.set(row.plantId, [...(myTasksOf.get(row.plantId) ?? []), row.todo]);

  const result: DueCare[] = [];
  for (const record of records) {
    const { plant } = record;
    const allAdvice = weather ? await adviceFor(record, weather, now) : [];
    const dueToday = dueCare(record, today, allAdvice);
    // What the dashboard card shows, word for word.
    const advice = shownAdvice(allAdvice, dueToday);
    const alarmed = (due: { kind: CareKind }[]) =>
      due.map((d) => d.kind).filter((kind) => plant[CARE_ALARM_FIELD[kind]] === 1);
    const care = alarmed(dueToday);
    const byFrequency = alarmed(dueCare(record, today));
    const movedByWeather = CARE_KINDS.filter(
      (kind) => care.includes(kind) !== byFrequency.includes(kind),
    );
    const kinds: TodoKind[] = [...care];
    const myTasks = plant.isMyTaskAlarm === 1 ? (myTasksOf.get(plant.id) ?? []) : [];
    if (myTasks.length > 0) kinds.push('MY_TASK');
    if (kinds.length > 0)
      result.push({
        userId: plant.userId,
        plantId: plant.id,
        plantName: displayName(record),
        kinds,
        myTasks,
        advice,
        movedByWeather,
      });
  }
  return result;
}
