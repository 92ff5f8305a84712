import { type Database } from '@chorok/db';
import { seedMetadatas, seedProducts, speciesKeyFor, type SeedProduct } from '@chorok/catalogue';
import { plantFacts, type CatalogueEntry } from '../modules/ai-recommend/catalogue.ts';
import { insertMetadatas, insertProducts } from './catalogue-fixtures.ts';

/** A seed product's id on a fresh database: its place in seedProducts (1 = 몬스테라 델리시오사). */
export const seedIdOf = (name: string): number => {
  const index = seedProducts.findIndex((product) => product.name === name);
  if (index < 0) throw new Error(`no seed product named ${name}`);
  return index + 1;
};

/**
 * The seed catalogue as loadCatalogue reads it from a freshly seeded database: plants on sale,
 * with their care facts (their species' too, linked as the seed links them) and metadata; popularity from sales (a fresh seed's likes and reviews
 * follow them), the card reduced to what the recommender never reads.
 */
export function seedCatalogueEntries(): CatalogueEntry[] {
  return seedProducts
    .map((product, index): [SeedProduct, number] => [product, index + 1])
    .filter(([product]) => product.status === 'ON_SALE' && product.care !== null)
    .map(([product, id]) => {
      const care = product.care!;
      const facts = plantFacts(
        {
          lightMinLux: care.lightMinLux,
          lightMaxLux: care.lightMaxLux,
          wateringFrequency: care.wateringFrequency,
          petSafe: care.petSafe,
          childSafe: care.childSafe,
          difficulty: care.difficulty,
          size: care.size,
        },
        speciesKeyFor(product),
      )!;
      return {
        id,
        name: product.name,
        facts,
        metadataIds: product.metadataIds,
        popularity: product.salesCount,
        summary: {
          id,
          category: product.category,
          name: product.name,
          botanicalName: product.botanicalName,
          status: product.status,
          price: product.price,
          salePrice: product.salePrice,
          salePercent: 0,
          image: { url: '', width: 0, height: 0, alt: product.name },
          likeCount: 0,
          isLiked: false,
          reviewCount: 0,
          ratingAverage: 0,
          metadataIds: product.metadataIds,
          createdAt: new Date(0).toISOString(),
        },
      };
    })
    .sort((a, b) => b.popularity - a.popularity || b.id - a.id);
}

/**
 * The seed catalogue's metadata and products, inserted into a fresh database in seed order (so
 * ids match seedIdOf), with their care facts, species, links and sales; one photo each keeps it
 * quick.
 */
export async function insertSeedCatalogue(db: Database): Promise<void> {
  await insertMetadatas(db, seedMetadatas);
  await insertProducts(
    db,
    seedProducts.map((product) => ({
      name: product.name,
      category: product.category,
      status: product.status,
      price: product.price,
      salePrice: product.salePrice,
      botanicalName: product.botanicalName,
      englishName: product.englishName,
      aliases: product.aliases,
      stock: product.stock,
      care: product.care,
      speciesKey: product.category === 'PLANT' ? speciesKeyFor(product) : null,
      metadataIds: product.metadataIds,
      salesCount: product.salesCount,
      photos: 1,
    })),
  );
}
