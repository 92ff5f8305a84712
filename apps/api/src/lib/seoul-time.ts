/**
 * '12월 3일 15:05': a moment as a shopper in Korea reads it in a notice (a deposit deadline, points
 * about to expire). 23:54, not 오후/PM: ICU builds word the day period differently.
 */
export const SEOUL_MONTH_DAY_TIME = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});
