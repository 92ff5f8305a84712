import { describe, expect, it } from 'vitest';
import { STABILITY, keepRecent, stableLux, type LightSample } from '@/features/labs/stable-reading';

/** A sample every 250 ms from t = 0 with these values. */
const series = (values: number[]): LightSample[] =>
  values.map((lux, index) => ({ at: index * 250, lux }));
const lastAt = (samples: LightSample[]) => samples.at(-1)!.at;

describe('stableLux', () => {
  it('is the median once the light has held within ±10 % for 2 s', () => {
    const steady = series([1_000, 1_050, 980, 1_020, 990, 1_010, 1_040, 1_000, 1_030]);
    expect(lastAt(steady)).toBe(STABILITY.windowMs);
    expect(stableLux(steady, STABILITY.windowMs)).toBe(1_010);
  });

  it('waits until the samples cover the whole window', () => {
    const steady = series([1_000, 1_000, 1_000, 1_000, 1_000]);
    expect(stableLux(steady, lastAt(steady))).toBeNull(); // one second only
    expect(stableLux(series(Array(9).fill(1_000)), STABILITY.windowMs)).toBe(1_000);
  });

  it('is null while the light moves more than the band', () => {
    const moving = series([1_000, 1_000, 1_000, 1_000, 1_300, 1_000, 1_000, 1_000, 1_000]);
    expect(stableLux(moving, STABILITY.windowMs)).toBeNull();
    // The jump leaves the window: stable again two seconds later.
    const later = [
      ...moving,
      ...series(Array(8).fill(1_000)).map((s) => ({ ...s, at: s.at + 2_250 })),
    ];
    expect(stableLux(later, lastAt(later))).toBe(1_000);
  });

  it('allows ±10 lx in the dark, where ten percent is nothing', () => {
    expect(stableLux(series([3, 8, 5, 12, 4, 6, 9, 5, 7]), STABILITY.windowMs)).toBe(6);
    expect(stableLux(series([3, 8, 5, 30, 4, 6, 9, 5, 7]), STABILITY.windowMs)).toBeNull();
  });

  it('counts a sensor that reports only changes: one old sample held since is stable', () => {
    // A sensor that said 540 lx once, then nothing: the meter samples the latest value.
    const held = series(Array(9).fill(540));
    expect(stableLux(held, STABILITY.windowMs)).toBe(540);
  });
});

describe('keepRecent', () => {
  it('keeps the window and the sample just before it', () => {
    const samples = series([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const kept = keepRecent(samples, lastAt(samples));
    expect(kept[0]!.at).toBe(lastAt(samples) - STABILITY.windowMs - 250);
    expect(kept.at(-1)).toEqual(samples.at(-1));
    expect(keepRecent(samples, 100_000)).toEqual(samples.slice(-1));
  });
});
