import { MESSAGES, ORDER } from '@chorok/contract';
import { orderProducts, orders } from '@chorok/db';
import { and, eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { api, insertAddress, stockOf } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { expireUnpaidOrders } from './sweeps.ts';

/*
 * Stock never goes below zero, whatever runs at once. On PostgreSQL these requests really run
 * side by side (the test pool has 4 connections); on PGlite they interleave between statements.
 */

let t: TestApp;
let shoppers: { who: Shopper; address: number }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  shoppers = [];
  // One shopper per order at once: a shopper's newer order supersedes their older (decision 0028).
  for (let n = 0; n < 50; n++) {
    const who = await signIn(t.app, t.db);
    shoppers.push({ who, address: await insertAddress(t.db, who.id) });
  }
});
afterAll(async () => {
  await t?.close();
});

const orderFrom = (n: number, items: { productId: number; quantity: number }[]) => {
  const { who, address } = shoppers[n % shoppers.length]!;
  return api(t.app, 'POST', '/v1/orders', who, { items, addressId: address });
};

async function reservedOf(productId: number): Promise<number> {
  const [row] = await t.db
    .select({ total: sum(orderProducts.quantity).mapWith(Number) })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(eq(orderProducts.productId, productId), eq(orders.status, 'PAYMENT_PENDING')));
  return row?.total ?? 0;
}

describe('concurrent orders of scarce stock', () => {
  it('50 orders of one at once for a stock of 10: exactly 10 succeed and stock ends at 0', async () => {
    const [scarce] = await insertProducts(t.db, [{ name: '희귀 필로덴드론', stock: 10 }]);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, n) => orderFrom(n, [{ productId: scarce!.id, quantity: 1 }])),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const reply of replies.filter((r) => r.status === 409))
      expect([MESSAGES.outOfStock, MESSAGES.notEnoughStock]).toContain(reply.body.message);
    expect(await stockOf(t.db, [scarce!.id])).toMatchObject([{ stock: 0, status: 'OUT_OF_STOCK' }]);
    expect(await reservedOf(scarce!.id)).toBe(10);
  });

  it('30 orders of three at once for a stock of 10: three succeed, one left', async () => {
    const [scarce] = await insertProducts(t.db, [{ name: '무늬 몬스테라', stock: 10 }]);
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, n) => orderFrom(n, [{ productId: scarce!.id, quantity: 3 }])),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3);
    // Refused in words, never by the database's CHECK (stock >= 0) as a 500.
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(27);
    expect(await stockOf(t.db, [scarce!.id])).toMatchObject([{ stock: 1, status: 'ON_SALE' }]);
    expect(await reservedOf(scarce!.id)).toBe(9);
  });

  it('orders naming two products in either order never deadlock', async () => {
    const [x, y] = await insertProducts(t.db, [
      { name: '아레카야자', stock: 100 },
      { name: '테라코타 화분', category: 'POT', stock: 100 },
    ]);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        orderFrom(
          n,
          n % 2
            ? [
                { productId: x!.id, quantity: 1 },
                { productId: y!.id, quantity: 1 },
              ]
            : [
                { productId: y!.id, quantity: 1 },
                { productId: x!.id, quantity: 1 },
              ],
        ),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(40).fill(201));
    expect((await stockOf(t.db, [x!.id, y!.id])).map((p) => p.stock)).toEqual([60, 60]);
  });

  it('orders and the expiry sweep at once: stock is taken and given back exactly once', async () => {
    const [plant] = await insertProducts(t.db, [{ name: '스킨답서스', stock: 20 }]);
    const first = await Promise.all(
      Array.from({ length: 10 }, (_, n) => orderFrom(n, [{ productId: plant!.id, quantity: 2 }])),
    );
    expect(first.every((reply) => reply.status === 201)).toBe(true);
    const ids = first.map((reply) => (reply.body.data as { order: { id: number } }).order.id);
    expect(await stockOf(t.db, [plant!.id])).toMatchObject([{ stock: 0 }]);
    const later = new Date(Date.now() + ORDER.paymentWindowMs + 60_000);
    const expiredBefore = await t.db.$count(orders, eq(orders.status, 'EXPIRED'));
    // Three sweeps racing each other and ten new orders racing them for the stock they free.
    const [sweeps, orders2] = await Promise.all([
      Promise.all([1, 2, 3].map(() => expireUnpaidOrders(t.db, later))),
      Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          orderFrom(n + 10, [{ productId: plant!.id, quantity: 2 }]),
        ),
      ),
    ]);
    expect(
      await t.db.$count(orders, and(inArray(orders.id, ids), eq(orders.status, 'EXPIRED'))),
    ).toBe(10);
    // The sweeps also expire the earlier tests' orders, and may expire some of the new ones (their
    // window ends before `later`): each order once, and the stock is exactly what the orders
    // still waiting hold.
    const expiredAfter = await t.db.$count(orders, eq(orders.status, 'EXPIRED'));
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(expiredAfter - expiredBefore);
    expect(orders2.every((reply) => reply.status === 201 || reply.status === 409)).toBe(true);
    const [row] = await stockOf(t.db, [plant!.id]);
    expect(row!.stock).toBeGreaterThanOrEqual(0);
    expect(row!.stock).toBe(20 - (await reservedOf(plant!.id)));
  });
});
