import { MESSAGES, ORDER_HOLDS } from '@chorok/contract';
import { orderProducts, orders, payments, users } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import {
  api,
  insertAddress,
  orderState,
  payInSandbox,
  payOrder,
  placeOrder,
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { CONFIRM_CLAIM } from './read.ts';

/*
 * Stock hoarding (issue 14, decision 0028): unpaid orders hold stock, so what one account and one
 * network may hold unpaid is capped, and a shopper's new order gives back their older one's.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

interface Buyer {
  who: Shopper;
  addressId: number;
}

async function buyer(options: { ip?: string; demo?: boolean } = {}): Promise<Buyer> {
  const who = await signIn(t.app, t.db);
  if (options.demo) await t.db.update(users).set({ isDemo: true }).where(eq(users.id, who.id));
  if (options.ip) who.ip = options.ip;
  return { who, addressId: await insertAddress(t.db, who.id) };
}

const order = (b: Buyer, items: { productId: number; quantity: number }[]) =>
  api(t.app, 'POST', '/v1/orders', b.who, { items, addressId: b.addressId });

const orderId = (reply: { body: { data: unknown } }) =>
  (reply.body.data as { order: { id: number } }).order.id;

async function plant(stock: number) {
  const [row] = await insertProducts(t.db, [{ name: '필레아 페페로미오이데스', stock }]);
  return row!;
}

/** The user's orders still waiting for payment. */
const pendingOf = async (userId: number) =>
  (
    await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, userId))
  ).filter((row) => row.status === 'PAYMENT_PENDING');

describe('one account cannot hoard', () => {
  it('100 orders as fast as it can: it holds one order of at most the cap, and others still buy', async () => {
    const stock = 30;
    const scarce = await plant(stock);
    const hoarder = await buyer();
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        order(hoarder, [
          { productId: scarce.id, quantity: n % 2 ? ORDER_HOLDS.unitsPerProduct : 99 },
        ]),
      ),
    );
    // Every order over the cap is refused in words; every other one supersedes the one before.
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe(MESSAGES.holdUnitsPerProduct);
    }
    expect(replies.filter((r) => r.status === 201)).toHaveLength(50);
    expect(await pendingOf(hoarder.who.id)).toHaveLength(1);
    expect(await stockOf(t.db, [scarce.id])).toMatchObject([
      { stock: stock - ORDER_HOLDS.unitsPerProduct, status: 'ON_SALE' },
    ]);

    const shopper = await buyer();
    const bought = await placeOrder(t.app, shopper.who, {
      items: [{ productId: scarce.id, quantity: 5 }],
      addressId: shopper.addressId,
    });
    expect((await payOrder(t.app, shopper.who, bought.checkout)).status).toBe('PAID');
  });

  it('a demo account holds fewer units', async () => {
    const scarce = await plant(20);
    const demo = await buyer({ demo: true });
    const over = await order(demo, [
      { productId: scarce.id, quantity: ORDER_HOLDS.demoUnitsPerProduct + 1 },
    ]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(MESSAGES.holdDemoUnitsPerProduct);
    expect(over.body.errors).toEqual([
      { path: 'items.0.quantity', message: MESSAGES.holdDemoUnitsPerProduct },
    ]);
    const ok = await order(demo, [
      { productId: scarce.id, quantity: ORDER_HOLDS.demoUnitsPerProduct },
    ]);
    expect(ok.status).toBe(201);
    expect(await stockOf(t.db, [scarce.id])).toMatchObject([
      { stock: 20 - ORDER_HOLDS.demoUnitsPerProduct },
    ]);
  });
});

describe('several accounts from one network cannot hoard', () => {
  it('ten accounts at once from one address: at most the network cap is held', async () => {
    const stock = 50;
    const scarce = await plant(stock);
    const hoarders = await Promise.all(
      Array.from({ length: 10 }, () => buyer({ ip: '203.0.113.7' })),
    );
    const replies = await Promise.all(
      hoarders.map((h) =>
        order(h, [{ productId: scarce.id, quantity: ORDER_HOLDS.unitsPerProduct }]),
      ),
    );
    const held = ORDER_HOLDS.unitsPerProductPerIp / ORDER_HOLDS.unitsPerProduct;
    expect(replies.filter((r) => r.status === 201)).toHaveLength(held);
    for (const reply of replies.filter((r) => r.status !== 201)) {
      expect(reply.status).toBe(429);
      expect(reply.body.message).toBe(MESSAGES.holdNetworkFull);
    }
    expect(await stockOf(t.db, [scarce.id])).toMatchObject([
      { stock: stock - ORDER_HOLDS.unitsPerProductPerIp, status: 'ON_SALE' },
    ]);
    // Another shopper elsewhere still buys it.
    const shopper = await buyer({ ip: '198.51.100.20' });
    expect((await order(shopper, [{ productId: scarce.id, quantity: 10 }])).status).toBe(201);
  });

  it('caps the unpaid orders of one network, demo accounts tighter, an IPv6 client by its /64', async () => {
    const products = await insertProducts(
      t.db,
      Array.from({ length: 8 }, (_, n) => ({ name: `호야 ${n}`, stock: 10 })),
    );
    const from = (ip: string, demo = false) =>
      Promise.all(Array.from({ length: 8 }, () => buyer({ ip, demo })));
    const tryAll = async (buyers: Buyer[]) =>
      (
        await Promise.all(
          buyers.map((b, n) => order(b, [{ productId: products[n]!.id, quantity: 1 }])),
        )
      ).map((r) => r.status);

    const v6 = (await from('2001:db8:1:2::1')).map((b, n) => {
      b.who.ip = `2001:db8:1:2:${n}::${n + 1}`;
      return b;
    });
    const statuses = await tryAll(v6);
    expect(statuses.filter((s) => s === 201)).toHaveLength(ORDER_HOLDS.ordersPerIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - ORDER_HOLDS.ordersPerIp);

    const demo = await tryAll(await from('192.0.2.55', true));
    expect(demo.filter((s) => s === 201)).toHaveLength(ORDER_HOLDS.demoOrdersPerIp);
  });

  it('a refusal changes nothing: the order it would supersede still waits', async () => {
    const [scarce, other] = await insertProducts(t.db, [
      { name: '아글라오네마', stock: 40 },
      { name: '싱고니움', stock: 40 },
    ]);
    const [a, b, c, d, e] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => buyer({ ip: '203.0.113.99' })),
    );
    const first = await order(a!, [{ productId: scarce!.id, quantity: 10 }]);
    expect((await order(b!, [{ productId: scarce!.id, quantity: 10 }])).status).toBe(201);
    const small = await order(c!, [{ productId: scarce!.id, quantity: 1 }]);
    expect(small.status).toBe(429);
    expect(small.body.errors).toEqual([
      { path: 'items.0.quantity', message: MESSAGES.holdNetworkFull },
    ]);
    // a's own older order does not count against a's newer one: it is superseded.
    const second = await order(a!, [{ productId: scarce!.id, quantity: 10 }]);
    expect(second.status).toBe(201);
    expect((await orderState(t.db, orderId(first))).status).toBe('CANCELLED');

    expect((await order(d!, [{ productId: other!.id, quantity: 10 }])).status).toBe(201);
    expect((await order(e!, [{ productId: other!.id, quantity: 10 }])).status).toBe(201);
    // Refused after superseding a's order inside the transaction: all of it rolls back.
    const over = await order(a!, [{ productId: other!.id, quantity: 1 }]);
    expect(over.status).toBe(429);
    expect(await pendingOf(a!.who.id)).toEqual([
      { id: orderId(second), status: 'PAYMENT_PENDING' },
    ]);
    expect(await stockOf(t.db, [scarce!.id, other!.id])).toMatchObject([
      { stock: 20 },
      { stock: 20 },
    ]);
  });
});

describe('a new order supersedes the older unpaid one', () => {
  it('cancels it with its stock back, and its payment is refused cleanly', async () => {
    const [x, y] = await insertProducts(t.db, [
      { name: '스투키', stock: 10 },
      { name: '토분', category: 'POT', stock: 10 },
    ]);
    const me = await buyer();
    const older = await placeOrder(t.app, me.who, {
      items: [{ productId: x!.id, quantity: 3 }],
      addressId: me.addressId,
    });
    // The shopper went through the card step of the older order, then started another checkout.
    const paidAtProvider = await payInSandbox(t.app, older.checkout);
    const newer = await placeOrder(t.app, me.who, {
      items: [{ productId: y!.id, quantity: 2 }],
      addressId: me.addressId,
    });

    const [row] = await t.db.select().from(orders).where(eq(orders.id, older.order.id));
    expect(row).toMatchObject({ status: 'CANCELLED', supersededBy: newer.order.id, holdKey: null });
    expect(await orderState(t.db, older.order.id)).toMatchObject({
      lines: [{ status: 'CANCELLED' }],
    });
    expect(await stockOf(t.db, [x!.id, y!.id])).toMatchObject([{ stock: 10 }, { stock: 8 }]);

    const confirm = await api(t.app, 'POST', '/v1/payments/confirm', me.who, {
      paymentKey: paidAtProvider.query.paymentKey,
      orderId: paidAtProvider.query.orderId,
      amount: Number(paidAtProvider.query.amount),
    });
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(MESSAGES.orderSuperseded);
    expect(await t.db.$count(payments, eq(payments.orderId, older.order.id))).toBe(0);
    const again = await api(t.app, 'POST', `/v1/orders/${older.order.id}/checkout`, me.who);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.orderSuperseded);

    expect((await payOrder(t.app, me.who, newer.checkout)).status).toBe('PAID');
  });

  it('leaves an order whose payment is in flight, and refuses the new one until it ends', async () => {
    const scarce = await plant(10);
    const me = await buyer();
    const older = await placeOrder(t.app, me.who, {
      items: [{ productId: scarce.id, quantity: 2 }],
      addressId: me.addressId,
    });
    await t.db.insert(payments).values({
      orderId: older.order.id,
      provider: 'sandbox',
      paymentKey: `in-flight-${older.order.id}`,
      amount: older.order.totalAmount,
      balanceAmount: older.order.totalAmount,
      status: CONFIRM_CLAIM,
      approvedAt: new Date(),
    });
    const reply = await order(me, [{ productId: scarce.id, quantity: 1 }]);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.holdPaymentInProgress);
    expect((await orderState(t.db, older.order.id)).status).toBe('PAYMENT_PENDING');
    expect(await stockOf(t.db, [scarce.id])).toMatchObject([{ stock: 8 }]);
  });

  it('concurrent orders of one shopper over several products end with one order held', async () => {
    const [x, y] = await insertProducts(t.db, [
      { name: '떡갈고무나무', stock: 40 },
      { name: '뱅갈고무나무', stock: 40 },
    ]);
    const me = await buyer();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        order(
          me,
          n % 2
            ? [
                { productId: x!.id, quantity: 1 + (n % 5) },
                { productId: y!.id, quantity: 2 },
              ]
            : [
                { productId: y!.id, quantity: 1 + (n % 5) },
                { productId: x!.id, quantity: 1 },
              ],
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
    const [held] = await pendingOf(me.who.id);
    const state = await orderState(t.db, held!.id);
    const stock = await stockOf(t.db, [x!.id, y!.id]);
    const kept = await t.db
      .select({ productId: orderProducts.productId, quantity: orderProducts.quantity })
      .from(orderProducts)
      .where(eq(orderProducts.orderId, held!.id));
    expect(state.status).toBe('PAYMENT_PENDING');
    expect(stock.map((p) => p.stock)).toEqual(
      [x!.id, y!.id].map((id) => 40 - kept.find((line) => line.productId === id)!.quantity),
    );
  });
});
