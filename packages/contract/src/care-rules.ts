import type { CareKind } from './constants.ts';

/**
 * Plant care's second pass (issue 18): the starting point, snooze, skip and what the schedule
 * learns from skips. Days are Asia/Seoul calendar days.
 */

/** The plant field that holds each care kind's interval in days (null: an optional kind is off). */
export const CARE_FREQUENCY_FIELD = {
  WATERING: 'wateringFrequency',
  AIR_EXPOSURE: 'airExposureFrequency',
  REPOTTING: 'repottingFrequency',
  FERTILIZING: 'fertilizingFrequency',
  MISTING: 'mistingFrequency',
  LEAF_WIPING: 'leafWipingFrequency',
} as const satisfies Record<CareKind, string>;
export type CareFrequencyField = (typeof CARE_FREQUENCY_FIELD)[CareKind];

/** The plant field that turns each care kind's reminder on (1) or off (0). */
export const CARE_ALARM_FIELD = {
  WATERING: 'isWateringAlarm',
  AIR_EXPOSURE: 'isWindAlarm',
  REPOTTING: 'isRepottingAlarm',
  FERTILIZING: 'isFertilizingAlarm',
  MISTING: 'isMistingAlarm',
  LEAF_WIPING: 'isLeafWipingAlarm',
} as const satisfies Record<CareKind, string>;
export type CareAlarmField = (typeof CARE_ALARM_FIELD)[CareKind];

/** The Plant field with each kind's last care day. */
export const LAST_CARE_FIELD = {
  WATERING: 'lastWateredOn',
  AIR_EXPOSURE: 'lastAiredOn',
  REPOTTING: 'lastRepottedOn',
  FERTILIZING: 'lastFertilizedOn',
  MISTING: 'lastMistedOn',
  LEAF_WIPING: 'lastLeavesWipedOn',
} as const satisfies Record<CareKind, string>;

/** The dashboard item's field with the Seoul days since each kind's last care (spec §3's first three). */
export const CARE_DAYS_FIELD = {
  WATERING: 'dayWithWater',
  AIR_EXPOSURE: 'dayWithWind',
  REPOTTING: 'dayWithRepot',
  FERTILIZING: 'dayWithFertilizer',
  MISTING: 'dayWithMist',
  LEAF_WIPING: 'dayWithLeafWipe',
} as const satisfies Record<CareKind, string>;

/** The reminder settings' switch for each kind, for every plant at once. */
export const CARE_SETTING_FIELD = {
  WATERING: 'watering',
  AIR_EXPOSURE: 'airExposure',
  REPOTTING: 'repotting',
  FERTILIZING: 'fertilizing',
  MISTING: 'misting',
  LEAF_WIPING: 'leafWiping',
} as const satisfies Record<CareKind, string>;

/**
 * 영양제 is for the growing season: March to September (Seoul months, inclusive). Outside it a
 * plant rests and fertilizing is not due; it comes due again on the season's first day.
 */
export const FERTILIZING_SEASON = { fromMonth: 3, toMonth: 9 } as const;

/** Whether a Seoul month (1–12) is in the fertilizing season. */
export const inFertilizingSeason = (month: number) =>
  month >= FERTILIZING_SEASON.fromMonth && month <= FERTILIZING_SEASON.toMonth;

/**
 * The first day from `day` ('YYYY-MM-DD') on which fertilizing may come due: `day` itself in the
 * season, else the next season's first day.
 */
export function fertilizingDayFrom(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  if (inFertilizingSeason(month)) return day;
  const start = `-${String(FERTILIZING_SEASON.fromMonth).padStart(2, '0')}-01`;
  return month < FERTILIZING_SEASON.fromMonth ? `${year}${start}` : `${year + 1}${start}`;
}

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
