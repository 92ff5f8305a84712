import * as schema from './schema/index.ts';

export * from './schema/index.ts';
export { schema };
export {
  createDatabase,
  dumpMemoryImage,
  PGLITE_SUBDIR,
  type Database,
  type DatabaseConfig,
  type DatabaseHandle,
  type DatabaseKind,
  type Transaction,
} from './database.ts';
export { migrate, MIGRATIONS_DIR } from './migrate.ts';
export { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from './sql-state.ts';
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
} from './catalogue/search-keys.ts';
export type {
  DrawnImage,
  GoodsArt,
  LeafShape,
  PlantArt,
  ProductArt,
  SeedCare,
  SeedProduct,
} from './catalogue/types.ts';
export { META, SUNLIGHT_BANDS, seedMetadatas, type SeedMetadata } from './catalogue/metadata.ts';
export { seedProducts } from './catalogue/products/index.ts';
export {
  buildReviewSeed,
  type ReviewSeed,
  type SeedProductLike,
  type SeedReview,
  type SeedReviewer,
  type SeedReviewLike,
} from './catalogue/reviews.ts';
export { SPECIES, speciesByKey, type Species, type SpeciesKind } from './species/index.ts';
export { linkProductSpecies, speciesKeyFor, speciesLinkSeedStep } from './species/link.ts';
export { couponSeedStep, SEED_COUPONS, seedCoupons } from './benefits-seed.ts';
export {
  catalogueSeedStep,
  productCutoutKey,
  productPhotoKey,
  reviewPhotoKey,
  seedCatalogue,
} from './catalogue/seed-step.ts';
export { COVER_BACKGROUNDS, COVER_HEIGHT, COVER_WIDTH } from './catalogue/art/cover.ts';
export { drawCurationCover, type CoverPlant } from './catalogue/art/index.ts';
