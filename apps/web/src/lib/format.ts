import { TAB_COUNT_MAX } from '@chorok/contract';

const SEOUL = 'Asia/Seoul';
const numberFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Integer won with thousands separators and the 원 suffix (spec §9): 12900 → '12,900원'. */
export function formatPrice(won: number): string {
  return `${numberFormat.format(won)}원`;
}

/** Tab counts (spec §9): thousands separators, and '9,999+' above 9999. */
export function formatCount(n: number): string {
  if (n > TAB_COUNT_MAX) return `${numberFormat.format(TAB_COUNT_MAX)}+`;
  return numberFormat.format(n);
}

/**
 * The calendar date in Seoul of an ISO 8601 instant, as 'YYYY.MM.DD' — times travel in UTC
 * (ARCHITECTURE.md) and a late-evening UTC instant is already the next day in Korea.
 * An unparsable value is returned unchanged rather than shown as 'Invalid Date'.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(dateFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}.${parts.month}.${parts.day}`;
}
