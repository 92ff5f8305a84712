import { and, eq, isNull } from 'drizzle-orm';
import { normalizeSearchText } from '../search-keys.ts';
import type { Transaction } from '@chorok/db';
import { products } from '@chorok/db';
import type { SeedStep } from '../seed.ts';
import { SPECIES } from './index.ts';

const BY_KOREAN_NAME = new Map(
  SPECIES.flatMap((species) =>
    [species.nameKo, ...species.aliases].map((name) => [normalizeSearchText(name), species.key]),
  ),
);
const BY_BOTANICAL_NAME = new Map(
  SPECIES.map((species) => [normalizeSearchText(species.botanicalName), species.key]),
);

/**
 * The species a plant product is: the one its Korean name names (the species' own name or one of
 * its aliases, spacing and case aside), else the one of its botanical name; null for none.
 */
export function speciesKeyFor(names: {
  name: string;
  botanicalName?: string | null;
}): string | null {
  return (
    BY_KOREAN_NAME.get(normalizeSearchText(names.name)) ??
    (names.botanicalName
      ? BY_BOTANICAL_NAME.get(normalizeSearchText(names.botanicalName))
      : undefined) ??
    null
  );
}

/**
 * Links each plant product not yet linked to its species (speciesKeyFor): a database seeded
 * before the species list arrived gets what a fresh one has from its catalogue seed.
 */
export async function linkProductSpecies(tx: Transaction): Promise<void> {
  const unlinked = await tx
    .select({ id: products.id, name: products.name, botanicalName: products.botanicalName })
    .from(products)
    .where(and(eq(products.category, 'PLANT'), isNull(products.speciesKey)));
  for (const product of unlinked) {
    const speciesKey = speciesKeyFor(product);
    if (speciesKey)
      await tx.update(products).set({ speciesKey }).where(eq(products.id, product.id));
  }
}

export const speciesLinkSeedStep: SeedStep = {
  version: 3,
  name: 'species-links',
  run: linkProductSpecies,
};
