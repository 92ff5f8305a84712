import {
  CARE_DAYS_FIELD,
  CARE_KINDS,
  type CareAdvice,
  type CareKind,
  type PlantDashboardItem,
  type PlantLight,
  type Weather,
} from '@chorok/contract';
import type { Database } from '@chorok/db';
import { careAdvice } from '../weather/advice.ts';
import { weatherSidoOf } from '../weather/region.ts';
import type { WeatherService } from '../weather/service.ts';
import { careSuggestions } from './care-suggestions.ts';
import { daysSince, dueCare, restingKinds } from './due-rules.ts';
import { lightAdvice } from './light-advice.ts';
import { loadPlants, type PlantRecord } from './read.ts';
import { daysBetween, seoulDate, seoulMonth } from './seoul-date.ts';
import { retireOpenCareTodos } from './care-switch.ts';
import { generateCareTodos, openTodos } from './todos.ts';

/** '7일마다', '3개월마다', '1년마다'. */
export function everyDays(days: number): string {
  if (days % 365 === 0) return `${days / 365}년마다`;
  if (days % 30 === 0) return `${days / 30}개월마다`;
  return `${days}일마다`;
}

/** The product's care words, or ones built from the plant's own frequencies (registered by hand). */
function descriptions(record: PlantRecord) {
  const { plant } = record;
  return {
    wateringDesc:
      record.wateringDesc || `${everyDays(plant.wateringFrequency)} 흙이 마르면 흠뻑 주세요.`,
    airExposureDesc:
      record.airExposureDesc ||
      `${everyDays(plant.airExposureFrequency)} 창문을 열어 바람을 쐬어 주세요.`,
    repottingDesc:
      record.repottingDesc ||
      `${everyDays(plant.repottingFrequency)} 한 치수 큰 화분으로 옮겨 심어 주세요.`,
  };
}

/**
 * The advice the dashboard shows for a plant at `now`, from the weather where it lives. The
 * reminders call this too, so both say the same words.
 */
export function plantAdvice(record: PlantRecord, place: Weather, now: Date): CareAdvice[] {
  return careAdvice({
    weather: place,
    month: seoulMonth(now),
    daysSinceRepot: daysSince(record, 'REPOTTING', seoulDate(now)),
    repottingFrequency: record.plant.repottingFrequency,
  });
}

/** The light note of a plant's advice, from the light meter's saved reading; null without one. */
export function plantLight(record: PlantRecord): PlantLight | null {
  const { lightLux, lightMeasuredAt } = record.plant;
  if (lightLux === null || lightMeasuredAt === null) return null;
  return lightAdvice({
    lux: lightLux,
    measuredAt: lightMeasuredAt,
    range: record.lightRange,
    speciesName: record.productName ?? record.species?.nameKo ?? null,
  });
}

/**
 * The advice a dashboard card shows: "water a day later" is left out once the later day has come
 * and watering is due after all (the reminder leaves it out too), so it never stands beside the
 * watering it would contradict.
 */
export function shownAdvice(
  advice: readonly CareAdvice[],
  due: readonly { kind: CareAdvice['kind'] }[],
): CareAdvice[] {
  const wateringDue = due.some((d) => d.kind === 'WATERING');
  return advice.filter((a) => !(wateringDue && a.kind === 'WATERING' && a.effect === 'LATER'));
}

type DayFields = Record<(typeof CARE_DAYS_FIELD)[CareKind], number>;

/** dayWithWater … dayWithLeafWipe: the Seoul days since each kind's last care (off kinds too). */
const daysSinceCare = (record: PlantRecord, today: string) =>
  Object.fromEntries(
    CARE_KINDS.map((kind) => [CARE_DAYS_FIELD[kind], daysSince(record, kind, today)]),
  ) as DayFields;

/** The plant's care put off past today. */
function snoozes(record: PlantRecord, today: string): PlantDashboardItem['snoozes'] {
  return CARE_KINDS.flatMap((kind) => {
    const until = record.snoozedUntil[kind];
    return until !== null && until > today ? [{ kind, until }] : [];
  });
}

/**
 * The care dashboard at `now`: for each plant the Seoul day counts, the weather where it lives
 * and the advice from it; care that came due is added as a to-do first (idempotent), then the
 * open to-dos are listed, with care put off, care resting out of its season and an interval
 * learned from skips.
 */
export async function plantDashboard(
  db: Database,
  weather: WeatherService,
  userId: number,
  now: Date,
): Promise<PlantDashboardItem[]> {
  const records = await loadPlants(db, userId);
  const today = seoulDate(now);

  const items = await Promise.all(
    records.map(async (record) => {
      const place: Weather = await weather.weatherIn(weatherSidoOf(record.plant.address), now);
      const advice = plantAdvice(record, place, now);
      return { record, weather: place, advice, due: dueCare(record, today, advice) };
    }),
  );
  await generateCareTodos(
    db,
    items.flatMap(({ record, due }) => due.map((d) => ({ plantId: record.plant.id, ...d }))),
  );
  const [todos, suggestions] = await Promise.all([
    openTodos(
      db,
      records.map((r) => r.plant.id),
    ),
    careSuggestions(db, records),
  ]);
  // A feed still open when its season ended goes (a write only when there is one).
  const stale = records.flatMap((record) => {
    const open = todos.get(record.plant.id) ?? [];
    return restingKinds(record, today)
      .filter((kind) => open.some((todo) => todo.kind === kind))
      .map((kind) => ({ plantId: record.plant.id, kind }));
  });
  await retireOpenCareTodos(db, stale);
  for (const { plantId, kind } of stale)
    todos.set(plantId, todos.get(plantId)?.filter((todo) => todo.kind !== kind) ?? []);

  return items.map(({ record, weather: place, advice, due }) => {
    const { plant } = record;
    return {
      id: plant.id,
      productName: record.productName,
      plantName: plant.plantName,
      mainImageUrl: record.mainImageUrl,
      productCutoutImageUrl: record.productCutoutImageUrl,
      plantImageUrl: record.plantImageUrl,
      dayWithPlant: daysBetween(plant.plantedAt, today),
      ...daysSinceCare(record, today),
      ...descriptions(record),
      wateringFrequency: plant.wateringFrequency,
      airExposureFrequency: plant.airExposureFrequency,
      repottingFrequency: plant.repottingFrequency,
      fertilizingFrequency: plant.fertilizingFrequency,
      mistingFrequency: plant.mistingFrequency,
      leafWipingFrequency: plant.leafWipingFrequency,
      resting: restingKinds(record, today),
      todos: todos.get(plant.id) ?? [],
      address: plant.address,
      weather: place,
      advice: shownAdvice(advice, due),
      light: plantLight(record),
      snoozes: snoozes(record, today),
      suggestion: suggestions.get(plant.id) ?? null,
    };
  });
}
