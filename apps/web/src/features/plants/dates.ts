import { PLANT, seoulDate } from '@chorok/contract';

/** Today's calendar date in Seoul, 'YYYY-MM-DD' (what the server counts days in). */
export const todayInSeoul = (now: Date = new Date()): string => seoulDate(now);

/** A real 'YYYY-MM-DD' date between PLANT.earliestDate and today (Seoul). */
export function isCareDate(value: string, today = todayInSeoul()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= PLANT.earliestDate && value <= today;
}

/** 'YYYY-MM-DD' as the app writes dates: '2026.11.23'. */
export function dotDate(value: string): string {
  return value.replaceAll('-', '.');
}
