/**
 * Care facts of the common houseplants of Korean homes (issue 18): what a plant entered by hand
 * takes as its care defaults, what the light meter suggests and what the recommendations draw on.
 * Data only; each shop plant has its entry under the same Korean and botanical name.
 */

export type SpeciesKind =
  | 'FOLIAGE'
  | 'FLOWERING'
  | 'SUCCULENT'
  | 'CACTUS'
  | 'FERN'
  | 'HERB'
  | 'TREE'
  | 'PALM'
  | 'VINE'
  | 'ORCHID'
  | 'AIR_PLANT'
  | 'AQUATIC'
  | 'CARNIVOROUS'
  | 'BULB';

export interface Species {
  /** kebab-case of the botanical name, unique: 'monstera-deliciosa', 'epipremnum-aureum-marble-queen' for a cultivar. */
  key: string;
  /** The name Korean shoppers use first: '몬스테라 델리시오사'. */
  nameKo: string;
  /** Other Korean names, trade names, common misspellings people search by: ['몬스테라', '봉래초']. */
  aliases: string[];
  /** 'Monstera deliciosa' */
  botanicalName: string;
  /** 'Swiss cheese plant' */
  englishName: string;
  /** 'Araceae' */
  family: string;
  kind: SpeciesKind;
  /**
   * Days between waterings for a typical indoor pot in a Korean apartment, by season. For an
   * aquatic plant, days between topping up or changing its water; for a bulb at rest, 60 means
   * next to none.
   */
  wateringDays: { spring: number; summer: number; autumn: number; winter: number };
  /** How to tell it is time, Korean 해요체, one sentence: '겉흙 2~3cm가 마르면 흠뻑 줘요.' */
  wateringHint: string;
  /** The light it grows well in, lux (inclusive min, max), within the bands of light-levels.ts. */
  lightLux: { min: number; max: number };
  /** Air it wants: LOW copes with 30–40 %, MEDIUM 40–60 %, HIGH 60 % or more. */
  humidity: 'LOW' | 'MEDIUM' | 'HIGH';
  /** Below this it is damaged (냉해), °C. */
  minTemperatureC: number;
  /** Where it grows best, °C. */
  idealTemperatureC: { min: number; max: number };
  /** Toxic if chewed or eaten (ASPCA-style knowledge for pets; for children, irritant/toxic sap or parts). */
  toxicToPets: boolean;
  toxicToChildren: boolean;
  difficulty: 'EASY' | 'NORMAL' | 'HARD';
  /** Days between airings (환기) it likes; the shop's products use this too. */
  airExposureDays: number;
  /** Months between repottings for a young indoor plant. */
  repottingMonths: number;
  /** 영양제: days between feeds in the growing season (spring–summer); null for plants that should not be fed indoors routinely. Months outside growth: none. */
  fertilizingDays: number | null;
  /** 분무: days between mistings when it wants it, else null (succulents, cacti, fuzzy leaves → null). */
  mistingDays: number | null;
  /** 잎 닦기: days between leaf wipes for large smooth leaves, else null. */
  leafWipingDays: number | null;
  /** One or two sentences of the most useful advice, Korean 해요체, specific to this plant. */
  careNote: string;
}
