import { describe, expect, it } from 'vitest';
import { LIGHT_LEVELS, LUX_RANGE, lightFit, lightLevelOf } from './index.ts';
import { LuxQuery, PlantUpdateBody } from './schemas.ts';

describe('light levels', () => {
  it('cover every lux from 0 up without a gap or an overlap', () => {
    expect(LIGHT_LEVELS[0]!.minLux).toBe(LUX_RANGE.min);
    for (const [index, level] of LIGHT_LEVELS.entries()) {
      expect(level.minLux).toBeLessThan(level.maxLux);
      const next = LIGHT_LEVELS[index + 1];
      if (next) expect(next.minLux).toBe(level.maxLux);
    }
    expect(LIGHT_LEVELS.at(-1)!.maxLux).toBe(Number.POSITIVE_INFINITY);
  });

  it('name a reading by the level it falls in; a bound belongs to the level above', () => {
    expect(lightLevelOf(0).id).toBe('SHADE');
    expect(lightLevelOf(999).id).toBe('SHADE');
    expect(lightLevelOf(1_000).id).toBe('PARTIAL_SHADE');
    expect(lightLevelOf(2_499).id).toBe('PARTIAL_SHADE');
    expect(lightLevelOf(2_500).id).toBe('BRIGHT_INDIRECT');
    expect(lightLevelOf(9_999.5).id).toBe('BRIGHT_INDIRECT');
    expect(lightLevelOf(10_000).id).toBe('SUN');
    expect(lightLevelOf(LUX_RANGE.max).id).toBe('SUN');
  });

  it('judge a reading against a plant range, both bounds inclusive', () => {
    const range = { minLux: 1_000, maxLux: 5_000 };
    expect(lightFit(999, range)).toBe('DARK');
    expect(lightFit(1_000, range)).toBe('OK');
    expect(lightFit(5_000, range)).toBe('OK');
    expect(lightFit(5_001, range)).toBe('BRIGHT');
  });
});

describe('lux in requests', () => {
  const lux = (value: unknown) => LuxQuery.safeParse({ lux: value });

  it('takes a plain decimal within the range, as a number or query text', () => {
    expect(lux('0').data?.lux).toBe(0);
    expect(lux(' 1500.5 ').data?.lux).toBe(1500.5);
    expect(lux(String(LUX_RANGE.max)).data?.lux).toBe(LUX_RANGE.max);
    expect(lux(320).data?.lux).toBe(320);
  });

  it('refuses empty, signed, hex, exponent, infinite and out-of-range values', () => {
    for (const value of ['', ' ', '-1', '0x10', '1e3', 'Infinity', 'abc', '200001', -1, 200_001])
      expect(lux(value).success, String(value)).toBe(false);
  });

  it('rounds a saved reading to whole lux and refuses one out of range', () => {
    expect(PlantUpdateBody.parse({ lightLux: 12.6 }).lightLux).toBe(13);
    expect(PlantUpdateBody.parse({ lightLux: null }).lightLux).toBeNull();
    expect(PlantUpdateBody.safeParse({ lightLux: -1 }).success).toBe(false);
    expect(PlantUpdateBody.safeParse({ lightLux: 200_001 }).success).toBe(false);
    expect(PlantUpdateBody.safeParse({ lightLux: '500' }).success).toBe(false);
  });
});
