import { fileURLToPath } from 'node:url';
import { seed } from '@chorok/catalogue';
import { curations, products } from '@chorok/db';
import { eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCurations } from '../modules/curations/importer.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/* What search engines read: robots.txt and the sitemap of the public pages. */

const FIXTURES = fileURLToPath(new URL('../modules/curations/test-content', import.meta.url));
const ORIGIN = 'https://chorok.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicOrigin: ORIGIN, rateLimitPerMinute: 0 });
  await seed(t.database);
  await importCurations(t.db, FIXTURES);
});
afterAll(() => t?.close());

describe('GET /robots.txt', () => {
  it('keeps a shopper’s own pages and the API out, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    for (const path of ['/v1/', '/cart', '/order', '/profile', '/auth/', '/plants/', '/admin'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  const locs = (body: string) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it('lists the public pages, every product on sale or sold out for now, and published articles', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const listed = locs(response.body);
    for (const path of ['/', '/home', '/products/best', '/life', '/policy/privacy'])
      expect(listed).toContain(`${ORIGIN}${path}`);

    const shown = await t.db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.status, ['ON_SALE', 'OUT_OF_STOCK']));
    const hidden = await t.db
      .select({ id: products.id })
      .from(products)
      .where(not(inArray(products.status, ['ON_SALE', 'OUT_OF_STOCK'])));
    expect(shown.length).toBeGreaterThan(0);
    for (const { id } of shown) expect(listed).toContain(`${ORIGIN}/products/detail/${id}`);
    for (const { id } of hidden) expect(listed).not.toContain(`${ORIGIN}/products/detail/${id}`);

    const articles = await t.db.select({ id: curations.id }).from(curations);
    expect(articles.length).toBeGreaterThan(0);
    for (const { id } of articles) expect(listed).toContain(`${ORIGIN}/life/detail/${id}`);
    expect(listed.some((loc) => /\/(cart|order|profile|plants)/.test(loc))).toBe(false);
  });

  it('drops a product that leaves the shop and an article taken down', async () => {
    const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
    const [article] = await t.db.select({ id: curations.id }).from(curations).limit(1);
    await t.db.update(products).set({ status: 'DISCONTINUED' }).where(eq(products.id, product!.id));
    await t.db
      .update(curations)
      .set({ unpublishedAt: new Date() })
      .where(eq(curations.id, article!.id));
    const listed = locs((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect(listed).not.toContain(`${ORIGIN}/products/detail/${product!.id}`);
    expect(listed).not.toContain(`${ORIGIN}/life/detail/${article!.id}`);
  });
});
