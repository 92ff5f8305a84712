import type { ProductCare, ProductSummary } from '@chorok/contract';
import { META, products, productSortKeys, type Database } from '@chorok/db';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { summaryColumns, toProductSummary } from '../products/summary.ts';

type Difficulty = ProductCare['difficulty'];
type PlantSize = ProductCare['size'];

/** The care facts a recommendation reads. */
export interface PlantFacts {
  lightMinLux: number;
  lightMaxLux: number;
  /** Days between waterings. */
  wateringFrequency: number;
  petSafe: boolean;
  childSafe: boolean;
  difficulty: Difficulty;
  size: PlantSize;
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
    const { lightMinLux, lightMaxLux, wateringFrequency, petSafe, childSafe } = row;
    if (
      lightMinLux === null ||
      lightMaxLux === null ||
      wateringFrequency === null ||
      petSafe === null ||
      childSafe === null ||
      row.difficulty === null ||
      row.size === null
    )
      return [];
    const summary = toProductSummary(row);
    return [
      {
        id: row.id,
        name: row.name,
        facts: {
          lightMinLux,
          lightMaxLux,
          wateringFrequency,
          petSafe,
          childSafe,
          difficulty: row.difficulty as Difficulty,
          size: row.size as PlantSize,
        },
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

/**
 * One line a plant for a model's prompt:
 * `12|테이블야자|500-5000lux|물 7일|pet:O|child:O|쉬움|소형|거실,침실,공기정화`.
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
    tags.join(','),
  ].join('|');
}
