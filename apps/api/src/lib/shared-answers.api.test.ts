import { catalogueVersion, products } from '@chorok/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn, type InsertedProduct } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/*
 * Decision 0045: a catalogue read is computed once per catalogue version and URL, a visitor gets
 * the stored bytes and tag, and nothing but the version decides when it is computed again.
 */

let t: TestApp;
let plant: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  [plant] = (await insertProducts(t.db, [
    { name: '몬스테라', price: 40_000, salePrice: 30_000 },
  ])) as [InsertedProduct];
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** A price written with the triggers off: a change the catalogue version does not know of. */
async function changePriceUnseen(salePrice: number) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set({ salePrice }).where(eq(products.id, plant.id));
  });
}

const bumpVersion = () =>
  t.db
    .update(catalogueVersion)
    .set({ version: sql`${catalogueVersion.version} + 1` })
    .where(eq(catalogueVersion.id, 1));

const READS = () => [
  '/v1/products?perPage=20',
  '/v1/products/best?perPage=20',
  '/v1/products/new?perPage=20',
  '/v1/products/recommend?perPage=20',
  '/v1/products/lux?lux=1000',
  `/v1/products/${plant.id}`,
  '/v1/products/metadatas',
  `/v1/reviews?productId=${plant.id}`,
];

describe('shared catalogue answers', () => {
  it('a visitor gets the same bytes, tag and headers from the stored answer as from the first', async () => {
    for (const url of READS()) {
      const first = await get(url);
      const again = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(again.statusCode, url).toBe(200);
      expect(again.body, url).toBe(first.body);
      const { date: _a, ...firstHeaders } = first.headers;
      const { date: _b, ...againHeaders } = again.headers;
      expect(againHeaders, url).toEqual(firstHeaders);
      expect(String(first.headers.etag), url).toMatch(/^W\/"/);
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      // The stored tag still revalidates.
      const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body, url).toBe('');
    }
  });

  it('is answered from the store until the catalogue version moves, then computed again', async () => {
    const url = `/v1/products/${plant.id}`;
    const price = async () =>
      (await get(url)).json<{ data: { salePrice: number } }>().data.salePrice;
    const before = await price();
    await changePriceUnseen(before + 1_000);
    // Nothing told the version: the stored answer is served (this proves it is the store's).
    expect(await price()).toBe(before);
    await bumpVersion();
    expect(await price()).toBe(before + 1_000);
    // Any ordinary write moves the version itself (migration 0024's triggers).
    await t.db.update(products).set({ salePrice: before }).where(eq(products.id, plant.id));
    expect(await price()).toBe(before);
  });

  it('a signed-in shopper gets the shared answer with their own parts, and no-store', async () => {
    const shopper = await signIn(t.app, t.db);
    const visitor = await get(`/v1/products/${plant.id}`);
    const liked = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${plant.id}/like`,
      headers: shopper.headers,
    });
    expect(liked.statusCode).toBe(201);
    const mine = await get(`/v1/products/${plant.id}`, shopper.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<{ data: { isLiked: boolean } }>().data.isLiked).toBe(true);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.headers.vary).toContain('Authorization');
    const visitorNow = await get(`/v1/products/${plant.id}`);
    expect(visitorNow.json<{ data: { isLiked: boolean } }>().data.isLiked).toBe(false);
    expect(visitorNow.headers['cache-control']).toBe(visitor.headers['cache-control']);
  });

  it('bad input gets its 400 every time, and is never kept', async () => {
    for (const url of ['/v1/products?perPage=0', '/v1/products/abc', '/v1/reviews?productId=x']) {
      for (let i = 0; i < 2; i++) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.headers.etag, url).toBeUndefined();
      }
    }
    const missing = await get('/v1/products/999999');
    expect(missing.statusCode).toBe(404);
    expect((await get('/v1/products/999999')).statusCode).toBe(404);
  });
});
