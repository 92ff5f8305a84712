import { createHash } from 'node:crypto';
import { imageAssets, productImages, products, type Transaction } from '@chorok/db';
import {
  drawCurationCover,
  productCutoutKey,
  seedProducts,
  type CoverPlant,
  type PlantArt,
} from '@chorok/catalogue';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FrontMatter } from './front-matter.ts';

const SEED_BY_SLUG = new Map(seedProducts.map((product) => [product.slug, product]));
const SEED_BY_NAME = new Map(seedProducts.map((product) => [product.name, product]));
const CUTOUT_KEY = new RegExp(`^${productCutoutKey('([^/]+)').replace('.', '\\.')}$`);

/** A plant added outside the seed catalogue still gets drawn: a leafy plant in a white pot. */
const FALLBACK_ART: PlantArt = {
  kind: 'plant',
  leaf: 'oval',
  leafColor: '#4f8a4b',
  potColor: '#ece7de',
  height: 'medium',
};

/**
 * The catalogue's own drawing of each cover plant: the seed product its cut-out image was drawn
 * for (`products/{slug}/cutout.svg`), else the seed product of that name.
 */
async function coverPlants(tx: Transaction, ids: readonly number[]): Promise<CoverPlant[]> {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      cutoutKey: sql<string | null>`(select ${productImages.assetKey} from ${productImages}
        where ${productImages.productId} = ${products.id} and ${productImages.kind} = 'cutout' limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    const bySlug = row?.cutoutKey?.match(CUTOUT_KEY)?.[1];
    const seed = (bySlug && SEED_BY_SLUG.get(bySlug)) || (row && SEED_BY_NAME.get(row.name));
    if (seed?.art.kind === 'plant') return { art: seed.art, slug: seed.slug, name: seed.name };
    return { art: FALLBACK_ART, slug: `product-${id}`, name: row?.name ?? '' };
  });
}

/**
 * Draws the article's cover and stores it in image_assets, served by /images like the product
 * photos. The key carries a hash of the picture: an image URL is cached as immutable, so a
 * changed cover must get a new URL. Returns the key.
 */
export async function storeCover(
  tx: Transaction,
  slug: string,
  cover: FrontMatter['cover'],
): Promise<string> {
  const drawn = drawCurationCover({
    slug,
    plants: await coverPlants(tx, cover.products),
    background: cover.background,
    alt: cover.alt,
  });
  const bytes = Buffer.from(drawn.svg, 'utf8');
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const key = `curations/${slug}/cover-${hash}.svg`;
  await tx
    .insert(imageAssets)
    .values({
      key,
      contentType: 'image/svg+xml',
      bytes,
      width: drawn.width,
      height: drawn.height,
    })
    .onConflictDoNothing();
  return key;
}

/** Removes a cover no article points at any more (the previous picture of an edited one). */
export async function dropCover(tx: Transaction, key: string): Promise<void> {
  await tx
    .delete(imageAssets)
    .where(and(eq(imageAssets.key, key), sql`${imageAssets.key} like 'curations/%'`));
}
