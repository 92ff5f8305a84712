import { INT4_MAX, MESSAGES } from '@chorok/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAddresses } from '../modules/addresses/bundled.ts';
import { signIn, type Shopper } from '../test/catalogue-fixtures.ts';
import { api } from '../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';

/*
 * Issue 14, item 5: text with NUL and ids or amounts beyond PostgreSQL's integer used to reach the
 * database and come back as 500. The edge refuses them with the usual 400 (decision 0030).
 */

let t: TestApp;
let who: Shopper;
const NUL = '\u0000';

beforeAll(async () => {
  t = await createTestApp();
  who = await signIn(t.app, t.db);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const [postal] = searchAddresses('테헤란로 152');
const address = (overrides: Record<string, unknown> = {}) => ({
  receiverName: '김초록',
  receiverPhoneNumber: '01012345678',
  address: postal,
  detailAddress: '12층',
  ...overrides,
});

describe('a NUL byte in any text', () => {
  it('is refused on address create and update, nothing stored', async () => {
    const refused = await api(t.app, 'POST', '/v1/users/me/addresses', who, {
      ...address({ detailAddress: `12층${NUL}` }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.invalidInput);

    const created = await api(t.app, 'POST', '/v1/users/me/addresses', who, address());
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: number }).id;
    const update = await api(t.app, 'PATCH', `/v1/users/me/addresses/${id}`, who, {
      receiverName: `김${NUL}초록`,
    });
    expect(update.status).toBe(400);
    const list = await api(t.app, 'GET', '/v1/users/me/addresses', who);
    expect(JSON.stringify(list.body.data)).not.toContain('\\u0000');
  });

  it('is refused in device-info and web-push unsubscribe', async () => {
    const device = await api(t.app, 'POST', `/v1/users/${who.id}/device-info`, who, {
      fcmToken: `token${NUL}`,
      deviceType: 'ios',
      deviceModel: 'iPhone 15',
    });
    expect(device.status).toBe(400);
    const unsubscribe = await api(t.app, 'POST', '/v1/notifications/web-push/unsubscribe', who, {
      endpoint: `https://fcm.googleapis.com/fcm/send/x${NUL}`,
    });
    expect(unsubscribe.status).toBe(400);
  });

  it('is refused in a query string, a key and a path', async () => {
    for (const url of [
      '/v1/products?keyword=%00',
      '/v1/addresses/search?keyword=%EA%B0%95%00',
      '/v1/users/exist-nickname?nickname=a%01b',
      '/v1/terms/service%00',
      '/locales/kr/common%00.json',
    ]) {
      const reply = await t.app.inject({ method: 'GET', url, headers: who.headers });
      expect(reply.statusCode, url).toBe(400);
    }
    const key = await api(t.app, 'PATCH', `/v1/users/${who.id}`, who, { [`name${NUL}`]: 'x' });
    expect(key.status).toBe(400);
  });

  it('is refused by the sandbox payment page, and so is an amount beyond an integer', async () => {
    const query = (overrides: Record<string, string>) =>
      new URLSearchParams({
        orderId: 'ORDER-123456',
        orderName: '몬스테라',
        amount: '28000',
        successUrl: '/purchase/success',
        failUrl: '/purchase/fail',
        ...overrides,
      }).toString();
    const ok = await t.app.inject({ method: 'GET', url: `/sandbox/checkout?${query({})}` });
    expect(ok.statusCode).toBe(200);
    for (const overrides of [{ orderName: `몬${NUL}스테라` }, { amount: '9999999999' }] as Record<
      string,
      string
    >[]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/sandbox/checkout?${query(overrides)}`,
      });
      expect(page.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(page.body).toContain('결제창 주소가 올바르지 않아요.');
      const form = await t.app.inject({
        method: 'POST',
        url: '/sandbox/checkout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${query(overrides)}&cardCompany=41&cardNumber=4330123412341234&expiry=12/99`,
      });
      expect(form.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });

  it('keeps tab and line breaks where text allows them', async () => {
    const reply = await api(t.app, 'POST', '/v1/users/me/addresses', who, {
      ...address({ detailAddress: '12층\t1201호' }),
    });
    expect(reply.status).toBe(201);
  });
});

describe('an id beyond PostgreSQL integer', () => {
  const big = INT4_MAX + 1;
  it.each([
    ['GET', `/v1/plants/${big}`],
    ['PATCH', `/v1/plants/${big}`],
    ['DELETE', `/v1/plants/${big}`],
    ['GET', `/v1/plants/${big}/care-events`],
    ['POST', `/v1/plants/${big}/care-events`],
    ['PATCH', `/v1/plants/1/care-events/${big}`],
    ['DELETE', `/v1/plants/1/care-events/${big}`],
    ['POST', `/v1/plants/${big}/todos`],
    ['PATCH', `/v1/plants/1/todos/${big}/done`],
    ['DELETE', `/v1/plants/1/todos/${big}`],
    ['GET', `/v1/products/${big}`],
    ['GET', `/v1/users/${who?.id ?? 1}/orders/${big}`],
  ] as const)('%s %s answers 400', async (method, url) => {
    const reply = await api(t.app, method, url, who, method === 'GET' ? undefined : {});
    expect(reply.status).toBe(400);
    expect([MESSAGES.invalidId, MESSAGES.productIdNumeric]).toContain(reply.body.message);
  });

  it('is refused inside a body', async () => {
    const reply = await api(t.app, 'POST', '/v1/cart/lines', who, { productId: big, quantity: 1 });
    expect(reply.status).toBe(400);
    const plant = await api(t.app, 'POST', '/v1/plants', who, { productId: big });
    expect(plant.status).toBe(400);
  });

  it('keeps the largest integer id a valid id (404, not 400)', async () => {
    const reply = await api(t.app, 'GET', `/v1/plants/${INT4_MAX}`, who);
    expect(reply.status).toBe(404);
  });
});
