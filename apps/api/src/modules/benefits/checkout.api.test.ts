import { MESSAGES, type Order } from '@chorok/contract';
import { coupons, orders, pointEntries, userCoupons, users } from '@chorok/db';
import { and, asc, eq, gt, sum } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { claimStep, deliverOrder, readOrder } from '../../test/claim-fixtures.ts';
import {
  api,
  insertAddress,
  OrderEnvelope,
  payOrder,
  placeOrder,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { AuthUser } from '../../lib/auth-types.ts';
import { createOrder } from '../orders/service.ts';
import { addPoints } from './ledger.ts';

/*
 * 적립금 and coupons at checkout and after it (decision 0033): taken when the order is made, given
 * back when it is dropped or refunded (the rest priced again), earned on confirmation, taken back
 * by a return — against the sandbox provider, on PGlite and PostgreSQL.
 */

let t: TestApp;
let fig: InsertedProduct; // PLANT 12,000
let monstera: InsertedProduct; // PLANT 30,000
let pot: InsertedProduct; // POT 9,000
let fixedCoupon: number; // 3,000원, from 20,000원
let plantCoupon: number; // 10% of plants up to 5,000원, from 30,000원 of plants

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [fig, monstera, pot] = (await insertProducts(t.db, [
    { name: '떡갈고무나무', price: 15_000, salePrice: 12_000, stock: 500 },
    { name: '몬스테라', price: 30_000, stock: 500 },
    { name: '도자기 화분', category: 'POT', price: 9_000, stock: 500 },
  ])) as [InsertedProduct, InsertedProduct, InsertedProduct];
  const rows = await t.db
    .insert(coupons)
    .values([
      {
        name: '3,000원 할인',
        kind: 'FIXED',
        value: 3_000,
        minOrderAmount: 20_000,
        source: 'OPERATOR',
        validDays: 30,
      },
      {
        name: '식물 10% 할인',
        kind: 'PERCENT',
        value: 10,
        maxDiscount: 5_000,
        minOrderAmount: 30_000,
        scope: 'CATEGORY',
        categories: ['PLANT'],
        source: 'OPERATOR',
        validDays: 30,
      },
    ])
    .returning({ id: coupons.id });
  [fixedCoupon, plantCoupon] = rows.map((row) => row.id) as [number, number];
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Buyer {
  who: Shopper;
  address: number;
  coupons: { fixed: number; plant: number };
}

/** A new shopper with both coupons in the wallet and `points` to spend. */
async function buyer(points = 0): Promise<Buyer> {
  const who = await signIn(t.app, t.db);
  const address = await insertAddress(t.db, who.id);
  const now = new Date();
  const later = new Date(now.getTime() + 30 * 86_400_000);
  const [fixed, plant] = await t.db
    .insert(userCoupons)
    .values([
      { userId: who.id, couponId: fixedCoupon, issuedAt: now, expiresAt: later },
      { userId: who.id, couponId: plantCoupon, issuedAt: now, expiresAt: later },
    ])
    .returning({ id: userCoupons.id });
  if (points > 0)
    await t.db.transaction((tx) => addPoints(tx, 'ADJUST', points, { userId: who.id, now }));
  return { who, address, coupons: { fixed: fixed!.id, plant: plant!.id } };
}

async function balance(userId: number): Promise<number> {
  const [row] = await t.db
    .select({ total: sum(pointEntries.remaining) })
    .from(pointEntries)
    .where(and(eq(pointEntries.userId, userId), gt(pointEntries.remaining, 0)));
  return Number(row?.total ?? 0);
}

const couponRow = async (id: number) =>
  (await t.db.select().from(userCoupons).where(eq(userCoupons.id, id)))[0]!;

const entries = (userId: number) =>
  t.db
    .select({ kind: pointEntries.kind, amount: pointEntries.amount })
    .from(pointEntries)
    .where(eq(pointEntries.userId, userId))
    .orderBy(asc(pointEntries.id));

const items = (...products: InsertedProduct[]) =>
  products.map((product) => ({ productId: product.id, quantity: 1 }));

async function paid(
  b: Buyer,
  body: { products: InsertedProduct[]; couponId?: number; points?: number },
): Promise<Order> {
  const { checkout } = await placeOrder(t.app, b.who, {
    items: items(...body.products),
    addressId: b.address,
    couponId: body.couponId,
    points: body.points,
  });
  return payOrder(t.app, b.who, checkout);
}

describe('an order with a coupon and 적립금', () => {
  it('charges the goods less the coupon and the points, plus shipping; the provider is asked for exactly that', async () => {
    const b = await buyer(5_000);
    const { order, checkout } = await placeOrder(t.app, b.who, {
      items: items(fig, pot),
      addressId: b.address,
      couponId: b.coupons.fixed,
      points: 2_000,
    });
    // 21,000 of goods − 3,000 − 2,000 + 3,000 shipping (under 30,000 before discounts).
    expect(order).toMatchObject({
      itemsTotal: 21_000,
      couponDiscount: 3_000,
      pointsUsed: 2_000,
      shippingFee: 3_000,
      totalAmount: 19_000,
      coupon: { id: b.coupons.fixed, name: '3,000원 할인' },
    });
    expect(checkout.amount).toBe(19_000);
    expect(await balance(b.who.id)).toBe(3_000);
    expect((await couponRow(b.coupons.fixed)).usedOrderId).toBe(order.id);
    const done = await payOrder(t.app, b.who, checkout);
    expect(done.payment).toMatchObject({ amount: 19_000, balanceAmount: 19_000 });
    // 1 % of what each line was paid once the lines are confirmed, each rounded down: of the
    // 16,000 paid for the goods the fig's share is 9,143 (91) and the pot's 6,857 (68).
    expect(done.items.map((item) => item.earnPoints)).toEqual([91, 68]);
    expect(done.earnPoints).toBe(159);
  });

  it('refuses a used coupon, one these goods do not reach, and more points than held or allowed — writing nothing', async () => {
    const b = await buyer(1_000);
    await placeOrder(t.app, b.who, {
      items: items(monstera),
      addressId: b.address,
      couponId: b.coupons.plant,
    });
    const other = await signIn(t.app, t.db);
    const cases: [Shopper, Record<string, unknown>, number, string][] = [
      // The first order holds it until it is paid or given up … but a new order supersedes the
      // unpaid one and gets it back, so another shopper's attempt is what must fail.
      [other, { couponId: b.coupons.fixed }, 409, MESSAGES.couponUnavailable],
      [b.who, { couponId: b.coupons.fixed, items: items(pot) }, 409, MESSAGES.couponNotApplicable],
      [b.who, { points: 5_000 }, 409, MESSAGES.pointsInsufficient],
      [b.who, { points: 40_000, items: items(fig) }, 400, MESSAGES.pointsTooMany],
    ];
    for (const [who, body, status, message] of cases) {
      const address = who === b.who ? b.address : await insertAddress(t.db, who.id);
      const reply = await api(t.app, 'POST', '/v1/orders', who, {
        items: items(fig, pot),
        addressId: address,
        ...body,
      });
      expect([reply.status, reply.body.message]).toEqual([status, message]);
    }
    expect(await balance(b.who.id)).toBe(1_000);
    expect((await couponRow(b.coupons.fixed)).usedOrderId).toBeNull();
  });

  it('gives the coupon and the points back when an unpaid order is cancelled or superseded', async () => {
    const b = await buyer(4_000);
    const first = await placeOrder(t.app, b.who, {
      items: items(fig, pot),
      addressId: b.address,
      couponId: b.coupons.fixed,
      points: 4_000,
    });
    expect(await balance(b.who.id)).toBe(0);
    // A new order cancels the unpaid one (decision 0028) and may use what it held.
    const second = await placeOrder(t.app, b.who, {
      items: items(fig, pot),
      addressId: b.address,
      couponId: b.coupons.fixed,
      points: 4_000,
    });
    expect(second.order.totalAmount).toBe(17_000);
    expect((await readOrder(t.app, b.who, first.order.id)).status).toBe('CANCELLED');
    const dropped = await api(t.app, 'POST', `/v1/orders/${second.order.id}/cancel`, b.who, {});
    expect(dropped.status).toBe(200);
    expect(await balance(b.who.id)).toBe(4_000);
    expect((await couponRow(b.coupons.fixed)).usedOrderId).toBeNull();
    expect((await entries(b.who.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['ADJUST', 4_000],
      ['SPEND', -4_000],
      ['RESTORE', 4_000],
      ['SPEND', -4_000],
      ['RESTORE', 4_000],
    ]);
  });
});

describe('cancelling part of a paid order', () => {
  it('prices the rest again: a coupon whose minimum is no longer met comes out of the refund, points back in proportion', async () => {
    const b = await buyer(3_000);
    // 30,000 + 9,000 = 39,000; the plant coupon: 10 % of 30,000 = 3,000; 3,000 points; free shipping.
    const order = await paid(b, {
      products: [monstera, pot],
      couponId: b.coupons.plant,
      points: 3_000,
    });
    expect(order).toMatchObject({ couponDiscount: 3_000, pointsUsed: 3_000, totalAmount: 33_000 });
    const potLine = order.items.find((item) => item.productId === pot.id)!;
    const plantLine = order.items.find((item) => item.productId === monstera.id)!;
    // The pot out: the plants still earn their coupon; of the 36,000 of value 27,000 stays, so
    // 2,250 points stay and 750 come back, with 9,000 − 750 = 8,250 of money.
    expect([potLine.cancelRefundAmount, potLine.cancelRefundPoints]).toEqual([8_250, 750]);
    // The plant out: the pot alone gets no coupon; 27,000 of value goes, 9,000 stays.
    expect([plantLine.cancelRefundAmount, plantLine.cancelRefundPoints]).toEqual([
      27_000 - 2_250,
      2_250,
    ]);

    const reply = await api(t.app, 'POST', `/v1/orders/${order.id}/partial-cancel`, b.who, {
      cancelProduct: { orderId: order.id, orderProductId: plantLine.id, reason: 'CHANGED_MIND' },
    });
    expect(reply.status).toBe(200);
    const after = OrderEnvelope.parse(reply.body).data;
    expect(after.refunds).toMatchObject([{ amount: 24_750, pointsAmount: 2_250 }]);
    expect(after.payment).toMatchObject({ balanceAmount: 33_000 - 24_750 });
    expect(await balance(b.who.id)).toBe(2_250);
    // The pot is what is left: 9,000 − 750 points = 8,250 paid, as the payment's balance says.
    expect(after.items.find((item) => item.id === potLine.id)).toMatchObject({
      cancelRefundAmount: 8_250,
      cancelRefundPoints: 750,
    });
    const rest = await api(t.app, 'POST', `/v1/orders/${order.id}/cancel`, b.who, {
      reason: 'CHANGED_MIND',
    });
    expect(rest.status).toBe(200);
    const cancelled = OrderEnvelope.parse(rest.body).data;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      refundedAmount: 33_000,
      payment: { balanceAmount: 0 },
    });
    expect(await balance(b.who.id)).toBe(3_000);
    // Nothing was bought in the end: the coupon is usable again.
    expect((await couponRow(b.coupons.plant)).usedOrderId).toBeNull();
  });

  it('cancels a line paid with 적립금 alone without the provider', async () => {
    const b = await buyer(25_000);
    // The goods all paid with points; the 3,000 shipping fee by card.
    const order = await paid(b, { products: [fig, pot], points: 21_000 });
    expect(order).toMatchObject({ totalAmount: 3_000, pointsUsed: 21_000 });
    const potLine = order.items.find((item) => item.productId === pot.id)!;
    expect([potLine.cancelRefundAmount, potLine.cancelRefundPoints]).toEqual([0, 9_000]);
    const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
    const reply = await api(t.app, 'POST', `/v1/orders/${order.id}/partial-cancel`, b.who, {
      cancelProduct: { orderId: order.id, orderProductId: potLine.id, reason: 'CHANGED_MIND' },
    });
    expect(reply.status).toBe(200);
    expect(spy).not.toHaveBeenCalled();
    expect(OrderEnvelope.parse(reply.body).data.refunds).toEqual([]);
    expect(await balance(b.who.id)).toBe(4_000 + 9_000);
  });

  it('leaves at least 100원 to pay when the goods ship free', async () => {
    const b = await buyer(50_000);
    const reply = await api(t.app, 'POST', '/v1/orders', b.who, {
      items: items(monstera, fig),
      addressId: b.address,
      points: 42_000,
    });
    expect([reply.status, reply.body.message]).toEqual([400, MESSAGES.pointsTooMany]);
    const { order } = await placeOrder(t.app, b.who, {
      items: items(monstera, fig),
      addressId: b.address,
      points: 41_900,
    });
    expect(order.totalAmount).toBe(100);
  });
});

describe('earning and returning', () => {
  it('earns 1 % of the paid amount on confirmation, once; a return takes it back and keeps what was spent of it', async () => {
    const b = await buyer(0);
    const order = await paid(b, { products: [monstera], couponId: b.coupons.plant });
    // 30,000 − 3,000 coupon + no shipping.
    expect(order.totalAmount).toBe(27_000);
    await deliverOrder(t.app, t.config.adminSecret, order.id);
    const line = order.items[0]!;
    const confirm = await api(t.app, 'POST', `/v1/orders/${order.id}/confirm`, b.who, {
      orderProductIds: [line.id],
    });
    expect(confirm.status).toBe(200);
    expect(OrderEnvelope.parse(confirm.body).data.items[0]).toMatchObject({
      status: 'CONFIRMED',
      earnPoints: 270,
    });
    expect(await balance(b.who.id)).toBe(270);
    // 200 of the 270 spent on another order.
    await placeOrder(t.app, b.who, { items: items(fig), addressId: b.address, points: 200 });
    const claimed = await api(t.app, 'POST', `/v1/orders/${order.id}/claims`, b.who, {
      orderProductId: line.id,
      kind: 'RETURN',
      reason: 'DEFECTIVE',
    });
    expect(claimed.status).toBe(201);
    const claimId = OrderEnvelope.parse(claimed.body).data.claims[0]!.id;
    const approved = await claimStep(t.app, t.config.adminSecret, claimId, 'approve');
    expect(approved.status).toBe(200);
    // Shop at fault: the 27,000 paid, less the 200 of its points already spent.
    const after = await readOrder(t.app, b.who, order.id);
    expect(after.refunds).toMatchObject([{ amount: 26_800, pointsAmount: 0 }]);
    expect((await entries(b.who.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['EARN', 270],
      ['SPEND', -200],
      ['REVOKE', -70],
    ]);
    expect(await balance(b.who.id)).toBe(0);
  });
});

describe('50 checkouts at once', () => {
  it('spend the same points and the same coupon once', async () => {
    const b = await buyer(5_000);
    const shoppers = Array.from({ length: 50 }, (_, index) => ({
      ...b.who,
      ip: `10.200.${index >> 8}.${index & 255}`,
    }));
    const replies = await Promise.all(
      shoppers.map((who) =>
        api(t.app, 'POST', '/v1/orders', who, {
          items: items(fig, pot),
          addressId: b.address,
          couponId: b.coupons.fixed,
          points: 5_000,
        }),
      ),
    );
    const made = replies.filter((reply) => reply.status === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    for (const reply of replies.filter((r) => r.status !== 201)) expect(reply.status).toBe(409);
    // Each order made superseded the one before it (and gave its coupon and points back), so
    // exactly one holds them now, and the ledger balances.
    const holding = await t.db
      .select()
      .from(userCoupons)
      .where(eq(userCoupons.id, b.coupons.fixed));
    expect(holding[0]!.usedOrderId).not.toBeNull();
    expect(await balance(b.who.id)).toBe(0);
    const ledger = await entries(b.who.id);
    const spent = ledger.filter((e) => e.kind === 'SPEND').length;
    const restored = ledger.filter((e) => e.kind === 'RESTORE').length;
    expect(spent - restored).toBe(1);
  });

  it('hold on the database alone, past the request queue', async () => {
    const b = await buyer(5_000);
    const [row] = await t.db.select().from(users).where(eq(users.id, b.who.id));
    const user = { ...row!, recommendMetadataIds: [], isDemo: false } as unknown as AuthUser;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        createOrder({ db: t.db, provider: 'sandbox' }, user, {
          items: items(fig, pot),
          addressId: b.address,
          couponId: b.coupons.fixed,
          points: 5_000,
        }),
      ),
    );
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toMatchObject({ kind: 'CONFLICT' });
    expect(results.some((result) => result.status === 'fulfilled')).toBe(true);
    expect(await balance(b.who.id)).toBe(0);
    const ledger = await entries(b.who.id);
    expect(
      ledger.filter((e) => e.kind === 'SPEND').length -
        ledger.filter((e) => e.kind === 'RESTORE').length,
    ).toBe(1);
    const holders = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, b.who.id), eq(orders.status, 'PAYMENT_PENDING')));
    expect(holders.map((order) => order.pointsLeft)).toEqual([5_000]);
  });
});
