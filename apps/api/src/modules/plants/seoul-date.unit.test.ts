import { describe, expect, it } from 'vitest';
import { everyDays } from './dashboard.ts';
import { addDays, daysBetween, isAllowedDay, seoulDate, seoulMonth } from './seoul-date.ts';

describe('Seoul calendar days', () => {
  it('turns an instant into the Seoul day (UTC+9)', () => {
    expect(seoulDate(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
    expect(seoulDate(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
    expect(seoulDate(new Date('2025-12-31T15:30:00Z'))).toBe('2026-01-01');
    expect(seoulMonth(new Date('2026-03-31T15:30:00Z'))).toBe(4);
  });

  it('counts and adds days across months, years and leap days', () => {
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
    expect(addDays('2026-03-30', 3)).toBe('2026-04-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('allows days from PLANT.earliestDate to today in Seoul', () => {
    const now = new Date('2026-03-31T15:30:00Z');
    expect(isAllowedDay('2026-04-01', now)).toBe(true);
    expect(isAllowedDay('2026-04-02', now)).toBe(false);
    expect(isAllowedDay('1990-01-01', now)).toBe(true);
    expect(isAllowedDay('1989-12-31', now)).toBe(false);
  });

  it('words frequencies for care descriptions', () => {
    expect([everyDays(7), everyDays(30), everyDays(60), everyDays(365), everyDays(730)]).toEqual([
      '7일마다',
      '1개월마다',
      '2개월마다',
      '1년마다',
      '2년마다',
    ]);
  });
});
