import { MESSAGES, paymentErrorMessage, type Order } from '@chorok/contract';
import { claims, orderProducts, refunds, shipments } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import {
  AdminClaimEnvelope,
  claimStep,
  deliveredOrder,
  noticesOf,
  readOrder,
} from '../../test/claim-fixtures.ts';
import {
  api,
  insertAddress,
  OrderEnvelope,
  orderState,
  sandboxRow,
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { retryStaleRefunds } from '../orders/sweeps.ts';

/*
 * The operator's side: approving (a return refunded through the sandbox provider, an exchange's
 * replacement sent), rejecting, completing — and a return racing a cancel of the same order.
 */

let t: TestApp;
let buyer: Shopper;
let address: number;
let fig: InsertedProduct;
let pot: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [fig, pot] = (await insertProducts(t.db, [
    { name: '떡갈고무나무', price: 15_000, salePrice: 12_000, stock: 80 },
    { name: '도자기 화분', category: 'POT', price: 9_000, stock: 80 },
  ])) as [InsertedProduct, InsertedProduct];
  buyer = await signIn(t.app, t.db, { name: '한교환' });
  address = await insertAddress(t.db, buyer.id);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** 12,000 + 9,000 of goods, 3,000 shipping = 24,000, delivered just now. */
const delivered = (products: InsertedProduct[] = [fig, pot]) =>
  deliveredOrder(t.app, t.config.adminSecret, buyer, address, products);

/** The buyer's claim on the order's line `index`: its id. */
async function claim(
  order: Order,
  index: number,
  kind: 'RETURN' | 'EXCHANGE',
  reason: string,
): Promise<number> {
  const reply = await api(t.app, 'POST', `/v1/orders/${order.id}/claims`, buyer, {
    orderProductId: order.items[index]!.id,
    kind,
    reason,
  });
  if (reply.status !== 201) throw new Error(`createClaim answered ${reply.status}`);
  return OrderEnvelope.parse(reply.body).data.claims[0]!.id;
}

const step = (
  claimId: number,
  action: 'approve' | 'reject' | 'complete',
  body?: Record<string, unknown>,
) => claimStep(t.app, t.config.adminSecret, claimId, action, body);

const parsed = (reply: { body: unknown }) => AdminClaimEnvelope.parse(reply.body).data;

describe('approving a return', () => {
  it('refunds a change of mind less the return shipping fee: RETURNED, COMPLETED, the shopper told', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'CHANGED_MIND');
    const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
    const before = await stockOf(t.db, [fig.id]);
    const reply = await step(claimId, 'approve');
    expect(reply.status).toBe(200);
    const { claim: approved, order: after } = parsed(reply);
    // 12,000 − 3,000: the pot is still the shopper's, so the order's shipping fee stays too.
    expect(approved).toMatchObject({ status: 'COMPLETED', refundAmount: 9_000 });
    expect(approved.decidedAt).not.toBeNull();
    expect(approved.completedAt).not.toBeNull();
    expect(after.items.map((item) => item.status)).toEqual(['RETURNED', 'DELIVERED']);
    expect(after.items[0]).toMatchObject({ canClaim: false, canConfirm: false, canCancel: false });
    expect(after).toMatchObject({
      status: 'PAID',
      refundedAmount: 9_000,
      payment: { amount: 24_000, balanceAmount: 15_000 },
      refunds: [
        {
          amount: 9_000,
          shippingFeeAmount: 0,
          orderProductIds: [order.items[0]!.id],
          reason: 'CHANGED_MIND',
          claimId,
        },
      ],
    });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(
      order.payment!.paymentKey,
      9_000,
      '반품: 구매자 단순 변심',
      `cancel-${after.refunds[0]!.id}`,
    );
    expect(await sandboxRow(t.db, order.payment!.paymentKey)).toMatchObject({
      status: 'PARTIAL_CANCELED',
      balanceAmount: 15_000,
    });
    // A returned live plant is looked at, not put back on sale; the sale is taken back.
    const [stockAfter] = await stockOf(t.db, [fig.id]);
    expect(stockAfter).toMatchObject({
      stock: before[0]!.stock,
      salesCount: before[0]!.salesCount - 1,
    });
    expect((await noticesOf(t.db, buyer.id)).at(-1)).toEqual({
      type: 'CLAIM_COMPLETED',
      orderId: order.id,
      title: '반품이 끝났어요',
      body: '떡갈고무나무 9,000원을 결제한 카드로 환불했어요. 카드사에 따라 3~5영업일이 걸릴 수 있어요.',
      url: `/order/${order.id}`,
    });
    const again = await step(claimId, 'approve');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.claimStepNotAllowed);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('gives everything back when the shop is at fault, the shipping fee with the last line', async () => {
    const order = await delivered();
    const first = await claim(order, 0, 'RETURN', 'DAMAGED_IN_TRANSIT');
    expect(parsed(await step(first, 'approve')).claim.refundAmount).toBe(12_000);
    const last = await claim(order, 1, 'RETURN', 'WRONG_ITEM');
    const { claim: done, order: after } = parsed(await step(last, 'approve'));
    expect(done).toMatchObject({ status: 'COMPLETED', refundAmount: 12_000 });
    expect(after.refunds.map((r) => [r.amount, r.shippingFeeAmount, r.reason])).toEqual([
      [12_000, 0, 'OTHER'],
      [12_000, 3_000, 'OTHER'],
    ]);
    expect(after).toMatchObject({
      status: 'PAID',
      refundedAmount: 24_000,
      payment: { balanceAmount: 0 },
    });
    expect(after.items.map((item) => item.status)).toEqual(['RETURNED', 'RETURNED']);
    expect((await sandboxRow(t.db, order.payment!.paymentKey))?.status).toBe('CANCELED');
  });

  it('completes a return with nothing to give back without asking the provider', async () => {
    const [seed] = await insertProducts(t.db, [{ name: '씨앗 키트', price: 2_500, stock: 5 }]);
    const order = await delivered([seed!, fig]);
    const claimId = await claim(order, 0, 'RETURN', 'CHANGED_MIND');
    const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
    const { claim: done, order: after } = parsed(await step(claimId, 'approve'));
    expect(done).toMatchObject({ status: 'COMPLETED', refundAmount: 0 });
    expect(after.items[0]!.status).toBe('RETURNED');
    expect(after.refunds).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('reopens the claim when the provider refuses the refund, and nothing moves', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DEFECTIVE');
    const before = await orderState(t.db, order.id);
    vi.spyOn(t.app.paymentProvider, 'cancel').mockRejectedValueOnce(
      new PaymentProviderError(
        'refused',
        'NOT_CANCELABLE_PAYMENT',
        '취소 할 수 없는 결제 입니다.',
        403,
      ),
    );
    const reply = await step(claimId, 'approve');
    expect(reply.status).toBe(409);
    // The provider's code in Chorok's words, never its own message (decision 0024).
    expect(reply.body.message).toBe(paymentErrorMessage('NOT_CANCELABLE_PAYMENT'));
    expect(await orderState(t.db, order.id)).toEqual(before);
    const [row] = await t.db.select().from(claims).where(eq(claims.id, claimId));
    expect(row).toMatchObject({ status: 'REQUESTED', refundId: null, refundAmount: null });
    expect(parsed(await step(claimId, 'approve')).claim.status).toBe('COMPLETED');
  });

  it('keeps an unanswered refund pending (503, APPROVED), and the sweep completes it and tells the shopper', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DEFECTIVE');
    vi.spyOn(t.app.paymentProvider, 'cancel').mockRejectedValueOnce(
      new PaymentProviderError('unavailable', 'TIMEOUT', 'no answer within 20000 ms'),
    );
    const lost = await step(claimId, 'approve');
    expect(lost.status).toBe(503);
    expect(lost.body.message).toBe(MESSAGES.paymentInProgress);
    const pending = await readOrder(t.app, buyer, order.id);
    expect(pending.claims[0]).toMatchObject({ status: 'APPROVED', refundAmount: 12_000 });
    expect(pending.items[0]).toMatchObject({ status: 'DELIVERED', canConfirm: false });
    expect(pending.refunds).toEqual([]);
    // Meanwhile the order's other refunds wait.
    const other = await claim(order, 1, 'RETURN', 'DEFECTIVE');
    expect((await step(other, 'approve')).status).toBe(409);

    const counts = await retryStaleRefunds({
      db: t.db,
      provider: t.app.paymentProvider,
      notify: t.app.notify,
    });
    expect(counts.settled).toBeGreaterThanOrEqual(1);
    const settled = await readOrder(t.app, buyer, order.id);
    expect(settled.claims.find((c) => c.id === claimId)).toMatchObject({ status: 'COMPLETED' });
    expect(settled.items[0]!.status).toBe('RETURNED');
    expect(settled.refundedAmount).toBe(12_000);
    const notices = await noticesOf(t.db, buyer.id);
    // Besides the parcel's own notices (shipped, delivered), the claim's one.
    expect(
      notices
        .filter((n) => n.orderId === order.id && n.type.startsWith('CLAIM_'))
        .map((n) => n.type),
    ).toEqual(['CLAIM_COMPLETED']);
  });
});

describe('a return and a cancel of one order', () => {
  it('refund exactly once when the same line is asked for by both at once', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DAMAGED_IN_TRANSIT');
    const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
    const [approval, cancel] = await Promise.all([
      step(claimId, 'approve'),
      api(t.app, 'POST', `/v1/orders/${order.id}/partial-cancel`, buyer, {
        cancelProduct: { orderId: order.id, orderProductId: order.items[0]!.id },
      }),
    ]);
    expect(approval.status).toBe(200);
    expect(cancel.status).toBe(409);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await t.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(1);
  });

  it('one refund at a time: a cancel while a return refund is with the provider gets 409', async () => {
    const order = await delivered();
    const claimId = await claim(order, 1, 'RETURN', 'DEFECTIVE');
    // A line still before shipping beside the delivered one (as if the operator had sent the pot
    // on its own): the cancel has something it may refund.
    await t.db
      .update(orderProducts)
      .set({ status: 'PREPARING', shippedAt: null, deliveredAt: null })
      .where(eq(orderProducts.id, order.items[0]!.id));

    const provider = t.app.paymentProvider;
    const real = provider.cancel.bind(provider);
    let entered!: () => void;
    const inCall = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(provider, 'cancel').mockImplementation(async (...args) => {
      entered();
      await gate;
      return real(...args);
    });

    const approval = step(claimId, 'approve');
    await inCall;
    const cancel = await api(t.app, 'POST', `/v1/orders/${order.id}/partial-cancel`, buyer, {
      cancelProduct: { orderId: order.id, orderProductId: order.items[0]!.id },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(MESSAGES.paymentInProgress);
    release();
    expect((await approval).status).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);

    // Once it is done, the cancel goes through with its own refund, and the sums add up.
    const later = await api(t.app, 'POST', `/v1/orders/${order.id}/partial-cancel`, buyer, {
      cancelProduct: { orderId: order.id, orderProductId: order.items[0]!.id },
    });
    expect(later.status).toBe(200);
    const after = OrderEnvelope.parse(later.body).data;
    expect(after.items.map((item) => item.status)).toEqual(['CANCELLED', 'RETURNED']);
    expect(after.refunds.map((r) => r.amount)).toEqual([9_000, 12_000]);
    expect(after.refundedAmount).toBe(21_000);
    expect((await sandboxRow(t.db, order.payment!.paymentKey))?.balanceAmount).toBe(3_000);
  });

  it('two approvals of one claim at once: one refund', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DEFECTIVE');
    const spy = vi.spyOn(t.app.paymentProvider, 'cancel');
    const replies = await Promise.all([step(claimId, 'approve'), step(claimId, 'approve')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect((await readOrder(t.app, buyer, order.id)).refundedAmount).toBe(12_000);
  });
});

describe('an exchange', () => {
  it('sends a replacement from stock when approved, and completes when it arrives', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'EXCHANGE', 'DEFECTIVE');
    const stock = (await stockOf(t.db, [fig.id]))[0]!.stock;

    const missing = await step(claimId, 'approve');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.claimParcelRequired);
    const badWaybill = await step(claimId, 'approve', { courier: 'cj', trackingNumber: '12345' });
    expect(badWaybill.status).toBe(400);
    expect(badWaybill.body.message).toBe(MESSAGES.trackingNumberFormat.cj);
    const badCourier = await step(claimId, 'approve', {
      courier: 'dhl',
      trackingNumber: '123456789012',
    });
    expect(badCourier.status).toBe(400);
    expect(badCourier.body.message).toBe(MESSAGES.courierRequired);
    const early = await step(claimId, 'complete');
    expect(early.status).toBe(409);

    const reply = await step(claimId, 'approve', {
      courier: 'cj',
      trackingNumber: '1234-5678-9012',
    });
    expect(reply.status).toBe(200);
    const { claim: approved, order: sent } = parsed(reply);
    expect(approved).toMatchObject({ status: 'APPROVED', refundAmount: null });
    // The order's own parcel, then the replacement's.
    expect(sent.shipments.filter((parcel) => parcel.claimId !== null)).toEqual([
      expect.objectContaining({
        claimId,
        courier: 'cj',
        trackingNumber: '123456789012',
        deliveredAt: null,
      }),
    ]);
    expect(sent.refunds).toEqual([]);
    expect((await stockOf(t.db, [fig.id]))[0]!.stock).toBe(stock - 1);
    expect((await noticesOf(t.db, buyer.id)).at(-1)).toMatchObject({
      type: 'CLAIM_APPROVED',
      title: '교환을 승인했어요',
    });

    const done = await step(claimId, 'complete');
    expect(done.status).toBe(200);
    const { claim: completed, order: after } = parsed(done);
    expect(completed.status).toBe('COMPLETED');
    expect(after.shipments.find((parcel) => parcel.claimId === claimId)!.deliveredAt).toBe(
      completed.completedAt,
    );
    // The replacement arrived then: the line's 7 days start again from it.
    expect(after.items[0]).toMatchObject({
      status: 'DELIVERED',
      deliveredAt: completed.completedAt,
      canClaim: true,
      canConfirm: true,
    });
    expect((await noticesOf(t.db, buyer.id)).at(-1)).toMatchObject({
      type: 'CLAIM_COMPLETED',
      body: '떡갈고무나무 교환 상품이 도착했어요.',
    });
    expect((await step(claimId, 'complete')).status).toBe(409);
    expect(await t.db.$count(shipments, eq(shipments.claimId, claimId))).toBe(1);
  });

  it('refuses a waybill for a return and `complete` for one', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DEFECTIVE');
    const parcel = await step(claimId, 'approve', {
      courier: 'cj',
      trackingNumber: '123456789012',
    });
    expect(parcel.status).toBe(400);
    expect(parcel.body.message).toBe(MESSAGES.claimParcelNotForReturn);
    expect((await step(claimId, 'complete')).status).toBe(409);
  });
});

describe('rejecting', () => {
  it('keeps the reason, tells the shopper, and frees the line', async () => {
    const order = await delivered();
    const claimId = await claim(order, 0, 'RETURN', 'DEFECTIVE');
    const empty = await step(claimId, 'reject', { reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MESSAGES.claimRejectReason);
    expect((await step(claimId, 'reject', {})).status).toBe(400);

    const reply = await step(claimId, 'reject', { reason: '사진으로는 손상이 보이지 않아요.' });
    expect(reply.status).toBe(200);
    const { claim: rejected, order: after } = parsed(reply);
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      rejectReason: '사진으로는 손상이 보이지 않아요.',
    });
    expect(after.items[0]).toMatchObject({ status: 'DELIVERED', canClaim: true, canConfirm: true });
    expect((await noticesOf(t.db, buyer.id)).at(-1)).toEqual({
      type: 'CLAIM_REJECTED',
      orderId: order.id,
      title: '반품 신청이 거절됐어요',
      body: '떡갈고무나무 · 사유: 사진으로는 손상이 보이지 않아요.',
      url: `/order/${order.id}`,
    });
    expect((await step(claimId, 'reject', { reason: '다시' })).status).toBe(409);
    expect((await step(claimId, 'approve')).status).toBe(409);
    // The shopper cannot withdraw what is decided.
    const withdraw = await api(
      t.app,
      'POST',
      `/v1/orders/${order.id}/claims/${claimId}/withdraw`,
      buyer,
    );
    expect(withdraw.status).toBe(409);
  });
});

describe('the operator endpoints', () => {
  it("need an operator (the admin secret or an operator's token) and a known claim, and list the open claims oldest first", async () => {
    const order = await delivered();
    const open = await claim(order, 0, 'RETURN', 'DAMAGED_IN_TRANSIT');
    const closed = await claim(order, 1, 'RETURN', 'DEFECTIVE');
    await step(closed, 'reject', { reason: '재고 확인 결과 정상이에요.' });

    const noSecret = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/claims/${open}/approve`,
    });
    expect(noSecret.statusCode).toBe(401);
    expect((await claimStep(t.app, 'wrong', open, 'approve')).status).toBe(401);
    const shopper = await claimStep(t.app, buyer.headers, open, 'approve');
    expect(shopper.status).toBe(403);
    expect(shopper.body.message).toBe(MESSAGES.operatorOnly);
    const unknown = await step(999_999, 'approve');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.claimNotFound);

    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/claims',
      headers: { 'x-admin-secret': t.config.adminSecret },
    });
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { data: { claims: { id: number }[] } }).data.claims;
    const mine = listed.filter((c) => c.id === open || c.id === closed);
    expect(mine).toEqual([
      expect.objectContaining({
        id: open,
        orderId: order.id,
        orderNumber: order.orderNumber,
        productName: '떡갈고무나무',
        amount: 12_000,
        status: 'REQUESTED',
        photoCount: 0,
      }),
    ]);
    const ids = listed.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
