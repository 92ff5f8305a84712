import { MESSAGES, paymentErrorMessage, type Order } from '@chorok/contract';
import { refunds, reviews } from '@chorok/db';
import { eq } from 'drizzle-orm';
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
  payOrder,
  placeOrder,
  sandboxRow,
  stepPayload,
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PaymentProviderError } from '../payments/provider.ts';

let t: TestApp;
let buyer: Shopper;
let other: Shopper;
let address: number;
let fig: InsertedProduct;
let pot: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [fig, pot] = (await insertProducts(t.db, [
    { name: '떡갈고무나무', price: 15_000, salePrice: 12_000, stock: 50 },
    { name: '도자기 화분', category: 'POT', price: 9_000, stock: 50 },
  ])) as [InsertedProduct, InsertedProduct];
  buyer = await signIn(t.app, t.db, { name: '정취소' });
  other = await signIn(t.app, t.db);
  address = await insertAddress(t.db, buyer.id);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** 12,000 + 9,000 = 21,000 of goods and 3,000 shipping: 24,000. */
async function paidOrder(products: InsertedProduct[] = [fig, pot]): Promise<Order> {
  const { checkout } = await placeOrder(t.app, buyer, {
    items: products.map((product) => ({ productId: product.id, quantity: 1 })),
    addressId: address,
  });
  return payOrder(t.app, buyer, checkout);
}

const post = (url: string, body: unknown = {}, who: Shopper = buyer) =>
  api(t.app, 'POST', url, who, body);
const admin = (orderId: number, action: string, secret: string | null = t.config.adminSecret) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/orders/${orderId}/${action}`,
    ...stepPayload(action),
    headers: secret === null ? {} : { 'x-admin-secret': secret },
  });
const read = async (orderId: number) =>
  OrderEnvelope.parse(
    (await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${orderId}`, buyer)).body,
  ).data;

describe('POST /v1/orders/{id}/cancel', () => {
  it('drops an unpaid order: CANCELLED, stock back, no provider call', async () => {
    const before = await stockOf(t.db, [fig.id]);
    const { order } = await placeOrder(t.app, buyer, {
      items: [{ productId: fig.id, quantity: 2 }],
      addressId: address,
    });
    const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
    const reply = await post(`/v1/orders/${order.id}/cancel`, { reason: 'ORDERED_BY_MISTAKE' });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe(200);
    const dropped = OrderEnvelope.parse(reply.body).data;
    expect(dropped).toMatchObject({ status: 'CANCELLED', refunds: [], payment: null });
    expect(dropped.items[0]).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'ORDERED_BY_MISTAKE',
    });
    expect(dropped.items[0]!.cancelledAt).not.toBeNull();
    expect(await stockOf(t.db, [fig.id])).toEqual(before);
    expect(spy).not.toHaveBeenCalled();
    const again = await post(`/v1/orders/${order.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyCancelled);
  });

  it('refunds a paid order whole, shipping fee included, and returns the stock', async () => {
    const [last] = await insertProducts(t.db, [{ name: '마지막 화분', stock: 1, price: 9_000 }]);
    const paid = await paidOrder([fig, last!]);
    expect(await stockOf(t.db, [last!.id])).toMatchObject([
      { stock: 0, status: 'OUT_OF_STOCK', salesCount: 1 },
    ]);
    const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
    const reply = await post(`/v1/orders/${paid.id}/cancel`, { reason: 'CHANGED_MIND' });
    expect(reply.status).toBe(200);
    const cancelled = OrderEnvelope.parse(reply.body).data;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      totalAmount: 24_000,
      refundedAmount: 24_000,
      payment: { amount: 24_000, balanceAmount: 0 },
      refunds: [
        {
          amount: 24_000,
          shippingFeeAmount: 3_000,
          orderProductIds: paid.items.map((item) => item.id),
          reason: 'CHANGED_MIND',
        },
      ],
    });
    expect(cancelled.items.map((item) => [item.status, item.canCancel])).toEqual([
      ['CANCELLED', false],
      ['CANCELLED', false],
    ]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(
      paid.payment!.paymentKey,
      24_000,
      '구매자 단순 변심',
      `cancel-${cancelled.refunds[0]!.id}`,
    );
    expect(await sandboxRow(t.db, paid.payment!.paymentKey)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });
    expect(await stockOf(t.db, [last!.id])).toMatchObject([
      { stock: 1, status: 'ON_SALE', salesCount: 0 },
    ]);
    const again = await post(`/v1/orders/${paid.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyCancelled);
  });

  it('cancels nothing once a line has shipped (409), and nothing changes', async () => {
    const paid = await paidOrder();
    expect((await admin(paid.id, 'ship')).statusCode).toBe(200);
    const before = await orderState(t.db, paid.id);
    const stock = await stockOf(t.db, [fig.id, pot.id]);
    const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
    const reply = await post(`/v1/orders/${paid.id}/cancel`);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.cancelNotAllowed);
    expect(spy).not.toHaveBeenCalled();
    expect(await orderState(t.db, paid.id)).toEqual(before);
    expect(await stockOf(t.db, [fig.id, pot.id])).toEqual(stock);
    expect((await sandboxRow(t.db, paid.payment!.paymentKey))?.balanceAmount).toBe(24_000);
  });

  it("answers 404 for another user's order", async () => {
    const paid = await paidOrder();
    const before = await orderState(t.db, paid.id);
    const reply = await post(`/v1/orders/${paid.id}/cancel`, {}, other);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(MESSAGES.orderNotFound);
    expect(await orderState(t.db, paid.id)).toEqual(before);
  });

  it("passes the provider's refusal on (409) in our words, and changes nothing", async () => {
    const paid = await paidOrder();
    const before = await orderState(t.db, paid.id);
    vi.spyOn(t.app.paymentProvider, 'cancel').mockRejectedValueOnce(
      new PaymentProviderError(
        'refused',
        'NOT_CANCELABLE_PAYMENT',
        '취소 할 수 없는 결제 입니다.',
        403,
      ),
    );
    const reply = await post(`/v1/orders/${paid.id}/cancel`);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(paymentErrorMessage('NOT_CANCELABLE_PAYMENT'));
    expect(await orderState(t.db, paid.id)).toEqual(before);
  });

  it('keeps a refund the provider did not answer pending, and finishes it on the next request', async () => {
    const paid = await paidOrder();
    const provider = t.app.paymentProvider;
    const spy = vi
      .spyOn(provider, 'cancel')
      .mockRejectedValueOnce(
        new PaymentProviderError('unavailable', 'TIMEOUT', 'no answer within 20000 ms'),
      );
    const lost = await post(`/v1/orders/${paid.id}/cancel`);
    expect(lost.status).toBe(503);
    expect(lost.body.message).toBe(MESSAGES.paymentInProgress);
    const pending = await read(paid.id);
    expect(pending.refunds).toEqual([]);
    expect(pending.items.map((item) => [item.status, item.canCancel])).toEqual([
      ['PAID', false],
      ['PAID', false],
    ]);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, paid.id));
    expect(row).toMatchObject({ amount: 24_000, transactionKey: null });
    // The operator waits for it too.
    const step = await admin(paid.id, 'prepare');
    expect(step.statusCode).toBe(409);

    const retried = await post(`/v1/orders/${paid.id}/cancel`);
    expect(retried.status).toBe(200);
    const cancelled = OrderEnvelope.parse(retried.body).data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refundedAmount: 24_000 });
    expect(cancelled.refunds).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[1]![3]).toBe(`cancel-${row!.id}`);
    expect((await sandboxRow(t.db, paid.payment!.paymentKey))?.balanceAmount).toBe(0);
  });
});

describe('POST /v1/orders/{orderId}/partial-cancel', () => {
  const partial = (orderId: number, orderProductId: number, bodyOrderId = orderId, who = buyer) =>
    post(
      `/v1/orders/${orderId}/partial-cancel`,
      { cancelProduct: { orderId: bodyOrderId, orderProductId, reason: 'FOUND_CHEAPER' } },
      who,
    );

  it('refunds exactly one line, then the last line with the shipping fee, and the order is CANCELLED', async () => {
    const paid = await paidOrder();
    const [figLine, potLine] = paid.items as [Order['items'][0], Order['items'][0]];
    expect([figLine.cancelRefundAmount, potLine.cancelRefundAmount]).toEqual([12_000, 9_000]);

    const first = await partial(paid.id, potLine.id);
    expect(first.status).toBe(200);
    const one = OrderEnvelope.parse(first.body).data;
    expect(one).toMatchObject({
      status: 'PAID',
      refundedAmount: 9_000,
      payment: { balanceAmount: 15_000 },
      refunds: [{ amount: 9_000, shippingFeeAmount: 0, orderProductIds: [potLine.id] }],
    });
    expect(one.items.map((item) => [item.status, item.cancelRefundAmount])).toEqual([
      ['PAID', 15_000],
      ['CANCELLED', 0],
    ]);
    expect(one.items[1]!.cancelReason).toBe('FOUND_CHEAPER');
    expect(await sandboxRow(t.db, paid.payment!.paymentKey)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 15_000,
    });

    const second = await partial(paid.id, figLine.id);
    expect(second.status).toBe(200);
    const both = OrderEnvelope.parse(second.body).data;
    expect(both).toMatchObject({
      status: 'CANCELLED',
      refundedAmount: 24_000,
      payment: { balanceAmount: 0 },
    });
    expect(both.refunds.map((refund) => [refund.amount, refund.shippingFeeAmount])).toEqual([
      [9_000, 0],
      [15_000, 3_000],
    ]);
    expect((await sandboxRow(t.db, paid.payment!.paymentKey))?.status).toBe('CANCELED');

    const again = await partial(paid.id, figLine.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyCancelled);
  });

  it('refuses a body for another order, a line of another order, a shipped line and an unpaid order', async () => {
    const paid = await paidOrder();
    const elsewhere = await paidOrder();
    const before = await orderState(t.db, paid.id);
    const line = paid.items[0]!;

    const mismatch = await partial(paid.id, line.id, elsewhere.id);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([
      { path: 'cancelProduct.orderId', message: expect.any(String) },
    ]);
    const foreignLine = await partial(paid.id, elsewhere.items[0]!.id);
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.body.message).toBe(MESSAGES.orderProductNotFound);
    const foreignOrder = await partial(paid.id, line.id, paid.id, other);
    expect(foreignOrder.status).toBe(404);
    expect(foreignOrder.body.message).toBe(MESSAGES.orderNotFound);
    expect(await orderState(t.db, paid.id)).toEqual(before);

    expect((await admin(paid.id, 'ship')).statusCode).toBe(200);
    const shipped = await partial(paid.id, line.id);
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe(MESSAGES.cancelNotAllowed);

    const { order: unpaid } = await placeOrder(t.app, buyer, {
      items: [{ productId: fig.id, quantity: 1 }],
      addressId: address,
    });
    const early = await partial(unpaid.id, unpaid.items[0]!.id);
    expect(early.status).toBe(409);
    expect((await orderState(t.db, unpaid.id)).status).toBe('PAYMENT_PENDING');
  });
});

describe('POST /v1/orders/{id}/confirm and the operator steps', () => {
  const confirmLines = (orderId: number, ids: number[], who = buyer) =>
    post(`/v1/orders/${orderId}/confirm`, { orderProductIds: ids }, who);

  it('moves lines PAID → PREPARING → SHIPPING → DELIVERED, lets the buyer confirm shipped lines, all or nothing', async () => {
    const paid = await paidOrder();
    const [a, b] = paid.items.map((item) => item.id) as [number, number];

    const early = await confirmLines(paid.id, [a]);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MESSAGES.confirmNotAllowed);

    const prepared = await admin(paid.id, 'prepare');
    expect(prepared.statusCode).toBe(200);
    expect(prepared.json().status).toBe(200);
    expect((await read(paid.id)).items.map((item) => item.status)).toEqual([
      'PREPARING',
      'PREPARING',
    ]);
    for (const wrong of ['prepare', 'deliver']) {
      const refused = await admin(paid.id, wrong);
      expect(refused.statusCode, wrong).toBe(409);
      expect(refused.json().message).toBe(MESSAGES.orderStepNotAllowed);
    }
    expect((await admin(paid.id, 'ship')).statusCode).toBe(200);
    const shipped = await read(paid.id);
    expect(shipped.items.map((item) => [item.status, item.canConfirm, item.canCancel])).toEqual([
      ['SHIPPING', true, false],
      ['SHIPPING', true, false],
    ]);
    expect(shipped.items.every((item) => item.shippedAt !== null)).toBe(true);

    const confirmed = await confirmLines(paid.id, [a]);
    expect(confirmed.status).toBe(200);
    const one = OrderEnvelope.parse(confirmed.body).data;
    expect(one.items.map((item) => [item.status, item.canReview])).toEqual([
      ['CONFIRMED', true],
      ['SHIPPING', false],
    ]);
    expect(one.items[0]!.confirmedAt).not.toBeNull();

    // b is fine, a is confirmed already: neither changes.
    const mixed = await confirmLines(paid.id, [b, a]);
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toBe(MESSAGES.alreadyConfirmed);
    expect((await read(paid.id)).items[1]!.status).toBe('SHIPPING');

    const elsewhere = await paidOrder();
    const foreignLine = await confirmLines(paid.id, [b, elsewhere.items[0]!.id]);
    expect(foreignLine.status).toBe(404);
    expect(foreignLine.body.message).toBe(MESSAGES.orderProductNotFound);
    const foreignOrder = await confirmLines(paid.id, [b], other);
    expect(foreignOrder.status).toBe(404);
    expect(foreignOrder.body.message).toBe(MESSAGES.orderNotFound);

    // Delivery moves the line still on its way; the confirmed one stays confirmed.
    expect((await admin(paid.id, 'deliver')).statusCode).toBe(200);
    const delivered = await read(paid.id);
    expect(delivered.items.map((item) => item.status)).toEqual(['CONFIRMED', 'DELIVERED']);
    expect(delivered.items[1]!.deliveredAt).not.toBeNull();
    expect((await admin(paid.id, 'ship')).statusCode).toBe(409);
    expect((await confirmLines(paid.id, [b])).status).toBe(200);

    const [review] = await t.db
      .insert(reviews)
      .values({
        productId: fig.id,
        userId: buyer.id,
        orderProductId: a,
        rating: 5,
        content: '잎이 정말 싱싱해요. 잘 키울게요!',
      })
      .returning({ id: reviews.id });
    const reviewed = await read(paid.id);
    expect(reviewed.items.map((item) => [item.reviewId, item.canReview])).toEqual([
      [review!.id, false],
      [null, true],
    ]);
    // After delivery nothing can be cancelled.
    expect((await post(`/v1/orders/${paid.id}/cancel`)).status).toBe(409);
  });

  it('skips cancelled lines, and refuses steps on unpaid or fully cancelled orders', async () => {
    const paid = await paidOrder();
    const cancelledLine = paid.items[1]!.id;
    await post(`/v1/orders/${paid.id}/partial-cancel`, {
      cancelProduct: { orderId: paid.id, orderProductId: cancelledLine },
    });
    expect((await admin(paid.id, 'ship')).statusCode).toBe(200);
    expect((await read(paid.id)).items.map((item) => item.status)).toEqual([
      'SHIPPING',
      'CANCELLED',
    ]);

    const { order: unpaid } = await placeOrder(t.app, buyer, {
      items: [{ productId: pot.id, quantity: 1 }],
      addressId: address,
    });
    expect((await admin(unpaid.id, 'prepare')).statusCode).toBe(409);
    const gone = await paidOrder();
    await post(`/v1/orders/${gone.id}/cancel`);
    expect((await admin(gone.id, 'prepare')).statusCode).toBe(409);
  });

  it('needs the admin secret, a known order and a known action', async () => {
    const paid = await paidOrder();
    expect((await admin(paid.id, 'prepare', null)).statusCode).toBe(401);
    expect((await admin(paid.id, 'prepare', 'not-the-admin-secret')).statusCode).toBe(401);
    const unknown = await admin(2_147_483_000, 'prepare');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.orderNotFound);
    expect((await admin(paid.id, 'refund')).statusCode).toBe(400);
    // A buyer's token is not an operator's (decision 0043).
    const asBuyer = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/orders/${paid.id}/prepare`,
      headers: buyer.headers,
    });
    expect([asBuyer.statusCode, asBuyer.json().message]).toEqual([403, MESSAGES.operatorOnly]);
    expect((await read(paid.id)).items.map((item) => item.status)).toEqual(['PAID', 'PAID']);
  });
});
