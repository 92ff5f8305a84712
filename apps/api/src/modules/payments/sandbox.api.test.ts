import { rmSync } from 'node:fs';
import { VIRTUAL_ACCOUNT } from '@chorok/contract';
import { sandboxPayments } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn } from '../../test/catalogue-fixtures.ts';
import { insertAddress, placeOrder } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { writeDist } from '../../test/ssr-fixtures.ts';
import { TOSS_CHECKOUT_DATA_ID, TOSS_CHECKOUT_CSP, TOSS_SDK_URL } from './pages.ts';
import { PaymentProviderError } from './provider.ts';
import { recordSandboxPayment, SandboxPaymentProvider } from './sandbox.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const checkoutQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    orderId: 'CHR20261123ABCDEFGHJKLM',
    orderName: '몬스테라 외 1건',
    amount: '32000',
    customerName: '김초록',
    successUrl: '/purchase/success?addressId=3',
    failUrl: '/purchase/fail',
    ...overrides,
  });

const submit = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const card = { cardCompany: '51', cardNumber: '4330 1234 1234 1234', expiry: '12/99' };

describe('GET /sandbox/checkout', () => {
  it('renders a Korean mobile page with no script, everything from the link escaped', async () => {
    const hostile = '<script>alert(1)</script> & "몬스테라" \'화분\'';
    const response = await t.app.inject({
      method: 'GET',
      url: `/sandbox/checkout?${checkoutQuery({ orderName: hostile, customerName: '<b>김</b>' })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<b>김</b>');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;몬스테라&quot; &#39;화분&#39;',
    );
    expect(html).toContain('32,000원 결제하기');
    expect(html).toContain('<form method="post" action="/sandbox/checkout"');
    expect(html).toContain(
      '<input type="hidden" name="successUrl" value="/purchase/success?addressId=3">',
    );
    expect(html).toContain('테스트 카드 번호');
  });

  it.each([
    ['successUrl', 'https://evil.example/steal'],
    ['successUrl', '//evil.example/steal'],
    ['successUrl', '/\\evil.example/steal'],
    ['successUrl', 'javascript:alert(1)'],
    ['failUrl', '/\t/evil.example'],
    ['failUrl', ' /purchase/fail'],
    ['failUrl', 'purchase/fail'],
    ['amount', '0'],
    ['amount', '12.5'],
    ['amount', '-100'],
    ['orderId', 'short'],
    ['orderId', 'CHR2026<script>'],
    ['orderName', ''],
  ])('refuses %s=%j with a plain 400 page', async (name, value) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/sandbox/checkout?${checkoutQuery({ [name]: value })}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('결제창 주소가 올바르지 않아요.');
    expect(response.body).toContain(`${name}:`);
    expect(response.body).not.toContain('evil.example');
    expect(response.body).not.toMatch(/<script/i);

    const posted = await submit({
      ...Object.fromEntries(checkoutQuery({ [name]: value })),
      ...card,
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
  });
});

describe('POST /sandbox/checkout', () => {
  const count = (orderId: string) =>
    t.db.$count(sandboxPayments, eq(sandboxPayments.orderId, orderId));

  it('redirects 303 to successUrl with paymentKey, orderId and amount, keeping its query and fragment', async () => {
    const fields = Object.fromEntries(
      checkoutQuery({
        orderId: 'CHR20261123REDIRECT01',
        successUrl: '/purchase/success?addressId=3#done',
      }),
    );
    const response = await submit({ ...fields, ...card, action: 'pay' });
    expect(response.statusCode).toBe(303);
    expect(response.headers['cache-control']).toBe('no-store');
    const location = String(response.headers.location);
    const key = new URL(location, 'http://x').searchParams.get('paymentKey');
    expect(location).toBe(
      `/purchase/success?addressId=3&paymentKey=${key}&orderId=CHR20261123REDIRECT01&amount=32000#done`,
    );
    const [row] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, key!));
    expect(row).toMatchObject({
      orderId: 'CHR20261123REDIRECT01',
      orderName: '몬스테라 외 1건',
      amount: 32_000,
      balanceAmount: 32_000,
      status: 'READY',
      cardCompany: '삼성',
      cardNumber: '433012******1234',
    });
  });

  it.each([
    [{ cardNumber: '1234' }, '카드 번호 15~16자리를 정확히 입력해 주세요.'],
    [{ cardNumber: '4330-1234-1234-12345' }, '카드 번호 15~16자리를 정확히 입력해 주세요.'],
    [{ expiry: '01/20' }, '카드 유효기간(MM/YY)을 확인해 주세요.'],
    [{ expiry: '13/30' }, '카드 유효기간(MM/YY)을 확인해 주세요.'],
    [{ cardCompany: 'XX' }, '카드사를 선택해 주세요.'],
  ])('shows the form again for %j: %s, and records nothing', async (change, message) => {
    const orderId = `CHR20261123BAD${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    const response = await submit({
      ...Object.fromEntries(checkoutQuery({ orderId })),
      ...card,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`<p class="error" role="alert">${message}</p>`);
    expect(response.body).toContain('<form method="post"');
    expect(await count(orderId)).toBe(0);
  });

  it('refuses a body that is not a form', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/sandbox/checkout',
      headers: { 'content-type': 'application/json' },
      payload: Object.fromEntries(checkoutQuery()),
    });
    // JSON parses, but carries no card: the form is shown again, nothing recorded.
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });
});

describe('the sandbox ledger (Toss rules)', () => {
  let clock = Date.now();
  const provider = () => new SandboxPaymentProvider(t.db, { now: () => new Date(clock) });
  const ready = (orderId: string, amount = 30_000, digits = '4330123412341234') =>
    recordSandboxPayment(t.db, {
      orderId,
      orderName: '테스트 주문',
      amount,
      cardCompany: '신한',
      cardDigits: digits,
      now: new Date(clock),
    });
  const refusalOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      expect(error).toBeInstanceOf(PaymentProviderError);
      const { kind, code, message, httpStatus } = error as PaymentProviderError;
      return { kind, code, message, httpStatus };
    }
    throw new Error('expected a refusal');
  };

  it('confirms once: unknown key, wrong order, wrong amount and a second confirm are refused', async () => {
    const sandbox = provider();
    const key = await ready('SBXORDER0001');
    expect(await refusalOf(sandbox.confirm('sandbox_nope', 'SBXORDER0001', 30_000, 'k1'))).toEqual({
      kind: 'refused',
      code: 'NOT_FOUND_PAYMENT',
      message: '존재하지 않는 결제 정보 입니다.',
      httpStatus: 404,
    });
    expect((await refusalOf(sandbox.confirm(key, 'SBXORDER0002', 30_000, 'k2'))).code).toBe(
      'NOT_FOUND_PAYMENT',
    );
    expect(await refusalOf(sandbox.confirm(key, 'SBXORDER0001', 29_000, 'k3'))).toMatchObject({
      code: 'INVALID_REQUEST',
      httpStatus: 400,
    });

    const done = await sandbox.confirm(key, 'SBXORDER0001', 30_000, 'k4');
    expect(done).toMatchObject({
      paymentKey: key,
      orderId: 'SBXORDER0001',
      status: 'DONE',
      method: '카드',
      totalAmount: 30_000,
      balanceAmount: 30_000,
      cardCompany: '신한',
      cardNumber: '4330-12**-****-1234',
      cancels: [],
    });
    expect(done.approvedAt?.getTime()).toBe(clock);
    // The same Idempotency-Key answers the same; another is a second confirm.
    expect(await sandbox.confirm(key, 'SBXORDER0001', 30_000, 'k4')).toEqual(done);
    expect(await refusalOf(sandbox.confirm(key, 'SBXORDER0001', 30_000, 'k5'))).toEqual({
      kind: 'refused',
      code: 'ALREADY_PROCESSED_PAYMENT',
      message: '이미 처리된 결제 입니다.',
      httpStatus: 400,
    });
    expect((await refusalOf(sandbox.confirm(key, 'SBXORDER0001', 1, 'k4'))).code).toBe(
      'INVALID_REQUEST',
    );
    expect(await sandbox.get(key)).toMatchObject({ status: 'DONE', balanceAmount: 30_000 });
  });

  it('expires a payment not confirmed within 10 minutes', async () => {
    const key = await ready('SBXORDER0003');
    clock += 10 * 60_000 + 1;
    expect(await refusalOf(provider().confirm(key, 'SBXORDER0003', 30_000, 'k'))).toEqual({
      kind: 'refused',
      code: 'NOT_FOUND_PAYMENT_SESSION',
      message: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
      httpStatus: 404,
    });
    expect((await provider().get(key)).status).toBe('EXPIRED');
  });

  it('declines a card ending 2222 at approval', async () => {
    const key = await ready('SBXORDER0004', 30_000, '4330123412342222');
    expect(await refusalOf(provider().confirm(key, 'SBXORDER0004', 30_000, 'k'))).toMatchObject({
      code: 'REJECT_CARD_COMPANY',
      httpStatus: 403,
    });
    expect((await provider().get(key)).status).toBe('ABORTED');
  });

  it('cancels within the balance, once per Idempotency-Key, down to CANCELED', async () => {
    const sandbox = provider();
    const key = await ready('SBXORDER0005');
    expect(await refusalOf(sandbox.cancel(key, 1_000, '변심', 'c0'))).toMatchObject({
      code: 'NOT_CANCELABLE_PAYMENT',
      httpStatus: 403,
    });
    await sandbox.confirm(key, 'SBXORDER0005', 30_000, 'k');
    expect(await refusalOf(sandbox.cancel(key, 30_001, '변심', 'c1'))).toEqual({
      kind: 'refused',
      code: 'NOT_CANCELABLE_AMOUNT',
      message: '취소 할 수 없는 금액 입니다.',
      httpStatus: 400,
    });
    const partial = await sandbox.cancel(key, 12_000, '부분 취소', 'c2');
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 18_000 });
    expect(partial.cancels).toEqual([
      {
        transactionKey: expect.stringMatching(/^[0-9A-F]{32}$/),
        cancelAmount: 12_000,
        cancelReason: '부분 취소',
        canceledAt: new Date(clock),
      },
    ]);
    expect(partial.lastTransactionKey).toBe(partial.cancels[0]!.transactionKey);
    // A repeat of c2 refunds nothing more.
    expect(await sandbox.cancel(key, 12_000, '부분 취소', 'c2')).toEqual(partial);
    expect((await sandbox.get(key)).balanceAmount).toBe(18_000);
    // A new instance (a restart) still knows c2: the key is kept with the cancel.
    expect((await provider().cancel(key, 12_000, '부분 취소', 'c2')).balanceAmount).toBe(18_000);
    expect(await refusalOf(sandbox.cancel(key, 18_001, '변심', 'c3'))).toMatchObject({
      code: 'NOT_CANCELABLE_AMOUNT',
    });
    expect(await sandbox.cancel(key, 18_000, '나머지', 'c4')).toMatchObject({
      status: 'CANCELED',
      balanceAmount: 0,
    });
    expect(await refusalOf(sandbox.cancel(key, 1, '변심', 'c5'))).toEqual({
      kind: 'refused',
      code: 'ALREADY_CANCELED_PAYMENT',
      message: '이미 취소된 결제 입니다.',
      httpStatus: 400,
    });
  });

  it('never refunds more than the balance when cancels run at once', async () => {
    const sandbox = provider();
    const key = await ready('SBXORDER0006', 3_000);
    await sandbox.confirm(key, 'SBXORDER0006', 3_000, 'k');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, n) => sandbox.cancel(key, 1_000, '동시 취소', `c${n}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results)
      if (result.status === 'rejected')
        expect(['NOT_CANCELABLE_AMOUNT', 'ALREADY_CANCELED_PAYMENT']).toContain(
          (result.reason as PaymentProviderError).code,
        );
    expect(await sandbox.get(key)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect((await sandbox.get(key)).cancels).toHaveLength(3);
  });
});

// A second database opens here (seconds on a busy machine).
describe('with PAYMENT_PROVIDER=toss', { timeout: 90_000 }, () => {
  let toss: TestApp;
  let dist: string;
  beforeAll(async () => {
    const base = t.config;
    toss = await createTestApp({
      rateLimitPerMinute: 0,
      orderSweepIntervalMs: 0,
      payments: {
        provider: 'toss',
        toss: {
          secretKey: 'test_sk_local',
          clientKey: 'test_ck_</script><script>alert(1)</script>',
          apiBaseUrl: 'http://127.0.0.1:9',
        },
      },
      publicOrigin: base.publicOrigin,
      // A build with its page list: what is no page (the sandbox here) is a 404.
      webDistDir: (dist = writeDist()),
    });
  });
  afterAll(async () => {
    await toss?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("hands out our page that opens Toss's window, and no sandbox", async () => {
    const who = await signIn(toss.app, toss.db, { name: '<img src=x onerror=alert(1)>' });
    const [plant] = await insertProducts(toss.db, [{ name: '</script>"아레카"' }]);
    const { checkout } = await placeOrder(toss.app, who, {
      items: [{ productId: plant!.id, quantity: 1 }],
      addressId: await insertAddress(toss.db, who.id),
    });
    expect(checkout.provider).toBe('toss');
    expect(checkout.checkoutUrl).toMatch(/^\/checkout\/toss\?/);

    const page = await toss.app.inject({ method: 'GET', url: checkout.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(TOSS_CHECKOUT_CSP);
    const html = page.body;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((match) => match[1])).toEqual([
      ` src="${TOSS_SDK_URL}"`,
      ' src="/checkout/toss.js" defer',
      ` type="application/json" id="${TOSS_CHECKOUT_DATA_ID}"`,
    ]);
    // The data block is JSON that no `</script>` can end early, and reads back as it was sent.
    const data = JSON.parse(scripts[2]![2]!) as Record<string, unknown>;
    expect(data).toEqual({
      clientKey: 'test_ck_</script><script>alert(1)</script>',
      orderId: checkout.orderNumber,
      orderName: '</script>"아레카"',
      amount: checkout.amount,
      customerName: '<img src=x onerror=alert(1)>',
      customerEmail: checkout.customerEmail,
      successUrl: checkout.successUrl,
      failUrl: '/purchase/fail',
      method: 'CARD',
      easyPayProvider: null,
      validHours: VIRTUAL_ACCOUNT.validHours,
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      `href="/purchase/fail?code=PAY_PROCESS_CANCELED&amp;message=${encodeURIComponent('사용자에 의해 결제가 취소되었습니다.')}&amp;orderId=${checkout.orderNumber}"`,
    );

    const script = await toss.app.inject({ method: 'GET', url: '/checkout/toss.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(() => new Function(script.body)).not.toThrow();

    const sandbox = await toss.app.inject({
      method: 'GET',
      url: `/sandbox/checkout?${checkoutQuery()}`,
    });
    expect(sandbox.statusCode).toBe(404);
    const deposit = await toss.app.inject({
      method: 'GET',
      url: '/sandbox/deposit?orderId=CHR20261123ABCDEFGHJKLM',
    });
    expect(deposit.statusCode).toBe(404);
    const openRedirect = await toss.app.inject({
      method: 'GET',
      url: `/checkout/toss?${checkoutQuery({ successUrl: '//evil.example' })}`,
    });
    expect(openRedirect.statusCode).toBe(400);
  });

  it("opens Toss's window on the order's method", async () => {
    for (const [method, easyPayProvider] of [
      ['EASY_PAY', 'NAVERPAY'],
      ['VIRTUAL_ACCOUNT', null],
    ] as const) {
      const page = await toss.app.inject({
        method: 'GET',
        url: `/checkout/toss?${checkoutQuery({ method, ...(easyPayProvider ? { easyPayProvider } : {}) })}`,
      });
      expect(page.statusCode).toBe(200);
      const block = new RegExp(`id="${TOSS_CHECKOUT_DATA_ID}">([^<]*)</script>`).exec(page.body);
      expect(JSON.parse(block![1]!)).toMatchObject({
        method,
        easyPayProvider,
        validHours: VIRTUAL_ACCOUNT.validHours,
      });
    }
  });
});
