import { LIGHT_LEVELS } from '@chorok/contract';

/** Where a light scale starts and ends, in lux (below: pitch dark for a plant; above: full sun). */
export const LUX_SCALE = { min: 100, max: 100_000 } as const;

/**
 * Where a lux value sits on a light scale, 0…1. Each light level gets an equal stretch, so the
 * level names under it line up with their stretch; inside a level the scale is logarithmic, as
 * the eye (and a plant) feels light.
 */
export function luxPosition(lux: number): number {
  const value = Math.min(Math.max(lux, LUX_SCALE.min), LUX_SCALE.max);
  let low: number = LUX_SCALE.min;
  for (const [index, level] of LIGHT_LEVELS.entries()) {
    const high = Math.min(level.maxLux, LUX_SCALE.max);
    if (value <= high) {
      const within = (Math.log10(value) - Math.log10(low)) / (Math.log10(high) - Math.log10(low));
      return (index + within) / LIGHT_LEVELS.length;
    }
    low = high;
  }
  return 1;
}
