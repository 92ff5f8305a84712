import { rmSync } from 'node:fs';
import { PAGING, type ProductMetadata, type ProductSummary } from '@chorok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { INDEX, html, renders, stateOf, writeDist } from '../test/ssr-fixtures.ts';

/* /products/best, /new and /all for a browser: rendered per request when unfiltered (decision 0048). */

let dist: string;
let t: TestApp;

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: html });
const apiGet = async <T>(url: string) =>
  JSON.parse((await t.app.inject({ method: 'GET', url })).body) as T;

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ webDistDir: dist, rateLimitPerMinute: 0 });
  // More than a page, so the page is the list's first 20 and not the whole catalogue.
  await insertProducts(
    t.db,
    Array.from({ length: PAGING.defaultPerPage + 3 }, (_, index) => ({
      name: `목록 식물 ${index + 1}`,
      likeCount: index,
    })),
  );
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /products/{best,new,all} for a browser', () => {
  it.each(['best', 'new', 'all'])(
    '/products/%s is the endpoint’s first page and the filter choices, handed to the client',
    async (kind) => {
      const response = await page(`/products/${kind}`);
      expect(response.statusCode).toBe(200);
      const endpoint = kind === 'all' ? '/v1/products' : `/v1/products/${kind}`;
      const list = await apiGet<{ data: ProductSummary[]; _metadata: unknown }>(
        `${endpoint}?page=1&perPage=${PAGING.defaultPerPage}`,
      );
      expect(list.data).toHaveLength(PAGING.defaultPerPage);
      const names = [...response.body.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
      expect(names).toEqual(list.data.map((p) => p.name));
      const metadatas = await apiGet<{ data: ProductMetadata[] }>('/v1/products/metadatas');
      const state = stateOf(response.body).queries.map((q) => q.data);
      expect(state).toContainEqual({
        pages: [{ data: list.data, _metadata: list._metadata }],
        pageParams: [1],
      });
      expect(state).toContainEqual(metadatas.data);
    },
  );

  it('is rendered once for the same data', async () => {
    await page('/products/best');
    const before = renders();
    await page('/products/best');
    expect(renders()).toBe(before);
  });

  it('is the shell with filters or an order asked for, and for the lists it does not render', async () => {
    for (const url of [
      '/products/best?metadataIds=1',
      '/products/all?sort=PRICE_LOW',
      '/products/recommend',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });
});
