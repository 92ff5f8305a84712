import { products } from '@chorok/db';
import { META, SPECIES, type Species } from '@chorok/catalogue';
import { inArray, sql, type SQL } from 'drizzle-orm';

/*
 * The questionnaire's recommend list and the species facts (issue 18): what a product's species
 * (products.species_key) says about the places answered and about safety, as SQL over the keys.
 */

const speciesKeys = (test: (species: Species) => boolean) =>
  SPECIES.filter(test).map((species) => species.key);
const HARDY = speciesKeys((species) => species.minTemperatureC <= 5);
const TENDER = speciesKeys((species) => species.minTemperatureC > 10);
const HUMID_AIR = speciesKeys((species) => species.humidity === 'HIGH');
const DRY_AIR = speciesKeys((species) => species.humidity === 'LOW');
const TOXIC = {
  pets: speciesKeys((species) => species.toxicToPets),
  children: speciesKeys((species) => species.toxicToChildren),
};

/** +1 for a product of one of `better`, -1 for one of `worse`, 0 otherwise (or no species). */
const speciesScore = (better: readonly string[], worse: readonly string[]) =>
  sql`(case when ${inArray(products.speciesKey, [...better])} then 1 when ${inArray(products.speciesKey, [...worse])} then -1 else 0 end)`;

/**
 * How well a product's species suits the places answered: on a 베란다 the ones that bear its
 * winter nights (5 °C and under) before the tropical ones (hurt above 10 °C), in a 욕실 the ones
 * that want humid air before the ones it would rot. Null when no such place was answered.
 */
export function speciesFit(answers: readonly number[]): SQL | null {
  const terms: SQL[] = [];
  if (answers.includes(META.veranda)) terms.push(speciesScore(HARDY, TENDER));
  if (answers.includes(META.bathroom)) terms.push(speciesScore(HUMID_AIR, DRY_AIR));
  return terms.length ? sql.join(terms, sql` + `) : null;
}

/**
 * A product not known to be unsafe for pets (or children): by its own fact, else by its species'.
 * Goods and plants of no listed species without the fact stay.
 */
export function notKnownUnsafe(who: 'pets' | 'children'): SQL {
  const column = who === 'pets' ? products.petSafe : products.childSafe;
  return sql`coalesce(${column}, not (${inArray(products.speciesKey, TOXIC[who])})) is not false`;
}
