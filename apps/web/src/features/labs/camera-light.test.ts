import { describe, expect, it } from 'vitest';
import {
  AUTO_EXPOSURE_MODEL,
  ESTIMATE_FACTOR,
  estimateLux,
  exposureOf,
  frameStats,
  luxFromExposure,
  roughLux,
} from '@/features/labs/camera-light';

/** A synthetic frame: `count` pixels of one sRGB colour. */
function frame(rgb: [number, number, number], count = 64 * 48): Uint8ClampedArray {
  const data = new Uint8ClampedArray(count * 4);
  for (let i = 0; i < data.length; i += 4) data.set([...rgb, 255], i);
  return data;
}

/** sRGB 118 is linear 0.181: middle grey. */
const GREY = 118;

describe('frameStats', () => {
  it('reads linear luminance with Rec. 709 weights', () => {
    expect(frameStats(frame([0, 0, 0])).luminance).toBe(0);
    expect(frameStats(frame([255, 255, 255])).luminance).toBeCloseTo(1, 6);
    expect(frameStats(frame([GREY, GREY, GREY])).luminance).toBeCloseTo(0.181, 3);
    // Green carries most of the luminance, blue the least.
    expect(frameStats(frame([0, 255, 0])).luminance).toBeCloseTo(0.7152, 4);
    expect(frameStats(frame([0, 0, 255])).luminance).toBeCloseTo(0.0722, 4);
  });

  it('averages a frame half dark, half light, and counts the clipped share', () => {
    const half = new Uint8ClampedArray([...frame([0, 0, 0], 50), ...frame([255, 255, 255], 50)]);
    expect(frameStats(half)).toEqual({ luminance: 0.5, clipped: 0.5 });
    expect(frameStats(new Uint8ClampedArray()).luminance).toBe(0);
  });
});

describe('exposureOf', () => {
  it('turns the track settings (100 µs units) into seconds and ISO', () => {
    expect(exposureOf({ exposureTime: 100, iso: 200 })).toEqual({ exposureTime: 0.01, iso: 200 });
  });

  it('is null without both, or with nonsense', () => {
    expect(exposureOf({})).toBeNull();
    expect(exposureOf({ exposureTime: 100 })).toBeNull();
    expect(exposureOf({ iso: 100 })).toBeNull();
    expect(exposureOf({ exposureTime: 0, iso: 100 })).toBeNull();
    expect(exposureOf({ exposureTime: 100, iso: Number.NaN })).toBeNull();
    expect(exposureOf({ exposureTime: '100', iso: 100 })).toBeNull();
  });
});

describe('the camera estimate with a known exposure', () => {
  // Known frames: white paper rendered middle grey at f/1.8 (assumed), with the exposure the
  // track reported. L = 12.5 · 1.8² / (t · S); E = π · L / 0.8.
  const cases: { exposureTime: number; iso: number; lux: number }[] = [
    { exposureTime: 1 / 30, iso: 800, lux: 5.96 }, // a dim hallway
    { exposureTime: 1 / 60, iso: 200, lux: 47.7 }, // a lamp-lit room
    { exposureTime: 1 / 100, iso: 100, lux: 159 }, // a room in daylight
    { exposureTime: 1 / 1_000, iso: 50, lux: 3_181 }, // by a bright window
    { exposureTime: 1 / 8_000, iso: 50, lux: 25_447 }, // in the sun
  ];

  it.each(cases)('t = $exposureTime s, ISO $iso → $lux lx', ({ exposureTime, iso, lux }) => {
    const estimate = estimateLux(frameStats(frame([GREY, GREY, GREY])), { exposureTime, iso });
    expect(estimate.method).toBe('exposure');
    expect(estimate.factor).toBe(ESTIMATE_FACTOR.exposure);
    // sRGB 118 is 0.181, not exactly 0.18: within 1 %.
    expect(estimate.lux / lux).toBeGreaterThan(0.99);
    expect(estimate.lux / lux).toBeLessThan(1.02);
  });

  it('scales with the frame brightness and inversely with exposure time and ISO', () => {
    const base = luxFromExposure(0.18, { exposureTime: 0.01, iso: 100 });
    expect(luxFromExposure(0.36, { exposureTime: 0.01, iso: 100 })).toBeCloseTo(base * 2);
    expect(luxFromExposure(0.18, { exposureTime: 0.02, iso: 100 })).toBeCloseTo(base / 2);
    expect(luxFromExposure(0.18, { exposureTime: 0.01, iso: 400 })).toBeCloseTo(base / 4);
  });

  it('says a mostly clipped frame is a lower bound', () => {
    const white = frameStats(frame([255, 255, 255]));
    expect(estimateLux(white, { exposureTime: 0.01, iso: 100 }).atLeast).toBe(true);
    expect(estimateLux(frameStats(frame([GREY, GREY, GREY])), null).atLeast).toBe(false);
  });
});

describe('the camera estimate under auto exposure', () => {
  it('reads middle grey as the middle of indoor light, with the wider error', () => {
    const estimate = estimateLux({ luminance: 0.18, clipped: 0 }, null);
    expect(estimate).toEqual({
      lux: AUTO_EXPOSURE_MODEL.middleLux,
      factor: ESTIMATE_FACTOR.auto,
      method: 'auto',
      atLeast: false,
    });
    expect(ESTIMATE_FACTOR.auto).toBeGreaterThan(ESTIMATE_FACTOR.exposure);
  });

  it('grows steeply with brightness, as auto exposure hides most of a change', () => {
    expect(estimateLux({ luminance: 0.36, clipped: 0 }, null).lux).toBeCloseTo(8_000);
    expect(estimateLux({ luminance: 0.09, clipped: 0 }, null).lux).toBeCloseTo(125);
    expect(estimateLux({ luminance: 0, clipped: 0 }, null).lux).toBe(0);
  });
});

describe('roughLux', () => {
  it('keeps two significant figures, whole lux below 100', () => {
    expect(roughLux(25_447)).toBe(25_000);
    expect(roughLux(3_181)).toBe(3_200);
    expect(roughLux(159.04)).toBe(160);
    expect(roughLux(47.7)).toBe(48);
    expect(roughLux(5.96)).toBe(6);
    expect(roughLux(0)).toBe(0);
    expect(roughLux(Number.NaN)).toBe(0);
  });
});
