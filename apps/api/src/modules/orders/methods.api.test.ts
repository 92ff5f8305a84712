import {
  MESSAGES,
  type EasyPayProvider,
  type OrderCreateBody,
  type PaymentMethod,
} from '@chorok/contract';
import { sandboxPayments } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  placeOrder,
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * Every payment method through the local sandbox, as a shopper's browser and the provider's
 * webhook drive it: the order sheet's choice, the window's form, the confirm, and for a virtual
 * account the deposit page's webhook, cancel before it and refund after it (decision 0032).
 */

let t: TestApp;
let buyer: Shopper;
let address: number;
let plant: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [plant] = (await insertProducts(t.db, [
    { name: '몬스테라', price: 30_000, salePrice: 27_000, stock: 100 },
  ])) as [InsertedProduct];
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  buyer = await signIn(t.app, t.db, { name: '이결제' });
  address = await insertAddress(t.db, buyer.id);
});

const order = (payment?: OrderCreateBody['payment']) =>
  placeOrder(t.app, buyer, {
    items: [{ productId: plant.id, quantity: 1 }],
    addressId: address,
    ...(payment ? { payment } : {}),
  });

async function pay(
  method: PaymentMethod,
  fields: Record<string, string> = {},
  easyPayProvider?: EasyPayProvider,
) {
  const { order: placed, checkout } = await order({ method, easyPayProvider });
  expect(checkout).toMatchObject({ method, easyPayProvider: easyPayProvider ?? null });
  expect(new URL(checkout.checkoutUrl, 'http://x').searchParams.get('method')).toBe(method);
  const window = await payInSandbox(t.app, checkout, { fields });
  expect(window.status, window.body).toBe(303);
  expect(window.path).toBe('/purchase/success');
  const confirmed = await api(t.app, 'POST', '/v1/payments/confirm', buyer, {
    paymentKey: window.query.paymentKey,
    orderId: placed.orderNumber,
    amount: placed.totalAmount,
  });
  expect(confirmed.status).toBe(200);
  return OrderEnvelope.parse(confirmed.body).data;
}

const reload = async (orderId: number) =>
  OrderEnvelope.parse(
    (await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${orderId}`, buyer)).body,
  ).data;

const deposit = (orderNumber: string) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/deposit',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    payload: new URLSearchParams({ orderId: orderNumber }).toString(),
  });

describe('methods approved at confirm', () => {
  it('카카오페이: paid, with the provider named', async () => {
    const paid = await pay('EASY_PAY', {}, 'KAKAOPAY');
    expect(paid.status).toBe('PAID');
    expect(paid).toMatchObject({ paymentMethod: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' });
    expect(paid.payment).toMatchObject({
      method: '간편결제',
      status: 'DONE',
      easyPayName: '카카오페이',
    });
  });

  it('계좌이체 with a cash receipt: paid, the bank and the receipt on the order', async () => {
    const paid = await pay('TRANSFER', {
      bankCode: '88',
      cashReceipt: 'income',
      receiptPhone: '010-1234-5678',
    });
    expect(paid.status).toBe('PAID');
    expect(paid.payment).toMatchObject({
      method: '계좌이체',
      bankName: '신한은행',
      virtualAccount: null,
      cashReceipt: { type: '소득공제' },
    });
  });

  it('휴대폰: paid', async () => {
    const paid = await pay('MOBILE_PHONE', { carrier: 'SKT', phone: '010-2222-3333' });
    expect(paid.status).toBe('PAID');
    expect(paid.payment).toMatchObject({ method: '휴대폰', status: 'DONE' });
  });

  it('a card declined, then the same order paid with 네이버페이 after switching the method', async () => {
    const { order: placed, checkout } = await order();
    const declined = await payInSandbox(t.app, checkout, { number: '4330-1234-1234-0000' });
    expect(declined.path).toBe('/purchase/fail');
    const again = await api(t.app, 'POST', `/v1/orders/${placed.id}/checkout`, buyer, {
      payment: { method: 'EASY_PAY', easyPayProvider: 'NAVERPAY' },
    });
    expect(again.status).toBe(200);
    const window = await payInSandbox(
      t.app,
      (again.body as { data: { checkoutUrl: string } }).data,
    );
    const confirmed = await api(t.app, 'POST', '/v1/payments/confirm', buyer, {
      paymentKey: window.query.paymentKey,
      orderId: placed.orderNumber,
      amount: placed.totalAmount,
    });
    expect(OrderEnvelope.parse(confirmed.body).data).toMatchObject({
      status: 'PAID',
      paymentMethod: 'EASY_PAY',
      easyPayProvider: 'NAVERPAY',
      payment: { easyPayName: '네이버페이' },
    });
  });

  it('refuses an easy payment without its provider, and a provider for a card, with 400', async () => {
    for (const payment of [
      { method: 'EASY_PAY' },
      { method: 'CARD', easyPayProvider: 'KAKAOPAY' },
      { method: 'CASH' },
    ]) {
      const reply = await api(t.app, 'POST', '/v1/orders', buyer, {
        items: [{ productId: plant.id, quantity: 1 }],
        addressId: address,
        payment,
      });
      expect(reply.status).toBe(400);
    }
  });
});

describe('가상계좌 through the sandbox', () => {
  const issue = () =>
    pay('VIRTUAL_ACCOUNT', { bankCode: '06', holderName: '이결제', cashReceipt: 'none' });

  it('waits for the deposit, which the deposit page makes and its webhook settles', async () => {
    const waiting = await issue();
    expect(waiting.status).toBe('PAYMENT_PENDING');
    expect(waiting.payment).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      approvedAt: null,
      virtualAccount: { bankCode: '06', bankName: 'KB국민은행', holderName: '이결제' },
    });
    const made = await deposit(waiting.orderNumber);
    expect(made.statusCode).toBe(200);
    const paid = await reload(waiting.id);
    expect(paid.status).toBe('PAID');
    expect(paid.payment).toMatchObject({ status: 'DONE', virtualAccount: { bankCode: '06' } });
    // A second deposit into the same account is refused by the bank.
    expect((await deposit(waiting.orderNumber)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('cancelled before the deposit: the account is closed, the stock back, a late deposit refused', async () => {
    const before = (await stockOf(t.db, [plant.id]))[0]!.stock;
    const waiting = await issue();
    const cancelled = await api(t.app, 'POST', `/v1/orders/${waiting.id}/cancel`, buyer, {
      reason: 'CHANGED_MIND',
    });
    expect(OrderEnvelope.parse(cancelled.body).data.status).toBe('CANCELLED');
    expect((await stockOf(t.db, [plant.id]))[0]!.stock).toBe(before);
    const [row] = await t.db
      .select({ status: sandboxPayments.status })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, waiting.orderNumber));
    expect(row?.status).toBe('CANCELED');
    expect((await deposit(waiting.orderNumber)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refunded after the deposit only to a refund account', async () => {
    const waiting = await issue();
    await deposit(waiting.orderNumber);
    const cancel = (body: object) =>
      api(t.app, 'POST', `/v1/orders/${waiting.id}/cancel`, buyer, {
        reason: 'CHANGED_MIND',
        ...body,
      });
    const missing = await cancel({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: MESSAGES.refundAccountRequired });
    const done = await cancel({
      refundAccount: { bankCode: '20', accountNumber: '1002-123-456789', holderName: '이결제' },
    });
    expect(done.status).toBe(200);
    const state = await orderState(t.db, waiting.id);
    expect(state.status).toBe('CANCELLED');
    expect(state.refundedAmount).toBe(waiting.totalAmount);
  });
});
