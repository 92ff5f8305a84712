import { seed } from '@chorok/catalogue';
import { products } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/* Decision 0040: ETag and 304 for every read; public for a visitor's catalogue read, else private. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  await seed(t.database);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('a visitor’s catalogue reads', () => {
  it('are public for a CDN and revalidated by the browser', async () => {
    for (const url of [
      '/v1/products?perPage=20',
      '/v1/products/best',
      '/v1/products/1',
      '/v1/products/metadatas',
      '/v1/reviews?productId=1',
      '/v1/curations',
      '/v1/curations/categories',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, no-cache');
      expect(response.headers['cdn-cache-control'], url).toBe(
        'public, max-age=60, stale-while-revalidate=300',
      );
      expect(String(response.headers.vary), url).toMatch(/authorization/i);
      expect(response.headers.etag, url).toMatch(/^W\/"/);
    }
  });

  it('answer 304 with no body while nothing changed, and the new body after a change', async () => {
    const first = await get('/v1/products/1');
    const etag = String(first.headers.etag);
    const again = await get('/v1/products/1', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const price = (first.json() as { data: { salePrice: number } }).data.salePrice;
    await t.db
      .update(products)
      .set({ salePrice: price + 1000 })
      .where(eq(products.id, 1));
    const changed = await get('/v1/products/1', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as { data: { salePrice: number } }).data.salePrice).toBe(price + 1000);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('what gets no tag', () => {
  it('an error or a write: neither is a version of the resource', async () => {
    const missing = await get('/v1/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const write = await t.app.inject({ method: 'POST', url: '/v1/products/1/like' });
    expect(write.statusCode).toBe(401);
    expect(write.headers.etag).toBeUndefined();
  });

  it('answers 304 to a list of tags or *, compared weakly', async () => {
    const etag = String((await get('/v1/curations')).headers.etag);
    expect((await get('/v1/curations', { 'if-none-match': `W/"x", ${etag}` })).statusCode).toBe(
      304,
    );
    expect((await get('/v1/curations', { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
    expect((await get('/v1/curations', { 'if-none-match': '*' })).statusCode).toBe(304);
    expect((await get('/v1/curations', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });
});

describe('personal answers', () => {
  it('are kept by nobody: a signed-in shopper’s catalogue read and their own data', async () => {
    const who = await signIn(t.app, t.db);
    for (const url of ['/v1/products/1', '/v1/products?perPage=5', '/v1/users/me', '/v1/cart']) {
      const response = await get(url, who.headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['cdn-cache-control'], url).toBeUndefined();
      expect(String(response.headers.vary), url).toMatch(/authorization/i);
      // Never kept, so never revalidated: no tag, and a tag sent anyway gets the whole answer.
      expect(response.headers.etag, url).toBeUndefined();
      const tagged = await get(url, { ...who.headers, 'if-none-match': '*' });
      expect(tagged.statusCode, url).toBe(200);
    }
  });

  it('stay private for a visitor on reads that are not the catalogue’s', async () => {
    const response = await get('/v1/app-config');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});
