import { PLANT } from '@chorok/contract';
import { speciesByKey, type Species } from '@chorok/catalogue';
import { describe, expect, it } from 'vitest';
import { seasonOf, speciesFrequencies } from './defaults.ts';

describe('seasonOf', () => {
  it('reads spring March–May, summer June–August, autumn September–November, winter the rest', () => {
    const seasons = Array.from({ length: 12 }, (_, i) => seasonOf(i + 1));
    expect(seasons).toEqual([
      'winter',
      'winter',
      'spring',
      'spring',
      'spring',
      'summer',
      'summer',
      'summer',
      'autumn',
      'autumn',
      'autumn',
      'winter',
    ]);
  });
});

describe('speciesFrequencies', () => {
  const frydek = speciesByKey('alocasia-micholitziana-frydek')!;

  it("gives this Seoul season's watering, the airing days and the repotting months in days", () => {
    expect(speciesFrequencies(frydek, new Date('2026-07-01T00:00:00Z'))).toEqual({
      wateringFrequency: frydek.wateringDays.summer,
      airExposureFrequency: frydek.airExposureDays,
      repottingFrequency: frydek.repottingMonths * 30,
      fertilizingFrequency: frydek.fertilizingDays,
      mistingFrequency: frydek.mistingDays,
      leafWipingFrequency: frydek.leafWipingDays,
    });
    expect(speciesFrequencies(frydek, new Date('2026-01-15T00:00:00Z')).wateringFrequency).toBe(
      frydek.wateringDays.winter,
    );
  });

  it("offers the species' own 영양제, 분무 and 잎 닦기 intervals, null where it has none", () => {
    const monstera = speciesByKey('monstera-deliciosa')!;
    expect(speciesFrequencies(monstera, new Date('2026-12-01T00:00:00Z'))).toMatchObject({
      fertilizingFrequency: 14,
      mistingFrequency: 7,
      leafWipingFrequency: 14,
    });
    const lithops = speciesByKey('lithops-spp')!;
    expect(speciesFrequencies(lithops, new Date('2026-07-01T00:00:00Z'))).toMatchObject({
      fertilizingFrequency: null,
      mistingFrequency: null,
      leafWipingFrequency: null,
    });
    // Kept within a plant's limits too.
    const odd: Species = { ...monstera, fertilizingDays: 0, mistingDays: 2.6 };
    expect(speciesFrequencies(odd, new Date('2026-07-01T00:00:00Z'))).toMatchObject({
      fertilizingFrequency: PLANT.frequencyMin,
      mistingFrequency: 3,
    });
  });

  it('turns the season by the Seoul day, not the UTC one', () => {
    // 2026-02-28 15:30 UTC is already 1 March in Seoul: spring.
    const now = new Date('2026-02-28T15:30:00Z');
    expect(speciesFrequencies(frydek, now).wateringFrequency).toBe(frydek.wateringDays.spring);
    expect(frydek.wateringDays.spring).not.toBe(frydek.wateringDays.winter);
  });

  it('keeps every frequency within what a plant may have', () => {
    const extreme: Species = {
      ...frydek,
      wateringDays: { spring: 0, summer: 0, autumn: 0, winter: 0 },
      repottingMonths: 48,
    };
    expect(speciesFrequencies(extreme, new Date('2026-07-01T00:00:00Z'))).toMatchObject({
      wateringFrequency: PLANT.frequencyMin,
      repottingFrequency: PLANT.frequencyMax,
    });
  });
});
