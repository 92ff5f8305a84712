import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/*
 * Issue 14 item 10: an answer to a request that carries credentials is never stored by a browser
 * or a proxy (decision 0026). The rule is the request's, not the token's validity: a refused token
 * gets no-store too, and a handler's own cache-control (the locales', public for 5 minutes) yields.
 */

let t: TestApp;
let shopper: Shopper;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  shopper = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('Cache-Control on answers to requests with credentials', () => {
  it.each([
    ['/v1/users/me', 200],
    ['/v1/cart', 200],
    ['/v1/products', 200],
    ['/v1/orders/999999999', 404],
    ['/locales/kr/translations.json', 200],
    ['/v1/no-such-route', 404],
  ])('GET %s with a valid token: no-store (%i)', async (url, status) => {
    const response = await get(url, shopper.headers);
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a refused token', { authorization: 'Bearer not-a-token' }],
    ['a malformed header', { authorization: 'Basic abc' }],
    ['a cookie', { cookie: 'session=1' }],
    ['the operator secret', { 'x-admin-secret': 'wrong-secret-0123456789' }],
  ])('%s: no-store as well', async (_, headers) => {
    for (const url of ['/v1/users/me', '/v1/products', '/locales/kr/translations.json']) {
      const response = await get(url, headers);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a POST with a token: no-store', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/cart',
      headers: shopper.headers,
      payload: { productId: 999_999_999, quantity: 1 },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves anonymous answers to their own caching', async () => {
    const locales = await get('/locales/kr/translations.json');
    expect(locales.headers['cache-control']).toBe('public, max-age=300');
    const products = await get('/v1/products');
    expect(products.headers['cache-control']).not.toBe('no-store');
  });
});
