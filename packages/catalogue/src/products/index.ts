import type { SeedProduct } from '../types.ts';
import { fernsAndVines } from './ferns-and-vines.ts';
import { flowersAndHerbs } from './flowers-and-herbs.ts';
import { foliage } from './foliage.ts';
import { pots } from './pots.ts';
import { soilAndNutrients } from './soil-and-nutrients.ts';
import { succulents } from './succulents.ts';
import { tools } from './tools.ts';
import { treesAndPalms } from './trees-and-palms.ts';

/** The seed catalogue in insertion order (which is also the id order on a fresh database). */
export const seedProducts: readonly SeedProduct[] = [
  ...treesAndPalms,
  ...foliage,
  ...fernsAndVines,
  ...succulents,
  ...flowersAndHerbs,
  ...pots,
  ...soilAndNutrients,
  ...tools,
];
