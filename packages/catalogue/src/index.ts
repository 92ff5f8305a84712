/*
 * The shop's first data: the seed catalogue (products, metadata, reviews) with the illustration
 * engine that draws its pictures, the species, the first coupons, and the seed runner that writes
 * them into a migrated database. The product search keys live here too. The tables are
 * @chorok/db's.
 */
export {
  seed,
  seedSteps,
  SEED_META_KEY,
  type SeedRecord,
  type SeedResult,
  type SeedStep,
} from './seed.ts';
export {
  encodeSearchInitials,
  encodeSearchKey,
  hangulInitials,
  isInitialsQuery,
  normalizeSearchText,
  productSearchKeys,
  SEARCH_PARTS_MARKER,
  type SearchableNames,
} from './search-keys.ts';
export type {
  DrawnImage,
  GoodsArt,
  LeafShape,
  PlantArt,
  ProductArt,
  SeedCare,
  SeedProduct,
} from './types.ts';
export { META, SUNLIGHT_BANDS, seedMetadatas, type SeedMetadata } from './metadata.ts';
export { seedProducts } from './products/index.ts';
export {
  buildReviewSeed,
  type ReviewSeed,
  type SeedProductLike,
  type SeedReview,
  type SeedReviewer,
  type SeedReviewLike,
} from './reviews.ts';
export { SPECIES, speciesByKey, type Species, type SpeciesKind } from './species/index.ts';
export { linkProductSpecies, speciesKeyFor, speciesLinkSeedStep } from './species/link.ts';
export { couponSeedStep, SEED_COUPONS, seedCoupons } from './benefits-seed.ts';
export {
  catalogueSeedStep,
  productCutoutKey,
  productPhotoKey,
  reviewPhotoKey,
  seedCatalogue,
} from './seed-step.ts';
export { COVER_BACKGROUNDS, COVER_HEIGHT, COVER_WIDTH } from './art/cover.ts';
export { drawCurationCover, type CoverPlant } from './art/index.ts';
