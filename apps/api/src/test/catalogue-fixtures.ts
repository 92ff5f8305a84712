import type { MetadataKind, ProductCategory, ProductStatus } from '@chorok/contract';
import {
  imageAssets,
  productImages,
  productMetadataLinks,
  productMetadatas,
  products,
  reviewPhotos,
  reviews,
  users,
  type Database,
} from '@chorok/db';
import { productSearchKeys, type SeedCare } from '@chorok/catalogue';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../modules/auth/auth-plugin.ts';
import { issueTemporaryCode } from '../modules/auth/service.ts';

/*
 * Catalogue rows for API tests, inserted directly with Drizzle in a few batched statements. Tests
 * describe exactly the products they need, so they never depend on the seed catalogue's data.
 */

export interface FixtureMetadata {
  id: number;
  kind: MetadataKind;
  name: string;
  sortOrder: number;
}

/** Answer options of two question kinds and two tags, enough to test OR within and AND across kinds. */
export const FIXTURE_METADATA = {
  livingRoom: { id: 1, kind: 'GROW_PLACE', name: '거실', sortOrder: 1 },
  veranda: { id: 2, kind: 'GROW_PLACE', name: '베란다', sortOrder: 2 },
  bedroom: { id: 3, kind: 'GROW_PLACE', name: '침실', sortOrder: 3 },
  bright: { id: 11, kind: 'SUNLIGHT', name: '밝은 곳', sortOrder: 1 },
  shade: { id: 12, kind: 'SUNLIGHT', name: '반그늘', sortOrder: 2 },
  petSafe: { id: 31, kind: 'PET_CHILD', name: '반려동물과 함께', sortOrder: 1 },
  beginner: { id: 41, kind: 'TAG', name: '초보자 추천', sortOrder: 2 },
  airPurifying: { id: 42, kind: 'TAG', name: '공기정화', sortOrder: 1 },
} as const satisfies Record<string, FixtureMetadata>;

export async function insertMetadatas(
  db: Database,
  rows: readonly FixtureMetadata[] = Object.values(FIXTURE_METADATA),
): Promise<void> {
  await db
    .insert(productMetadatas)
    .values(rows.map((row) => ({ ...row, description: `${row.name} 설명` })))
    .onConflictDoUpdate({
      target: productMetadatas.id,
      set: {
        kind: sql`excluded.kind`,
        name: sql`excluded.name`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

/** A 1×1-unit SVG: the smallest real image the images table can hold. */
const tinySvg = (fill: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${fill}"/></svg>`,
  );

let uniqueKey = 0;
const nextKey = (prefix: string) => `test/${prefix}-${process.pid}-${++uniqueKey}.svg`;

export const PLANT_CARE: SeedCare = {
  lightMinLux: 1_000,
  lightMaxLux: 20_000,
  wateringFrequency: 7,
  airExposureFrequency: 3,
  repottingFrequency: 365,
  wateringDesc: '겉흙이 마르면 흠뻑',
  airExposureDesc: '창문을 열어 바람을',
  repottingDesc: '1년에 한 번',
  petSafe: true,
  childSafe: true,
  difficulty: 'EASY',
  size: 'MEDIUM',
};

export interface FixtureProduct {
  name: string;
  category?: ProductCategory;
  status?: ProductStatus;
  price?: number;
  salePrice?: number;
  botanicalName?: string;
  englishName?: string;
  aliases?: string[];
  stock?: number;
  /** Plants get PLANT_CARE unless given; null (and every non-plant) has none. */
  care?: Partial<SeedCare> | null;
  /** The species the product is (products.species_key); default none. */
  speciesKey?: string | null;
  metadataIds?: number[];
  salesCount?: number;
  likeCount?: number;
  createdAt?: Date;
  /** Photos in position order (inserted out of order to prove the ordering); default 2. */
  photos?: number;
  /** Default true. */
  cutout?: boolean;
}

export interface InsertedProduct extends FixtureProduct {
  id: number;
  photoKeys: string[];
  cutoutKey: string | null;
}

export async function insertProducts(
  db: Database,
  specs: readonly FixtureProduct[],
): Promise<InsertedProduct[]> {
  if (specs.length === 0) return [];
  const planned = specs.map((spec) => ({
    spec,
    photoKeys: Array.from({ length: spec.photos ?? 2 }, () => nextKey('photo')),
    cutoutKey: spec.cutout === false ? null : nextKey('cutout'),
  }));
  const assets = planned.flatMap(({ photoKeys, cutoutKey }) =>
    [...photoKeys, ...(cutoutKey ? [cutoutKey] : [])].map((key, index) => ({
      key,
      contentType: 'image/svg+xml',
      bytes: tinySvg(index % 2 ? '#2f7d4f' : '#a3c9a8'),
      width: 600 + index,
      height: 800,
    })),
  );
  if (assets.length) await db.insert(imageAssets).values(assets);

  const rows = await db
    .insert(products)
    .values(
      planned.map(({ spec }) => {
        const category = spec.category ?? 'PLANT';
        const price = spec.price ?? 10_000;
        const care =
          category === 'PLANT' && spec.care !== null ? { ...PLANT_CARE, ...spec.care } : null;
        const names = {
          name: spec.name,
          botanicalName: spec.botanicalName ?? '',
          englishName: spec.englishName ?? '',
          aliases: spec.aliases ?? [],
        };
        return {
          ...names,
          ...productSearchKeys(names),
          category,
          speciesKey: spec.speciesKey ?? null,
          status: spec.status ?? 'ON_SALE',
          price,
          salePrice: spec.salePrice ?? price,
          stock: spec.stock ?? 10,
          summary: `${spec.name} 요약`,
          description: `${spec.name} 설명`,
          salesCount: spec.salesCount ?? 0,
          likeCount: spec.likeCount ?? 0,
          ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
          ...(care ?? {}),
        };
      }),
    )
    .returning({ id: products.id });

  const inserted = planned.map(({ spec, photoKeys, cutoutKey }, index) => ({
    ...spec,
    id: rows[index]!.id,
    photoKeys,
    cutoutKey,
  }));
  const images = inserted.flatMap((product) => [
    // Reversed on purpose: the API must order by position, not by insertion.
    ...product.photoKeys
      .map((assetKey, position) => ({
        productId: product.id,
        kind: 'photo',
        position,
        assetKey,
        alt: `${product.name} 사진 ${position + 1}`,
      }))
      .reverse(),
    ...(product.cutoutKey
      ? [
          {
            productId: product.id,
            kind: 'cutout',
            position: 0,
            assetKey: product.cutoutKey,
            alt: '',
          },
        ]
      : []),
  ]);
  if (images.length) await db.insert(productImages).values(images);
  const links = inserted.flatMap((product) =>
    (product.metadataIds ?? []).map((metadataId) => ({ productId: product.id, metadataId })),
  );
  if (links.length) await db.insert(productMetadataLinks).values(links);
  return inserted;
}

export interface FixtureUser {
  name?: string;
  nickname?: string | null;
  /** An account that has left (the row stays, deleted_at set, personal data erased). */
  left?: boolean;
}

let uniqueUser = 0;

export async function insertUsers(db: Database, specs: readonly FixtureUser[]): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = await db
    .insert(users)
    .values(
      specs.map((spec) => {
        const n = ++uniqueUser;
        return spec.left
          ? { email: null, name: '', nickname: null, deletedAt: new Date() }
          : {
              email: `author-${process.pid}-${n}@fixtures.test.chorok.kr`,
              name: spec.name ?? `작성자${n}`,
              nickname: spec.nickname ?? null,
            };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

export interface FixtureReview {
  productId: number;
  userId: number | null;
  rating: number;
  content: string;
  /** Number of photos (positions inserted out of order); default 0. */
  photos?: number;
  likeCount?: number;
  createdAt?: Date;
}

export interface InsertedReview extends FixtureReview {
  id: number;
  photoKeys: string[];
}

/** Reviews with their photos, and the products' review counters brought in step with them. */
export async function insertReviews(
  db: Database,
  specs: readonly FixtureReview[],
): Promise<InsertedReview[]> {
  if (specs.length === 0) return [];
  const planned = specs.map((spec) => ({
    spec,
    photoKeys: Array.from({ length: spec.photos ?? 0 }, () => nextKey('review')),
  }));
  const assets = planned.flatMap(({ photoKeys }) =>
    photoKeys.map((key, index) => ({
      key,
      contentType: 'image/svg+xml',
      bytes: tinySvg('#6b8e23'),
      width: 400 + index,
      height: 400,
    })),
  );
  if (assets.length) await db.insert(imageAssets).values(assets);
  const rows = await db
    .insert(reviews)
    .values(
      planned.map(({ spec, photoKeys }) => ({
        productId: spec.productId,
        userId: spec.userId,
        rating: spec.rating,
        content: spec.content,
        likeCount: spec.likeCount ?? 0,
        photoCount: photoKeys.length,
        ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
      })),
    )
    .returning({ id: reviews.id });
  const inserted = planned.map(({ spec, photoKeys }, index) => ({
    ...spec,
    id: rows[index]!.id,
    photoKeys,
  }));
  const photos = inserted.flatMap((review) =>
    review.photoKeys
      .map((assetKey, position) => ({ reviewId: review.id, position, assetKey }))
      .reverse(),
  );
  if (photos.length) await db.insert(reviewPhotos).values(photos);

  const productIds = [...new Set(specs.map((spec) => spec.productId))];
  await db
    .update(products)
    .set({
      reviewCount: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.hiddenAt} is null)`,
      ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0) from ${reviews} where ${reviews.productId} = ${products.id} and ${reviews.hiddenAt} is null)`,
    })
    .where(inArray(products.id, productIds));
  return inserted;
}

/** Days before now, for createdAt values with a known order. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export interface Shopper {
  id: number;
  token: string;
  /** `Authorization` header of the shopper's requests. */
  headers: { authorization: string };
  /** The client address its API calls come from (commerce-fixtures shopperIp). */
  ip?: string;
}

let uniqueShopper = 0;

/** A signed-in user, the way users.api.test.ts makes one: a temporary code's account and a token. */
export async function signIn(
  app: FastifyInstance,
  db: Database,
  profile: { name?: string; nickname?: string } = {},
): Promise<Shopper> {
  const email = `shopper-${process.pid}-${++uniqueShopper}@fixtures.test.chorok.kr`;
  const { userId } = await issueTemporaryCode(db, email);
  if (profile.name !== undefined || profile.nickname !== undefined)
    await db.update(users).set(profile).where(eq(users.id, userId));
  const token = await signAccessToken(app, userId, 'temporary');
  return { id: userId, token, headers: { authorization: `Bearer ${token}` } };
}
