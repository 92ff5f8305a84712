import { randomBytes } from 'node:crypto';
import { sandboxPayments, type Database } from '@chorok/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  PaymentProviderError,
  readPaymentDocument,
  type PaymentProvider,
  type ProviderPayment,
} from './provider.ts';

/*
 * The local payment sandbox: the provider side of card payments, kept in the sandbox_payments
 * table. Its checkout page (sandbox-page.ts) takes a test card and records a READY payment; this
 * adapter confirms and cancels those payments with Toss's rules and answers with Toss's Payment
 * documents and error codes, read back through the same parser as the real adapter.
 */

/** A READY payment not confirmed within this long expires (Toss: 10 minutes). */
export const SANDBOX_PAYMENT_TTL_MS = 10 * 60_000;

/** Card companies the sandbox page offers, with Toss's issuer codes. */
export const SANDBOX_CARD_COMPANIES = [
  { code: '41', name: '신한' },
  { code: '51', name: '삼성' },
  { code: '61', name: '현대' },
  { code: '11', name: 'KB국민' },
  { code: '71', name: '롯데' },
  { code: '21', name: '하나' },
  { code: 'W1', name: '우리' },
  { code: '91', name: 'NH농협' },
  { code: '31', name: 'BC' },
  { code: '15', name: '카카오뱅크' },
  { code: '24', name: '토스뱅크' },
] as const;

export interface SandboxRefusal {
  code: string;
  message: string;
  httpStatus: number;
}

/**
 * Test cards, by the number's last four digits. Any other well-formed number is approved.
 * - `window`: refused in the payment window: the page sends the shopper to failUrl.
 * - `confirm`: passes the window (successUrl), then the confirm call is declined, as a card
 *   company's refusal at approval time is.
 */
export const SANDBOX_TEST_CARDS: readonly {
  last4: string;
  stage: 'window' | 'confirm';
  refusal: SandboxRefusal;
  note: string;
}[] = [
  {
    last4: '0000',
    stage: 'window',
    refusal: {
      code: 'REJECT_CARD_PAYMENT',
      message: '카드사에서 승인을 거절했어요. 다른 카드로 결제해 주세요.',
      httpStatus: 403,
    },
    note: '결제창에서 거절 (failUrl)',
  },
  {
    last4: '1111',
    stage: 'window',
    refusal: {
      code: 'EXCEED_MAX_AMOUNT',
      message: '한도 초과 혹은 잔액 부족으로 결제에 실패했어요.',
      httpStatus: 403,
    },
    note: '한도 초과·잔액 부족 (failUrl)',
  },
  {
    last4: '2222',
    stage: 'confirm',
    refusal: {
      code: 'REJECT_CARD_COMPANY',
      message: '결제 승인이 거절되었습니다.',
      httpStatus: 403,
    },
    note: '결제창은 통과, 승인(confirm)에서 거절',
  },
];

export const SANDBOX_APPROVED_EXAMPLE = '4330-1234-1234-1234';

export function testCardFor(digits: string) {
  return SANDBOX_TEST_CARDS.find((card) => digits.endsWith(card.last4)) ?? null;
}

/** PCI DSS allows the first six and last four: '4330123412341234' → '433012******1234'. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** One cancel as the ledger keeps it: Toss's fields, plus the Idempotency-Key it was made with. */
interface LedgerCancel {
  transactionKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: string;
  refundableAmount: number;
  taxFreeAmount: number;
  cancelStatus: 'DONE';
  idempotencyKey: string;
}

const refusal = (code: string, message: string, httpStatus: number) =>
  new PaymentProviderError('refused', code, message, httpStatus);

const NOT_FOUND = () => refusal('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);

/** Toss's transaction keys are 32 upper-case hex characters. */
const transactionKey = () => randomBytes(16).toString('hex').toUpperCase();

/**
 * Records what the payment window approved: a READY payment with a fresh key, waiting for the
 * shop's confirm (called by the sandbox checkout page).
 */
export async function recordSandboxPayment(
  db: Database,
  input: {
    orderId: string;
    orderName: string;
    amount: number;
    cardCompany: string;
    cardDigits: string;
    now?: Date;
  },
): Promise<string> {
  const paymentKey = `sandbox_${randomBytes(24).toString('base64url')}`;
  await db.insert(sandboxPayments).values({
    paymentKey,
    orderId: input.orderId,
    orderName: input.orderName,
    amount: input.amount,
    balanceAmount: input.amount,
    status: 'READY',
    cardCompany: input.cardCompany,
    cardNumber: maskCardNumber(input.cardDigits),
    ...(input.now ? { createdAt: input.now } : {}),
  });
  return paymentKey;
}

/** The ledger row as Toss's Payment object. */
export function sandboxDocument(row: SandboxRow): Record<string, unknown> {
  const issuer = SANDBOX_CARD_COMPANIES.find((company) => company.name === row.cardCompany);
  const cancels = (row.cancels as LedgerCancel[]).map(
    ({ idempotencyKey: _key, ...cancel }) => cancel,
  );
  return {
    mId: 'chorok_sandbox',
    version: '2022-11-16',
    type: 'NORMAL',
    paymentKey: row.paymentKey,
    orderId: row.orderId,
    orderName: row.orderName,
    currency: 'KRW',
    country: 'KR',
    method: '카드',
    status: row.status,
    totalAmount: row.amount,
    balanceAmount: row.balanceAmount,
    suppliedAmount: Math.round(row.amount / 1.1),
    vat: row.amount - Math.round(row.amount / 1.1),
    taxFreeAmount: 0,
    taxExemptionAmount: 0,
    isPartialCancelable: true,
    requestedAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    lastTransactionKey: cancels.at(-1)?.transactionKey ?? null,
    useEscrow: false,
    cultureExpense: false,
    card: {
      issuerCode: issuer?.code ?? row.cardCompany,
      acquirerCode: issuer?.code ?? row.cardCompany,
      number: row.cardNumber,
      installmentPlanMonths: 0,
      isInterestFree: false,
      approveNo: '00000000',
      useCardPoint: false,
      cardType: '신용',
      ownerType: '개인',
      acquireStatus: 'READY',
      amount: row.amount,
    },
    cancels: cancels.length > 0 ? cancels : null,
  };
}

interface ConfirmRecord {
  fingerprint: string;
  outcome: { ok: true; payment: ProviderPayment } | { ok: false; error: PaymentProviderError };
}

/**
 * The sandbox as a PaymentProvider. `now` is injectable so tests can age payments.
 *
 * Idempotency: a cancel's Idempotency-Key is kept with the cancel in the ledger (a repeat returns
 * the payment without cancelling again, across restarts). A confirm's key is remembered in this
 * process only (15 days, as Toss keeps them); after a restart a repeated confirm answers
 * ALREADY_PROCESSED_PAYMENT, which the order service resolves with get().
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly #db: Database;
  readonly #now: () => Date;
  readonly #confirms = new Map<string, ConfirmRecord | 'running'>();

  constructor(db: Database, options: { now?: () => Date } = {}) {
    this.#db = db;
    this.#now = options.now ?? (() => new Date());
  }

  async #row(paymentKey: string): Promise<SandboxRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, paymentKey));
    return row;
  }

  async get(paymentKey: string): Promise<ProviderPayment> {
    const row = await this.#row(paymentKey);
    if (!row) throw NOT_FOUND();
    return readPaymentDocument(sandboxDocument(row));
  }

  async confirm(
    paymentKey: string,
    orderId: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<ProviderPayment> {
    const fingerprint = JSON.stringify([paymentKey, orderId, amount]);
    const seen = this.#confirms.get(idempotencyKey);
    if (seen === 'running')
      throw new PaymentProviderError(
        'unavailable',
        'IDEMPOTENT_REQUEST_PROCESSING',
        '이전 멱등 요청이 처리 중입니다.',
        409,
      );
    if (seen) {
      if (seen.fingerprint !== fingerprint)
        throw refusal('INVALID_REQUEST', '같은 멱등키로 다른 요청을 보낼 수 없습니다.', 400);
      if (seen.outcome.ok) return seen.outcome.payment;
      throw seen.outcome.error;
    }
    this.#confirms.set(idempotencyKey, 'running');
    try {
      const payment = await this.#confirm(paymentKey, orderId, amount);
      this.#remember(idempotencyKey, { fingerprint, outcome: { ok: true, payment } });
      return payment;
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'refused')
        this.#remember(idempotencyKey, { fingerprint, outcome: { ok: false, error } });
      else this.#confirms.delete(idempotencyKey);
      throw error;
    }
  }

  #remember(key: string, record: ConfirmRecord) {
    this.#confirms.set(key, record);
    // Bounded: the oldest keys go first (a Map iterates in insertion order).
    for (const old of this.#confirms.keys()) {
      if (this.#confirms.size <= 10_000) break;
      this.#confirms.delete(old);
    }
  }

  async #confirm(paymentKey: string, orderId: string, amount: number): Promise<ProviderPayment> {
    const row = await this.#row(paymentKey);
    if (!row || row.orderId !== orderId) throw NOT_FOUND();
    if (row.status === 'EXPIRED') throw SESSION_EXPIRED();
    if (row.status !== 'READY')
      throw refusal('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.', 400);
    const now = this.#now();
    if (now.getTime() - row.createdAt.getTime() > SANDBOX_PAYMENT_TTL_MS) {
      await this.#db
        .update(sandboxPayments)
        .set({ status: 'EXPIRED' })
        .where(
          and(eq(sandboxPayments.paymentKey, paymentKey), eq(sandboxPayments.status, 'READY')),
        );
      throw SESSION_EXPIRED();
    }
    if (amount !== row.amount)
      throw refusal('INVALID_REQUEST', '결제 금액이 일치하지 않습니다.', 400);
    const card = row.cardNumber ? testCardFor(row.cardNumber) : null;
    if (card?.stage === 'confirm') {
      await this.#db
        .update(sandboxPayments)
        .set({ status: 'ABORTED' })
        .where(
          and(eq(sandboxPayments.paymentKey, paymentKey), eq(sandboxPayments.status, 'READY')),
        );
      throw refusal(card.refusal.code, card.refusal.message, card.refusal.httpStatus);
    }
    // Only one confirm can move READY on, whatever runs at once.
    const [done] = await this.#db
      .update(sandboxPayments)
      .set({ status: 'DONE', approvedAt: now })
      .where(and(eq(sandboxPayments.paymentKey, paymentKey), eq(sandboxPayments.status, 'READY')))
      .returning();
    if (!done) throw refusal('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.', 400);
    return readPaymentDocument(sandboxDocument(done));
  }

  async cancel(
    paymentKey: string,
    cancelAmount: number,
    cancelReason: string,
    idempotencyKey: string,
  ): Promise<ProviderPayment> {
    // A concurrent cancel can win between the read and the update: read again and decide anew.
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = await this.#row(paymentKey);
      if (!row) throw NOT_FOUND();
      const cancels = row.cancels as LedgerCancel[];
      if (cancels.some((cancel) => cancel.idempotencyKey === idempotencyKey))
        return readPaymentDocument(sandboxDocument(row));
      if (row.status === 'CANCELED')
        throw refusal('ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.', 400);
      if (row.status !== 'DONE' && row.status !== 'PARTIAL_CANCELED')
        throw refusal('NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.', 403);
      if (!Number.isInteger(cancelAmount) || cancelAmount <= 0 || cancelAmount > row.balanceAmount)
        throw refusal('NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.', 400);
      const balance = row.balanceAmount - cancelAmount;
      const entry: LedgerCancel = {
        transactionKey: transactionKey(),
        cancelAmount,
        cancelReason,
        canceledAt: this.#now().toISOString(),
        refundableAmount: balance,
        taxFreeAmount: 0,
        cancelStatus: 'DONE',
        idempotencyKey,
      };
      const [updated] = await this.#db
        .update(sandboxPayments)
        .set({
          balanceAmount: balance,
          status: balance === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
          cancels: sql`${sandboxPayments.cancels} || ${JSON.stringify([entry])}::jsonb`,
        })
        .where(
          and(
            eq(sandboxPayments.paymentKey, paymentKey),
            // Unchanged since it was read: no other cancel slipped in.
            eq(sandboxPayments.balanceAmount, row.balanceAmount),
            inArray(sandboxPayments.status, ['DONE', 'PARTIAL_CANCELED']),
          ),
        )
        .returning();
      if (updated) return readPaymentDocument(sandboxDocument(updated));
    }
    throw new PaymentProviderError(
      'unavailable',
      'FAILED_INTERNAL_SYSTEM_PROCESSING',
      'The sandbox could not settle concurrent cancels of one payment',
      500,
    );
  }
}

const SESSION_EXPIRED = () =>
  refusal(
    'NOT_FOUND_PAYMENT_SESSION',
    '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
    404,
  );
