import {
  DIFFICULTIES,
  LISTED_PRODUCT_STATUSES,
  MESSAGES,
  type Species,
  type SpeciesSearchQuery,
} from '@chorok/contract';
import { products, type Database } from '@chorok/db';
import { SPECIES, speciesByKey, type Species as SpeciesFacts } from '@chorok/catalogue';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { speciesFrequencies } from './defaults.ts';
import { searchSpeciesList } from './search.ts';

type SearchInput = z.output<typeof SpeciesSearchQuery>;

/** The shop's plant product of each species it sells (on sale first, then the oldest). */
async function productIdsBySpecies(db: Database, key?: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ speciesKey: products.speciesKey, id: products.id })
    .from(products)
    .where(
      and(
        key === undefined ? isNotNull(products.speciesKey) : eq(products.speciesKey, key),
        eq(products.category, 'PLANT'),
        inArray(products.status, [...LISTED_PRODUCT_STATUSES]),
      ),
    )
    .orderBy(sql`(${products.status} = 'ON_SALE') desc`, asc(products.id));
  const out = new Map<string, number>();
  for (const row of rows)
    if (row.speciesKey && !out.has(row.speciesKey)) out.set(row.speciesKey, row.id);
  return out;
}

function toSpecies(species: SpeciesFacts, productId: number | null, now: Date): Species {
  return {
    key: species.key,
    nameKo: species.nameKo,
    botanicalName: species.botanicalName,
    englishName: species.englishName,
    family: species.family,
    difficulty: species.difficulty,
    wateringDays: { ...species.wateringDays },
    wateringHint: species.wateringHint,
    lightLux: { ...species.lightLux },
    humidity: species.humidity,
    minTemperatureC: species.minTemperatureC,
    toxicToPets: species.toxicToPets,
    toxicToChildren: species.toxicToChildren,
    careNote: species.careNote,
    defaultFrequencies: speciesFrequencies(species, now),
    productId,
  };
}

const byKoreanName = (a: SpeciesFacts, b: SpeciesFacts) => a.nameKo.localeCompare(b.nameKo, 'ko');

/**
 * GET /species: the species matching `q`, best first (ties: the ones the shop sells, then by
 * name); without `q`, the ones the shop sells, then the easiest to keep, each by name.
 */
export async function searchSpecies(
  db: Database,
  query: SearchInput,
  now: Date,
): Promise<Species[]> {
  const sold = await productIdsBySpecies(db);
  const soldFirst = (a: SpeciesFacts, b: SpeciesFacts) =>
    Number(sold.has(b.key)) - Number(sold.has(a.key));
  const found = query.q
    ? searchSpeciesList(query.q, (a, b) => soldFirst(a, b) || byKoreanName(a, b))
    : [...SPECIES].sort(
        (a, b) =>
          soldFirst(a, b) ||
          DIFFICULTIES.indexOf(a.difficulty) - DIFFICULTIES.indexOf(b.difficulty) ||
          byKoreanName(a, b),
      );
  return found
    .slice(0, query.limit)
    .map((species) => toSpecies(species, sold.get(species.key) ?? null, now));
}

/** GET /species/:key: 404 speciesNotFound for a key not in the list. */
export async function getSpecies(db: Database, key: string, now: Date): Promise<Species> {
  const species = speciesByKey(key);
  if (!species) throw AppError.notFound(MESSAGES.speciesNotFound);
  const sold = await productIdsBySpecies(db, key);
  return toSpecies(species, sold.get(key) ?? null, now);
}
