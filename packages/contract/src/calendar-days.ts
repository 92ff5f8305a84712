/**
 * Calendar days in Asia/Seoul, the days care is counted in on both sides. Korea has kept UTC+9
 * without daylight saving since 1988, but the day is still read through the time-zone database
 * (Intl) rather than by adding nine hours, so the code says what it means. Dates are 'YYYY-MM-DD'
 * strings; day arithmetic is done on them as UTC midnights, where every day is 86 400 000 ms.
 */

const DAY_MS = 86_400_000;
// Made on first use: a formatter built at import time would keep this module in every bundle.
let seoulDay: Intl.DateTimeFormat | undefined;

/** The Seoul calendar day `now` falls on: 2026-03-31T15:30Z → '2026-04-01'. */
export function seoulDate(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  seoulDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return seoulDay.format(now);
}

/** The Seoul month (1–12) of `now`. */
export function seoulMonth(now: Date): number {
  return Number(seoulDate(now).slice(5, 7));
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
