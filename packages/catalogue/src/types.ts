import type { DIFFICULTIES, PLANT_SIZES } from '@chorok/contract';

/** How a product is drawn: the seed's illustrations come from this, never from copied images. */
export type LeafShape =
  | 'monstera' // split, heart-shaped leaves on long stems
  | 'heart' // philodendron / pothos style
  | 'sword' // upright blades (sansevieria, dracaena)
  | 'oval' // rubber plant, peace lily leaves
  | 'fiddle' // fiddle-leaf fig: wide violin-shaped leaves
  | 'palm' // arching fronds with many leaflets (areca, kentia)
  | 'fern' // fine fronds (boston fern)
  | 'succulent' // rosette (echeveria)
  | 'cactus' // columns or globes with spines
  | 'trailing' // vines falling over the pot edge (string of pearls, ivy)
  | 'grass' // thin arching blades (spider plant)
  | 'round' // coin-like round leaves (pilea, peperomia)
  | 'calathea' // patterned broad leaves
  | 'zz' // glossy leaflets along upright stems
  | 'tree' // small tree: trunk and crown (olive, ficus tree)
  | 'orchid'; // phalaenopsis: broad base leaves and flower spikes

export interface PlantArt {
  kind: 'plant';
  leaf: LeafShape;
  /** CSS hex colours. */
  leafColor: string;
  /** Variegation, stripes or the pattern colour (calathea, variegated monstera …). */
  accentColor?: string;
  /** Flowers (peace lily, anthurium, orchid …). */
  flowerColor?: string;
  potColor: string;
  /** Relative height of the plant in the picture. */
  height: 'small' | 'medium' | 'large';
}

export interface GoodsArt {
  kind: 'pot' | 'soil' | 'nutrient' | 'tool';
  /** pot: ceramic / plastic / terracotta / hanging; soil: bag; nutrient: bottle / stick / granule; tool: can / sprayer / shears / trowel / meter */
  shape: string;
  color: string;
  accentColor?: string;
}

export type ProductArt = PlantArt | GoodsArt;

/** One drawn picture: an SVG document with its intrinsic size. */
export interface DrawnImage {
  svg: string;
  width: number;
  height: number;
  /** Korean alt text. */
  alt: string;
}

export interface SeedCare {
  lightMinLux: number;
  lightMaxLux: number;
  wateringFrequency: number;
  airExposureFrequency: number;
  repottingFrequency: number;
  wateringDesc: string;
  airExposureDesc: string;
  repottingDesc: string;
  petSafe: boolean;
  childSafe: boolean;
  difficulty: (typeof DIFFICULTIES)[number];
  size: (typeof PLANT_SIZES)[number];
}

/** A product of the seed catalogue. */
export interface SeedProduct {
  /** Stable slug, used in image keys: `products/{slug}/photo-1.svg`. */
  slug: string;
  category: 'PLANT' | 'POT' | 'SOIL' | 'NUTRIENT' | 'TOOL';
  name: string;
  botanicalName: string;
  englishName: string;
  aliases: string[];
  summary: string;
  description: string;
  price: number;
  salePrice: number;
  stock: number;
  status: 'PENDING' | 'ON_SALE' | 'OUT_OF_STOCK' | 'DISCONTINUED';
  care: SeedCare | null;
  /** Product metadata ids (1…100) it is linked to. */
  metadataIds: number[];
  art: ProductArt;
  /** How long ago it was listed (for "new"). */
  listedDaysAgo: number;
  /** Units sold so far (for "best"). */
  salesCount: number;
}
