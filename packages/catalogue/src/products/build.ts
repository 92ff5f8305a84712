import { META, SUNLIGHT_BANDS } from '../metadata.ts';
import type { GoodsArt, PlantArt, SeedCare, SeedProduct } from '../types.ts';

type PlaceKey = 'livingRoom' | 'bedroom' | 'veranda' | 'desk' | 'bathroom' | 'kitchen' | 'entrance';

/** Tags a product states itself; difficulty, size, pet safety and "물 적게" follow from its care. */
type TagKey =
  | 'airPurifying'
  | 'hanging'
  | 'flowering'
  | 'succulent'
  | 'gift'
  | 'foliage'
  | 'herb'
  | 'waterCulture'
  | 'rare'
  | 'fragrant';

interface ProductBase {
  slug: string;
  name: string;
  englishName: string;
  /**
   * Other names shoppers type. The first one without a space is what buyers call the plant in
   * reviews ("몬스테라" for "몬스테라 델리시오사"), so put the everyday name first.
   */
  aliases: string[];
  summary: string;
  description: string;
  price: number;
  /** Omitted when not discounted. */
  salePrice?: number;
  stock: number;
  /** ON_SALE unless said otherwise. */
  status?: SeedProduct['status'];
  listedDaysAgo: number;
  salesCount: number;
}

export interface PlantInput extends ProductBase {
  botanicalName: string;
  care: SeedCare;
  places: PlaceKey[];
  /**
   * How much moving air it needs: `good` suits only airy spots (herbs, succulents), `normal` a
   * room aired daily, `any` even a room whose windows stay shut.
   */
  airflow: 'good' | 'normal' | 'any';
  tags: TagKey[];
  art: Omit<PlantArt, 'kind'>;
}

export interface GoodsInput extends ProductBase {
  category: 'POT' | 'SOIL' | 'NUTRIENT' | 'TOOL';
  /** Plant tags stay on plants: a "다육·선인장" filter should not list a bag of soil. */
  tags?: Array<'gift' | 'hanging'>;
  art: GoodsArt;
}

/** Days a plant can go without water before it earns the "물 적게" tag. */
const LOW_WATER_DAYS = 14;

const AIRFLOW_IDS = {
  good: [META.airflowGood],
  normal: [META.airflowGood, META.airflowNormal],
  any: [META.airflowGood, META.airflowNormal, META.airflowPoor],
} as const;

const CATEGORY_TAG = {
  POT: META.pot,
  SOIL: META.soil,
  NUTRIENT: META.nutrient,
  TOOL: META.tool,
} as const;

function sortedUnique(ids: number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** Every SUNLIGHT answer whose band overlaps the plant's light range. */
export function sunlightIds(minLux: number, maxLux: number): number[] {
  return SUNLIGHT_BANDS.filter((band) => minLux < band.maxLux && maxLux > band.minLux).map(
    (band) => band.id,
  );
}

/**
 * A plant, with the answer options and tags that follow from its care facts derived here, so
 * that "반려동물과 함께" or "그늘" can never disagree with the care block beside it.
 */
export function plant(input: PlantInput): SeedProduct {
  const { care, places, airflow, tags, art, salePrice, status, ...rest } = input;
  const ids = [
    ...places.map((place) => META[place]),
    ...sunlightIds(care.lightMinLux, care.lightMaxLux),
    ...AIRFLOW_IDS[airflow],
    META.noPetsOrChildren,
    ...(care.petSafe ? [META.withPets, META.petSafe] : []),
    ...(care.childSafe ? [META.withChildren] : []),
    ...(care.difficulty === 'EASY' ? [META.beginner] : []),
    ...(care.difficulty === 'HARD' ? [META.expert] : []),
    { SMALL: META.small, MEDIUM: META.medium, LARGE: META.large }[care.size],
    ...(care.wateringFrequency >= LOW_WATER_DAYS ? [META.lowWater] : []),
    ...tags.map((tag) => META[tag]),
  ];
  return {
    ...rest,
    category: 'PLANT',
    salePrice: salePrice ?? input.price,
    status: status ?? 'ON_SALE',
    care,
    metadataIds: sortedUnique(ids),
    art: { kind: 'plant', ...art },
  };
}

/** Pots, soil, nutrients and tools: no care facts, linked to their category tag. */
export function goods(input: GoodsInput): SeedProduct {
  const { category, tags = [], salePrice, status, ...rest } = input;
  return {
    ...rest,
    category,
    botanicalName: '',
    salePrice: salePrice ?? input.price,
    status: status ?? 'ON_SALE',
    care: null,
    metadataIds: sortedUnique([CATEGORY_TAG[category], ...tags.map((tag) => META[tag])]),
  };
}
