/**
 * Seoul's wall clock and calendar days, the same on both sides: care is counted in Seoul days, and
 * every date or time a Korean shopper (or the operator) reads is Seoul's. Korea has kept UTC+9
 * without daylight saving since 1988, so the clock is the instant moved by nine hours: no Intl
 * formatter, whose time-zone data costs tens of milliseconds to set up on a phone. Dates are
 * 'YYYY-MM-DD' strings; day arithmetic is done on them as UTC midnights (86 400 000 ms each).
 */

const DAY_MS = 86_400_000;
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** An instant as a clock in Seoul shows it. */
export interface SeoulClock {
  /** 'YYYY-MM-DD' */
  date: string;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday … 6 Saturday */
  weekday: number;
}

/** 2026-03-31T15:30Z → { date: '2026-04-01', hour: 0, minute: 30, … }. */
export function seoulClock(at: Date): SeoulClock {
  const local = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    weekday: local.getUTCDay(),
  };
}

/** Two digits, as clocks write hours and minutes: 5 → '05'. */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** The Seoul calendar day `now` falls on: 2026-03-31T15:30Z → '2026-04-01'. */
export function seoulDate(now: Date = new Date()): string {
  return seoulClock(now).date;
}

/** The Seoul month (1–12) of `now`. */
export function seoulMonth(now: Date = new Date()): number {
  return seoulClock(now).month;
}

/** The instant a Seoul day ('YYYY-MM-DD') begins. */
export function seoulMidnight(date: string): Date {
  return new Date(`${date}T00:00:00+09:00`);
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}
