import { MESSAGES, ORDER } from '@chorok/contract';
import { notifications, products, restockAlerts } from '@chorok/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { api, insertAddress, stockOf } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call, signInOperator } from '../../test/product-console-fixtures.ts';
import type { OrderNotice } from '../notifications/notify.ts';
import { runOrderSweeps } from '../orders/sweeps.ts';
import { sendRestockAlerts } from './restock.ts';

/*
 * 재입고 알림: a shopper asks on a sold-out product; when it is on sale again — an operator's
 * restock at once, an order giving its stock back at the next sweep — every waiting shopper is
 * told once (in the list and pushed) and their alert is gone, however many processes send.
 */

let t: TestApp;
let operator: Shopper;

const alert = (method: 'PUT' | 'DELETE', id: number, who?: Shopper) =>
  call(t.app, method, `/v1/products/${id}/restock-alert`, who);
const detail = (id: number, who?: Shopper) => call(t.app, 'GET', `/v1/products/${id}`, who);
const restock = (id: number, delta: number) =>
  call(t.app, 'POST', `/v1/admin/products/${id}/stock`, operator, { delta, reason: 'RECEIVED' });
const noticesOf = (userIds: number[]) =>
  t.db
    .select({ userId: notifications.userId, title: notifications.title, url: notifications.url })
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.type, 'RESTOCKED')));
const waiting = (productId: number) =>
  t.db.$count(restockAlerts, eq(restockAlerts.productId, productId));

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  operator = await signInOperator(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

describe('asking for a 재입고 알림', () => {
  it('is for a signed-in shopper and a sold-out product; the detail says so to them alone', async () => {
    const [soldOut, onSale, pending] = await insertProducts(t.db, [
      { name: '필로덴드론 핑크 프린세스', stock: 0, status: 'OUT_OF_STOCK' },
      { name: '스킨답서스', stock: 5 },
      { name: '출시 예정', stock: 0, status: 'PENDING' },
    ]);
    const me = await signIn(t.app, t.db);
    expect((await alert('PUT', soldOut!.id)).status).toBe(401);
    for (const product of [onSale!, pending!]) {
      const refused = await alert('PUT', product.id, me);
      expect([refused.status, refused.body.message]).toEqual([
        409,
        MESSAGES.restockAlertNotSoldOut,
      ]);
    }
    expect((await alert('PUT', 987_654, me)).status).toBe(404);

    for (let n = 0; n < 2; n++) {
      const asked = await alert('PUT', soldOut!.id, me);
      expect([asked.status, asked.body.data]).toEqual([
        200,
        { productId: soldOut!.id, restockAlert: true },
      ]);
    }
    expect(await waiting(soldOut!.id)).toBe(1);
    const mine = await detail(soldOut!.id, me);
    expect(mine.body.data).toMatchObject({ restockAlert: true });
    expect(mine.headers['cache-control']).toBe('no-store');
    // A visitor's answer is the same for everyone, and public for a CDN (decision 0040).
    const visitor = await detail(soldOut!.id);
    expect(visitor.body.data).toMatchObject({ restockAlert: false });
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    expect((await detail(soldOut!.id, await signIn(t.app, t.db))).body.data).toMatchObject({
      restockAlert: false,
    });

    for (let n = 0; n < 2; n++)
      expect((await alert('DELETE', soldOut!.id, me)).body.data).toEqual({
        productId: soldOut!.id,
        restockAlert: false,
      });
    expect((await detail(soldOut!.id, me)).body.data).toMatchObject({ restockAlert: false });
    expect(await waiting(soldOut!.id)).toBe(0);
  });

  it('leaves with the account', async () => {
    const [soldOut] = await insertProducts(t.db, [
      { name: '떠나는 알림', stock: 0, status: 'OUT_OF_STOCK' },
    ]);
    const me = await signIn(t.app, t.db);
    await alert('PUT', soldOut!.id, me);
    const left = await call(t.app, 'POST', '/v1/auth/leave', me, { reason: 'RARELY_USED' });
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(await waiting(soldOut!.id)).toBe(0);
  });
});

describe('telling the waiting shoppers', () => {
  it('an operator’s restock tells each of them once, at once; their alerts are gone', async () => {
    const [soldOut] = await insertProducts(t.db, [
      { name: '알로카시아 프라이덱', stock: 0, status: 'OUT_OF_STOCK' },
    ]);
    const [a, b, changedMind] = [
      await signIn(t.app, t.db),
      await signIn(t.app, t.db),
      await signIn(t.app, t.db),
    ];
    for (const who of [a, b, changedMind]) await alert('PUT', soldOut!.id, who);
    await alert('DELETE', soldOut!.id, changedMind);
    const before = await call(t.app, 'GET', `/v1/admin/products/${soldOut!.id}`, operator);
    expect(before.body.data).toMatchObject({ restockWaiting: 2 });

    const reply = await restock(soldOut!.id, 3);
    expect(reply.body.data).toMatchObject({ stock: 3, status: 'ON_SALE', restockWaiting: 0 });
    const sent = await noticesOf([a.id, b.id, changedMind.id]);
    expect(sent.map((n) => n.userId).sort()).toEqual([a.id, b.id].sort());
    expect(sent[0]).toEqual({
      userId: expect.any(Number),
      title: '기다리시던 상품이 다시 들어왔어요',
      url: `/products/detail/${soldOut!.id}`,
    });
    const list = await call(t.app, 'GET', '/v1/notifications', a);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        type: 'RESTOCKED',
        body: expect.stringContaining('알로카시아 프라이덱'),
      }),
    ]);

    // Sold out and back again: nobody is waiting any more, nobody is told twice.
    await call(t.app, 'POST', `/v1/admin/products/${soldOut!.id}/stock`, operator, {
      delta: -3,
      reason: 'CORRECTION',
    });
    await restock(soldOut!.id, 1);
    expect(await noticesOf([a.id, b.id])).toHaveLength(2);
  });

  it('an unpaid order expiring gives the last one back: the sweep tells the shopper waiting', async () => {
    const [plant] = await insertProducts(t.db, [{ name: '마지막 한 개', stock: 1 }]);
    const buyer = await signIn(t.app, t.db);
    const order = await api(t.app, 'POST', '/v1/orders', buyer, {
      items: [{ productId: plant!.id, quantity: 1 }],
      addressId: await insertAddress(t.db, buyer.id),
    });
    expect(order.status).toBe(201);
    expect(await stockOf(t.db, [plant!.id])).toMatchObject([{ stock: 0, status: 'OUT_OF_STOCK' }]);
    const waiter = await signIn(t.app, t.db);
    expect((await alert('PUT', plant!.id, waiter)).status).toBe(200);

    const later = new Date(Date.now() + ORDER.paymentWindowMs + 60_000);
    const deps = { db: t.db, provider: t.app.paymentProvider, notify: t.app.notify };
    await runOrderSweeps(deps, later);
    expect(await stockOf(t.db, [plant!.id])).toMatchObject([{ stock: 1, status: 'ON_SALE' }]);
    expect(await noticesOf([waiter.id])).toHaveLength(1);
    await runOrderSweeps(deps, later);
    expect(await noticesOf([waiter.id])).toHaveLength(1);
  });

  it('senders running at once (as two API processes would) tell each shopper once', async () => {
    const [plant] = await insertProducts(t.db, [
      { name: '동시에 돌아온 식물', stock: 0, status: 'OUT_OF_STOCK' },
    ]);
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => signIn(t.app, t.db)));
    for (const who of shoppers) await alert('PUT', plant!.id, who);
    // Back on sale as an order's cancel brings it: the stock returns, no sender is called.
    await t.db
      .update(products)
      .set({ stock: 2, status: 'ON_SALE' })
      .where(eq(products.id, plant!.id));
    const told: number[] = [];
    const notify = async (notice: OrderNotice) => {
      told.push(notice.userId);
    };
    const counts = await Promise.all([1, 2, 3].map(() => sendRestockAlerts(t.db, notify)));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(12);
    const byId = (x: number, y: number) => x - y;
    expect(told.sort(byId)).toEqual(shoppers.map((who) => who.id).sort(byId));
    expect(await waiting(plant!.id)).toBe(0);
  });
});
