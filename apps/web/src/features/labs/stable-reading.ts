/*
 * "Hold steady": a reading counts once the light has stayed put for a while. Sensors flicker (a
 * lamp at 120 Hz, a hand's shadow), so the meter keeps the samples of the last few seconds and
 * calls the reading stable when they all lie within a small band for the whole window.
 */

export interface LightSample {
  /** Milliseconds (performance.now() or Date.now(): one clock per series). */
  at: number;
  lux: number;
}

export const STABILITY = {
  /** The light must hold this long. */
  windowMs: 2_000,
  /** …within ±this share of its median… */
  relative: 0.1,
  /** …or ±this many lux, whichever is wider (in the dark, 3 lx against 5 lx is no change). */
  absolute: 10,
  /** …over at least this many samples. */
  minSamples: 4,
} as const;

/** The samples still worth keeping at `now`: the window, and the one just before it. */
export function keepRecent(samples: readonly LightSample[], now: number): LightSample[] {
  const start = now - STABILITY.windowMs;
  const firstInside = samples.findIndex((sample) => sample.at >= start);
  if (firstInside === -1) return samples.slice(-1);
  return samples.slice(Math.max(0, firstInside - 1));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The stable reading at `now` (the median of the window), or null while the light still moves or
 * the samples do not yet cover the whole window.
 */
export function stableLux(samples: readonly LightSample[], now: number): number | null {
  const start = now - STABILITY.windowMs;
  const inside = samples.filter((sample) => sample.at >= start && sample.at <= now);
  const covered = samples.some((sample) => sample.at <= start + STABILITY.windowMs / 8);
  if (inside.length < STABILITY.minSamples || !covered) return null;
  const values = inside.map((sample) => sample.lux);
  const middle = median(values);
  const band = Math.max(STABILITY.absolute, STABILITY.relative * middle);
  return values.every((value) => Math.abs(value - middle) <= band) ? middle : null;
}
