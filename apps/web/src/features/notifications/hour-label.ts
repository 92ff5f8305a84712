import type { TFunction } from 'i18next';

/** 0–23 as the profile shows it: 오전 12시 … 오후 11시 (AM/PM in English). */
export function hourLabel(hour: number, t: TFunction): string {
  const period = hour < 12 ? t('notifications.time.am') : t('notifications.time.pm');
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return t('notifications.time.hour', { period, hour: h12 });
}

/** Weekday keys in Date#getDay order (0 Sunday), as the contract's WEEKDAYS number them. */
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
