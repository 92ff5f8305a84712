import { describe, expect, it } from 'vitest';
import { careSuggestion, stretchedDays, type LearningEvent } from './care-learning.ts';

const wet = (date: string): LearningEvent => ({
  date,
  outcome: 'SKIPPED',
  skipReason: 'SOIL_WET',
});
const done = (date: string): LearningEvent => ({ date, outcome: 'DONE', skipReason: null });
const cold = (date: string): LearningEvent => ({
  date,
  outcome: 'SKIPPED',
  skipReason: 'TOO_COLD',
});

const watering = (events: LearningEvent[], dismissedOn: string | null = null, currentDays = 8) =>
  careSuggestion({ kind: 'WATERING', currentDays, events, dismissedOn });

describe('stretchedDays', () => {
  it('adds a quarter, at least a day, rounded, up to 30 days', () => {
    expect(stretchedDays(8)).toBe(10);
    expect(stretchedDays(7)).toBe(9);
    expect(stretchedDays(3)).toBe(4);
    expect(stretchedDays(1)).toBe(2);
    expect(stretchedDays(14)).toBe(18);
    expect(stretchedDays(28)).toBe(30);
    expect(stretchedDays(30)).toBeNull();
    expect(stretchedDays(60)).toBeNull();
  });
});

describe('careSuggestion', () => {
  it('suggests a longer watering interval after 2 of the last 3 waterings were skipped for wet soil', () => {
    expect(
      watering([wet('2026-03-20'), done('2026-03-12'), wet('2026-03-05'), done('2026-02-20')]),
    ).toEqual({
      kind: 'WATERING',
      currentDays: 8,
      suggestedDays: 10,
      reason: 'SOIL_WET',
      skips: 2,
      outOf: 3,
    });
    // Two events, both skipped: 2 of 2.
    expect(watering([wet('2026-03-20'), wet('2026-03-12')])).toMatchObject({
      skips: 2,
      outOf: 2,
    });
  });

  it('does not suggest on one skip, on skips older than the last 3, or on other reasons', () => {
    expect(watering([wet('2026-03-20'), done('2026-03-12'), done('2026-03-05')])).toBeNull();
    expect(
      watering([done('2026-03-28'), done('2026-03-20'), wet('2026-03-12'), wet('2026-03-05')]),
    ).toBeNull();
    expect(watering([cold('2026-03-20'), wet('2026-03-12'), done('2026-03-05')])).toBeNull();
    expect(watering([])).toBeNull();
  });

  it('only learns watering', () => {
    expect(
      careSuggestion({
        kind: 'AIR_EXPOSURE',
        currentDays: 3,
        events: [wet('2026-03-20'), wet('2026-03-18')],
        dismissedOn: null,
      }),
    ).toBeNull();
  });

  it('stays quiet after a dismissal until a skip falls on a later day', () => {
    const events = [wet('2026-03-20'), wet('2026-03-12')];
    expect(watering(events, '2026-03-20')).toBeNull();
    expect(watering(events, '2026-03-19')).not.toBeNull();
    expect(watering([wet('2026-03-28'), ...events], '2026-03-20')).toMatchObject({ skips: 3 });
  });

  it('has nothing to suggest at the cap', () => {
    expect(watering([wet('2026-03-20'), wet('2026-03-12')], null, 30)).toBeNull();
  });
});
