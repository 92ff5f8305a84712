import { CARE_KINDS, type CareAdvice, type CareKind } from '@chorok/contract';
import type { PlantRecord } from './read.ts';
import { addDays, daysBetween } from './seoul-date.ts';

export const FREQUENCY_OF: Record<
  CareKind,
  'wateringFrequency' | 'airExposureFrequency' | 'repottingFrequency'
> = {
  WATERING: 'wateringFrequency',
  AIR_EXPOSURE: 'airExposureFrequency',
  REPOTTING: 'repottingFrequency',
};

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
 * The care kinds due `today`: the days since the last care reach the frequency (moved by the
 * weather's advice when given), and the kind is not snoozed past today. dueOn is the day it came
 * due (the snooze's end when that is later).
 */
export function dueCare(
  record: PlantRecord,
  today: string,
  advice: readonly CareAdvice[] = [],
): { kind: CareKind; dueOn: string }[] {
  const due: { kind: CareKind; dueOn: string }[] = [];
  for (const kind of CARE_KINDS) {
    const snoozedUntil = record.snoozedUntil[kind];
    if (snoozedUntil !== null && today < snoozedUntil) continue;
    const shift = weatherShift(kind, advice);
    if (shift === null) continue;
    const after = Math.max(1, record.plant[FREQUENCY_OF[kind]] + shift);
    if (daysSince(record, kind, today) < after) continue;
    const dueOn = addDays(record.lastCare[kind], after);
    due.push({ kind, dueOn: snoozedUntil !== null && snoozedUntil > dueOn ? snoozedUntil : dueOn });
  }
  return due;
}
