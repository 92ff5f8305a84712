import { CARE_KINDS, type CareAdvice, type CareKind } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import { careDays, holdOf } from './calendar.ts';
import { dueCare } from './due-rules.ts';
import type { PlantRecord } from './read.ts';

const TODAY = '2026-05-10';

/**
 * A plant whose kinds were all last cared for on TODAY (or `last`), the base kinds every `freq`
 * days (yearly when not given), the optional kinds off unless given.
 */
function plant(opts: {
  watering?: number;
  air?: number;
  repot?: number;
  fertilizing?: number;
  misting?: number;
  last?: Partial<Record<CareKind, string>>;
  snoozed?: Partial<Record<CareKind, string>>;
  today?: string;
}): PlantRecord {
  const day = opts.today ?? TODAY;
  const every = (value: string | null) => Object.fromEntries(CARE_KINDS.map((k) => [k, value]));
  return {
    plant: {
      id: 1,
      wateringFrequency: opts.watering ?? 365,
      airExposureFrequency: opts.air ?? 365,
      repottingFrequency: opts.repot ?? 365,
      fertilizingFrequency: opts.fertilizing ?? null,
      mistingFrequency: opts.misting ?? null,
      leafWipingFrequency: null,
    },
    lastCare: { ...every(day), ...opts.last },
    snoozedUntil: { ...every(null), ...opts.snoozed },
  } as unknown as PlantRecord;
}

const datesOf = (record: PlantRecord, kind: CareKind, from = TODAY, today = TODAY) =>
  careDays(record, today, from)
    .filter((c) => c.kind === kind)
    .map((c) => `${c.date.slice(5)} ${c.state}`);

describe('careDays', () => {
  it('repeats a daily care on each of the 14 days', () => {
    const days = datesOf(plant({ watering: 1, last: { WATERING: '2026-05-09' } }), 'WATERING');
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('05-10 DUE');
    expect(days[13]).toBe('05-23 DUE');
    // Watered today: tomorrow on, 13 days.
    expect(datesOf(plant({ watering: 1 }), 'WATERING')[0]).toBe('05-11 DUE');
  });

  it('a care every 3 days falls on every third day after the last', () => {
    expect(datesOf(plant({ watering: 3, last: { WATERING: '2026-05-09' } }), 'WATERING')).toEqual([
      '05-12 DUE',
      '05-15 DUE',
      '05-18 DUE',
      '05-21 DUE',
    ]);
  });

  it('a care every 7 days shows twice; every 30 days once or not at all', () => {
    expect(datesOf(plant({ air: 7 }), 'AIR_EXPOSURE')).toEqual(['05-17 DUE']);
    expect(
      datesOf(plant({ air: 7, last: { AIR_EXPOSURE: '2026-05-05' } }), 'AIR_EXPOSURE'),
    ).toEqual(['05-12 DUE', '05-19 DUE']);
    expect(datesOf(plant({ repot: 30, last: { REPOTTING: '2026-04-20' } }), 'REPOTTING')).toEqual([
      '05-20 DUE',
    ]);
    expect(datesOf(plant({ repot: 30 }), 'REPOTTING')).toEqual([]);
  });

  it('care due today is DUE today', () => {
    expect(datesOf(plant({ watering: 5, last: { WATERING: '2026-05-05' } }), 'WATERING')).toEqual([
      '05-10 DUE',
      '05-15 DUE',
      '05-20 DUE',
    ]);
  });

  it('overdue care shows once, on today, then counts on from today', () => {
    const record = plant({ watering: 7, last: { WATERING: '2026-04-20' } });
    expect(datesOf(record, 'WATERING')).toEqual(['05-10 OVERDUE', '05-17 DUE']);
    // The same rule as the dashboard's: due (since 04-27) today.
    expect(dueCare(record, TODAY).map((d) => d.kind)).toEqual(['WATERING']);
  });

  it('snoozed care shows on the day the snooze ends, then every frequency days', () => {
    const record = plant({
      watering: 4,
      last: { WATERING: '2026-05-05' },
      snoozed: { WATERING: '2026-05-13' },
    });
    expect(datesOf(record, 'WATERING')).toEqual(['05-13 SNOOZED', '05-17 DUE', '05-21 DUE']);
    expect(dueCare(record, TODAY)).toEqual([]);
  });

  it('a snooze that ended before today leaves the care overdue', () => {
    const record = plant({
      watering: 2,
      last: { WATERING: '2026-05-01' },
      snoozed: { WATERING: '2026-05-08' },
    });
    expect(datesOf(record, 'WATERING')[0]).toBe('05-10 OVERDUE');
  });

  it('from a later day, the repeats continue in step and nothing before it shows', () => {
    const record = plant({ watering: 3, last: { WATERING: '2026-05-09' } });
    // Due 05-12, 05-15, 05-18, … ; from 05-16 the first is 05-18.
    expect(datesOf(record, 'WATERING', '2026-05-16')).toEqual([
      '05-18 DUE',
      '05-21 DUE',
      '05-24 DUE',
      '05-27 DUE',
    ]);
    // Overdue care is today's, so a later window starts from its repeats.
    const overdue = plant({ watering: 7, last: { WATERING: '2026-04-20' } });
    expect(datesOf(overdue, 'WATERING', '2026-05-12')).toEqual(['05-17 DUE', '05-24 DUE']);
  });

  it('lists the days in order across kinds', () => {
    const dates = careDays(plant({ watering: 2, air: 3 }), TODAY, TODAY).map((c) => c.date);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('careDays of the optional kinds', () => {
  it('leaves a kind out while it is off, and shows it once it has an interval', () => {
    const off = plant({});
    expect(careDays(off, TODAY, TODAY).map((c) => c.kind)).not.toContain('MISTING');
    expect(dueCare(plant({ misting: 3, last: { MISTING: '2026-05-01' } }), TODAY)).toEqual([
      { kind: 'MISTING', dueOn: '2026-05-04' },
    ]);
    expect(datesOf(plant({ misting: 3 }), 'MISTING')).toEqual([
      '05-13 DUE',
      '05-16 DUE',
      '05-19 DUE',
      '05-22 DUE',
    ]);
  });

  it('영양제 falls only in its season: none in the winter, then from 1 March', () => {
    const winter = plant({ fertilizing: 14, today: '2026-12-10' });
    expect(datesOf(winter, 'FERTILIZING', '2026-12-10', '2026-12-10')).toEqual([]);
    expect(dueCare(winter, '2026-12-10')).toEqual([]);
    // Fed at the end of September: the next feed waits for March, then every 14 days.
    const late = plant({
      fertilizing: 14,
      last: { FERTILIZING: '2026-09-25' },
      today: '2027-02-20',
    });
    expect(datesOf(late, 'FERTILIZING', '2027-02-20', '2027-02-20')).toEqual(['03-01 DUE']);
    expect(dueCare(late, '2027-03-01')).toEqual([{ kind: 'FERTILIZING', dueOn: '2027-03-01' }]);
    // A feed missed before the winter comes due on 1 March, not as months overdue.
    expect(dueCare(late, '2027-03-20')).toEqual([{ kind: 'FERTILIZING', dueOn: '2027-03-01' }]);
    // Weekly in late September: 09-27, and the repeat of 10-04 moves to the next season.
    const september = plant({ fertilizing: 7, last: { FERTILIZING: '2026-09-20' } });
    expect(datesOf(september, 'FERTILIZING', '2026-09-20', '2026-09-20')).toEqual(['09-27 DUE']);
    expect(dueCare(september, '2026-10-04')).toEqual([]);
  });
});

describe('holdOf', () => {
  const cold: CareAdvice[] = [
    { kind: 'AIR_EXPOSURE', effect: 'SKIP', message: '추워서 오늘은 창문을 열지 마세요.' },
  ];
  it("gives today's advice that holds a due care back", () => {
    const record = plant({ air: 7, last: { AIR_EXPOSURE: '2026-05-03' } });
    expect(holdOf(record, 'AIR_EXPOSURE', TODAY, cold)).toBe('추워서 오늘은 창문을 열지 마세요.');
    expect(holdOf(record, 'WATERING', TODAY, cold)).toBeNull();
  });
  it('a LATER watering that is due after all is not held', () => {
    const later: CareAdvice[] = [{ kind: 'WATERING', effect: 'LATER', message: '하루 늦게' }];
    const dueLong = plant({ watering: 3, last: { WATERING: '2026-05-01' } });
    expect(holdOf(dueLong, 'WATERING', TODAY, later)).toBeNull();
    const dueToday = plant({ watering: 3, last: { WATERING: '2026-05-07' } });
    expect(holdOf(dueToday, 'WATERING', TODAY, later)).toBe('하루 늦게');
  });
});
