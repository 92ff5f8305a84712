import { PLANT, seoulDate } from '@chorok/contract';

// The day arithmetic lives in the contract, which the web counts with too.
export { addDays, daysBetween, seoulDate, seoulMonth } from '@chorok/contract';

/** A care day or plantedAt: not before PLANT.earliestDate, not after today in Seoul. */
export function isAllowedDay(date: string, now: Date): boolean {
  return date >= PLANT.earliestDate && date <= seoulDate(now);
}
