import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSearchInitials, encodeSearchKey } from './search-keys.ts';
import { createDatabase, type DatabaseHandle } from '@chorok/db';
import { migratedImage } from '@chorok/db/testing';
import { migrate } from '@chorok/db';
import { seed, seedSteps } from './seed.ts';
import { seedMetadatas } from './metadata.ts';
import { seedProducts } from './products/index.ts';
import { buildReviewSeed } from './reviews.ts';

const expected = buildReviewSeed(seedProducts);
/** The version a fresh database is seeded to: the catalogue's step and the ones after it. */
const LATEST = Math.max(...seedSteps.map((step) => step.version));

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await handle.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function count(handle: DatabaseHandle, table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    handle,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row!.n;
}

const TABLES = [
  'product_metadatas',
  'products',
  'product_metadata_links',
  'image_assets',
  'product_images',
  'users',
  'reviews',
  'review_photos',
  'product_likes',
  'review_likes',
  'coupons',
];

describe('catalogue seed step on in-memory PGlite', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createDatabase({ memory: true, memoryImage: await migratedImage() });
    await migrate(handle);
    const result = await seed(handle);
    expect(result).toEqual({ applied: true, version: LATEST });
  }, 120_000);

  afterAll(async () => {
    await handle.close();
  });

  it('is the first-start seed, version 1', () => {
    expect(seedSteps.map((step) => [step.version, step.name])).toContainEqual([1, 'catalogue']);
  });

  it('inserts every metadata option, product, reviewer, review, photo and like', async () => {
    expect(await count(handle, 'product_metadatas')).toBe(seedMetadatas.length);
    expect(await count(handle, 'products')).toBe(seedProducts.length);
    expect(await count(handle, 'product_metadata_links')).toBe(
      seedProducts.reduce((sum, p) => sum + p.metadataIds.length, 0),
    );
    expect(await count(handle, 'users')).toBe(expected.reviewers.length);
    expect(await count(handle, 'reviews')).toBe(expected.reviews.length);
    expect(await count(handle, 'review_photos')).toBe(
      expected.reviews.reduce((sum, review) => sum + review.photoCount, 0),
    );
    expect(await count(handle, 'product_likes')).toBe(expected.productLikes.length);
    expect(await count(handle, 'review_likes')).toBe(expected.reviewLikes.length);
  });

  it('gives every product at least three photos and exactly one cut-out, all stored as SVG', async () => {
    const perProduct = await rows<{ photos: number; cutouts: number }>(
      handle,
      sql`select
            count(*) filter (where i.kind = 'photo')::int as photos,
            count(*) filter (where i.kind = 'cutout')::int as cutouts
          from products p left join product_images i on i.product_id = p.id
          group by p.id`,
    );
    expect(perProduct).toHaveLength(seedProducts.length);
    for (const product of perProduct) {
      expect(product.photos).toBeGreaterThanOrEqual(3);
      expect(product.cutouts).toBe(1);
    }
    const [positions] = await rows<{ bad: number }>(
      handle,
      sql`select count(*)::int as bad from (
            select product_id, array_agg(position order by position) as got, count(*) as n
            from product_images where kind = 'photo' group by product_id
          ) t where got <> array(select generate_series(0, (n - 1)::int))`,
    );
    expect(positions!.bad).toBe(0);
    const [assets] = await rows<{ n: number; svg: number; unused: number }>(
      handle,
      sql`select count(*)::int as n,
            count(*) filter (where content_type = 'image/svg+xml'
              and convert_from(substring(bytes from 1 for 4), 'UTF8') = '<svg'
              and width > 0 and height > 0)::int as svg,
            count(*) filter (where key not in (select asset_key from product_images)
              and key not in (select asset_key from review_photos))::int as unused
          from image_assets`,
    );
    expect(assets!.svg).toBe(assets!.n);
    expect(assets!.unused).toBe(0);
    const [keys] = await rows<{ bad: number }>(
      handle,
      sql`select count(*)::int as bad from product_images
          where asset_key !~ '^products/[a-z0-9-]+/(photo-[0-9]+|cutout)\\.svg$'`,
    );
    expect(keys!.bad).toBe(0);
  });

  it('keeps product counters equal to the rows behind them', async () => {
    const [mismatch] = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from products p where
            p.like_count <> (select count(*) from product_likes l where l.product_id = p.id)
            or p.review_count <> (select count(*) from reviews r where r.product_id = p.id)
            or p.rating_sum <> (select coalesce(sum(r.rating), 0) from reviews r where r.product_id = p.id)`,
    );
    expect(mismatch!.n).toBe(0);
    const [liked] = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from products where like_count > 0`,
    );
    expect(liked!.n).toBeGreaterThan(30);
  });

  it('keeps review counters equal to their likes and photos', async () => {
    const [mismatch] = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from reviews r where
            r.like_count <> (select count(*) from review_likes l where l.review_id = r.id)
            or r.photo_count <> (select count(*) from review_photos ph where ph.review_id = r.id)`,
    );
    expect(mismatch!.n).toBe(0);
  });

  it('dates reviews after the listing and the author, likes after what they like', async () => {
    const [bad] = await rows<{ reviews: number; productLikes: number; reviewLikes: number }>(
      handle,
      sql`select
            (select count(*)::int from reviews r join products p on p.id = r.product_id
              join users u on u.id = r.user_id
              where r.created_at <= p.created_at or r.created_at <= u.created_at
                or r.created_at > now()) as "reviews",
            (select count(*)::int from product_likes l join products p on p.id = l.product_id
              join users u on u.id = l.user_id
              where l.created_at < p.created_at or l.created_at < u.created_at) as "productLikes",
            (select count(*)::int from review_likes l join reviews r on r.id = l.review_id
              where l.created_at < r.created_at or l.user_id = r.user_id) as "reviewLikes"`,
    );
    expect(bad).toEqual({ reviews: 0, productLikes: 0, reviewLikes: 0 });
  });

  it('stores Korean search keys and care facts', async () => {
    const [monstera] = await rows<{
      search_initials: string;
      search_text: string;
      light_min_lux: number;
    }>(
      handle,
      sql`select search_initials, search_text, light_min_lux from products
          where name = '몬스테라 델리시오사'`,
    );
    expect(monstera!.search_initials).toContain(encodeSearchInitials('ㅁㅅㅌㄹ'));
    expect(monstera!.search_text).toContain(encodeSearchKey('monsteradeliciosa'));
    expect(monstera!.light_min_lux).toBeGreaterThan(0);
    const [goods] = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from products where category <> 'PLANT' and light_min_lux is not null`,
    );
    expect(goods!.n).toBe(0);
  });

  it('changes nothing when seeding again', async () => {
    const before = await Promise.all(TABLES.map((table) => count(handle, table)));
    expect(await seed(handle)).toEqual({ applied: false, version: LATEST });
    const after = await Promise.all(TABLES.map((table) => count(handle, table)));
    expect(after).toEqual(before);
  });
});
