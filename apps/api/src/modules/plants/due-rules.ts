import {
  CARE_FREQUENCY_FIELD,
  CARE_KINDS,
  FERTILIZING_SEASON,
  fertilizingDayFrom,
  inFertilizingSeason,
  type CareAdvice,
  type CareKind,
} from '@chorok/contract';
import type { PlantRecord } from './read.ts';
import { addDays, daysBetween } from './seoul-date.ts';

/** A kind's interval in days; null while an optional kind is off. */
export const frequencyOf = (record: PlantRecord, kind: CareKind): number | null =>
  record.plant[CARE_FREQUENCY_FIELD[kind]];

/** Whether a kind is on for the plant: the base kinds always, an optional one with an interval. */
export const isCareOn = (record: PlantRecord, kind: CareKind) => frequencyOf(record, kind) !== null;

/** Seoul days since the last care of a kind (or since plantedAt without one). */
export const daysSince = (record: PlantRecord, kind: CareKind, today: string) =>
  daysBetween(record.lastCare[kind], today);

/**
 * The first day of the fertilizing season that `today` is in, or of the next one when it rests:
 * fertilizing due earlier (missed before the winter) comes due then, not at once.
 */
function seasonStartFor(today: string): string {
  const year = Number(today.slice(0, 4));
  const { fromMonth, toMonth } = FERTILIZING_SEASON;
  const startYear = Number(today.slice(5, 7)) > toMonth ? year + 1 : year;
  return `${startYear}-${String(fromMonth).padStart(2, '0')}-01`;
}

/** The kinds on for the plant but out of their season `today` (영양제 from October to February). */
export function restingKinds(record: PlantRecord, today: string): CareKind[] {
  const month = Number(today.slice(5, 7));
  return isCareOn(record, 'FERTILIZING') && !inFertilizingSeason(month) ? ['FERTILIZING'] : [];
}

/**
 * How the weather moves a care to-do, in days (negative: earlier):
 * - WATERING is generated a day earlier when the advice says SOONER (hot or dry: soil dries
 *   faster) and a day later when it says LATER (cold: soil stays wet);
 * - AIR_EXPOSURE is not generated at all on a SKIP day (null): it comes on the next fair day;
 * - everything else keeps its frequency.
 */
export function weatherShift(kind: CareKind, advice: readonly CareAdvice[]): number | null {
  const effect = advice.find((a) => a.kind === kind)?.effect;
  if (kind === 'WATERING') return effect === 'SOONER' ? -1 : effect === 'LATER' ? 1 : 0;
  if (kind === 'AIR_EXPOSURE' && effect === 'SKIP') return null;
  return 0;
}

/**
 * The day a kind of care comes due, as seen on `today`: `shift` days (the weather's, see
 * weatherShift) from its frequency after the last care (at least a day), or the snooze's end when
 * that is later; null while the kind is off. FERTILIZING comes due only in its season: a day
 * outside it moves to the season's next first day, and one missed before the winter to this
 * season's first. dueCare (today) and the care calendar (the days ahead) both count from here.
 */
export function dueDay(
  record: PlantRecord,
  kind: CareKind,
  today: string,
  shift = 0,
): string | null {
  const frequency = frequencyOf(record, kind);
  if (frequency === null) return null;
  const byFrequency = addDays(record.lastCare[kind], Math.max(1, frequency + shift));
  const snoozedUntil = record.snoozedUntil[kind];
  const day = snoozedUntil !== null && snoozedUntil > byFrequency ? snoozedUntil : byFrequency;
  if (kind !== 'FERTILIZING') return day;
  const seasonStart = seasonStartFor(today);
  return fertilizingDayFrom(day > seasonStart ? day : seasonStart);
}

/**
 * The care kinds due `today`: the day it comes due (dueDay, moved by the weather's advice when
 * given, and not before a snooze's end) is today or earlier. dueOn is that day. Kinds that are
 * off are never due.
 */
export function dueCare(
  record: PlantRecord,
  today: string,
  advice: readonly CareAdvice[] = [],
): { kind: CareKind; dueOn: string }[] {
  const due: { kind: CareKind; dueOn: string }[] = [];
  for (const kind of CARE_KINDS) {
    const shift = weatherShift(kind, advice);
    if (shift === null) continue;
    const dueOn = dueDay(record, kind, today, shift);
    if (dueOn !== null && today >= dueOn) due.push({ kind, dueOn });
  }
  return due;
}
