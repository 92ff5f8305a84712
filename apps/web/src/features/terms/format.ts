import { lazyDateTimeFormat } from '@/lib/format';

const longDate = lazyDateTimeFormat({ year: 'numeric', month: 'long', day: 'numeric' });

/** '2026년 11월 25일' in Seoul: the way dates of agreements and effective days are told. */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate().format(date);
}
