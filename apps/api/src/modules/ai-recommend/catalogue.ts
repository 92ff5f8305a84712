import type { ProductCare, ProductSummary } from '@chorok/contract';
import { products, productSortKeys, type Database } from '@chorok/db';
import { META, speciesByKey, type Species } from '@chorok/catalogue';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { summaryColumns, toProductSummary } from '../products/summary.ts';

type Difficulty = ProductCare['difficulty'];
type PlantSize = ProductCare['size'];

/** The care facts a recommendation reads: the product's own, and its species' (issue 18). */
export interface PlantFacts {
  lightMinLux: number;
  lightMaxLux: number;
  /** Days between waterings. */
  wateringFrequency: number;
  petSafe: boolean;
  childSafe: boolean;
  difficulty: Difficulty;
  size: PlantSize;
  /** The air its species wants; null for a product of no listed species. */
  humidity: Species['humidity'] | null;
  /** Below this its species is damaged (°C); null for a product of no listed species. */
  minTemperatureC: number | null;
}

/** A product's care columns as stored: safety may be unknown (null). */
export interface ProductCareFacts extends Omit<
  PlantFacts,
  'petSafe' | 'childSafe' | 'humidity' | 'minTemperatureC'
> {
  petSafe: boolean | null;
  childSafe: boolean | null;
}

/**
 * A product's facts with its species' (products.species_key): humidity and cold hardiness, and
 * pet and child safety where the product does not say. Null when safety is still unknown: such a
 * plant is never recommended.
 */
export function plantFacts(care: ProductCareFacts, speciesKey: string | null): PlantFacts | null {
  const species = speciesKey ? speciesByKey(speciesKey) : undefined;
  const petSafe = care.petSafe ?? (species ? !species.toxicToPets : null);
  const childSafe = care.childSafe ?? (species ? !species.toxicToChildren : null);
  if (petSafe === null || childSafe === null) return null;
  return {
    ...care,
    petSafe,
    childSafe,
    humidity: species?.humidity ?? null,
    minTemperatureC: species?.minTemperatureC ?? null,
  };
}

/** A plant on sale: its care facts for the recommender, its card for the shopper. */
export interface CatalogueEntry {
  id: number;
  name: string;
  facts: PlantFacts;
  metadataIds: readonly number[];
  /** Sales, likes and reviews together (the shop's popularity order). */
  popularity: number;
  /** Built by the products module, so prices and likes are the catalogue's, never a model's. */
  summary: ProductSummary;
}

/**
 * The plants on sale with their care facts, most popular first. A recommendation reads all of
 * them (some dozens), each with the card it would be shown as: one query.
 */
export async function loadCatalogue(
  db: Database,
  userId: number | null,
): Promise<CatalogueEntry[]> {
  const popularity = productSortKeys.popularity(products);
  const rows = await db
    .select({
      ...summaryColumns(userId),
      popularity: sql<number>`(${popularity})::int`,
      lightMinLux: products.lightMinLux,
      lightMaxLux: products.lightMaxLux,
      wateringFrequency: products.wateringFrequency,
      petSafe: products.petSafe,
      childSafe: products.childSafe,
      difficulty: products.difficulty,
      size: products.size,
      speciesKey: products.speciesKey,
    })
    .from(products)
    .where(
      and(
        eq(products.status, 'ON_SALE'),
        eq(products.category, 'PLANT'),
        isNotNull(products.lightMinLux),
        isNotNull(products.wateringFrequency),
      ),
    )
    .orderBy(desc(popularity), desc(products.id));
  return rows.flatMap((row) => {
    const { lightMinLux, lightMaxLux, wateringFrequency } = row;
    if (
      lightMinLux === null ||
      lightMaxLux === null ||
      wateringFrequency === null ||
      row.difficulty === null ||
      row.size === null
    )
      return [];
    const facts = plantFacts(
      {
        lightMinLux,
        lightMaxLux,
        wateringFrequency,
        petSafe: row.petSafe,
        childSafe: row.childSafe,
        difficulty: row.difficulty,
        size: row.size,
      },
      row.speciesKey,
    );
    if (!facts) return [];
    const summary = toProductSummary(row);
    return [
      {
        id: row.id,
        name: row.name,
        facts,
        metadataIds: summary.metadataIds,
        popularity: row.popularity,
        summary,
      },
    ];
  });
}

const TAG_NAMES: ReadonlyArray<[number, string]> = [
  [META.livingRoom, '거실'],
  [META.bedroom, '침실'],
  [META.veranda, '베란다'],
  [META.desk, '책상'],
  [META.bathroom, '욕실'],
  [META.kitchen, '주방'],
  [META.entrance, '현관'],
  [META.airflowPoor, '통풍 약해도 됨'],
  [META.airPurifying, '공기정화'],
  [META.hanging, '행잉'],
  [META.flowering, '꽃'],
  [META.succulent, '다육'],
  [META.gift, '선물'],
  [META.herb, '허브'],
  [META.rare, '희귀'],
  [META.fragrant, '향기'],
];

const DIFFICULTY_WORDS: Record<Difficulty, string> = {
  EASY: '쉬움',
  NORMAL: '보통',
  HARD: '어려움',
};
const SIZE_WORDS: Record<PlantSize, string> = { SMALL: '소형', MEDIUM: '중형', LARGE: '대형' };
const HUMIDITY_WORDS: Record<Species['humidity'], string> = { LOW: '저', MEDIUM: '중', HIGH: '고' };

/**
 * One line a plant for a model's prompt, its species' humidity and lowest temperature included
 * (`-` for a product of no listed species):
 * `12|테이블야자|500-5000lux|물 7일|pet:O|child:O|쉬움|소형|습도:중|최저10℃|거실,침실,공기정화`.
 */
export function catalogueLine(entry: CatalogueEntry): string {
  const { facts } = entry;
  const tags = TAG_NAMES.filter(([id]) => entry.metadataIds.includes(id)).map(([, name]) => name);
  return [
    entry.id,
    entry.name,
    `${facts.lightMinLux}-${facts.lightMaxLux}lux`,
    `물 ${facts.wateringFrequency}일`,
    `pet:${facts.petSafe ? 'O' : 'X'}`,
    `child:${facts.childSafe ? 'O' : 'X'}`,
    DIFFICULTY_WORDS[facts.difficulty],
    SIZE_WORDS[facts.size],
    `습도:${facts.humidity ? HUMIDITY_WORDS[facts.humidity] : '-'}`,
    facts.minTemperatureC === null ? '최저-' : `최저${facts.minTemperatureC}℃`,
    tags.join(','),
  ].join('|');
}
