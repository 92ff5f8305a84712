/*
 * The light levels gardeners name a place by, in lux. Kept out of constants.ts on purpose: that
 * module sits in the web's first-load chunk whole, and only the light meter, the product care
 * guide, the plant advice and the catalogue's SUNLIGHT answers need these.
 *
 * The bounds are indoor horticulture's usual rule of thumb (and the catalogue's: every plant's
 * lightMinLux/lightMaxLux and the SUNLIGHT answers of the recommendation questions use them):
 * - 음지 (shade) under 1,000 lx: far from a window, a north room, a corridor;
 * - 반음지 (partial shade) 1,000–2,500 lx: a few steps from a window, bright enough to read by;
 * - 반양지 (bright indirect) 2,500–10,000 lx: by a bright window, sun through a sheer curtain;
 * - 양지 (sun) from 10,000 lx: sun falling straight on the leaves, a south window, a veranda.
 */

export const LIGHT_LEVEL_IDS = ['SHADE', 'PARTIAL_SHADE', 'BRIGHT_INDIRECT', 'SUN'] as const;
export type LightLevelId = (typeof LIGHT_LEVEL_IDS)[number];

export interface LightLevel {
  id: LightLevelId;
  /** Inclusive lower bound, lux. */
  minLux: number;
  /** Exclusive upper bound, lux (Infinity for sun). */
  maxLux: number;
}

export const LIGHT_LEVELS: readonly LightLevel[] = [
  { id: 'SHADE', minLux: 0, maxLux: 1_000 },
  { id: 'PARTIAL_SHADE', minLux: 1_000, maxLux: 2_500 },
  { id: 'BRIGHT_INDIRECT', minLux: 2_500, maxLux: 10_000 },
  { id: 'SUN', minLux: 10_000, maxLux: Number.POSITIVE_INFINITY },
];

/** The level a reading falls in; a bound belongs to the level above (1,000 lx is 반음지). */
export function lightLevelOf(lux: number): LightLevel {
  return LIGHT_LEVELS.find((level) => lux < level.maxLux) ?? LIGHT_LEVELS[LIGHT_LEVELS.length - 1]!;
}

/** How a place's light suits a plant's range: too dark, right, or too bright. */
export const LIGHT_FITS = ['DARK', 'OK', 'BRIGHT'] as const;
export type LightFit = (typeof LIGHT_FITS)[number];

/** A reading against a plant's light range (both bounds inclusive, as `/products/lux` takes them). */
export function lightFit(lux: number, range: { minLux: number; maxLux: number }): LightFit {
  if (lux < range.minLux) return 'DARK';
  if (lux > range.maxLux) return 'BRIGHT';
  return 'OK';
}
