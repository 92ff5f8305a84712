import { inArray } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '@chorok/db';
import {
  imageAssets,
  productImages,
  productLikes,
  productMetadataLinks,
  productMetadatas,
  products,
  reviewLikes,
  reviewPhotos,
  reviews,
} from '@chorok/db';
import { users } from '@chorok/db';
import type { SeedStep } from './seed.ts';
import { drawProduct, drawReviewPhoto } from './art/index.ts';
import { seedMetadatas } from './metadata.ts';
import { seedProducts } from './products/index.ts';
import { buildReviewSeed, type ReviewSeed } from './reviews.ts';
import { productSearchKeys } from './search-keys.ts';
import { speciesKeyFor } from './species/link.ts';
import type { DrawnImage, SeedProduct } from './types.ts';

const DAY_MS = 86_400_000;
const SVG = 'image/svg+xml';

/**
 * PostgreSQL takes at most 65,535 bind parameters per statement; batches stay well below it.
 * Everything else goes in one statement per table, because PGlite pays per statement.
 */
const MAX_PARAMS_PER_STATEMENT = 30_000;

function batches<T extends object>(rows: readonly T[]): T[][] {
  const columns = Math.max(1, ...rows.map((row) => Object.keys(row).length));
  const size = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertAll<TTable extends PgTable>(
  tx: Transaction,
  table: TTable,
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  for (const batch of batches(rows)) await tx.insert(table).values(batch);
}

function asset(key: string, image: DrawnImage): typeof imageAssets.$inferInsert {
  return {
    key,
    contentType: SVG,
    bytes: Buffer.from(image.svg, 'utf8'),
    width: image.width,
    height: image.height,
  };
}

export const productPhotoKey = (slug: string, n: number) => `products/${slug}/photo-${n}.svg`;
export const productCutoutKey = (slug: string) => `products/${slug}/cutout.svg`;
export const reviewPhotoKey = (reviewNo: number, n: number) => `reviews/${reviewNo}/photo-${n}.svg`;

/**
 * Seeded nicknames must not take one a real person already chose (a database that was in use
 * before the catalogue arrived): such a reviewer gets a number after the name instead.
 */
async function freeNicknames(tx: Transaction, wanted: readonly string[]): Promise<string[]> {
  const taken = new Set(
    (
      await tx
        .select({ nickname: users.nickname })
        .from(users)
        .where(inArray(users.nickname, [...wanted]))
    ).map((row) => row.nickname),
  );
  return wanted.map((nickname) => {
    if (!taken.has(nickname)) return nickname;
    for (let n = 2; ; n += 1) {
      const candidate = `${nickname}${n}`;
      if (!taken.has(candidate) && !wanted.includes(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  });
}

/** Per product: how many liked it, how many reviewed it and the sum of their ratings. */
function counters(seed: ReviewSeed) {
  const likes = new Map<string, number>();
  const reviewCount = new Map<string, number>();
  const ratingSum = new Map<string, number>();
  for (const like of seed.productLikes)
    likes.set(like.productSlug, (likes.get(like.productSlug) ?? 0) + 1);
  for (const review of seed.reviews) {
    reviewCount.set(review.productSlug, (reviewCount.get(review.productSlug) ?? 0) + 1);
    ratingSum.set(review.productSlug, (ratingSum.get(review.productSlug) ?? 0) + review.rating);
  }
  const reviewLikeCount = new Map<number, number>();
  for (const like of seed.reviewLikes)
    reviewLikeCount.set(like.reviewNo, (reviewLikeCount.get(like.reviewNo) ?? 0) + 1);
  return { likes, reviewCount, ratingSum, reviewLikeCount };
}

/**
 * Inserts the seed catalogue into an empty catalogue: metadata, products with their pictures
 * and metadata links, the reviewers, their reviews with photos, and their likes. Counters on
 * products and reviews are computed from the rows inserted here, so they agree from the start.
 */
export async function seedCatalogue(
  tx: Transaction,
  catalogue: readonly SeedProduct[] = seedProducts,
  now: number = Date.now(),
): Promise<void> {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const seed = buildReviewSeed(catalogue);
  const count = counters(seed);
  const bySlug = new Map(catalogue.map((product) => [product.slug, product]));

  await insertAll(tx, productMetadatas, [...seedMetadatas]);

  const productRows = catalogue.map((product, index) => {
    // Spread same-day listings over the day so "new" has a stable order.
    const listedAt = at(product.listedDaysAgo + (index % 24) / 48);
    const care = product.care;
    return {
      category: product.category,
      name: product.name,
      botanicalName: product.botanicalName,
      englishName: product.englishName,
      aliases: product.aliases,
      summary: product.summary,
      description: product.description,
      price: product.price,
      salePrice: product.salePrice,
      stock: product.stock,
      status: product.status,
      lightMinLux: care?.lightMinLux ?? null,
      lightMaxLux: care?.lightMaxLux ?? null,
      wateringFrequency: care?.wateringFrequency ?? null,
      airExposureFrequency: care?.airExposureFrequency ?? null,
      repottingFrequency: care?.repottingFrequency ?? null,
      wateringDesc: care?.wateringDesc ?? null,
      airExposureDesc: care?.airExposureDesc ?? null,
      repottingDesc: care?.repottingDesc ?? null,
      petSafe: care?.petSafe ?? null,
      childSafe: care?.childSafe ?? null,
      difficulty: care?.difficulty ?? null,
      size: care?.size ?? null,
      speciesKey: product.category === 'PLANT' ? speciesKeyFor(product) : null,
      salesCount: product.salesCount,
      likeCount: count.likes.get(product.slug) ?? 0,
      reviewCount: count.reviewCount.get(product.slug) ?? 0,
      ratingSum: count.ratingSum.get(product.slug) ?? 0,
      ...productSearchKeys(product),
      createdAt: listedAt,
      updatedAt: listedAt,
    };
  });
  const productIds = new Map<string, number>();
  for (const batch of batches(productRows)) {
    const inserted = await tx
      .insert(products)
      .values(batch)
      .returning({ id: products.id, name: products.name });
    for (const row of inserted) productIds.set(row.name, row.id);
  }
  const idOf = (slug: string): number => {
    const id = productIds.get(bySlug.get(slug)!.name);
    if (id === undefined) throw new Error(`Seed product ${slug} was not inserted`);
    return id;
  };

  await insertAll(
    tx,
    productMetadataLinks,
    catalogue.flatMap((product) =>
      product.metadataIds.map((metadataId) => ({ productId: idOf(product.slug), metadataId })),
    ),
  );

  const assets: (typeof imageAssets.$inferInsert)[] = [];
  const images: (typeof productImages.$inferInsert)[] = [];
  for (const product of catalogue) {
    const productId = idOf(product.slug);
    const drawing = drawProduct(product.art, { slug: product.slug, name: product.name });
    drawing.photos.forEach((photo, position) => {
      const key = productPhotoKey(product.slug, position + 1);
      assets.push(asset(key, photo));
      images.push({ productId, kind: 'photo', position, assetKey: key, alt: photo.alt });
    });
    const key = productCutoutKey(product.slug);
    assets.push(asset(key, drawing.cutout));
    images.push({ productId, kind: 'cutout', position: 0, assetKey: key, alt: drawing.cutout.alt });
  }

  const nicknames = await freeNicknames(
    tx,
    seed.reviewers.map((reviewer) => reviewer.nickname),
  );
  const insertedUsers = await tx
    .insert(users)
    .values(
      seed.reviewers.map((reviewer, i) => ({
        email: reviewer.email,
        name: reviewer.name,
        nickname: nicknames[i]!,
        createdAt: at(reviewer.createdDaysAgo),
        updatedAt: at(reviewer.createdDaysAgo),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIdByEmail = new Map(insertedUsers.map((row) => [row.email, row.id]));
  const userIds = seed.reviewers.map((reviewer) => userIdByEmail.get(reviewer.email)!);

  const reviewRows = seed.reviews.map((review) => ({
    productId: idOf(review.productSlug),
    userId: userIds[review.reviewer]!,
    rating: review.rating,
    content: review.content,
    likeCount: count.reviewLikeCount.get(review.no) ?? 0,
    photoCount: review.photoCount,
    createdAt: at(review.createdDaysAgo),
    updatedAt: at(review.createdDaysAgo),
  }));
  // One review per product and reviewer, so that pair finds each inserted row again.
  const reviewIdByPair = new Map<string, number>();
  for (const batch of batches(reviewRows)) {
    const inserted = await tx
      .insert(reviews)
      .values(batch)
      .returning({ id: reviews.id, productId: reviews.productId, userId: reviews.userId });
    for (const row of inserted) reviewIdByPair.set(`${row.productId}:${row.userId}`, row.id);
  }
  const reviewIds = new Map(
    seed.reviews.map((review, i) => {
      const row = reviewRows[i]!;
      return [review.no, reviewIdByPair.get(`${row.productId}:${row.userId}`)!];
    }),
  );

  const photos: (typeof reviewPhotos.$inferInsert)[] = [];
  for (const review of seed.reviews) {
    const product = bySlug.get(review.productSlug)!;
    for (let position = 0; position < review.photoCount; position += 1) {
      const key = reviewPhotoKey(review.no, position + 1);
      const image = drawReviewPhoto(product.art, {
        slug: product.slug,
        name: product.name,
        // Photos of different reviews of one product must differ, not only within a review.
        index: review.no * 3 + position,
      });
      assets.push(asset(key, image));
      photos.push({ reviewId: reviewIds.get(review.no)!, position, assetKey: key });
    }
  }

  await insertAll(tx, imageAssets, assets);
  await insertAll(tx, productImages, images);
  await insertAll(tx, reviewPhotos, photos);
  await insertAll(
    tx,
    productLikes,
    seed.productLikes.map((like) => ({
      userId: userIds[like.reviewer]!,
      productId: idOf(like.productSlug),
      createdAt: at(like.createdDaysAgo),
    })),
  );
  await insertAll(
    tx,
    reviewLikes,
    seed.reviewLikes.map((like) => ({
      userId: userIds[like.reviewer]!,
      reviewId: reviewIds.get(like.reviewNo)!,
      createdAt: at(like.createdDaysAgo),
    })),
  );
}

export const catalogueSeedStep: SeedStep = {
  version: 1,
  name: 'catalogue',
  run: (tx) => seedCatalogue(tx),
};
