import { rmSync } from 'node:fs';
import { HOME_PAGE, SERVER_RENDER, type ProductSummary } from '@chorok/contract';
import { products } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { PRERENDERED_HOME, html, renders, stateOf, writeDist } from '../test/ssr-fixtures.ts';

/* /home for a browser: rendered per request with its first screen's row of new arrivals (decision 0048). */

let dist: string;
let t: TestApp;

const page = (url: string, headers: Record<string, string> = html) =>
  t.app.inject({ method: 'GET', url, headers });
const newRow = async () =>
  JSON.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/v1/products/new?page=1&perPage=${HOME_PAGE.rowSize}`,
      })
    ).body,
  ) as { data: ProductSummary[]; _metadata: unknown };

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ webDistDir: dist, rateLimitPerMinute: 0 });
  // More than a row's worth, so the row is the newest few and not the whole catalogue.
  await insertProducts(
    t.db,
    Array.from({ length: HOME_PAGE.rowSize + 2 }, (_, index) => ({ name: `새 식물 ${index + 1}` })),
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /home for a browser', () => {
  it('is rendered with the row the endpoint sends a visitor, and hands that row to the client', async () => {
    const response = await page('/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const row = await newRow();
    expect(row.data).toHaveLength(HOME_PAGE.rowSize);
    for (const product of row.data)
      expect(response.body).toContain(`${product.name} ${product.salePrice}`);
    const state = stateOf(response.body);
    expect(state.queries.map((q) => q.data)).toContainEqual({
      data: row.data,
      _metadata: row._metadata,
    });
    expect(response.body).toContain(`id="${SERVER_RENDER.stateElementId}"`);
  });

  it('is rendered once for the same data, and again when a product in the row changes', async () => {
    await page('/home');
    const before = renders();
    await page('/home');
    expect(renders()).toBe(before);

    const [first] = (await newRow()).data;
    await t.db.update(products).set({ salePrice: 4_321 }).where(eq(products.id, first!.id));
    const changed = await page('/home');
    expect(renders()).toBe(before + 1);
    expect(changed.body).toContain(`${first!.name} 4321`);
  });

  it('is the build’s prerendered /home when the render fails', async () => {
    const [first] = (await newRow()).data;
    await t.db.update(products).set({ name: '렌더 실패' }).where(eq(products.id, first!.id));
    const response = await page('/home');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PRERENDERED_HOME);
    await t.db.update(products).set({ name: first!.name }).where(eq(products.id, first!.id));
  });
});
