import {
  CARE_ALARM_FIELD,
  CARE_CALENDAR,
  CARE_KINDS,
  CARE_SETTING_FIELD,
  fertilizingDayFrom,
  MESSAGES,
  seoulClock,
  type CalendarState,
  type CareAdvice,
  type CareCalendar,
  type CareCalendarItem,
  type CareKind,
} from '@chorok/contract';
import type { Database } from '@chorok/db';
import { AppError } from '../../lib/app-error.ts';
import { getSettings, KIND_SETTING } from '../notifications/settings.ts';
import { weatherSidoOf } from '../weather/region.ts';
import type { WeatherService } from '../weather/service.ts';
import { plantAdvice } from './dashboard.ts';
import { dueCare, dueDay, frequencyOf } from './due-rules.ts';
import { displayName, loadPlants, type PlantRecord } from './read.ts';
import { addDays, seoulDate } from './seoul-date.ts';

/** A kind of a plant's care on a calendar day. */
export interface CareOnDay {
  date: string;
  kind: CareKind;
  state: CalendarState;
}

/**
 * The days in [from, from + days - 1] (from >= today) a plant's care falls due, by kind: from the
 * day it comes due (dueDay: the frequency after the last care, or a snooze's end), then every
 * frequency days. Care that came due before today and is still not given is OVERDUE once, on
 * today, and counted on from today as if given then; the snooze's end day is SNOOZED. Kinds that
 * are off are left out, and 영양제 falls only on days of its season (a repeat outside it moves to
 * the season's next first day). Pure: the weather is left out (it is known for today only, see
 * holds), as are the alarm flags.
 */
export function careDays(
  record: PlantRecord,
  today: string,
  from: string,
  days: number = CARE_CALENDAR.days,
): CareOnDay[] {
  const last = addDays(from, days - 1);
  const result: CareOnDay[] = [];
  for (const kind of CARE_KINDS) {
    const frequency = frequencyOf(record, kind);
    let day = dueDay(record, kind, today);
    if (frequency === null || day === null) continue;
    const every = Math.max(1, frequency);
    const next = (d: string) =>
      kind === 'FERTILIZING' ? fertilizingDayFrom(addDays(d, every)) : addDays(d, every);
    let state: CalendarState = record.snoozedUntil[kind] === day ? 'SNOOZED' : 'DUE';
    if (day < today) {
      day = today;
      state = 'OVERDUE';
    }
    // The first repeat on or after `from` (at most CARE_CALENDAR.maxAheadDays steps).
    for (; day < from; day = next(day)) state = 'DUE';
    for (; day <= last; day = next(day)) {
      result.push({ date: day, kind, state });
      state = 'DUE';
    }
  }
  return result.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The calendar with today's weather in it: care the weather brings forward (watering a day
 * early on a hot, dry day) is due today as the dashboard says, not on the day it would have been.
 */
export function withEarlyCare(
  record: PlantRecord,
  care: readonly CareOnDay[],
  today: string,
  advice: readonly CareAdvice[],
): CareOnDay[] {
  const early = dueCare(record, today, advice).filter(
    (due) => !care.some((c) => c.date === today && c.kind === due.kind),
  );
  if (early.length === 0) return [...care];
  const firstDay = new Map<CareKind, string>();
  for (const c of care) if (!firstDay.has(c.kind)) firstDay.set(c.kind, c.date);
  // The day it was brought forward from is not a care day any more.
  const moved = care.filter(
    (c) => !early.some((e) => e.kind === c.kind) || c.date !== firstDay.get(c.kind),
  );
  return [...early.map(({ kind }) => ({ date: today, kind, state: 'DUE' as const })), ...moved];
}

/**
 * Today's weather hold of a kind: the advice that keeps it from being due today (no airing on a
 * cold day, watering a day later), or null when the weather does not hold it back.
 */
export function holdOf(
  record: PlantRecord,
  kind: CareKind,
  today: string,
  advice: readonly CareAdvice[],
): string | null {
  const held = advice.find((a) => a.kind === kind && (a.effect === 'SKIP' || a.effect === 'LATER'));
  if (!held) return null;
  return dueCare(record, today, advice).some((d) => d.kind === kind) ? null : held.message;
}

/**
 * The care calendar of the user's plants over CARE_CALENDAR.days days from `from` (today by
 * default): which care falls due each day, which a reminder will name (the plant's alarm, the
 * kind's setting, not a quiet day, not held by today's weather) and today's weather holds. It
 * reads only: no to-dos are added.
 */
export async function careCalendar(
  db: Database,
  weather: WeatherService,
  userId: number,
  now: Date,
  from?: string,
): Promise<CareCalendar> {
  const today = seoulDate(now);
  const start = from ?? today;
  if (start < today || start > addDays(today, CARE_CALENDAR.maxAheadDays))
    throw AppError.badRequest(MESSAGES.calendarFrom, [
      { path: 'from', message: MESSAGES.calendarFrom },
    ]);
  const [records, settings] = await Promise.all([loadPlants(db, userId), getSettings(db, userId)]);

  const hourPassed = seoulClock(now).hour > settings.hour;
  const byDay = new Map<string, CareCalendarItem[]>();
  for (const record of records) {
    const ahead = careDays(record, today, start);
    const advice =
      start === today
        ? plantAdvice(
            record,
            await weather.weatherIn(weatherSidoOf(record.plant.address), now),
            now,
          )
        : [];
    const care = start === today ? withEarlyCare(record, ahead, today, advice) : ahead;
    for (const { date, kind, state } of care) {
      const hold = date === today ? holdOf(record, kind, today, advice) : null;
      // Today's reminder goes out at the hour; once it has passed, none is still to come.
      const quiet = settings.quietDays.includes(weekdayOf(date)) || (date === today && hourPassed);
      const item: CareCalendarItem = {
        plantId: record.plant.id,
        plantName: displayName(record),
        imageUrl: record.plantImageUrl ?? record.mainImageUrl ?? record.productCutoutImageUrl,
        kind,
        state,
        reminded:
          record.plant[CARE_ALARM_FIELD[kind]] === 1 &&
          settings[KIND_SETTING[kind]] &&
          !quiet &&
          hold === null,
        hold,
      };
      byDay.set(date, [...(byDay.get(date) ?? []), item]);
    }
  }

  return {
    from: start,
    days: Array.from({ length: CARE_CALENDAR.days }, (_, i) => {
      const date = addDays(start, i);
      const weekday = weekdayOf(date);
      return {
        date,
        weekday,
        quiet: settings.quietDays.includes(weekday),
        items: byDay.get(date) ?? [],
      };
    }),
    reminderHour: settings.hour,
    remindersOn: Object.fromEntries(
      CARE_KINDS.map((kind) => [CARE_SETTING_FIELD[kind], settings[CARE_SETTING_FIELD[kind]]]),
    ) as CareCalendar['remindersOn'],
  };
}

/** 0 Sunday … 6 Saturday, as the reminder settings' quiet days count. */
function weekdayOf(date: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}
