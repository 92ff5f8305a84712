import { DASHBOARD, type Order } from '@chorok/contract';
import { AdminDashboard, envelope } from '@chorok/contract/schemas';
import { orderProducts, orders, products, refunds, users } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { api, insertAddress, payOrder, placeOrder } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { readDashboard } from './dashboard.ts';

/*
 * 오늘 (issue 22): the days are Seoul days, every one present; revenue is counted on the day an
 * order was paid, refunds on the day they went back; best sellers leave cancelled lines out; low
 * stock and orders waiting to ship longer than a day are listed.
 */

let t: TestApp;
let operator: Shopper;
let buyer: Shopper;
let address: number;
let fig: InsertedProduct;
let pot: InsertedProduct;
let fern: InsertedProduct;
let hidden: InsertedProduct;

/** 23:30 in Seoul on 20 November 2026. */
const NOW = new Date('2026-11-20T14:30:00Z');

async function paid(items: [InsertedProduct, number][], paidAt: string): Promise<Order> {
  const { checkout } = await placeOrder(t.app, buyer, {
    items: items.map(([product, quantity]) => ({ productId: product.id, quantity })),
    addressId: address,
  });
  const order = await payOrder(t.app, buyer, checkout);
  await t.db
    .update(orders)
    .set({ paidAt: new Date(paidAt) })
    .where(eq(orders.id, order.id));
  return order;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [fig, pot, fern, hidden] = (await insertProducts(t.db, [
    { name: '떡갈고무나무', price: 15_000, salePrice: 12_000, stock: 50 },
    { name: '도자기 화분', category: 'POT', price: 9_000, stock: 50 },
    { name: '보스턴 고사리', price: 10_000, stock: 50 },
    { name: '숨은 상품', price: 10_000, stock: 1 },
  ])) as [InsertedProduct, InsertedProduct, InsertedProduct, InsertedProduct];
  operator = await signIn(t.app, t.db);
  await t.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, operator.id));
  buyer = await signIn(t.app, t.db, { name: '박대시' });
  address = await insertAddress(t.db, buyer.id);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /v1/admin/dashboard', () => {
  it('counts Seoul days, revenue on the paying day, refunds on their day, best sellers and the lists', async () => {
    // 20 Nov 00:10 Seoul is 19 Nov 15:10 UTC: today in Seoul, yesterday in UTC.
    const a = await paid([[fig, 2]], '2026-11-19T15:10:00Z'); // 24,000 + 3,000 shipping
    // 19 Nov 23:50 Seoul (14:50 UTC): yesterday, and waiting to ship for more than a day? no: < 24 h.
    const b = await paid(
      [
        [pot, 1],
        [fern, 1],
      ],
      '2026-11-19T14:50:00Z',
    ); // 19,000 + 3,000
    // 31 days ago: outside the window.
    await paid([[fern, 5]], '2026-10-20T03:00:00Z');
    // 3 days ago, still PAID: waits to ship.
    const late = await paid([[fern, 1]], '2026-11-17T01:00:00Z'); // 10,000 + 3,000

    // Today's refund of b's pot line (9,000), settled.
    const [potLine] = await t.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, b.id))
      .orderBy(orderProducts.id);
    await t.db
      .update(orderProducts)
      .set({ status: 'CANCELLED' })
      .where(eq(orderProducts.id, potLine!.id));
    await t.db.insert(refunds).values({
      orderId: b.id,
      amount: 9_000,
      orderProductIds: [potLine!.id],
      reason: 'SOLD_OUT',
      transactionKey: 'tx-1',
      createdAt: new Date('2026-11-20T02:00:00Z'),
    });
    // A refund still waiting for the provider is not money back yet.
    await t.db.insert(refunds).values({
      orderId: a.id,
      amount: 1_000,
      orderProductIds: [],
      reason: 'OTHER',
      createdAt: new Date('2026-11-20T03:00:00Z'),
    });
    await t.db
      .update(products)
      .set({ stock: 0, status: 'OUT_OF_STOCK' })
      .where(eq(products.id, hidden.id));
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, pot.id));

    const board = await readDashboard(t.db, NOW);
    expect(board.days).toHaveLength(DASHBOARD.days);
    expect(board.days[0]!.day).toBe('2026-10-22');
    expect(board.today).toEqual({ day: '2026-11-20', orders: 1, revenue: 27_000, refunds: 9_000 });
    expect(board.days.at(-2)).toEqual({
      day: '2026-11-19',
      orders: 1,
      revenue: 22_000,
      refunds: 0,
    });
    expect(board.days.find((day) => day.day === '2026-11-17')).toMatchObject({
      orders: 1,
      revenue: 13_000,
    });
    expect(board.days.reduce((sum, day) => sum + day.orders, 0)).toBe(3);

    // fig 2 and fern 1 + 1 in the window (a tie: the older product first); the cancelled pot is
    // not a sale; October's 5 ferns are out.
    expect(board.bestSellers).toEqual([
      { productId: fig.id, name: '떡갈고무나무', quantity: 2, revenue: 24_000 },
      { productId: fern.id, name: '보스턴 고사리', quantity: 2, revenue: 20_000 },
    ]);
    expect(board.lowStock.map((row) => [row.name, row.stock, row.status])).toEqual([
      ['숨은 상품', 0, 'OUT_OF_STOCK'],
      ['도자기 화분', 3, 'ON_SALE'],
    ]);
    expect(board.waitingToShip.count).toBe(2);
    // The October order waits too: paid, nothing shipped. Oldest first.
    expect(board.waitingToShip.orders.map((order) => order.id)[1]).toBe(late.id);
    expect(board.waitingToShip.orders.map((order) => order.id)).not.toContain(a.id);

    // Once shipped, it no longer waits.
    await t.db
      .update(orderProducts)
      .set({ status: 'SHIPPING' })
      .where(eq(orderProducts.orderId, late.id));
    expect((await readDashboard(t.db, NOW)).waitingToShip.count).toBe(1);
  });

  it('answers an operator with the contract shape, every day present', async () => {
    const reply = await api(t.app, 'GET', '/v1/admin/dashboard', operator);
    expect(reply.status).toBe(200);
    const board = envelope(AdminDashboard).parse(reply.body).data;
    expect(board.days).toHaveLength(DASHBOARD.days);
    expect(board.today).toEqual(board.days.at(-1));
    expect((await api(t.app, 'GET', '/v1/admin/dashboard', buyer)).status).toBe(403);
  });
});
