import type { CareKind } from './constants.ts';

/**
 * Plant care's second pass (issue 18): the starting point, snooze, skip and what the schedule
 * learns from skips. Days are Asia/Seoul calendar days.
 */

/** The plant field that holds each care kind's interval in days. */
export const CARE_FREQUENCY_FIELD: Record<
  CareKind,
  'wateringFrequency' | 'airExposureFrequency' | 'repottingFrequency'
> = {
  WATERING: 'wateringFrequency',
  AIR_EXPOSURE: 'airExposureFrequency',
  REPOTTING: 'repottingFrequency',
};

/** What a care event says happened: the care was given, or a due care was skipped. */
export const CARE_OUTCOMES = ['DONE', 'SKIPPED'] as const;
export type CareOutcome = (typeof CARE_OUTCOMES)[number];

/**
 * Why a due care was skipped (skipPlantCare). The words are the screen's (plants.skip.reason.*):
 * SOIL_WET 흙이 아직 촉촉해요, TOO_COLD 날이 추워요, AWAY 집에 없었어요, OTHER 기타.
 */
export const SKIP_REASONS = ['SOIL_WET', 'TOO_COLD', 'AWAY', 'OTHER'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** How many days a due care can be put off (snoozePlantCare): 내일, 3일 뒤. */
export const SNOOZE_DAYS = [1, 3] as const;
export type SnoozeDays = (typeof SNOOZE_DAYS)[number];

/** A registration's answer to "when was it last watered?" when the shopper does not know. */
export const LAST_CARE_UNKNOWN = 'UNKNOWN';

/**
 * The interval the schedule suggests from skips: when at least `skips` of the plant's last
 * `recent` events of `kind` (given or skipped) were skipped for `reason`, a `stretchPct` % longer
 * interval (at least a day more, rounded, at most `maxDays`) is suggested, with the reason shown;
 * the shopper accepts it or dismisses it. Dismissed (or accepted), it is not suggested again
 * until such a skip falls on a later day.
 */
export const CARE_LEARNING = {
  kind: 'WATERING',
  reason: 'SOIL_WET',
  recent: 3,
  skips: 2,
  stretchPct: 25,
  maxDays: 30,
} as const;

/**
 * The care calendar (getCareCalendar): 14 days from `from`, which may be today (the default) up
 * to maxAheadDays later; earlier days are history (the care log), not a calendar.
 */
export const CARE_CALENDAR = {
  days: 14,
  maxAheadDays: 56,
} as const;

/**
 * A calendar item's state: DUE on its day; OVERDUE (came due before today, still not given:
 * shown once, on today); SNOOZED (on the day a snooze ends).
 */
export const CALENDAR_STATES = ['DUE', 'OVERDUE', 'SNOOZED'] as const;
export type CalendarState = (typeof CALENDAR_STATES)[number];
