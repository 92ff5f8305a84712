import { aroids } from './data/aroids.ts';
import { fernsAndPalms } from './data/ferns-and-palms.ts';
import { flowering } from './data/flowering.ts';
import { foliage } from './data/foliage.ts';
import { herbsAndEdibles } from './data/herbs-and-edibles.ts';
import { others } from './data/others.ts';
import { succulentsAndCacti } from './data/succulents-and-cacti.ts';
import { treesAndVines } from './data/trees-and-vines.ts';
import type { Species } from './types.ts';

export type { Species, SpeciesKind } from './types.ts';

/** Every species, group by group. */
export const SPECIES: readonly Species[] = [
  ...aroids,
  ...foliage,
  ...succulentsAndCacti,
  ...fernsAndPalms,
  ...flowering,
  ...herbsAndEdibles,
  ...treesAndVines,
  ...others,
];

const BY_KEY = new Map(SPECIES.map((species) => [species.key, species]));

/** The species of that key ('monstera-deliciosa'), if there is one. */
export function speciesByKey(key: string): Species | undefined {
  return BY_KEY.get(key);
}
