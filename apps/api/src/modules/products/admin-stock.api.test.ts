import { PRODUCT_FORM, PRODUCT_FORM_MESSAGES as M, type AdminProduct } from '@chorok/contract';
import { orderProducts, orders, stockAdjustments } from '@chorok/db';
import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { api, insertAddress, stockOf } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  auditCount,
  call,
  lastAudit,
  signInOperator,
} from '../../test/product-console-fixtures.ts';

/*
 * Stock by hand (decision 0043): an adjustment with a reason, kept as history and audited, never
 * below zero, and the status following the stock by the orders' own rule. An operator's
 * correction and checkouts at the same moment never oversell: on PostgreSQL they really run side
 * by side (4 connections); on PGlite they interleave between statements.
 */

let t: TestApp;
let operator: Shopper;
let shoppers: { who: Shopper; address: number }[];

const adjust = (id: number, body: unknown) =>
  call(t.app, 'POST', `/v1/admin/products/${id}/stock`, operator, body);
const history = (id: number, query = '') =>
  call(t.app, 'GET', `/v1/admin/products/${id}/stock${query}`, operator);
const orderOne = (n: number, productId: number) => {
  const { who, address } = shoppers[n]!;
  return api(t.app, 'POST', '/v1/orders', who, {
    items: [{ productId, quantity: 1 }],
    addressId: address,
  });
};
async function reservedOf(productId: number): Promise<number> {
  const [row] = await t.db
    .select({ total: sum(orderProducts.quantity).mapWith(Number) })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(eq(orderProducts.productId, productId), eq(orders.status, 'PAYMENT_PENDING')));
  return row?.total ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  operator = await signInOperator(t.app, t.db);
  shoppers = [];
  for (let n = 0; n < 12; n++) {
    const who = await signIn(t.app, t.db);
    shoppers.push({ who, address: await insertAddress(t.db, who.id) });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('adjusting stock', () => {
  it('adds and takes with a reason, kept as history newest first and audited', async () => {
    const [plant] = await insertProducts(t.db, [{ name: '아글라오네마', stock: 3 }]);
    const received = await adjust(plant!.id, { delta: 7, reason: 'RECEIVED', note: ' 2차 입고 ' });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(received.body.data).toMatchObject({ stock: 10, status: 'ON_SALE' });
    expect(await lastAudit(t.db)).toMatchObject({
      actorUserId: operator.id,
      action: 'product.stock',
      targetType: 'PRODUCT',
      targetId: String(plant!.id),
      before: { stock: 3 },
      after: { stock: 10, delta: 7, reason: 'RECEIVED', note: '2차 입고' },
    });
    await adjust(plant!.id, { delta: -2, reason: 'DAMAGED' });
    const list = await history(plant!.id);
    expect(list.body.data).toEqual([
      {
        id: expect.any(Number),
        delta: -2,
        reason: 'DAMAGED',
        note: '',
        stockAfter: 8,
        actor: { userId: operator.id, label: expect.stringContaining('@') },
        createdAt: expect.any(String),
      },
      expect.objectContaining({ delta: 7, reason: 'RECEIVED', note: '2차 입고', stockAfter: 10 }),
    ]);
    expect(list.body._metadata).toEqual({ page: 1, perPage: 20, total: 2, totalPage: 1 });
    const cli = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/products/${plant!.id}/stock`,
      headers: { 'x-admin-secret': t.config.adminSecret },
      payload: { delta: 1, reason: 'CORRECTION' },
    });
    expect(cli.statusCode).toBe(200);
    expect(((await history(plant!.id, '?perPage=1')).body.data as object[])[0]).toMatchObject({
      actor: { userId: null, label: 'CLI' },
      stockAfter: 9,
    });
  });

  it('0 makes ON_SALE sold out and more puts it back; PENDING and DISCONTINUED stay', async () => {
    const [plant, pending, gone] = await insertProducts(t.db, [
      { name: '칼라테아', stock: 2 },
      { name: '출시 예정', stock: 0, status: 'PENDING' },
      { name: '단종', stock: 1, status: 'DISCONTINUED' },
    ]);
    const out = await adjust(plant!.id, { delta: -2, reason: 'CORRECTION' });
    expect(out.body.data).toMatchObject({ stock: 0, status: 'OUT_OF_STOCK' });
    expect(await lastAudit(t.db)).toMatchObject({
      before: { stock: 2, status: 'ON_SALE' },
      after: { stock: 0, status: 'OUT_OF_STOCK' },
    });
    const back = await adjust(plant!.id, { delta: 5, reason: 'RECEIVED' });
    expect(back.body.data).toMatchObject({ stock: 5, status: 'ON_SALE' });
    expect((await adjust(pending!.id, { delta: 5, reason: 'RECEIVED' })).body.data).toMatchObject({
      status: 'PENDING',
    });
    expect((await adjust(gone!.id, { delta: -1, reason: 'DAMAGED' })).body.data).toMatchObject({
      stock: 0,
      status: 'DISCONTINUED',
    });
  });

  it('never below 0 nor above the most, nor with bad input: nothing changes or is recorded', async () => {
    const [plant] = await insertProducts(t.db, [{ name: '산세베리아', stock: 4 }]);
    const before = { audit: await auditCount(t.db), rows: await t.db.$count(stockAdjustments) };
    const below = await adjust(plant!.id, { delta: -5, reason: 'DAMAGED' });
    expect([below.status, below.body.message]).toEqual([409, M.stockBelowZero]);
    const above = await adjust(plant!.id, {
      delta: PRODUCT_FORM.stockDeltaMax,
      reason: 'RECEIVED',
    });
    expect(above.status).toBe(200);
    for (let n = 0; n < 8; n++)
      await adjust(plant!.id, { delta: PRODUCT_FORM.stockDeltaMax, reason: 'RECEIVED' });
    const tooMany = await adjust(plant!.id, {
      delta: PRODUCT_FORM.stockDeltaMax,
      reason: 'RECEIVED',
    });
    expect([tooMany.status, tooMany.body.message]).toEqual([409, M.stockAboveMax]);
    const bad: [unknown, string][] = [
      [{ delta: 0, reason: 'RECEIVED' }, M.stockDelta],
      [{ delta: 1.5, reason: 'RECEIVED' }, M.stockDelta],
      [{ delta: PRODUCT_FORM.stockDeltaMax + 1, reason: 'RECEIVED' }, M.stockDelta],
      [{ delta: 1, reason: 'STOLEN' }, M.stockReason],
      [{ delta: 1, reason: 'RECEIVED', note: 'x'.repeat(PRODUCT_FORM.stockNoteMax + 1) }, M.text],
    ];
    for (const [body, message] of bad) {
      const reply = await adjust(plant!.id, body);
      expect([reply.status, reply.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    expect((await adjust(987_654, { delta: 1, reason: 'RECEIVED' })).status).toBe(404);
    expect((await history(987_654)).status).toBe(404);
    expect(await auditCount(t.db)).toBe(before.audit + 9);
    expect(await t.db.$count(stockAdjustments)).toBe(before.rows + 9);
    expect(await stockOf(t.db, [plant!.id])).toMatchObject([
      { stock: 4 + 9 * PRODUCT_FORM.stockDeltaMax },
    ]);
  });
});

describe('an operator’s correction during checkouts', () => {
  it.each([1, 2, 3])(
    'round %i: taking 6 of 10 while 10 shoppers buy one each never oversells',
    async () => {
      const [plant] = await insertProducts(t.db, [{ name: '희귀 안스리움', stock: 10 }]);
      const [correction, ...checkouts] = await Promise.all([
        adjust(plant!.id, { delta: -6, reason: 'DAMAGED' }),
        ...Array.from({ length: 10 }, (_, n) => orderOne(n, plant!.id)),
      ]);
      expect([200, 409]).toContain(correction!.status);
      for (const reply of checkouts) expect([201, 409]).toContain(reply.status);
      const sold = checkouts.filter((reply) => reply.status === 201).length;
      const taken = correction!.status === 200 ? 6 : 0;
      const [row] = await stockOf(t.db, [plant!.id]);
      expect(sold + taken).toBeLessThanOrEqual(10);
      expect(await reservedOf(plant!.id)).toBe(sold);
      expect(row!.stock).toBe(10 - sold - taken);
      expect(row!.status).toBe(row!.stock === 0 ? 'OUT_OF_STOCK' : 'ON_SALE');
      // The correction is refused only when the checkouts left fewer than 6.
      if (correction!.status === 409) expect(10 - sold).toBeLessThan(6);
      const kept = (await history(plant!.id)).body.data as { stockAfter: number }[];
      expect(kept.length).toBe(taken ? 1 : 0);
      if (taken) expect(kept[0]!.stockAfter).toBeGreaterThanOrEqual(0);
    },
  );

  it('a restock while shoppers wait on a sold-out product sells at most what came in', async () => {
    const [plant] = await insertProducts(t.db, [
      { name: '몬스테라 타이', stock: 0, status: 'OUT_OF_STOCK' },
    ]);
    const [restock, ...checkouts] = await Promise.all([
      adjust(plant!.id, { delta: 3, reason: 'RECEIVED' }),
      ...Array.from({ length: 10 }, (_, n) => orderOne(n, plant!.id)),
    ]);
    expect(restock!.status).toBe(200);
    const sold = checkouts.filter((reply) => reply.status === 201).length;
    expect(sold).toBeLessThanOrEqual(3);
    const [row] = await stockOf(t.db, [plant!.id]);
    expect(row!.stock).toBe(3 - sold);
    expect((restock!.body.data as AdminProduct).stock).toBeGreaterThanOrEqual(0);
  });
});
