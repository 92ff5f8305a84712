import { rmSync } from 'node:fs';
import { createDatabase, products, reviews, users, type DatabaseHandle } from '@chorok/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  insertProducts,
  insertReviews,
  insertUsers,
  signIn,
  type InsertedProduct,
} from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { html, metaOf, writeDist } from '../test/ssr-fixtures.ts';

/*
 * Issue 21: a change shows in the next read on every API instance. Two instances on one database
 * (on PostgreSQL: two apps, each with its own pool and its own caches, as two processes would
 * be): every cache an instance keeps — shared catalogue answers (decision 0045), rendered pages,
 * share pictures, ETags, sessions — must not outlive the data.
 */

let dist: string;
let t: TestApp;
let other: FastifyInstance;
let otherDatabase: DatabaseHandle | undefined;
let plant: InsertedProduct;

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ webDistDir: dist, rateLimitPerMinute: 0 });
  // PostgreSQL: a pool of its own, so nothing keyed by the database object is shared. PGlite
  // lives in one process: its instances share the handle.
  if (t.databaseUrl) otherDatabase = await createDatabase({ databaseUrl: t.databaseUrl });
  // The same settings (secrets included), as the instances of one deployment have.
  other = await buildApp({ config: t.config, database: otherDatabase ?? t.database });
  [plant] = (await insertProducts(t.db, [{ name: '스킨답서스', likeCount: 3, stock: 5 }])) as [
    InsertedProduct,
  ];
});
afterAll(async () => {
  await other?.close();
  await otherDatabase?.close();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const instances = () => [t.app, other] as const;
const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** What each instance answers now: the product's JSON tag, list tag, page and share picture. */
async function views(app: FastifyInstance) {
  const detail = await get(app, `/v1/products/${plant.id}`);
  const list = await get(app, '/v1/products?perPage=20');
  const page = await get(app, `/products/detail/${plant.id}`, html);
  const card = metaOf(page.body)['og:image'] ?? '';
  return {
    detailTag: detail.headers.etag,
    detail: detail.json() as { data: { salePrice: number; likeCount: number } },
    listTag: list.headers.etag,
    page: page.body,
    card: card.slice(card.indexOf('/share/')),
  };
}

describe('two API instances on one database', () => {
  it('agree, and a price change on one is in the next read of both: JSON, tags, page and card', async () => {
    const a = await views(t.app);
    const b = await views(other);
    expect(b).toEqual(a);

    await t.db.update(products).set({ salePrice: 7_700 }).where(eq(products.id, plant.id));
    for (const app of instances()) {
      const now = await views(app);
      expect(now.detail.data.salePrice).toBe(7_700);
      expect(now.detailTag).not.toBe(a.detailTag);
      expect(now.listTag).not.toBe(a.listTag);
      expect(now.page).not.toBe(a.page);
      expect(now.card).not.toBe(a.card);
      // A client holding the old tag gets the new body, not a 304.
      const revalidated = await get(app, `/v1/products/${plant.id}`, {
        'if-none-match': String(a.detailTag),
      });
      expect(revalidated.statusCode).toBe(200);
    }
  });

  it('a like through one instance is counted in the next read of the other', async () => {
    const shopper = await signIn(t.app, t.db);
    const before = (await views(other)).detail.data.likeCount;
    const liked = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${plant.id}/like`,
      headers: shopper.headers,
    });
    expect(liked.statusCode).toBeLessThan(300);
    const after = await views(other);
    expect(after.detail.data.likeCount).toBe(before + 1);
    expect(after.page).toContain(`<p data-likes>${before + 1}</p>`);
  });

  it('a sign-out through one instance holds on the other within a second', async () => {
    const shopper = await signIn(t.app, t.db);
    expect((await get(other, '/v1/users/me', shopper.headers)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-out',
      headers: shopper.headers,
    });
    expect(out.statusCode).toBe(201);
    // Within a second by the session cache's lifetime (decision 0045); the deadline has room for a
    // slow machine, and nothing here times how soon.
    const deadline = Date.now() + 3_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline)
      status = (await get(other, '/v1/users/me', shopper.headers)).statusCode;
    expect(status).toBe(401);
    expect((await get(t.app, '/v1/users/me', shopper.headers)).statusCode).toBe(401);
  });

  it('a stock or status change on one is in the next read of both, lists and product', async () => {
    for (const app of instances()) await views(app);
    await t.db
      .update(products)
      .set({ stock: 0, status: 'OUT_OF_STOCK' })
      .where(eq(products.id, plant.id));
    for (const app of instances()) {
      const detail = (await get(app, `/v1/products/${plant.id}`)).json() as {
        data: { stock: number; status: string };
      };
      expect(detail.data).toMatchObject({ stock: 0, status: 'OUT_OF_STOCK' });
      const list = (await get(app, '/v1/products?perPage=20')).json() as {
        data: { id: number; status: string }[];
      };
      expect(list.data.find((card) => card.id === plant.id)?.status).toBe('OUT_OF_STOCK');
    }
    await t.db.update(products).set({ status: 'DISCONTINUED' }).where(eq(products.id, plant.id));
    for (const app of instances()) {
      const list = (await get(app, '/v1/products?perPage=20')).json() as { data: { id: number }[] };
      expect(list.data.map((card) => card.id)).not.toContain(plant.id);
    }
    await t.db
      .update(products)
      .set({ stock: 5, status: 'ON_SALE' })
      .where(eq(products.id, plant.id));
  });

  it("a like shows in the liker's next read on the other instance, and in nobody else's", async () => {
    const liker = await signIn(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    const isLiked = async (app: FastifyInstance, headers: Record<string, string>) => {
      const detail = (await get(app, `/v1/products/${plant.id}`, headers)).json() as {
        data: { isLiked: boolean };
      };
      const list = (await get(app, '/v1/products?perPage=20', headers)).json() as {
        data: { id: number; isLiked: boolean }[];
      };
      return [detail.data.isLiked, list.data.find((card) => card.id === plant.id)?.isLiked];
    };
    // Every instance has its answers (and the liker's likes) kept before the like.
    for (const app of instances()) {
      expect(await isLiked(app, liker.headers)).toEqual([false, false]);
      expect(await isLiked(app, stranger.headers)).toEqual([false, false]);
    }
    const liked = await other.inject({
      method: 'POST',
      url: `/v1/products/${plant.id}/like`,
      headers: liker.headers,
    });
    expect(liked.statusCode).toBe(201);
    for (const app of instances()) {
      expect(await isLiked(app, liker.headers)).toEqual([true, true]);
      expect(await isLiked(app, stranger.headers)).toEqual([false, false]);
      expect(await isLiked(app, {})).toEqual([false, false]);
    }
  });

  it('a review, its hiding and its author leaving are in the next read of both', async () => {
    const reviewsOf = async (app: FastifyInstance) => {
      const list = (await get(app, `/v1/reviews?productId=${plant.id}`)).json() as {
        data: { id: number; authorName: string }[];
      };
      const detail = (await get(app, `/v1/products/${plant.id}`)).json() as {
        data: { reviewCount: number };
      };
      return { list: list.data, count: detail.data.reviewCount };
    };
    const before = await reviewsOf(other);
    for (const app of instances()) expect(await reviewsOf(app)).toEqual(before);

    const [author] = (await insertUsers(t.db, [{ nickname: '초록손' }])) as [number];
    const [review] = await insertReviews(t.db, [
      { productId: plant.id, userId: author, rating: 5, content: '잎이 반짝반짝해요. 잘 자라요.' },
    ]);
    for (const app of instances()) {
      const now = await reviewsOf(app);
      expect(now.count).toBe(before.count + 1);
      expect(now.list.find((r) => r.id === review!.id)?.authorName).toBe('초록손');
    }

    await t.db.update(users).set({ nickname: '새이름' }).where(eq(users.id, author));
    for (const app of instances())
      expect((await reviewsOf(app)).list.find((r) => r.id === review!.id)?.authorName).toBe(
        '새이름',
      );

    await t.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, review!.id));
    for (const app of instances())
      expect((await reviewsOf(app)).list.map((r) => r.id)).not.toContain(review!.id);
  });
});
