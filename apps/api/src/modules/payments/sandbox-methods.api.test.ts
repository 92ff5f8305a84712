import { EASY_PAY_PROVIDERS, VIRTUAL_ACCOUNT, type PaymentMethod } from '@chorok/contract';
import { PaymentWebhookBody } from '@chorok/contract/schemas';
import { sandboxPayments } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn } from '../../test/catalogue-fixtures.ts';
import { insertAddress, placeOrder } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { PaymentProviderError, TossPaymentDocument } from './provider.ts';
import {
  depositSandboxPayment,
  recordSandboxPayment,
  SandboxDepositError,
  sandboxDocument,
  SandboxPaymentProvider,
  type SandboxWindowPayment,
} from './sandbox.ts';
import { WEBHOOK_URL_PATH } from './sandbox-deposit.ts';
import type { LedgerCancel } from './sandbox-document.ts';
import { DECLINE_AT_CONFIRM_KEY, EASY_PAY_LOOKS } from './sandbox-window.ts';

/*
 * The sandbox's methods besides the card (issue 17): each window page and its refusals, the
 * Payment documents confirm answers per method, virtual accounts from issue to deposit, closing
 * and refund, and the deposit page that posts Toss's callback to the webhook.
 */

let t: TestApp;
/** What reached the webhook, when this file's stand-in answers it (until the real route exists). */
const webhook: unknown[] = [];
let standIn = false;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  standIn = !t.app.hasRoute({ method: 'POST', url: WEBHOOK_URL_PATH });
  if (standIn)
    t.app.post(WEBHOOK_URL_PATH, async (request) => {
      webhook.push(request.body);
      return { data: { outcome: 'PAID' } };
    });
});
afterAll(async () => {
  await t?.close();
});

let orderCount = 0;
const orderNumber = () => `CHR20261126MTHD${String(++orderCount).padStart(4, '0')}`;

const checkoutQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    orderId: 'CHR20261126METHODS01',
    orderName: '몬스테라 외 1건',
    amount: '32000',
    customerName: '김초록',
    successUrl: '/purchase/success',
    failUrl: '/purchase/fail',
    ...overrides,
  });

const open = (query: URLSearchParams) =>
  t.app.inject({ method: 'GET', url: `/sandbox/checkout?${query}` });

const submit = (query: URLSearchParams, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...Object.fromEntries(query), ...fields }).toString(),
  });

const redirect = (location: unknown) => {
  const url = new URL(String(location), 'http://x');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
};

const rowOf = async (paymentKey: string) =>
  (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentKey, paymentKey)))[0];

/** Every visible input and select sits inside its label. */
function expectLabelled(html: string) {
  for (const match of html.matchAll(/<(input|select)\b(?![^>]*type="hidden")[^>]*>/g)) {
    const before = html.slice(0, match.index);
    expect(before.lastIndexOf('<label'), match[0]).toBeGreaterThan(before.lastIndexOf('</label>'));
  }
}

describe('the window page opens on the method in the link', () => {
  it.each<[string, Record<string, string>, string[]]>([
    [
      'EASY_PAY',
      { easyPayProvider: 'KAKAOPAY' },
      [
        'class="easy-bar easy-KAKAOPAY"',
        '카카오페이<span>테스트 결제</span>',
        '--brand: #FEE500; --brand-ink: #191919;',
        '32,000원 결제하기',
        '잔액 부족으로 거절',
        '승인 단계에서 거절',
        '<code>REJECT_ACCOUNT_PAYMENT</code>',
        '<input type="hidden" name="easyPayProvider" value="KAKAOPAY">',
      ],
    ],
    [
      'TRANSFER',
      {},
      [
        '테스트 결제 · 계좌이체',
        '출금할 은행',
        '<option value="92">토스뱅크</option>',
        '<legend>현금영수증</legend>',
        'name="receiptPhone"',
        'name="receiptBusinessNumber"',
      ],
    ],
    [
      'VIRTUAL_ACCOUNT',
      {},
      [
        '테스트 결제 · 가상계좌',
        '입금할 은행',
        '<option value="06">KB국민은행</option>',
        'name="holderName" autocomplete="name" required maxlength="20" value="김초록"',
        '32,000원 입금할 계좌 발급받기',
        'href="/sandbox/deposit?orderId=CHR20261126METHODS01"',
        `입금 기한은 발급 후 ${VIRTUAL_ACCOUNT.validHours}시간이에요.`,
      ],
    ],
    [
      'MOBILE_PHONE',
      {},
      [
        '테스트 결제 · 휴대폰',
        '통신사',
        '<option value="LGU">LG U+</option>',
        '알뜰폰',
        '끝자리 <code>0000</code>',
      ],
    ],
  ])('%s: Korean, labelled, no script', async (method, extra, expected) => {
    const response = await open(checkoutQuery({ method, ...extra }));
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain(`<input type="hidden" name="method" value="${method}">`);
    expect(html).toContain('결제 취소');
    for (const text of expected) expect(html).toContain(text);
    expectLabelled(html);
  });

  it('leaves out the banks a virtual account cannot come from', async () => {
    const html = (await open(checkoutQuery({ method: 'VIRTUAL_ACCOUNT' }))).body;
    expect(html).not.toContain('<option value="90">카카오뱅크</option>');
  });

  it.each([
    [{ method: 'EASY_PAY' }],
    [{ method: 'CARD', easyPayProvider: 'KAKAOPAY' }],
    [{ method: 'EASY_PAY', easyPayProvider: 'APPLEPAY' }],
    [{ method: 'CASH' }],
  ])('refuses %j with the 400 page', async (change) => {
    const response = await open(checkoutQuery(change));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('결제창 주소가 올바르지 않아요.');
  });

  it("gives every provider's button text 4.5:1 against its colour", () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const provider of EASY_PAY_PROVIDERS) {
      const [a, b] = [EASY_PAY_LOOKS[provider].background, EASY_PAY_LOOKS[provider].text].map(
        luminance,
      ) as [number, number];
      expect((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05), provider).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});

describe('the window approves and refuses per method', () => {
  it('easy pay: 결제하기 approves, 잔액 부족 goes to failUrl, 승인 단계 passes then is declined, 결제 취소 cancels', async () => {
    const orderId = orderNumber();
    const query = checkoutQuery({ orderId, method: 'EASY_PAY', easyPayProvider: 'NAVERPAY' });

    const paid = await submit(query, { action: 'pay' });
    expect(paid.statusCode).toBe(303);
    const success = redirect(paid.headers.location);
    expect(success).toMatchObject({
      path: '/purchase/success',
      query: { orderId, amount: '32000' },
    });
    expect(await rowOf(success.query.paymentKey!)).toMatchObject({
      method: 'EASY_PAY',
      easyPayProvider: 'NAVERPAY',
      status: 'READY',
      cardNumber: null,
    });

    const refused = await submit(query, { action: 'refuse' });
    expect(redirect(refused.headers.location)).toEqual({
      path: '/purchase/fail',
      query: {
        code: 'REJECT_ACCOUNT_PAYMENT',
        message: '잔액이 부족해서 결제하지 못했어요. 충전하거나 다른 결제 수단을 골라 주세요.',
        orderId,
      },
    });

    const declined = redirect((await submit(query, { action: 'decline' })).headers.location);
    expect(declined.path).toBe('/purchase/success');
    expect(declined.query.paymentKey?.startsWith(DECLINE_AT_CONFIRM_KEY)).toBe(true);
    const sandbox = new SandboxPaymentProvider(t.db);
    await expect(
      sandbox.confirm(declined.query.paymentKey!, orderId, 32_000, 'k'),
    ).rejects.toMatchObject({
      kind: 'refused',
      code: 'EXCEED_MAX_ONE_DAY_AMOUNT',
      httpStatus: 403,
    });
    expect((await sandbox.get(declined.query.paymentKey!)).status).toBe('ABORTED');

    const cancelled = await submit(query, { action: 'cancel' });
    expect(redirect(cancelled.headers.location).query.code).toBe('PAY_PROCESS_CANCELED');
    expect(await t.db.$count(sandboxPayments, eq(sandboxPayments.orderId, orderId))).toBe(2);
  });

  it('transfer: a bank, and the number the chosen cash receipt needs', async () => {
    const orderId = orderNumber();
    const query = checkoutQuery({ orderId, method: 'TRANSFER' });
    const again = await submit(query, {
      action: 'pay',
      bankCode: '88',
      cashReceipt: 'income',
      receiptPhone: '12',
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(
      '<p class="error" role="alert">소득공제용 현금영수증을 받을 휴대폰 번호를 정확히 입력해 주세요.</p>',
    );
    // The choices stay as they were.
    expect(again.body).toContain('<option value="88" selected>신한은행</option>');
    expect(again.body).toContain('value="income" checked');
    expect((await submit(query, { action: 'pay', bankCode: 'XX' })).body).toContain(
      '출금할 은행을 골라 주세요.',
    );
    expect(
      (
        await submit(query, {
          action: 'pay',
          bankCode: '88',
          cashReceipt: 'expense',
          receiptBusinessNumber: '123-45',
        })
      ).body,
    ).toContain('사업자등록번호 10자리');
    expect(await t.db.$count(sandboxPayments, eq(sandboxPayments.orderId, orderId))).toBe(0);

    const paid = await submit(query, {
      action: 'pay',
      bankCode: '88',
      cashReceipt: 'expense',
      receiptBusinessNumber: '123-45-67890',
    });
    expect(paid.statusCode).toBe(303);
    expect(await rowOf(redirect(paid.headers.location).query.paymentKey!)).toMatchObject({
      method: 'TRANSFER',
      bankCode: '88',
      cashReceiptType: '지출증빙',
    });
  });

  it('virtual account: a bank that issues them and the depositor; the account comes at confirm', async () => {
    const orderId = orderNumber();
    const query = checkoutQuery({ orderId, method: 'VIRTUAL_ACCOUNT' });
    expect(
      (await submit(query, { action: 'pay', bankCode: '90', holderName: '김초록' })).body,
    ).toContain('입금할 은행을 골라 주세요.');
    const noName = await submit(query, { action: 'pay', bankCode: '06', holderName: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain('입금자 이름을 20자 안으로 입력해 주세요.');

    const issued = await submit(query, {
      action: 'pay',
      bankCode: '06',
      holderName: '김초록',
      cashReceipt: 'none',
    });
    expect(issued.statusCode).toBe(303);
    expect(await rowOf(redirect(issued.headers.location).query.paymentKey!)).toMatchObject({
      method: 'VIRTUAL_ACCOUNT',
      status: 'READY',
      bankCode: '06',
      holderName: '김초록',
      accountNumber: null,
      cashReceiptType: null,
    });
  });

  it('phone: a carrier and a number; one ending 0000 is refused in the window', async () => {
    const orderId = orderNumber();
    const query = checkoutQuery({ orderId, method: 'MOBILE_PHONE' });
    expect(
      (await submit(query, { action: 'pay', carrier: 'XX', phone: '01012345678' })).body,
    ).toContain('통신사를 골라 주세요.');
    expect(
      (await submit(query, { action: 'pay', carrier: 'KT', phone: '02-123-4567' })).body,
    ).toContain('휴대폰 번호를 정확히 입력해 주세요.');
    const refused = await submit(query, { action: 'pay', carrier: 'KT', phone: '010-1234-0000' });
    expect(redirect(refused.headers.location).query).toMatchObject({
      code: 'EXCEED_MAX_MONTHLY_PAYMENT_AMOUNT',
      orderId,
    });
    const paid = await submit(query, { action: 'pay', carrier: 'LGU', phone: '010-1234-5678' });
    expect(await rowOf(redirect(paid.headers.location).query.paymentKey!)).toMatchObject({
      method: 'MOBILE_PHONE',
      phone: '010****5678',
    });
  });
});

describe("confirm answers Toss's document per method", () => {
  const clock = Date.parse('2026-11-26T03:00:00Z');
  const sandbox = () => new SandboxPaymentProvider(t.db, { now: () => new Date(clock) });
  const confirmed = async (payment: SandboxWindowPayment) => {
    const orderId = orderNumber();
    const key = await recordSandboxPayment(t.db, {
      orderId,
      orderName: '테스트 주문',
      amount: 30_000,
      now: new Date(clock),
      ...payment,
    });
    const result = await sandbox().confirm(key, orderId, 30_000, `confirm-${orderId}`);
    // The very document, as Toss's parser reads it.
    expect(TossPaymentDocument.safeParse(sandboxDocument((await rowOf(key))!)).success).toBe(true);
    return { result, raw: result.raw as Record<string, unknown> };
  };

  it.each<[PaymentMethod, SandboxWindowPayment, Record<string, unknown>, Record<string, unknown>]>([
    [
      'EASY_PAY',
      { method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' },
      { method: '간편결제', status: 'DONE', easyPayName: '카카오페이', cardNumber: null },
      { easyPay: { provider: '카카오페이', amount: 30_000, discountAmount: 0 }, card: null },
    ],
    [
      'TRANSFER',
      { method: 'TRANSFER', bankCode: '88', cashReceiptType: '소득공제' },
      {
        method: '계좌이체',
        status: 'DONE',
        transferBankCode: '88',
        cashReceipt: { type: '소득공제', receiptUrl: null },
      },
      { transfer: { bankCode: '88', settlementStatus: 'INCOMPLETED' } },
    ],
    [
      'MOBILE_PHONE',
      { method: 'MOBILE_PHONE', phoneDigits: '01098765432' },
      { method: '휴대폰', status: 'DONE', cashReceipt: null },
      {
        mobilePhone: {
          customerMobilePhone: '010****5432',
          settlementStatus: 'INCOMPLETED',
          receiptUrl: null,
        },
      },
    ],
  ])('%s', async (_method, payment, read, raw) => {
    const { result, raw: document } = await confirmed(payment);
    expect(result).toMatchObject(read);
    expect(result.approvedAt?.getTime()).toBe(clock);
    expect(document).toMatchObject(raw);
  });

  it('VIRTUAL_ACCOUNT: issued and waiting, with a fresh account, its due time and a secret', async () => {
    const { result, raw } = await confirmed({
      method: 'VIRTUAL_ACCOUNT',
      bankCode: '88',
      holderName: '김초록',
      cashReceiptType: '소득공제',
    });
    expect(result).toMatchObject({
      method: '가상계좌',
      status: 'WAITING_FOR_DEPOSIT',
      approvedAt: null,
      balanceAmount: 30_000,
      virtualAccount: {
        bankCode: '88',
        accountNumber: expect.stringMatching(/^[1-9]\d{11}$/),
        holderName: '김초록',
        dueAt: new Date(clock + VIRTUAL_ACCOUNT.validHours * 3_600_000),
      },
      secret: expect.stringMatching(/^ps_[\w-]{24}$/),
      cashReceipt: { type: '소득공제', receiptUrl: null },
    });
    expect(raw.virtualAccount).toMatchObject({ expired: false, customerName: '김초록' });
    expect(raw.approvedAt).toBeNull();
  });
});

describe('virtual accounts: deposit, expiry, closing and refund', () => {
  let clock = Date.parse('2026-11-26T03:00:00Z');
  const sandbox = () => new SandboxPaymentProvider(t.db, { now: () => new Date(clock) });
  const issue = async () => {
    const orderId = orderNumber();
    const key = await recordSandboxPayment(t.db, {
      orderId,
      orderName: '테스트 주문',
      amount: 30_000,
      method: 'VIRTUAL_ACCOUNT',
      bankCode: '06',
      holderName: '김초록',
      cashReceiptType: null,
      now: new Date(clock),
    });
    const payment = await sandbox().confirm(key, orderId, 30_000, `issue-${orderId}`);
    return { orderId, key, payment };
  };
  const depositRefusal = async (orderId: string, now = new Date(clock)) => {
    try {
      await depositSandboxPayment(t.db, orderId, { now });
    } catch (error) {
      expect(error).toBeInstanceOf(SandboxDepositError);
      return (error as SandboxDepositError).code;
    }
    throw new Error('expected the deposit to be refused');
  };
  const refusalOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(PaymentProviderError);
      return (error as PaymentProviderError).code;
    }
    throw new Error('expected a refusal');
  };

  it("a deposit makes it DONE and answers Toss's deposit callback; a second is refused", async () => {
    const { orderId, key, payment } = await issue();
    clock += 60_000;
    const callback = await depositSandboxPayment(t.db, orderId, { now: new Date(clock) });
    expect(PaymentWebhookBody.parse(callback)).toEqual(callback);
    expect(callback).toEqual({
      eventType: 'DEPOSIT_CALLBACK',
      createdAt: new Date(clock).toISOString(),
      data: {
        createdAt: new Date(clock).toISOString(),
        secret: payment.secret,
        status: 'DONE',
        transactionKey: expect.stringMatching(/^[0-9A-F]{32}$/),
        orderId,
      },
    });
    const paid = await sandbox().get(key);
    expect(paid).toMatchObject({ status: 'DONE', balanceAmount: 30_000, secret: payment.secret });
    expect(paid.approvedAt?.getTime()).toBe(clock);
    expect(paid.lastTransactionKey).toBe(callback.data.transactionKey);
    expect((paid.raw as { virtualAccount: unknown }).virtualAccount).toMatchObject({
      settlementStatus: 'COMPLETED',
    });
    expect(await depositRefusal(orderId)).toBe('ALREADY_DEPOSITED');
  });

  it('refuses an order with no account, and one whose window has not been confirmed', async () => {
    expect(await depositRefusal('CHR20261126NOSUCHORDER')).toBe('NOT_FOUND');
    const orderId = orderNumber();
    await recordSandboxPayment(t.db, {
      orderId,
      orderName: '테스트 주문',
      amount: 30_000,
      method: 'VIRTUAL_ACCOUNT',
      bankCode: '06',
      holderName: '김초록',
      cashReceiptType: null,
    });
    expect(await depositRefusal(orderId)).toBe('NOT_ISSUED');
  });

  it('expires past its due time: get answers EXPIRED, a deposit is refused', async () => {
    const { orderId, key, payment } = await issue();
    clock = payment.virtualAccount!.dueAt.getTime() + 1;
    const expired = await sandbox().get(key);
    expect(expired.status).toBe('EXPIRED');
    expect((expired.raw as { virtualAccount: { expired: boolean } }).virtualAccount.expired).toBe(
      true,
    );
    expect(await depositRefusal(orderId)).toBe('EXPIRED');
    expect(await refusalOf(sandbox().cancel(key, 30_000, '만료', 'c'))).toBe(
      'NOT_CANCELABLE_PAYMENT',
    );
  });

  it('a deposit past the due time is refused even before anyone read it', async () => {
    const { orderId, payment } = await issue();
    expect(
      await depositRefusal(orderId, new Date(payment.virtualAccount!.dueAt.getTime() + 1)),
    ).toBe('EXPIRED');
  });

  it('cancel of a waiting account closes it, refunds nothing, and a deposit is refused', async () => {
    const { orderId, key } = await issue();
    expect(await refusalOf(sandbox().cancel(key, 10_000, '변심', 'part'))).toBe(
      'NOT_CANCELABLE_AMOUNT',
    );
    const closed = await sandbox().cancel(key, 30_000, '구매자 취소', 'close');
    expect(closed).toMatchObject({ status: 'CANCELED', balanceAmount: 0, cancels: [] });
    // A repeat of the key answers the same; another is a second cancel.
    expect(await sandbox().cancel(key, 30_000, '구매자 취소', 'close')).toEqual(closed);
    expect(await refusalOf(sandbox().cancel(key, 30_000, '구매자 취소', 'again'))).toBe(
      'ALREADY_CANCELED_PAYMENT',
    );
    expect(await depositRefusal(orderId)).toBe('CANCELED');
  });

  it('a deposited account is refunded only to a refund account, which the cancel records', async () => {
    const { orderId, key } = await issue();
    await depositSandboxPayment(t.db, orderId, { now: new Date(clock) });
    expect(await refusalOf(sandbox().cancel(key, 10_000, '변심', 'r1'))).toBe(
      'INVALID_REFUND_ACCOUNT_INFO',
    );
    expect(
      await refusalOf(
        sandbox().cancel(key, 10_000, '변심', 'r2', {
          bankCode: 'XX',
          accountNumber: '1101234567270',
          holderName: '김초록',
        }),
      ),
    ).toBe('INVALID_REFUND_ACCOUNT_INFO');
    expect(
      await refusalOf(
        sandbox().cancel(key, 10_000, '변심', 'r3', {
          bankCode: '88',
          accountNumber: '12',
          holderName: '김초록',
        }),
      ),
    ).toBe('INVALID_REFUND_ACCOUNT_INFO');

    const refunded = await sandbox().cancel(key, 10_000, '부분 환불', 'r4', {
      bankCode: '88',
      accountNumber: '110-123-4567270',
      holderName: '김초록',
    });
    expect(refunded).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 20_000 });
    expect(refunded.cancels).toHaveLength(1);
    expect((refunded.raw as { virtualAccount: unknown }).virtualAccount).toMatchObject({
      refundStatus: 'COMPLETED',
      refundReceiveAccount: { bank: '88', accountNumber: '110******7270', holderName: '김초록' },
    });
    const ledger = (await rowOf(key))!.cancels as LedgerCancel[];
    expect(ledger[0]?.refundReceiveAccount).toEqual({
      bank: '88',
      accountNumber: '110******7270',
      holderName: '김초록',
    });
  });

  it('a transfer is refunded as a card is: no refund account needed', async () => {
    const orderId = orderNumber();
    const key = await recordSandboxPayment(t.db, {
      orderId,
      orderName: '테스트 주문',
      amount: 30_000,
      method: 'TRANSFER',
      bankCode: '88',
      cashReceiptType: null,
      now: new Date(clock),
    });
    await sandbox().confirm(key, orderId, 30_000, 'k');
    expect(await sandbox().cancel(key, 30_000, '변심', 'c')).toMatchObject({ status: 'CANCELED' });
  });
});

describe('the deposit page', () => {
  const issueFor = async (orderId: string) => {
    const key = await recordSandboxPayment(t.db, {
      orderId,
      orderName: '테스트 주문',
      amount: 27_000,
      method: 'VIRTUAL_ACCOUNT',
      bankCode: '88',
      holderName: '<b>김초록</b>',
      cashReceiptType: null,
    });
    return new SandboxPaymentProvider(t.db).confirm(key, orderId, 27_000, `page-${orderId}`);
  };
  const post = (orderId: string, accept?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/deposit',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(accept ? { accept } : {}),
      },
      payload: new URLSearchParams({ orderId }).toString(),
    });

  it('shows the account, deposits, posts the callback to the webhook and links to the order', async () => {
    const who = await signIn(t.app, t.db);
    const [plant] = await insertProducts(t.db, [{ name: '몬스테라' }]);
    const { order } = await placeOrder(t.app, who, {
      items: [{ productId: plant!.id, quantity: 1 }],
      addressId: await insertAddress(t.db, who.id),
    });
    const issued = await issueFor(order.orderNumber);

    const shown = await t.app.inject({
      method: 'GET',
      url: `/sandbox/deposit?orderId=${order.orderNumber}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toMatch(/<script/i);
    for (const text of [
      '신한은행',
      issued.virtualAccount!.accountNumber,
      '&lt;b&gt;김초록&lt;/b&gt;',
      '27,000원 입금하기',
      '<form method="post" action="/sandbox/deposit">',
    ])
      expect(shown.body).toContain(text);

    const before = webhook.length;
    const done = await post(order.orderNumber);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('27,000원을 입금했어요.');
    expect(done.body).toContain(`href="/order/${order.id}"`);
    if (standIn) {
      expect(webhook).toHaveLength(before + 1);
      // The stand-in took it: the very callback, as the contract reads it.
      const body = PaymentWebhookBody.parse(webhook.at(-1));
      expect(body).toMatchObject({
        eventType: 'DEPOSIT_CALLBACK',
        data: { orderId: order.orderNumber, secret: issued.secret, status: 'DONE' },
      });
      expect(done.body).toContain('입금 알림을 보냈어요. 주문이 결제 완료로 바뀌었어요.');
    }

    const again = await post(order.orderNumber);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('이미 입금한 계좌예요.');
  });

  it('answers the CLI in JSON, and links to the order list for an order it does not know', async () => {
    const orderId = orderNumber();
    await issueFor(orderId);
    const json = await post(orderId, 'application/json');
    expect(json.statusCode).toBe(200);
    const answer = json.json<{ callback: unknown; delivery: { statusCode: number } }>();
    expect(PaymentWebhookBody.parse(answer.callback)).toMatchObject({ data: { orderId } });
    expect(answer.delivery.statusCode).toEqual(expect.any(Number));
    expect((await post(orderId, 'application/json')).json()).toMatchObject({
      code: 'ALREADY_DEPOSITED',
      message: '이미 입금한 계좌예요.',
    });

    const other = orderNumber();
    await issueFor(other);
    expect((await post(other)).body).toContain('href="/order/history"');
  });

  it('refuses an unknown order and a bad link', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox/deposit?orderId=CHR20261126UNKNOWN',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('이 주문으로 발급된 가상계좌가 없어요.');
    const bad = await t.app.inject({ method: 'GET', url: '/sandbox/deposit?orderId=%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain('<script>');
    expect((await post('<x>')).statusCode).toBe(400);
  });
});
