import { MESSAGES, ORDER_HOLDS, type PaymentProvider as ProviderName } from '@chorok/contract';
import { notifications, orders, refunds } from '@chorok/db';
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
  placeOrder,
  stockOf,
} from '../../test/commerce-fixtures.ts';
import { claimStep, deliverOrder } from '../../test/claim-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type RefundReceiveAccount,
} from '../payments/provider.ts';
import { reconcileDeposits } from './deposits.ts';
import type { PaymentDeps } from './payment.ts';

/*
 * Virtual accounts against a scripted provider that issues, deposits and closes accounts as Toss
 * does (the sandbox's own behaviour is tested in payments/): issue at confirm, deposit callbacks
 * checked by their secret, replays and stale news, the sweep catching a lost webhook, expiry,
 * cancel before the deposit, and refunds that need the shopper's account.
 */

const HOUR = 60 * 60_000;

class ScriptedBank implements PaymentProvider {
  readonly name: ProviderName = 'sandbox';
  readonly payments = new Map<string, ProviderPayment>();
  readonly cancels: { paymentKey: string; amount: number; account?: RefundReceiveAccount }[] = [];

  async confirm(paymentKey: string, orderId: string, amount: number): Promise<ProviderPayment> {
    const issued: ProviderPayment = {
      paymentKey,
      orderId,
      status: 'WAITING_FOR_DEPOSIT',
      method: '가상계좌',
      totalAmount: amount,
      balanceAmount: amount,
      approvedAt: null,
      cardCompany: null,
      cardNumber: null,
      easyPayName: null,
      transferBankCode: null,
      virtualAccount: {
        bankCode: '88',
        accountNumber: `5620${paymentKey.length}0012345`,
        holderName: '박구매',
        dueAt: new Date(Date.now() + 24 * HOUR),
      },
      cashReceipt: { type: '소득공제', receiptUrl: null },
      secret: `secret-${paymentKey}`,
      cancels: [],
      lastTransactionKey: null,
      raw: { paymentKey },
    };
    this.payments.set(paymentKey, issued);
    return issued;
  }

  deposit(paymentKey: string) {
    const held = this.payments.get(paymentKey)!;
    this.payments.set(paymentKey, { ...held, status: 'DONE', approvedAt: new Date() });
  }

  async get(paymentKey: string): Promise<ProviderPayment> {
    const held = this.payments.get(paymentKey);
    if (!held) throw new PaymentProviderError('refused', 'NOT_FOUND_PAYMENT', 'not found', 404);
    return held;
  }

  async cancel(
    paymentKey: string,
    amount: number,
    _reason: string,
    _key: string,
    account?: RefundReceiveAccount,
  ): Promise<ProviderPayment> {
    const held = await this.get(paymentKey);
    if (held.status === 'WAITING_FOR_DEPOSIT') {
      this.cancels.push({ paymentKey, amount });
      const closed = { ...held, status: 'CANCELED' as const };
      this.payments.set(paymentKey, closed);
      return closed;
    }
    if (held.status === 'CANCELED')
      throw new PaymentProviderError('refused', 'ALREADY_CANCELED_PAYMENT', 'canceled', 400);
    if (!account)
      throw new PaymentProviderError('refused', 'INVALID_REFUND_ACCOUNT_INFO', 'account', 400);
    this.cancels.push({ paymentKey, amount, account });
    const balance = held.balanceAmount - amount;
    const after: ProviderPayment = {
      ...held,
      balanceAmount: balance,
      status: balance === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
      cancels: [
        ...held.cancels,
        {
          transactionKey: `tx-${this.cancels.length}`,
          cancelAmount: amount,
          cancelReason: _reason,
          canceledAt: new Date(),
        },
      ],
    };
    this.payments.set(paymentKey, after);
    return after;
  }
}

let t: TestApp;
let bank: ScriptedBank;
let buyer: Shopper;
let address: number;
let plant: InsertedProduct;
let pot: InsertedProduct;
let keys = 0;

beforeAll(async () => {
  bank = new ScriptedBank();
  t = await createTestApp(
    { rateLimitPerMinute: 0, orderSweepIntervalMs: 0 },
    { paymentProvider: bank },
  );
  [plant, pot] = (await insertProducts(t.db, [
    { name: '스투키', price: 20_000, salePrice: 18_000, stock: 50 },
    { name: '토분', category: 'POT', price: 4_000, stock: 50 },
  ])) as [InsertedProduct, InsertedProduct];
});
afterAll(async () => {
  await t?.close();
});
// A shopper per test: each may hold only ORDER_HOLDS.depositsPerAccount waiting accounts.
beforeEach(async () => {
  bank.cancels.length = 0;
  buyer = await signIn(t.app, t.db, { name: '박구매' });
  address = await insertAddress(t.db, buyer.id);
});

const deps = (): PaymentDeps => ({ db: t.db, provider: bank, notify: t.app.notify });

/** An order paid by virtual account: placed, the window passed, confirmed (the account issued). */
async function issueAccount(quantity = 1, product: InsertedProduct = plant) {
  const { order } = await placeOrder(t.app, buyer, {
    items: [
      { productId: product.id, quantity },
      { productId: pot.id, quantity: 1 },
    ],
    addressId: address,
    payment: { method: 'VIRTUAL_ACCOUNT' },
  });
  const paymentKey = `va_${++keys}_${order.orderNumber}`;
  const reply = await api(t.app, 'POST', '/v1/payments/confirm', buyer, {
    paymentKey,
    orderId: order.orderNumber,
    amount: order.totalAmount,
  });
  expect(reply.status).toBe(200);
  return { order: OrderEnvelope.parse(reply.body).data, paymentKey };
}

const webhook = (body: unknown) => api(t.app, 'POST', '/v1/payments/webhook', undefined, body);

const depositCallback = (orderNumber: string, secret: string, status = 'DONE') => ({
  eventType: 'DEPOSIT_CALLBACK',
  createdAt: new Date().toISOString(),
  data: {
    createdAt: new Date().toISOString(),
    secret,
    status,
    transactionKey: 'tx',
    orderId: orderNumber,
  },
});

async function reload(orderId: number) {
  const reply = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${orderId}`, buyer);
  return OrderEnvelope.parse(reply.body).data;
}

describe('a virtual account issued at confirm', () => {
  it('keeps the order waiting with the account, its due time and the stock held, and tells the shopper', async () => {
    const before = await stockOf(t.db, [plant.id]);
    const { order } = await issueAccount(2);
    const held = await stockOf(t.db, [plant.id]);
    expect(held[0]!.stock).toBe(before[0]!.stock - 2);
    expect(order.status).toBe('PAYMENT_PENDING');
    expect(order.paymentMethod).toBe('VIRTUAL_ACCOUNT');
    expect(order.payment).toMatchObject({
      status: 'WAITING_FOR_DEPOSIT',
      method: '가상계좌',
      approvedAt: null,
      virtualAccount: { bankCode: '88', bankName: '신한은행', holderName: '박구매' },
      cashReceipt: { type: '소득공제', receiptUrl: null },
    });
    expect(order.paymentDueAt).toBe(order.payment!.virtualAccount!.dueAt);
    expect(Date.parse(order.paymentDueAt!) - Date.now()).toBeGreaterThan(23 * HOUR);
    // Held since the order was made, and still held after the confirm.
    expect(await stockOf(t.db, [plant.id])).toEqual(held);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(notes.map((note) => note.type)).toEqual(['DEPOSIT_WAITING']);
    expect(notes[0]!.body).toContain('신한은행');
    expect(notes[0]!.body).toContain(`${order.totalAmount.toLocaleString('ko-KR')}원`);
  });

  it('is neither superseded by the next order nor paid again by a second checkout', async () => {
    const { order } = await issueAccount();
    await placeOrder(t.app, buyer, {
      items: [{ productId: pot.id, quantity: 1 }],
      addressId: address,
    });
    expect((await reload(order.id)).status).toBe('PAYMENT_PENDING');
    const again = await api(t.app, 'POST', `/v1/orders/${order.id}/checkout`, buyer, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: MESSAGES.awaitingDeposit });
  });

  it(`caps the waiting accounts of one shopper at ${ORDER_HOLDS.depositsPerAccount}`, async () => {
    for (let n = 0; n < ORDER_HOLDS.depositsPerAccount; n++) await issueAccount();
    const refused = await api(t.app, 'POST', '/v1/orders', buyer, {
      items: [{ productId: pot.id, quantity: 1 }],
      addressId: address,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: MESSAGES.holdDeposits });
  });
});

describe('the deposit webhook', () => {
  it('refuses a callback without the account secret, and changes nothing', async () => {
    const { order, paymentKey } = await issueAccount();
    bank.deposit(paymentKey);
    const forged = await webhook(depositCallback(order.orderNumber, 'guessed'));
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ message: MESSAGES.webhookRejected });
    expect((await reload(order.id)).status).toBe('PAYMENT_PENDING');
    const unknown = await webhook(depositCallback('CHR00000000NOSUCHORDER', 'x'));
    expect(unknown.status).toBe(400);
  });

  it('pays the order once the provider says the money came, however often and in whatever order the news arrives', async () => {
    const { order, paymentKey } = await issueAccount();
    const secret = `secret-${paymentKey}`;
    // The callback arrives before the provider's record shows the deposit: nothing yet.
    expect((await webhook(depositCallback(order.orderNumber, secret))).body).toMatchObject({
      data: { outcome: 'UNCHANGED' },
    });
    bank.deposit(paymentKey);
    const paid = await webhook(depositCallback(order.orderNumber, secret));
    expect(paid.body).toMatchObject({ data: { outcome: 'PAID' } });
    // A repeat, an old WAITING event and a status change after it: all no-ops.
    for (const late of [
      depositCallback(order.orderNumber, secret),
      depositCallback(order.orderNumber, secret, 'WAITING_FOR_DEPOSIT'),
      {
        eventType: 'PAYMENT_STATUS_CHANGED',
        createdAt: new Date().toISOString(),
        data: { paymentKey, orderId: order.orderNumber, status: 'WAITING_FOR_DEPOSIT' },
      },
    ])
      expect((await webhook(late)).body).toMatchObject({ data: { outcome: 'UNCHANGED' } });

    const now = await reload(order.id);
    expect(now.status).toBe('PAID');
    expect(now.items.every((item) => item.status === 'PAID')).toBe(true);
    expect(now.payment).toMatchObject({ status: 'DONE', virtualAccount: { bankCode: '88' } });
    expect(now.payment!.approvedAt).not.toBeNull();
    expect(now.paymentDueAt).toBeNull();
    const notes = await t.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(notes.map((note) => note.type).sort()).toEqual(['DEPOSIT_RECEIVED', 'DEPOSIT_WAITING']);
  });

  it('ignores a status change about a payment that is not the order’s', async () => {
    const { order } = await issueAccount();
    const reply = await webhook({
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: new Date().toISOString(),
      data: { paymentKey: 'someone-elses', orderId: order.orderNumber, status: 'DONE' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ data: { outcome: 'IGNORED' } });
  });

  it('answers 400 to a body that is not one of Toss’s webhooks', async () => {
    expect((await webhook({ eventType: 'SOMETHING_ELSE' })).status).toBe(400);
    expect((await webhook({ orderId: 'CHR1' })).status).toBe(400);
  });
});

describe('the sweep', () => {
  it('catches a deposit whose webhook never came', async () => {
    const { order, paymentKey } = await issueAccount();
    bank.deposit(paymentKey);
    const report = await reconcileDeposits(deps(), new Date(Date.now() + 11 * 60_000));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect((await reload(order.id)).status).toBe('PAID');
  });

  it('closes an account past its due time and gives the stock back', async () => {
    // A product of its own: the sweep expires every other waiting account of this file too.
    const [fern] = (await insertProducts(t.db, [{ name: '보스턴고사리', stock: 10 }])) as [
      InsertedProduct,
    ];
    const { order, paymentKey } = await issueAccount(3, fern);
    expect((await stockOf(t.db, [fern.id]))[0]!.stock).toBe(7);
    const report = await reconcileDeposits(deps(), new Date(Date.now() + 25 * HOUR));
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(bank.cancels.some((cancel) => cancel.paymentKey === paymentKey)).toBe(true);
    const now = await reload(order.id);
    expect(now.status).toBe('EXPIRED');
    expect(now.payment?.status).toBe('EXPIRED');
    expect((await stockOf(t.db, [fern.id]))[0]!.stock).toBe(10);
  });
});

describe('cancelling and refunding a virtual-account order', () => {
  it('closes the account before dropping an order not paid into', async () => {
    const { order, paymentKey } = await issueAccount();
    const reply = await api(t.app, 'POST', `/v1/orders/${order.id}/cancel`, buyer, {
      reason: 'CHANGED_MIND',
    });
    expect(reply.status).toBe(200);
    expect(OrderEnvelope.parse(reply.body).data.status).toBe('CANCELLED');
    expect(bank.cancels).toEqual([{ paymentKey, amount: order.totalAmount }]);
    // A deposit cannot arrive any more: the provider's account is closed.
    expect((await bank.get(paymentKey)).status).toBe('CANCELED');
  });

  it('asks for the refund account once money came by deposit, checks it, and sends it to the provider', async () => {
    const { order, paymentKey } = await issueAccount();
    bank.deposit(paymentKey);
    await webhook(depositCallback(order.orderNumber, `secret-${paymentKey}`));
    const line = order.items.find((item) => item.productId === pot.id)!;
    const partial = (refundAccount?: unknown) =>
      api(t.app, 'POST', `/v1/orders/${order.id}/partial-cancel`, buyer, {
        cancelProduct: { orderId: order.id, orderProductId: line.id, reason: 'CHANGED_MIND' },
        ...(refundAccount === undefined ? {} : { refundAccount }),
      });

    const missing = await partial();
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: MESSAGES.refundAccountRequired });
    for (const [account, message] of [
      [
        { bankCode: '99', accountNumber: '1102345678901', holderName: '박구매' },
        MESSAGES.refundAccountBank,
      ],
      [
        { bankCode: '88', accountNumber: '12-34', holderName: '박구매' },
        MESSAGES.refundAccountNumber,
      ],
      [
        { bankCode: '88', accountNumber: '110234567890', holderName: ' ' },
        MESSAGES.refundAccountHolder,
      ],
    ] as const) {
      const bad = await partial(account);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(message);
    }
    expect(bank.cancels).toEqual([]);

    const done = await partial({
      bankCode: '88',
      accountNumber: '110-234-567890',
      holderName: '박구매',
    });
    expect(done.status).toBe(200);
    expect(bank.cancels).toEqual([
      {
        paymentKey,
        amount: line.amount,
        account: { bankCode: '88', accountNumber: '110234567890', holderName: '박구매' },
      },
    ]);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    // Kept for support, masked once the provider answered.
    expect(row?.refundAccount).toEqual({
      bankCode: '88',
      accountNumber: '110******890',
      holderName: '박구매',
    });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.refundedAmount).toBe(line.amount);
  });

  it('asks a return of deposited money for the account, and refunds there when the operator approves', async () => {
    const { order, paymentKey } = await issueAccount();
    bank.deposit(paymentKey);
    await webhook(depositCallback(order.orderNumber, `secret-${paymentKey}`));
    await deliverOrder(t.app, t.config.adminSecret, order.id);
    const line = order.items.find((item) => item.productId === plant.id)!;
    const ask = (extra: object) =>
      api(t.app, 'POST', `/v1/orders/${order.id}/claims`, buyer, {
        orderProductId: line.id,
        kind: 'RETURN',
        reason: 'CHANGED_MIND',
        ...extra,
      });
    const missing = await ask({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: MESSAGES.refundAccountRequired });
    const account = { bankCode: '06', accountNumber: '123456789012', holderName: '박구매' };
    expect((await ask({ refundAccount: account })).status).toBe(201);
    const claimId = (await reload(order.id)).claims[0]!.id;
    expect((await claimStep(t.app, t.config.adminSecret, claimId, 'approve')).status).toBe(200);
    expect(bank.cancels).toEqual([{ paymentKey, amount: expect.any(Number) as number, account }]);
    const [told] = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(eq(notifications.type, 'CLAIM_COMPLETED'));
    expect(told?.body).toContain('알려 주신 환불 계좌로 보냈어요');
  });
});
