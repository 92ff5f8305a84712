import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  seoulClock,
  seoulDate,
  seoulMidnight,
  seoulMonth,
} from './calendar-days.ts';

describe("Seoul's wall clock", () => {
  it('reads an instant as a clock in Seoul shows it (UTC+9)', () => {
    expect(seoulClock(new Date('2026-03-31T15:30:07Z'))).toEqual({
      date: '2026-04-01',
      year: 2026,
      month: 4,
      day: 1,
      hour: 0,
      minute: 30,
      second: 7,
      weekday: 3,
    });
    expect(seoulDate(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(seoulDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
  });

  it('takes the month in Seoul', () => {
    // 2026-02-28 16:00 UTC is already March 1st in Seoul (UTC+9).
    expect(seoulMonth(new Date('2026-02-28T16:00:00Z'))).toBe(3);
    expect(seoulMonth(new Date('2026-02-28T14:00:00Z'))).toBe(2);
  });

  it('agrees with the time-zone database', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2028, 0, 1); t += 7 * 3_600_000 + 61_000) {
      const at = new Date(t);
      const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
      const clock = seoulClock(at);
      expect(`${clock.date} ${clock.hour}:${clock.minute}`).toBe(
        `${parts.year}-${parts.month}-${parts.day} ${Number(parts.hour)}:${Number(parts.minute)}`,
      );
    }
  });

  it('begins a Seoul day at 15:00 UTC the day before', () => {
    expect(seoulMidnight('2026-04-01').toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });

  it('counts calendar days', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
