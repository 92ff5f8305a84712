import { MESSAGES, paymentErrorMessage } from '@chorok/contract';
import { cartLines, orders, payments, sandboxPayments } from '@chorok/db';
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
  payInSandbox,
  payOrder,
  placeOrder,
  sandboxRow,
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PaymentProviderError } from '../payments/provider.ts';
import { SandboxPaymentProvider } from '../payments/sandbox.ts';
import { expireUnpaidOrders } from './sweeps.ts';

let t: TestApp;
let buyer: Shopper;
let other: Shopper;
let address: number;
let plant: InsertedProduct;
let pot: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [plant, pot] = (await insertProducts(t.db, [
    { name: '스투키', price: 20_000, salePrice: 18_000, stock: 100 },
    { name: '플라스틱 화분', category: 'POT', price: 4_000, stock: 100 },
  ])) as [InsertedProduct, InsertedProduct];
  buyer = await signIn(t.app, t.db, { name: '박구매' });
  other = await signIn(t.app, t.db, { name: '최타인' });
  address = await insertAddress(t.db, buyer.id);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const order = (quantity = 1) =>
  placeOrder(t.app, buyer, {
    items: [
      { productId: plant.id, quantity },
      { productId: pot.id, quantity: 1 },
    ],
    addressId: address,
  });

const confirm = (who: Shopper, body: { paymentKey?: string; orderId?: string; amount?: number }) =>
  api(t.app, 'POST', '/v1/payments/confirm', who, body);

describe('paying through the sandbox and confirming', () => {
  it('redirects exactly as Toss does, then confirms: payment stored, order and lines PAID, sales counted, cart lines gone', async () => {
    const [spare] = await insertProducts(t.db, [{ name: '분무기', category: 'TOOL', stock: 5 }]);
    const cart = await t.db
      .insert(cartLines)
      .values([
        { userId: buyer.id, productId: plant.id, quantity: 2, addedUnitPrice: 18_000 },
        { userId: buyer.id, productId: pot.id, quantity: 1, addedUnitPrice: 4_000 },
        { userId: buyer.id, productId: spare!.id, quantity: 1, addedUnitPrice: 10_000 },
      ])
      .returning({ id: cartLines.id });
    const { order: placed, checkout } = await placeOrder(t.app, buyer, {
      items: [
        { productId: plant.id, quantity: 2 },
        { productId: pot.id, quantity: 1 },
      ],
      addressId: address,
      // The spare's line is listed too, but this order did not buy it: it stays in the cart.
      cartLineIds: cart.map((line) => line.id),
    });
    expect(placed.totalAmount).toBe(40_000);
    const sales = await stockOf(t.db, [plant.id, pot.id]);

    const redirect = await payInSandbox(t.app, checkout);
    expect(redirect.status).toBe(303);
    const paymentKey = redirect.query.paymentKey!;
    expect(paymentKey).toMatch(/^sandbox_[A-Za-z0-9_-]{32}$/);
    expect(redirect.location).toBe(
      `/purchase/success?addressId=${address}&paymentKey=${paymentKey}&orderId=${placed.orderNumber}&amount=40000`,
    );
    expect(await sandboxRow(t.db, paymentKey)).toMatchObject({
      status: 'READY',
      amount: 40_000,
      orderId: placed.orderNumber,
      cardCompany: '신한',
      cardNumber: '433012******1234',
    });

    const reply = await confirm(buyer, {
      paymentKey,
      orderId: placed.orderNumber,
      amount: 40_000,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe(200);
    const paid = OrderEnvelope.parse(reply.body).data;
    expect(paid).toMatchObject({
      id: placed.id,
      status: 'PAID',
      paymentDueAt: null,
      payment: {
        provider: 'sandbox',
        paymentKey,
        method: '카드',
        cardCompany: '신한',
        cardNumber: '4330-12**-****-1234',
        amount: 40_000,
        balanceAmount: 40_000,
      },
    });
    expect(Date.parse(paid.payment!.approvedAt ?? '')).not.toBeNaN();
    expect(
      paid.items.map((item) => [item.status, item.canCancel, item.cancelRefundAmount]),
    ).toEqual([
      ['PAID', true, 36_000],
      ['PAID', true, 4_000],
    ]);
    expect(paid.items.every((item) => item.paidAt !== null)).toBe(true);
    expect((await sandboxRow(t.db, paymentKey))?.status).toBe('DONE');
    expect((await stockOf(t.db, [plant.id, pot.id])).map((p) => p.salesCount)).toEqual([
      sales[0]!.salesCount + 2,
      sales[1]!.salesCount + 1,
    ]);
    const left = await t.db
      .select({ productId: cartLines.productId })
      .from(cartLines)
      .where(eq(cartLines.userId, buyer.id));
    expect(left).toEqual([{ productId: spare!.id }]);
  });

  it('answers a repeated confirm with the same PAID order and does not call the provider again', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    const body = {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    };
    const first = await confirm(buyer, body);
    expect(first.status).toBe(200);
    const spy = vi.spyOn(t.app.paymentProvider, 'confirm');
    const again = await confirm(buyer, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a changed amount before the provider hears of it: 400, nothing charged or changed', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    const before = await orderState(t.db, placed.id);
    const spy = vi.spyOn(t.app.paymentProvider, 'confirm');
    for (const amount of [placed.totalAmount - 1, 100, placed.totalAmount + 1_000]) {
      const reply = await confirm(buyer, {
        paymentKey: redirect.query.paymentKey,
        orderId: placed.orderNumber,
        amount,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(MESSAGES.paymentAmountMismatch);
    }
    expect(spy).not.toHaveBeenCalled();
    expect(await orderState(t.db, placed.id)).toEqual(before);
    expect((await sandboxRow(t.db, redirect.query.paymentKey!))?.status).toBe('READY');
    // The real amount still goes through.
    const ok = await confirm(buyer, {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(ok.status).toBe(200);
  });

  it("refuses another user's order as not found, and leaves the payment unconfirmed", async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    const before = await orderState(t.db, placed.id);
    const reply = await confirm(other, {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe(MESSAGES.orderNotFound);
    expect(await orderState(t.db, placed.id)).toEqual(before);
    expect((await sandboxRow(t.db, redirect.query.paymentKey!))?.status).toBe('READY');
  });

  it("passes the provider's refusal of an unknown key on, and the order still waits", async () => {
    const { order: placed } = await order();
    const reply = await confirm(buyer, {
      paymentKey: 'sandbox_never_issued_key_0000000000',
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(paymentErrorMessage('NOT_FOUND_PAYMENT'));
    expect(await orderState(t.db, placed.id)).toMatchObject({
      status: 'PAYMENT_PENDING',
      payments: [],
    });
  });

  it('does not let one payment key pay two orders', async () => {
    const first = await order();
    const paid = await payOrder(t.app, buyer, first.checkout);
    const second = await order();
    const reply = await confirm(buyer, {
      paymentKey: paid.payment!.paymentKey,
      orderId: second.order.orderNumber,
      amount: second.order.totalAmount,
    });
    expect(reply.status).toBe(409);
    expect(await orderState(t.db, second.order.id)).toMatchObject({
      status: 'PAYMENT_PENDING',
      payments: [],
    });
  });
});

describe('refusals in the payment window and at approval', () => {
  it.each([
    [
      '4330-1234-1234-0000',
      'REJECT_CARD_PAYMENT',
      '카드사에서 승인을 거절했어요. 다른 카드로 결제해 주세요.',
    ],
    ['4330-1234-1234-1111', 'EXCEED_MAX_AMOUNT', '한도 초과 혹은 잔액 부족으로 결제에 실패했어요.'],
  ])('card %s goes to failUrl with %s', async (number, code, message) => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout, { number });
    expect(redirect.status).toBe(303);
    expect(redirect.location).toBe(
      `/purchase/fail?code=${code}&message=${encodeURIComponent(message)}&orderId=${placed.orderNumber}`,
    );
    expect(redirect.query).toEqual({ code, message, orderId: placed.orderNumber });
    expect(
      await t.db.$count(sandboxPayments, eq(sandboxPayments.orderId, placed.orderNumber)),
    ).toBe(0);
  });

  it('결제 취소 goes to failUrl with PAY_PROCESS_CANCELED', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout, { action: 'cancel', number: '' });
    expect(redirect.status).toBe(303);
    expect(redirect.query).toEqual({
      code: 'PAY_PROCESS_CANCELED',
      message: '사용자에 의해 결제가 취소되었습니다.',
      orderId: placed.orderNumber,
    });
  });

  it('a card declined at approval is 402 with its code in our words; another card then pays the order', async () => {
    const { order: placed, checkout } = await order();
    const declined = await payInSandbox(t.app, checkout, { number: '4330-1234-1234-2222' });
    expect(declined.path).toBe('/purchase/success');
    const reply = await confirm(buyer, {
      paymentKey: declined.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(reply.status).toBe(402);
    // REJECT_CARD_COMPANY in Korean 해요체, not the provider's '결제 승인이 거절되었습니다.'
    expect(reply.body.message).toBe('카드사에서 결제를 거절했어요. 다른 카드로 결제해 주세요.');
    expect(await orderState(t.db, placed.id)).toMatchObject({
      status: 'PAYMENT_PENDING',
      payments: [],
    });

    const retry = await api(t.app, 'POST', `/v1/orders/${placed.id}/checkout`, buyer);
    expect(retry.status).toBe(200);
    const paid = await payOrder(t.app, buyer, checkout);
    expect(paid.status).toBe('PAID');
    expect(paid.payment?.paymentKey).not.toBe(declined.query.paymentKey);
  });

  it('a sandbox payment not confirmed within 10 minutes has expired', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    await t.db
      .update(sandboxPayments)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sandboxPayments.paymentKey, redirect.query.paymentKey!));
    const reply = await confirm(buyer, {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(paymentErrorMessage('NOT_FOUND_PAYMENT_SESSION'));
    expect((await sandboxRow(t.db, redirect.query.paymentKey!))?.status).toBe('EXPIRED');
    expect((await orderState(t.db, placed.id)).status).toBe('PAYMENT_PENDING');
  });

  it('an order past its payment window is expired, not charged: 409, stock released', async () => {
    const { order: placed, checkout } = await order(3);
    const redirect = await payInSandbox(t.app, checkout);
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, placed.id));
    const before = await stockOf(t.db, [plant.id]);
    const spy = vi.spyOn(t.app.paymentProvider, 'confirm');
    const reply = await confirm(buyer, {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.orderExpired);
    expect(spy).not.toHaveBeenCalled();
    expect((await stockOf(t.db, [plant.id]))[0]!.stock).toBe(before[0]!.stock + 3);
    expect(await orderState(t.db, placed.id)).toMatchObject({ status: 'EXPIRED', payments: [] });
    expect((await sandboxRow(t.db, redirect.query.paymentKey!))?.status).toBe('READY');
  });
});

describe('confirm once, whatever runs at once', () => {
  it('ten identical confirms at once: one provider call, ten answers with the same PAID order', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    const spy = vi.spyOn(t.app.paymentProvider, 'confirm');
    const body = {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    };
    const replies = await Promise.all(Array.from({ length: 10 }, () => confirm(buyer, body)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(
      body.paymentKey,
      placed.orderNumber,
      placed.totalAmount,
      expect.stringMatching(new RegExp(`^confirm-${placed.orderNumber}-[0-9a-f]{16}$`)),
    );
    const bodies = replies.map((reply) => OrderEnvelope.parse(reply.body).data);
    for (const paid of bodies) expect(paid).toEqual(bodies[0]);
    expect(bodies[0]!.status).toBe('PAID');
    expect(await t.db.$count(payments, eq(payments.orderId, placed.id))).toBe(1);
  });
});

describe('when the provider does not answer', () => {
  const unavailable = () =>
    new PaymentProviderError('unavailable', 'TIMEOUT', 'no answer within 20000 ms');

  it('keeps the claim (503), holds the order against expiry and cancel, and settles on the next confirm', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    const body = {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    };
    const spy = vi.spyOn(t.app.paymentProvider, 'confirm').mockRejectedValueOnce(unavailable());
    const lost = await confirm(buyer, body);
    expect(lost.status).toBe(503);
    expect(lost.body.message).toBe(MESSAGES.paymentInProgress);
    expect(await orderState(t.db, placed.id)).toMatchObject({
      status: 'PAYMENT_PENDING',
      payments: [{ status: 'CONFIRMING', paymentKey: body.paymentKey }],
    });
    const read = OrderEnvelope.parse(
      (await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${placed.id}`, buyer)).body,
    ).data;
    expect(read.payment).toBeNull();
    // The claim says money may have moved: the order is neither reopened, dropped nor expired.
    const checkoutAgain = await api(t.app, 'POST', `/v1/orders/${placed.id}/checkout`, buyer);
    expect(checkoutAgain.status).toBe(409);
    expect(checkoutAgain.body.message).toBe(MESSAGES.paymentInProgress);
    const cancel = await api(t.app, 'POST', `/v1/orders/${placed.id}/cancel`, buyer, {});
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(MESSAGES.paymentInProgress);
    await expireUnpaidOrders(t.db, new Date(Date.now() + 31 * 60_000));
    expect((await orderState(t.db, placed.id)).status).toBe('PAYMENT_PENDING');

    const settled = await confirm(buyer, body);
    expect(settled.status).toBe(200);
    expect(OrderEnvelope.parse(settled.body).data.status).toBe('PAID');
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[1]![3]).toBe(spy.mock.calls[0]![3]);
  });

  it('approved but the answer lost: the repeat with the same Idempotency-Key gets the same approval', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    const provider = t.app.paymentProvider;
    const real = provider.confirm.bind(provider);
    vi.spyOn(provider, 'confirm').mockImplementationOnce(async (...args) => {
      await real(...args);
      throw unavailable();
    });
    const body = {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    };
    expect((await confirm(buyer, body)).status).toBe(503);
    expect((await sandboxRow(t.db, body.paymentKey!))?.status).toBe('DONE');
    const settled = await confirm(buyer, body);
    expect(settled.status).toBe(200);
    expect(OrderEnvelope.parse(settled.body).data.payment?.paymentKey).toBe(body.paymentKey);
  });

  it('approved before a restart (the provider has forgotten the key): the payment is looked up and kept', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    const before = new SandboxPaymentProvider(t.db);
    const restarted = new SandboxPaymentProvider(t.db);
    const provider = t.app.paymentProvider;
    const confirmSpy = vi
      .spyOn(provider, 'confirm')
      .mockImplementationOnce(async (...args) => {
        await before.confirm(...args);
        throw unavailable();
      })
      .mockImplementationOnce((...args) => restarted.confirm(...args));
    const getSpy = vi.spyOn(provider, 'get');
    const body = {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    };
    expect((await confirm(buyer, body)).status).toBe(503);
    const settled = await confirm(buyer, body);
    expect(settled.status).toBe(200);
    expect(OrderEnvelope.parse(settled.body).data.status).toBe('PAID');
    expect(confirmSpy).toHaveBeenCalledTimes(2);
    expect(getSpy).toHaveBeenCalledWith(body.paymentKey);
  });

  it("settles an earlier attempt's unanswered claim first, then pays with the new card", async () => {
    const { order: placed, checkout } = await order();
    const first = await payInSandbox(t.app, checkout, { number: '4330-1234-1234-2222' });
    const spy = vi.spyOn(t.app.paymentProvider, 'confirm').mockRejectedValueOnce(unavailable());
    const lost = await confirm(buyer, {
      paymentKey: first.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(lost.status).toBe(503);
    // Another card, while the first attempt's outcome is still unknown.
    const second = await payInSandbox(t.app, checkout);
    const reply = await confirm(buyer, {
      paymentKey: second.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(reply.status).toBe(200);
    expect(OrderEnvelope.parse(reply.body).data).toMatchObject({
      status: 'PAID',
      payment: { paymentKey: second.query.paymentKey },
    });
    // The first attempt was asked again (and declined), then the second confirmed.
    expect(spy.mock.calls.map((call) => call[0])).toEqual([
      first.query.paymentKey,
      first.query.paymentKey,
      second.query.paymentKey,
    ]);
    expect((await sandboxRow(t.db, first.query.paymentKey!))?.status).toBe('ABORTED');
  });

  it('gives the money back when the order stopped waiting during the call', async () => {
    const { order: placed, checkout } = await order();
    const redirect = await payInSandbox(t.app, checkout);
    const provider = t.app.paymentProvider;
    const real = provider.confirm.bind(provider);
    vi.spyOn(provider, 'confirm').mockImplementationOnce(async (...args) => {
      const approved = await real(...args);
      // An operator's hand, or a bug elsewhere: the order is not payable any more.
      await t.db.update(orders).set({ status: 'EXPIRED' }).where(eq(orders.id, placed.id));
      return approved;
    });
    const reply = await confirm(buyer, {
      paymentKey: redirect.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.orderExpired);
    expect(await sandboxRow(t.db, redirect.query.paymentKey!)).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });
    expect(await orderState(t.db, placed.id)).toMatchObject({ payments: [] });
  });
});
