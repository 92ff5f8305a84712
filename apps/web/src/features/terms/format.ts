import { seoulClock } from '@chorok/contract';

/** '2026년 11월 25일' in Seoul: the way dates of agreements and effective days are told. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { year, month, day } = seoulClock(date);
  return `${year}년 ${month}월 ${day}일`;
}
