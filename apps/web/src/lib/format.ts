import { seoulClock } from '@chorok/contract';
import { TAB_COUNT_MAX } from '@/lib/config';

const SEOUL = 'Asia/Seoul';

/**
 * A whole number with thousands separators, as `Intl.NumberFormat('ko-KR')` writes it
 * (12900 → '12,900', -1234.5 → '-1,235'). Written out because building the Intl object the
 * first time is slow on a phone (its locale data loads then), and every price on the first screen
 * goes through here.
 */
export function formatNumber(n: number): string {
  const rounded = Math.round(Math.abs(n));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** Integer won with thousands separators and the 원 suffix (spec §9): 12900 → '12,900원'. */
export function formatPrice(won: number): string {
  return `${formatNumber(won)}원`;
}

/** Tab counts (spec §9): thousands separators, and '9,999+' above 9999. */
export function formatCount(n: number): string {
  if (n > TAB_COUNT_MAX) return `${formatNumber(TAB_COUNT_MAX)}+`;
  return formatNumber(n);
}

/**
 * An Intl formatter in Seoul's time zone, for wording the locale owns (오전/오후); numbers of a
 * date go through the contract's seoulClock. Built on first use, not when the module loads:
 * building one (with the time zone's data) holds the main thread.
 */
export function lazyDateTimeFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL, ...options }));
}

/**
 * The calendar date in Seoul of an ISO 8601 instant, as 'YYYY.MM.DD' — times travel in UTC
 * (ARCHITECTURE.md) and a late-evening UTC instant is already the next day in Korea.
 * An unparsable value is returned unchanged rather than shown as 'Invalid Date'.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return seoulClock(date).date.replaceAll('-', '.');
}

/** The month and day in Seoul of an instant ('11월 30일까지' is the locale's to write); null if unparsable. */
export function monthDayOf(iso: string): { month: number; day: number } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const { month, day } = seoulClock(date);
  return { month, day };
}
