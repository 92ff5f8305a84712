import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isCardDecline, PaymentProviderError } from './provider.ts';
import { TossPaymentsProvider } from './toss.ts';

/*
 * The Toss adapter against a local HTTP server that speaks Toss Payments' documented API: Basic
 * authentication with the secret key, Idempotency-Key replay, the Payment object on success and
 * `{code, message}` with Toss's HTTP statuses otherwise. Real HTTP, real parsing.
 */

const SECRET = 'test_sk_chorok_fake_toss';

interface Held {
  paymentKey: string;
  orderId: string;
  amount: number;
  balance: number;
  status: 'READY' | 'DONE' | 'PARTIAL_CANCELED' | 'CANCELED';
  cancels: Record<string, unknown>[];
}

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A small Toss: payments it holds, the requests it saw, and behaviours a test switches on. */
class FakeToss {
  server: Server = createServer((req, res) => void this.#handle(req, res));
  payments = new Map<string, Held>();
  seen: Seen[] = [];
  replay = new Map<string, { status: number; body: unknown }>();
  /** The next requests answer with these, in order, before any logic. */
  scripted: { status: number; body: string; delayMs?: number }[] = [];
  baseUrl = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  hold(paymentKey: string, orderId: string, amount: number) {
    this.payments.set(paymentKey, {
      paymentKey,
      orderId,
      amount,
      balance: amount,
      status: 'READY',
      cancels: [],
    });
  }

  document(held: Held) {
    return {
      mId: 'tvivarepublica',
      version: '2022-11-16',
      lastTransactionKey: held.cancels.at(-1)?.transactionKey ?? '9C62B18EEF0DE3EB7F4422EB6D14BC6E',
      paymentKey: held.paymentKey,
      orderId: held.orderId,
      orderName: '몬스테라 델리시오사 외 1건',
      taxExemptionAmount: 0,
      status: held.status,
      requestedAt: '2026-11-23T15:30:00+09:00',
      approvedAt: '2026-11-23T15:31:02+09:00',
      useEscrow: false,
      cultureExpense: false,
      card: {
        issuerCode: '41',
        acquirerCode: '41',
        number: '43301234****123*',
        installmentPlanMonths: 0,
        isInterestFree: false,
        interestPayer: null,
        approveNo: '00000000',
        useCardPoint: false,
        cardType: '신용',
        ownerType: '개인',
        acquireStatus: 'READY',
        amount: held.amount,
      },
      virtualAccount: null,
      transfer: null,
      mobilePhone: null,
      giftCertificate: null,
      cashReceipt: null,
      cashReceipts: null,
      discount: null,
      cancels: held.cancels.length > 0 ? held.cancels : null,
      secret: null,
      type: 'NORMAL',
      easyPay: null,
      country: 'KR',
      failure: null,
      isPartialCancelable: true,
      receipt: { url: 'https://dashboard.tosspayments.com/receipt/redirection?transactionId=x' },
      checkout: { url: `https://api.tosspayments.com/v1/payments/${held.paymentKey}/checkout` },
      currency: 'KRW',
      totalAmount: held.amount,
      balanceAmount: held.balance,
      suppliedAmount: Math.round(held.amount / 1.1),
      vat: held.amount - Math.round(held.amount / 1.1),
      taxFreeAmount: 0,
      method: '카드',
    };
  }

  async #handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body: unknown = text ? JSON.parse(text) : undefined;
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      idempotencyKey,
      contentType: req.headers['content-type'],
      body,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(payload));
    };
    const scripted = this.scripted.shift();
    if (scripted) {
      if (scripted.delayMs) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs));
      if (res.destroyed) return;
      res.writeHead(scripted.status, { 'content-type': 'application/json' });
      res.end(scripted.body);
      return;
    }
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`)
      return send(401, {
        code: 'UNAUTHORIZED_KEY',
        message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
      });

    const replayKey = idempotencyKey ? `${req.method} ${req.url} ${idempotencyKey}` : null;
    if (replayKey && this.replay.has(replayKey)) {
      const first = this.replay.get(replayKey)!;
      return send(first.status, first.body);
    }
    const answer = this.#act(req.method ?? '', req.url ?? '', body as Record<string, unknown>);
    if (replayKey) this.replay.set(replayKey, answer);
    send(answer.status, answer.body);
  }

  #act(
    method: string,
    url: string,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    const notFound = {
      status: 404,
      body: { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' },
    };
    if (method === 'POST' && url === '/v1/payments/confirm') {
      const held = this.payments.get(String(body.paymentKey));
      if (!held || held.orderId !== body.orderId) return notFound;
      if (held.status !== 'READY')
        return {
          status: 400,
          body: { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' },
        };
      if (body.amount !== held.amount)
        return {
          status: 400,
          body: { code: 'INVALID_REQUEST', message: '결제 금액이 일치하지 않습니다.' },
        };
      if (held.orderId.endsWith('DECLINE'))
        return {
          status: 403,
          body: {
            code: 'REJECT_CARD_PAYMENT',
            message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
          },
        };
      held.status = 'DONE';
      return { status: 200, body: this.document(held) };
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(url);
    if (method === 'POST' && cancel) {
      const held = this.payments.get(decodeURIComponent(cancel[1]!));
      if (!held) return notFound;
      if (held.status === 'CANCELED')
        return {
          status: 400,
          body: { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' },
        };
      const amount = (body.cancelAmount as number | undefined) ?? held.balance;
      if (amount > held.balance)
        return {
          status: 400,
          body: { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' },
        };
      held.balance -= amount;
      held.status = held.balance === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
      held.cancels.push({
        transactionKey: `TX${String(held.cancels.length + 1).padStart(30, '0')}`,
        cancelReason: body.cancelReason,
        taxExemptionAmount: 0,
        canceledAt: '2026-11-24T10:00:00+09:00',
        easyPayDiscountAmount: 0,
        receiptKey: null,
        cancelAmount: amount,
        taxFreeAmount: 0,
        refundableAmount: held.balance,
        cancelStatus: 'DONE',
        cancelRequestId: null,
      });
      return { status: 200, body: this.document(held) };
    }
    const lookup = /^\/v1\/payments\/([^/]+)$/.exec(url);
    if (method === 'GET' && lookup) {
      const held = this.payments.get(decodeURIComponent(lookup[1]!));
      return held ? { status: 200, body: this.document(held) } : notFound;
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: '존재하지 않는 정보 입니다.' } };
  }
}

const toss = new FakeToss();
const adapter = (options: { timeoutMs?: number; secretKey?: string } = {}) =>
  new TossPaymentsProvider({
    secretKey: options.secretKey ?? SECRET,
    apiBaseUrl: `${toss.baseUrl}/`,
    timeoutMs: options.timeoutMs ?? 2_000,
    consecutiveRetryDelayMs: 20,
  });

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentProviderError);
    const { kind, code, message, httpStatus } = error as PaymentProviderError;
    return {
      kind,
      code,
      message,
      httpStatus,
      decline: isCardDecline(error as PaymentProviderError),
    };
  }
  throw new Error('expected the adapter to throw');
}

beforeAll(async () => {
  await toss.start();
});
afterAll(async () => {
  await toss.stop();
});
beforeEach(() => {
  toss.seen = [];
  toss.scripted = [];
});

describe('confirm', () => {
  it('posts paymentKey, orderId and amount with Basic auth and an Idempotency-Key, and reads the Payment', async () => {
    toss.hold('tgen_20261123aBcD', 'CHR20261123AAAA', 32_000);
    const payment = await adapter().confirm(
      'tgen_20261123aBcD',
      'CHR20261123AAAA',
      32_000,
      'confirm-1',
    );
    expect(toss.seen).toEqual([
      {
        method: 'POST',
        url: '/v1/payments/confirm',
        authorization: `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`,
        idempotencyKey: 'confirm-1',
        contentType: 'application/json',
        body: { paymentKey: 'tgen_20261123aBcD', orderId: 'CHR20261123AAAA', amount: 32_000 },
      },
    ]);
    expect(payment).toMatchObject({
      paymentKey: 'tgen_20261123aBcD',
      orderId: 'CHR20261123AAAA',
      status: 'DONE',
      method: '카드',
      totalAmount: 32_000,
      balanceAmount: 32_000,
      cardCompany: '신한',
      cardNumber: '4330-1234-****-123*',
      cancels: [],
    });
    expect(payment.approvedAt?.toISOString()).toBe('2026-11-23T06:31:02.000Z');
    expect((payment.raw as { mId: string }).mId).toBe('tvivarepublica');

    // The same key again: Toss answers with the first answer, and nothing happens twice.
    expect(
      await adapter().confirm('tgen_20261123aBcD', 'CHR20261123AAAA', 32_000, 'confirm-1'),
    ).toEqual(payment);
    // Another key: a second confirm of a done payment.
    expect(
      await refusalOf(
        adapter().confirm('tgen_20261123aBcD', 'CHR20261123AAAA', 32_000, 'confirm-2'),
      ),
    ).toEqual({
      kind: 'refused',
      code: 'ALREADY_PROCESSED_PAYMENT',
      message: '이미 처리된 결제 입니다.',
      httpStatus: 400,
      decline: false,
    });
  });

  it('reports an unknown key, a changed amount and a declined card as refusals', async () => {
    expect(
      await refusalOf(adapter().confirm('tgen_unknown', 'CHR20261123BBBB', 1_000, 'k1')),
    ).toEqual({
      kind: 'refused',
      code: 'NOT_FOUND_PAYMENT',
      message: '존재하지 않는 결제 정보 입니다.',
      httpStatus: 404,
      decline: false,
    });
    toss.hold('tgen_amount', 'CHR20261123CCCC', 10_000);
    expect(
      await refusalOf(adapter().confirm('tgen_amount', 'CHR20261123CCCC', 9_000, 'k2')),
    ).toMatchObject({
      kind: 'refused',
      code: 'INVALID_REQUEST',
      httpStatus: 400,
    });
    toss.hold('tgen_decline', 'CHR20261123DECLINE', 10_000);
    expect(
      await refusalOf(adapter().confirm('tgen_decline', 'CHR20261123DECLINE', 10_000, 'k3')),
    ).toEqual({
      kind: 'refused',
      code: 'REJECT_CARD_PAYMENT',
      message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.',
      httpStatus: 403,
      decline: true,
    });
    expect(
      await refusalOf(
        adapter({ secretKey: 'test_sk_wrong' }).confirm('x', 'CHR20261123EEEE', 1, 'k4'),
      ),
    ).toMatchObject({
      kind: 'refused',
      code: 'UNAUTHORIZED_KEY',
      httpStatus: 401,
    });
  });

  it.each([
    [
      500,
      JSON.stringify({
        code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
        message: '내부 시스템 처리 작업이 실패했습니다.',
      }),
      'FAILED_INTERNAL_SYSTEM_PROCESSING',
    ],
    [
      409,
      JSON.stringify({
        code: 'IDEMPOTENT_REQUEST_PROCESSING',
        message: '이전 멱등 요청이 처리 중입니다.',
      }),
      'IDEMPOTENT_REQUEST_PROCESSING',
    ],
    [
      400,
      JSON.stringify({
        code: 'PROVIDER_ERROR',
        message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
      }),
      'PROVIDER_ERROR',
    ],
    [502, '<html><body>Bad Gateway</body></html>', 'HTTP_502'],
    [200, JSON.stringify({ paymentKey: 'k', orderId: 'o', status: 'DONE' }), 'INVALID_RESPONSE'],
    [200, 'not json', 'INVALID_RESPONSE'],
  ])('treats HTTP %i %s as no definite answer', async (status, body, code) => {
    toss.scripted.push({ status, body });
    const error = await refusalOf(adapter().confirm('k', 'CHR20261123FFFF', 1_000, 'k5'));
    expect(error).toMatchObject({ kind: 'unavailable', code });
  });

  it('gives up after its timeout with a clear error', async () => {
    toss.scripted.push({ status: 200, body: '{}', delayMs: 1_000 });
    const started = Date.now();
    const error = await refusalOf(
      adapter({ timeoutMs: 150 }).confirm('k', 'CHR20261123GGGG', 1_000, 'k6'),
    );
    expect(error).toMatchObject({ kind: 'unavailable', code: 'TIMEOUT', httpStatus: null });
    expect(error.message).toBe(
      'Toss Payments did not answer POST /v1/payments/confirm within 150 ms',
    );
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('reports a server that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new TossPaymentsProvider({
      secretKey: SECRET,
      apiBaseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2_000,
    });
    const error = await refusalOf(unreachable.confirm('k', 'CHR20261123HHHH', 1_000, 'k7'));
    expect(error).toMatchObject({ kind: 'unavailable', code: 'NETWORK_ERROR' });
    expect(error.message).toContain('ECONNREFUSED');
  });
});

describe('cancel and lookup', () => {
  it('cancels part, then the rest, reading the cancels; a key repeated refunds nothing more', async () => {
    toss.hold('tgen_cancel/1', 'CHR20261123IIII', 24_000);
    await adapter().confirm('tgen_cancel/1', 'CHR20261123IIII', 24_000, 'c-confirm');
    toss.seen = [];
    const partial = await adapter().cancel('tgen_cancel/1', 9_000, '구매자 단순 변심', 'cancel-1');
    expect(toss.seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/payments/tgen_cancel%2F1/cancel',
      idempotencyKey: 'cancel-1',
      body: { cancelReason: '구매자 단순 변심', cancelAmount: 9_000 },
    });
    expect(partial).toMatchObject({ status: 'PARTIAL_CANCELED', balanceAmount: 15_000 });
    expect(partial.cancels).toEqual([
      {
        transactionKey: 'TX000000000000000000000000000001',
        cancelAmount: 9_000,
        cancelReason: '구매자 단순 변심',
        canceledAt: new Date('2026-11-24T01:00:00.000Z'),
      },
    ]);
    expect(await adapter().cancel('tgen_cancel/1', 9_000, '구매자 단순 변심', 'cancel-1')).toEqual(
      partial,
    );
    expect(
      await refusalOf(adapter().cancel('tgen_cancel/1', 15_001, '변심', 'cancel-2')),
    ).toMatchObject({
      kind: 'refused',
      code: 'NOT_CANCELABLE_AMOUNT',
      httpStatus: 400,
    });
    const rest = await adapter().cancel('tgen_cancel/1', 15_000, '변심', 'cancel-3');
    expect(rest).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(rest.cancels).toHaveLength(2);
    expect(await refusalOf(adapter().cancel('tgen_cancel/1', 1, '변심', 'cancel-4'))).toMatchObject(
      {
        code: 'ALREADY_CANCELED_PAYMENT',
      },
    );

    toss.seen = [];
    expect(await adapter().get('tgen_cancel/1')).toMatchObject({ status: 'CANCELED' });
    expect(toss.seen).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: '/v1/payments/tgen_cancel%2F1',
        idempotencyKey: undefined,
        body: undefined,
      }),
    ]);
  });

  it('waits a second and tries once more when Toss refuses a cancel right after another', async () => {
    toss.hold('tgen_consecutive', 'CHR20261123JJJJ', 5_000);
    await adapter().confirm('tgen_consecutive', 'CHR20261123JJJJ', 5_000, 'j-confirm');
    toss.seen = [];
    toss.scripted.push({
      status: 403,
      body: JSON.stringify({
        code: 'FORBIDDEN_CONSECUTIVE_REQUEST',
        message: '반복적인 요청은 허용되지 않습니다. 잠시 후 다시 시도해주세요.',
      }),
    });
    const cancelled = await adapter().cancel('tgen_consecutive', 5_000, '변심', 'cancel-j');
    expect(cancelled.status).toBe('CANCELED');
    expect(toss.seen.map((seen) => seen.idempotencyKey)).toEqual(['cancel-j', 'cancel-j']);
  });
});

describe('refunds of deposited money', () => {
  it("sends the refund account as Toss's refundReceiveAccount (bank, accountNumber, holderName)", async () => {
    toss.hold('tgen_deposit', 'CHR20261126KKKK', 30_000);
    await adapter().confirm('tgen_deposit', 'CHR20261126KKKK', 30_000, 'k-confirm');
    toss.seen = [];
    await adapter().cancel('tgen_deposit', 30_000, '구매자 취소', 'cancel-k', {
      bankCode: '88',
      accountNumber: '1101234567270',
      holderName: '김초록',
    });
    expect(toss.seen[0]).toMatchObject({
      url: '/v1/payments/tgen_deposit/cancel',
      idempotencyKey: 'cancel-k',
      body: {
        cancelReason: '구매자 취소',
        cancelAmount: 30_000,
        refundReceiveAccount: { bank: '88', accountNumber: '1101234567270', holderName: '김초록' },
      },
    });
  });

  it('sends none for a card', async () => {
    toss.hold('tgen_card', 'CHR20261126LLLL', 5_000);
    await adapter().confirm('tgen_card', 'CHR20261126LLLL', 5_000, 'l-confirm');
    toss.seen = [];
    await adapter().cancel('tgen_card', 5_000, '변심', 'cancel-l');
    expect(toss.seen[0]?.body).toEqual({ cancelReason: '변심', cancelAmount: 5_000 });
  });
});

describe("our page's script opens Toss's window on the order's method", () => {
  const script = readFileSync(new URL('./toss-checkout.client.js', import.meta.url), 'utf8');

  /** Runs the page script with a stand-in SDK and DOM; the requestPayment it made. */
  async function requested(data: Record<string, unknown>) {
    let click: (() => Promise<void>) | undefined;
    let request: Record<string, unknown> | undefined;
    const element = (id: string) =>
      id === 'toss-checkout'
        ? { textContent: JSON.stringify(data) }
        : {
            hidden: true,
            disabled: false,
            textContent: '',
            addEventListener: (_type: string, listener: () => Promise<void>) => {
              click = listener;
            },
          };
    const TossPayments = Object.assign(
      () => ({
        payment: () => ({
          requestPayment: async (options: Record<string, unknown>) => {
            request = options;
          },
        }),
      }),
      { ANONYMOUS: 'ANONYMOUS' },
    );
    const window = { location: { origin: 'https://chorok.example', assign: () => {} } };
    new Function('document', 'window', 'TossPayments', script)(
      { getElementById: element },
      window,
      TossPayments,
    );
    await click?.();
    return request;
  }

  const base = {
    clientKey: 'test_ck',
    orderId: 'CHR20261126MMMM',
    orderName: '몬스테라',
    amount: 32_000,
    customerName: '김초록',
    customerEmail: '',
    successUrl: '/purchase/success',
    failUrl: '/purchase/fail',
    easyPayProvider: null,
    validHours: 24,
  };

  it.each([
    ['CARD', null, { method: 'CARD' }],
    ['EASY_PAY', 'KAKAOPAY', { method: 'CARD', card: { flowMode: 'DIRECT', easyPay: 'KAKAOPAY' } }],
    [
      'TRANSFER',
      null,
      { method: 'TRANSFER', transfer: { cashReceipt: { type: '소득공제' }, useEscrow: false } },
    ],
    [
      'VIRTUAL_ACCOUNT',
      null,
      {
        method: 'VIRTUAL_ACCOUNT',
        virtualAccount: { cashReceipt: { type: '소득공제' }, useEscrow: false, validHours: 24 },
      },
    ],
    ['MOBILE_PHONE', null, { method: 'MOBILE_PHONE' }],
  ])('%s', async (method, easyPayProvider, expected) => {
    const request = await requested({ ...base, method, easyPayProvider });
    expect(request).toEqual({
      ...expected,
      amount: { currency: 'KRW', value: 32_000 },
      orderId: 'CHR20261126MMMM',
      orderName: '몬스테라',
      customerName: '김초록',
      customerEmail: undefined,
      successUrl: 'https://chorok.example/purchase/success',
      failUrl: 'https://chorok.example/purchase/fail',
    });
  });
});
