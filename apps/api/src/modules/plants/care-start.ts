import {
  CARE_KINDS,
  LAST_CARE_UNKNOWN,
  MESSAGES,
  OPTIONAL_CARE_KINDS,
  type CareKind,
  type LastCare,
} from '@chorok/contract';
import { AppError } from '../../lib/app-error.ts';
import { addDays, isAllowedDay, seoulDate } from './seoul-date.ts';

const isOptional = (kind: CareKind) => (OPTIONAL_CARE_KINDS as readonly CareKind[]).includes(kind);

/** The UNKNOWN answer's anchor: halfway through the interval, today − ⌊frequency / 2⌋. */
export const halfwayAnchor = (today: string, frequency: number) =>
  addDays(today, -Math.floor(frequency / 2));

/**
 * Where a new plant's count of each kind starts, from the registration's answer to "when was it
 * last watered (aired, repotted, …)?":
 * - a day: that day. It may be before plantedAt (watered at the shop before it came home): it is
 *   a fact about the schedule, kept as the kind's anchor, not as a care event.
 * - UNKNOWN: halfway through the interval, today − ⌊frequency / 2⌋. Nobody knows, so the plant
 *   is neither due at once (weeks "overdue" on its first day) nor left a whole interval: the first
 *   care comes in ⌈frequency / 2⌉ days — watering every 7 days in 4, airing every 3 in 2,
 *   repotting every 365 in 183.
 * - left out: a base kind has no anchor, its count starts at plantedAt, as it did before there
 *   was a question (an API caller that does not ask; the web app always answers, UNKNOWN by
 *   default). An optional kind turned on counts as UNKNOWN: its first care is not due at once.
 * An optional kind left off (null frequency) gets no anchor whatever the answer.
 * A day outside PLANT.earliestDate…today is refused (400 plantDateRange).
 */
export function careAnchors(
  lastCare: LastCare | undefined,
  frequencies: Record<CareKind, number | null>,
  now: Date,
): { kind: CareKind; anchorOn: string }[] {
  const today = seoulDate(now);
  return CARE_KINDS.flatMap((kind) => {
    const frequency = frequencies[kind];
    const answer =
      lastCare?.[kind] ?? (isOptional(kind) && frequency !== null ? LAST_CARE_UNKNOWN : undefined);
    if (answer === undefined) return [];
    if (answer !== LAST_CARE_UNKNOWN && !isAllowedDay(answer, now))
      throw AppError.badRequest(MESSAGES.plantDateRange, [
        { path: `lastCare.${kind}`, message: MESSAGES.plantDateRange },
      ]);
    if (frequency === null) return [];
    const anchorOn = answer === LAST_CARE_UNKNOWN ? halfwayAnchor(today, frequency) : answer;
    return [{ kind, anchorOn }];
  });
}
