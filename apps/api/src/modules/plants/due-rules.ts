import { CARE_FREQUENCY_FIELD, CARE_KINDS, type CareAdvice, type CareKind } from '@chorok/contract';
import type { PlantRecord } from './read.ts';
import { addDays, daysBetween } from './seoul-date.ts';

export const FREQUENCY_OF = CARE_FREQUENCY_FIELD;

export const ALARM_OF: Record<CareKind, 'isWateringAlarm' | 'isWindAlarm' | 'isRepottingAlarm'> = {
  WATERING: 'isWateringAlarm',
  AIR_EXPOSURE: 'isWindAlarm',
  REPOTTING: 'isRepottingAlarm',
};

/** Seoul days since the last care of a kind (or since plantedAt without one). */
export const daysSince = (record: PlantRecord, kind: CareKind, today: string) =>
  daysBetween(record.lastCare[kind], today);

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
 * The day a kind of care comes due: `shift` days (the weather's, see weatherShift) from its
 * frequency after the last care (at least a day), or the snooze's end when that is later.
 * dueCare (today) and the care calendar (the days ahead) both count from here.
 */
export function dueDay(record: PlantRecord, kind: CareKind, shift = 0): string {
  const after = Math.max(1, record.plant[FREQUENCY_OF[kind]] + shift);
  const byFrequency = addDays(record.lastCare[kind], after);
  const snoozedUntil = record.snoozedUntil[kind];
  return snoozedUntil !== null && snoozedUntil > byFrequency ? snoozedUntil : byFrequency;
}

/**
 * The care kinds due `today`: the day it comes due (dueDay, moved by the weather's advice when
 * given, and not before a snooze's end) is today or earlier. dueOn is that day.
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
    const dueOn = dueDay(record, kind, shift);
    if (today >= dueOn) due.push({ kind, dueOn });
  }
  return due;
}
