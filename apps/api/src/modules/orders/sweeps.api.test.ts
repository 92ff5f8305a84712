import { ORDER } from '@chorok/contract';
import { orders, payments, refunds } from '@chorok/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import {
  api,
  insertAddress,
  OrderEnvelope,
  orderState,
  payInSandbox,
  payOrder,
  placeOrder,
  stepPayload,
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import {
  autoConfirmDelivered,
  expireUnpaidOrders,
  retryStaleClaims,
  runOrderSweeps,
} from './sweeps.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
let buyer: Shopper;
let address: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  buyer = await signIn(t.app, t.db);
  address = await insertAddress(t.db, buyer.id);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const deps = () => ({ db: t.db, provider: t.app.paymentProvider });
const unavailable = () => new PaymentProviderError('unavailable', 'TIMEOUT', 'no answer');
const admin = (orderId: number, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/orders/${orderId}/${action}`,
    ...stepPayload(action),
    headers: { 'x-admin-secret': t.config.adminSecret },
  });

/** Another shopper with an address: one account holds one unpaid order (decision 0028). */
async function shopper(): Promise<{ who: Shopper; addressId: number }> {
  const who = await signIn(t.app, t.db);
  return { who, addressId: await insertAddress(t.db, who.id) };
}

async function product(stock = 10): Promise<InsertedProduct> {
  const [row] = await insertProducts(t.db, [{ name: '칼라테아', stock }]);
  return row!;
}

describe('expiring unpaid orders', () => {
  it('expires orders past their payment window, not before, releasing stock; paid orders stay', async () => {
    const plant = await product(6);
    const placedAt = Date.now();
    const unpaid = await placeOrder(t.app, buyer, {
      items: [{ productId: plant.id, quantity: 4 }],
      addressId: address,
    });
    const payer = await shopper();
    const paid = await placeOrder(t.app, payer.who, {
      items: [{ productId: plant.id, quantity: 2 }],
      addressId: payer.addressId,
    });
    await payOrder(t.app, payer.who, paid.checkout);
    expect(await stockOf(t.db, [plant.id])).toMatchObject([{ stock: 0, status: 'OUT_OF_STOCK' }]);

    await expireUnpaidOrders(t.db, new Date(placedAt + ORDER.paymentWindowMs - MINUTE));
    expect((await orderState(t.db, unpaid.order.id)).status).toBe('PAYMENT_PENDING');

    await expireUnpaidOrders(t.db, new Date(placedAt + ORDER.paymentWindowMs + MINUTE));
    expect(await orderState(t.db, unpaid.order.id)).toMatchObject({
      status: 'EXPIRED',
      lines: [{ status: 'CANCELLED' }],
    });
    expect((await orderState(t.db, paid.order.id)).status).toBe('PAID');
    expect(await stockOf(t.db, [plant.id])).toMatchObject([{ stock: 4, status: 'ON_SALE' }]);
    // Nothing left to do: a second run changes nothing.
    await expireUnpaidOrders(t.db, new Date(placedAt + ORDER.paymentWindowMs + 2 * MINUTE));
    expect(await stockOf(t.db, [plant.id])).toMatchObject([{ stock: 4 }]);
  });

  it('several sweeps at once expire each order once', async () => {
    const plant = await product(30);
    for (let n = 0; n < 6; n++) {
      const { who, addressId } = await shopper();
      await placeOrder(t.app, who, { items: [{ productId: plant.id, quantity: 5 }], addressId });
    }
    expect(await stockOf(t.db, [plant.id])).toMatchObject([{ stock: 0 }]);
    const before = await t.db.$count(orders, eq(orders.status, 'EXPIRED'));
    const later = new Date(Date.now() + ORDER.paymentWindowMs + MINUTE);
    const counts = await Promise.all([1, 2, 3, 4].map(() => expireUnpaidOrders(t.db, later)));
    const after = await t.db.$count(orders, eq(orders.status, 'EXPIRED'));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(after - before);
    expect(await stockOf(t.db, [plant.id])).toMatchObject([{ stock: 30, status: 'ON_SALE' }]);
  });
});

describe('auto-confirming delivered lines', () => {
  it('confirms lines delivered more than 7 days ago, once', async () => {
    const plant = await product();
    const { checkout } = await placeOrder(t.app, buyer, {
      items: [{ productId: plant.id, quantity: 1 }],
      addressId: address,
    });
    const paid = await payOrder(t.app, buyer, checkout);
    expect((await admin(paid.id, 'ship')).statusCode).toBe(200);
    const deliveredAt = Date.now();
    expect((await admin(paid.id, 'deliver')).statusCode).toBe(200);

    expect(await autoConfirmDelivered(t.db, new Date(deliveredAt + 7 * DAY - MINUTE))).toBe(0);
    const at = new Date(deliveredAt + 7 * DAY + MINUTE);
    expect(await autoConfirmDelivered(t.db, at)).toBe(1);
    const read = OrderEnvelope.parse(
      (await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${paid.id}`, buyer)).body,
    ).data;
    expect(read.items[0]).toMatchObject({
      status: 'CONFIRMED',
      confirmedAt: at.toISOString(),
      canReview: true,
    });
    expect(await autoConfirmDelivered(t.db, new Date(at.getTime() + DAY))).toBe(0);
  });
});

describe('payments left without an answer', () => {
  it('settles a stale confirm claim: approved → PAID', async () => {
    const plant = await product();
    const { order, checkout } = await placeOrder(t.app, buyer, {
      items: [{ productId: plant.id, quantity: 1 }],
      addressId: address,
    });
    const redirect = await payInSandbox(t.app, checkout);
    vi.spyOn(t.app.paymentProvider, 'confirm').mockRejectedValueOnce(unavailable());
    const lost = await api(t.app, 'POST', '/v1/payments/confirm', buyer, {
      paymentKey: redirect.query.paymentKey,
      orderId: order.orderNumber,
      amount: order.totalAmount,
    });
    expect(lost.status).toBe(503);
    // Even past the payment window the claim is settled, not expired: the money may have moved.
    const report = await runOrderSweeps(deps(), new Date(Date.now() + 31 * MINUTE));
    expect(report.claims).toEqual({ settled: 1, refused: 0, unanswered: 0 });
    expect(await orderState(t.db, order.id)).toMatchObject({
      status: 'PAID',
      payments: [{ status: 'DONE' }],
    });
  });

  it('frees the order when the provider refuses the stale claim, and the order then expires', async () => {
    const plant = await product(3);
    const { order, checkout } = await placeOrder(t.app, buyer, {
      items: [{ productId: plant.id, quantity: 3 }],
      addressId: address,
    });
    const redirect = await payInSandbox(t.app, checkout, { number: '4330-1234-1234-2222' });
    vi.spyOn(t.app.paymentProvider, 'confirm').mockRejectedValueOnce(unavailable());
    await api(t.app, 'POST', '/v1/payments/confirm', buyer, {
      paymentKey: redirect.query.paymentKey,
      orderId: order.orderNumber,
      amount: order.totalAmount,
    });
    vi.restoreAllMocks();
    const report = await runOrderSweeps(deps(), new Date(Date.now() + 31 * MINUTE));
    expect(report.claims).toEqual({ settled: 0, refused: 1, unanswered: 0 });
    expect(await orderState(t.db, order.id)).toMatchObject({ status: 'EXPIRED', payments: [] });
    expect(await stockOf(t.db, [plant.id])).toMatchObject([{ stock: 3 }]);
  });

  it('leaves a fresh claim alone and retries one still unanswered later', async () => {
    const plant = await product();
    const { order, checkout } = await placeOrder(t.app, buyer, {
      items: [{ productId: plant.id, quantity: 1 }],
      addressId: address,
    });
    const redirect = await payInSandbox(t.app, checkout);
    const now = Date.now();
    await t.db.insert(payments).values({
      orderId: order.id,
      provider: 'sandbox',
      paymentKey: redirect.query.paymentKey!,
      amount: order.totalAmount,
      balanceAmount: order.totalAmount,
      status: 'CONFIRMING',
      approvedAt: new Date(now),
      createdAt: new Date(now),
    });
    const spy = vi.spyOn(t.app.paymentProvider, 'confirm').mockRejectedValue(unavailable());
    expect(await retryStaleClaims(deps(), new Date(now + 30_000))).toEqual({
      settled: 0,
      refused: 0,
      unanswered: 0,
    });
    expect(spy).not.toHaveBeenCalled();
    expect(await retryStaleClaims(deps(), new Date(now + 2 * MINUTE))).toEqual({
      settled: 0,
      refused: 0,
      unanswered: 1,
    });
    spy.mockRestore();
    expect((await retryStaleClaims(deps(), new Date(now + 4 * MINUTE))).settled).toBe(1);
    expect((await orderState(t.db, order.id)).status).toBe('PAID');
  });

  it('finishes a refund the provider did not answer', async () => {
    const plant = await product();
    const { checkout } = await placeOrder(t.app, buyer, {
      items: [{ productId: plant.id, quantity: 2 }],
      addressId: address,
    });
    const paid = await payOrder(t.app, buyer, checkout);
    vi.spyOn(t.app.paymentProvider, 'cancel').mockRejectedValueOnce(unavailable());
    const lost = await api(t.app, 'POST', `/v1/orders/${paid.id}/cancel`, buyer, {});
    expect(lost.status).toBe(503);
    expect(
      await t.db.$count(refunds, and(eq(refunds.orderId, paid.id), isNull(refunds.transactionKey))),
    ).toBe(1);
    const report = await runOrderSweeps(deps(), new Date(Date.now() + 2 * MINUTE));
    expect(report.refunds).toEqual({ settled: 1, refused: 0, unanswered: 0 });
    expect(await orderState(t.db, paid.id)).toMatchObject({
      status: 'CANCELLED',
      refundedAmount: paid.totalAmount,
      payments: [{ status: 'CANCELED', balanceAmount: 0 }],
    });
  });
});

// A second database opens here (seconds on a busy machine).
describe('the sweep timer', { timeout: 90_000 }, () => {
  it('runs from the server process once it is ready and stops when it closes', async () => {
    const timed = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 50 });
    try {
      const who = await signIn(timed.app, timed.db);
      const [plant] = await insertProducts(timed.db, [{ name: '타이머 식물', stock: 2 }]);
      const { order } = await placeOrder(timed.app, who, {
        items: [{ productId: plant!.id, quantity: 2 }],
        addressId: await insertAddress(timed.db, who.id),
      });
      await timed.db
        .update(orders)
        .set({ paymentDueAt: new Date(Date.now() - 1_000) })
        .where(eq(orders.id, order.id));
      await vi.waitFor(
        async () => expect((await orderState(timed.db, order.id)).status).toBe('EXPIRED'),
        { timeout: 10_000, interval: 50 },
      );
      expect(await stockOf(timed.db, [plant!.id])).toMatchObject([{ stock: 2 }]);
    } finally {
      await timed.close();
    }
  });
});
