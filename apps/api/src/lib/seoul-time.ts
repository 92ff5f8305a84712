import { seoulClock, twoDigits } from '@chorok/contract';

/**
 * '12월 3일 09:05': a moment as a shopper in Korea reads it in a notice (a deposit deadline, points
 * about to expire). 23:54, not 오후/PM: ICU builds word the day period differently.
 */
export function seoulMonthDayTime(at: Date): string {
  const { month, day, hour, minute } = seoulClock(at);
  return `${month}월 ${day}일 ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** '2026년 12월 3일 09:05' */
export function seoulDateTime(at: Date): string {
  return `${seoulClock(at).year}년 ${seoulMonthDayTime(at)}`;
}
