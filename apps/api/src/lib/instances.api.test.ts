import { rmSync } from 'node:fs';
import { products } from '@chorok/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { insertProducts, signIn, type InsertedProduct } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { html, metaOf, writeDist } from '../test/ssr-fixtures.ts';

/*
 * Issue 21: a change shows in the next read on every API instance. Two instances on one database
 * (on PostgreSQL: two apps, each with its own caches, as two processes would be): every cache an
 * instance keeps — rendered pages, share pictures, ETags, sessions — must not outlive the data.
 */

let dist: string;
let t: TestApp;
let other: FastifyInstance;
let plant: InsertedProduct;

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ webDistDir: dist, rateLimitPerMinute: 0 });
  // The same settings (secrets included), as the instances of one deployment have.
  other = await buildApp({ config: t.config, database: t.database });
  [plant] = (await insertProducts(t.db, [{ name: '스킨답서스', likeCount: 3 }])) as [
    InsertedProduct,
  ];
});
afterAll(async () => {
  await other?.close();
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
    const signedOutAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - signedOutAt < 1_000)
      status = (await get(other, '/v1/users/me', shopper.headers)).statusCode;
    expect(status).toBe(401);
    expect((await get(t.app, '/v1/users/me', shopper.headers)).statusCode).toBe(401);
  });
});
