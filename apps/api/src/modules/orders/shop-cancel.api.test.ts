import { CONSOLE_MESSAGES, MESSAGES, paymentErrorMessage, type Order } from '@chorok/contract';
import { notifications, operatorActions, refunds, users } from '@chorok/db';
import { and, asc, eq } from 'drizzle-orm';
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
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PaymentProviderError } from '../payments/provider.ts';

/*
 * The shop cancels lines for the buyer from the console (issue 22): through the buyer's own cancel
 * path, audited, the buyer told; and an operator's cancel racing the buyer's of the same line
 * refunds it once.
 */

let t: TestApp;
let operator: Shopper;
let buyer: Shopper;
let address: number;
let fig: InsertedProduct;
let pot: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [fig, pot] = (await insertProducts(t.db, [
    { name: '떡갈고무나무', price: 15_000, salePrice: 12_000, stock: 50 },
    { name: '도자기 화분', category: 'POT', price: 9_000, stock: 50 },
  ])) as [InsertedProduct, InsertedProduct];
  operator = await signIn(t.app, t.db);
  await t.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, operator.id));
  buyer = await signIn(t.app, t.db, { name: '정취소' });
  address = await insertAddress(t.db, buyer.id);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** 12,000 + 9,000 = 21,000 of goods and 3,000 shipping: 24,000. */
async function paidOrder(): Promise<Order> {
  const { checkout } = await placeOrder(t.app, buyer, {
    items: [fig, pot].map((product) => ({ productId: product.id, quantity: 1 })),
    addressId: address,
  });
  return payOrder(t.app, buyer, checkout);
}

const shopCancel = (orderId: number, body: unknown, who: Shopper = operator) =>
  api(t.app, 'POST', `/v1/admin/orders/${orderId}/cancellations`, who, body);
const buyerCancel = (order: Order, orderProductId: number) =>
  api(t.app, 'POST', `/v1/orders/${order.id}/partial-cancel`, buyer, {
    cancelProduct: { orderId: order.id, orderProductId, reason: 'CHANGED_MIND' },
  });
const auditOf = (orderId: number) =>
  t.db
    .select()
    .from(operatorActions)
    .where(
      and(eq(operatorActions.targetType, 'ORDER'), eq(operatorActions.targetId, String(orderId))),
    )
    .orderBy(asc(operatorActions.id));
const noticesOf = (orderId: number) =>
  t.db.select().from(notifications).where(eq(notifications.orderId, orderId));

describe('POST /v1/admin/orders/{id}/cancellations', () => {
  it('cancels the chosen line for the buyer, refunds exactly it, audits and tells the buyer', async () => {
    const paid = await paidOrder();
    const [figLine, potLine] = paid.items as [Order['items'][0], Order['items'][0]];
    const [stockBefore] = await stockOf(t.db, [fig.id]);

    const reply = await shopCancel(paid.id, {
      orderProductIds: [figLine.id],
      reason: 'SOLD_OUT',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const order = OrderEnvelope.parse(reply.body).data;
    expect(order.status).toBe('PAID');
    expect(order.items.map((item) => [item.id, item.status, item.cancelReason])).toEqual([
      [figLine.id, 'CANCELLED', 'SOLD_OUT'],
      [potLine.id, 'PAID', null],
    ]);
    expect(order.refunds).toMatchObject([
      { amount: 12_000, shippingFeeAmount: 0, orderProductIds: [figLine.id], reason: 'SOLD_OUT' },
    ]);
    expect((await stockOf(t.db, [fig.id]))[0]!.stock).toBe(stockBefore!.stock + 1);
    expect((await sandboxRow(t.db, paid.payment!.paymentKey))?.balanceAmount).toBe(12_000);

    const [entry] = await auditOf(paid.id);
    expect(entry).toMatchObject({
      actorUserId: operator.id,
      action: 'order.cancel',
      before: { lines: [{ id: figLine.id, status: 'PAID' }] },
      after: {
        lines: [{ id: figLine.id, status: 'CANCELLED' }],
        reason: 'SOLD_OUT',
        refundAmount: 12_000,
        refundId: order.refunds[0]!.id,
      },
    });
    const [notice] = await noticesOf(paid.id);
    expect(notice).toMatchObject({
      userId: buyer.id,
      type: 'ORDER_CANCELLED',
      title: '주문하신 상품을 취소했어요',
      body: '떡갈고무나무 · 상품이 품절되어 취소했어요. 12,000원을 결제하신 수단으로 돌려드려요.',
      url: `/order/${paid.id}`,
    });

    // The buyer reads it on their order, with the shop's reason.
    const mine = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${paid.id}`, buyer);
    expect(OrderEnvelope.parse(mine.body).data.items[0]).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'SOLD_OUT',
    });
  });

  it('cancels every line with the shipping fee: the order is CANCELLED', async () => {
    const paid = await paidOrder();
    const reply = await shopCancel(paid.id, {
      orderProductIds: paid.items.map((item) => item.id),
      reason: 'CANNOT_SHIP',
    });
    expect(reply.status).toBe(200);
    const order = OrderEnvelope.parse(reply.body).data;
    expect(order).toMatchObject({ status: 'CANCELLED', refundedAmount: 24_000 });
    expect(order.refunds).toMatchObject([{ amount: 24_000, shippingFeeAmount: 3_000 }]);
  });

  it('refuses bad input with 400 and lines it may not cancel with 404/409, changing nothing', async () => {
    const paid = await paidOrder();
    const before = await orderState(t.db, paid.id);
    const [figLine] = paid.items as [Order['items'][0]];
    const cases: [unknown, number, string][] = [
      [{ orderProductIds: [], reason: 'SOLD_OUT' }, 400, CONSOLE_MESSAGES.cancelLines],
      [
        { orderProductIds: [figLine.id], reason: 'CHANGED_MIND' },
        400,
        CONSOLE_MESSAGES.cancelReason,
      ],
      [{ orderProductIds: ['x'], reason: 'SOLD_OUT' }, 400, CONSOLE_MESSAGES.cancelLines],
      [{ orderProductIds: [figLine.id], reason: 'SOLD_OUT', extra: 1 }, 400, MESSAGES.invalidInput],
      [{ orderProductIds: [999_999], reason: 'SOLD_OUT' }, 404, MESSAGES.orderProductNotFound],
    ];
    for (const [body, status, message] of cases) {
      const reply = await shopCancel(paid.id, body);
      expect(reply.status, JSON.stringify(body)).toBe(status);
      if (status === 400)
        expect(JSON.stringify(reply.body), JSON.stringify(body)).toContain(message);
      else expect(reply.body.message).toBe(message);
    }
    const unknown = await shopCancel(999_999, {
      orderProductIds: [figLine.id],
      reason: 'SOLD_OUT',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.orderNotFound);

    // A shipped line is the buyer's to return, not the shop's to cancel.
    for (const action of ['prepare', 'ship'])
      expect(
        (
          await api(
            t.app,
            'POST',
            `/v1/admin/orders/${paid.id}/${action}`,
            operator,
            action === 'ship' ? { courier: 'cj', trackingNumber: '123456789012' } : undefined,
          )
        ).status,
      ).toBe(200);
    const shippedBefore = await orderState(t.db, paid.id);
    const shipped = await shopCancel(paid.id, {
      orderProductIds: [figLine.id],
      reason: 'SOLD_OUT',
    });
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe(MESSAGES.cancelNotAllowed);
    expect(await orderState(t.db, paid.id)).toEqual(shippedBefore);
    expect(before.status).toBe('PAID');
    expect((await auditOf(paid.id)).map((entry) => entry.action)).toEqual([
      'order.prepare',
      'order.ship',
    ]);
  });

  it("a provider's refusal cancels nothing, and the log says the system undid the operator's cancel", async () => {
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
    const reply = await shopCancel(paid.id, {
      orderProductIds: [paid.items[0]!.id],
      reason: 'BUYER_ASKED',
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(paymentErrorMessage('NOT_CANCELABLE_PAYMENT'));
    expect(await orderState(t.db, paid.id)).toEqual(before);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, paid.id))).toEqual([]);
    expect(await noticesOf(paid.id)).toEqual([]);
    const entries = await auditOf(paid.id);
    expect(entries.map((entry) => [entry.action, entry.actorLabel])).toEqual([
      ['order.cancel', expect.any(String)],
      ['order.cancel-refused', 'SYSTEM'],
    ]);
    expect(entries[1]!.before).toMatchObject({ refundAmount: 12_000 });
  });

  it('an operator and the buyer cancelling the same line at once refund it once', async () => {
    for (let round = 0; round < 3; round++) {
      const paid = await paidOrder();
      const line = paid.items[0]!;
      const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
      const replies = await Promise.all([
        shopCancel(paid.id, { orderProductIds: [line.id], reason: 'BUYER_ASKED' }),
        buyerCancel(paid, line.id),
        shopCancel(paid.id, { orderProductIds: [line.id], reason: 'SOLD_OUT' }),
        buyerCancel(paid, line.id),
      ]);
      const statuses = replies.map((reply) => reply.status);
      expect(
        statuses.filter((status) => status === 200),
        JSON.stringify(statuses),
      ).toHaveLength(1);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      const stored = await t.db.select().from(refunds).where(eq(refunds.orderId, paid.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.amount).toBe(12_000);
      expect(spy).toHaveBeenCalledTimes(1);
      expect((await sandboxRow(t.db, paid.payment!.paymentKey))?.balanceAmount).toBe(12_000);
      spy.mockRestore();
    }
  });

  it('is for operators: a shopper gets 403 and nothing changes', async () => {
    const paid = await paidOrder();
    const reply = await shopCancel(
      paid.id,
      { orderProductIds: [paid.items[0]!.id], reason: 'SOLD_OUT' },
      buyer,
    );
    expect(reply.status).toBe(403);
    expect((await orderState(t.db, paid.id)).status).toBe('PAID');
  });
});
