import { randomBytes } from 'node:crypto';
import {
  BANKS,
  REFUND_ACCOUNT,
  VIRTUAL_ACCOUNT,
  normalizeAccountNumber,
  type CashReceiptType,
  type EasyPayProvider,
  type PaymentWebhookBody,
} from '@chorok/contract';
import { sandboxPayments, type Database } from '@chorok/db';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  PaymentProviderError,
  readPaymentDocument,
  type PaymentProvider,
  type ProviderPayment,
  type RefundReceiveAccount,
} from './provider.ts';
import {
  depositTransactionKey,
  methodOf,
  sandboxDocument,
  type LedgerCancel,
  type SandboxRow,
} from './sandbox-document.ts';
import {
  DECLINE_AT_CONFIRM_KEY,
  SANDBOX_EASY_PAY_REFUSALS,
  maskCardNumber,
  maskPhone,
  sandboxAccountNumber,
  sandboxSecret,
  testCardFor,
} from './sandbox-window.ts';

export { sandboxDocument } from './sandbox-document.ts';

/*
 * The local payment sandbox: the provider side of Toss's methods, kept in the sandbox_payments
 * table. Its checkout page (pages.ts, sandbox-forms.ts) records what the window approved as a
 * READY payment; this adapter confirms and cancels those payments with Toss's rules and answers
 * with Toss's Payment documents and error codes, read back through the same parser as the real
 * adapter. A virtual account is issued at confirm and paid by depositSandboxPayment, which answers
 * with the deposit callback Toss would post.
 */

/** A READY payment not confirmed within this long expires (Toss: 10 minutes). */
export const SANDBOX_PAYMENT_TTL_MS = 10 * 60_000;

const HOUR_MS = 60 * 60_000;

const refusal = (code: string, message: string, httpStatus: number) =>
  new PaymentProviderError('refused', code, message, httpStatus);

const NOT_FOUND = () => refusal('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.', 404);

/** Toss's transaction keys are 32 upper-case hex characters. */
const transactionKey = () => randomBytes(16).toString('hex').toUpperCase();

/** What the window took, per method (a card when `method` is left out). */
export type SandboxWindowPayment =
  | { method?: 'CARD'; cardCompany: string; cardDigits: string }
  | { method: 'EASY_PAY'; easyPayProvider: EasyPayProvider; declineAtConfirm?: boolean }
  | { method: 'TRANSFER'; bankCode: string; cashReceiptType: CashReceiptType | null }
  | {
      method: 'VIRTUAL_ACCOUNT';
      bankCode: string;
      holderName: string;
      cashReceiptType: CashReceiptType | null;
    }
  | { method: 'MOBILE_PHONE'; phoneDigits: string };

function methodColumns(payment: SandboxWindowPayment) {
  switch (payment.method) {
    case 'EASY_PAY':
      return { method: payment.method, easyPayProvider: payment.easyPayProvider };
    case 'TRANSFER':
      return {
        method: payment.method,
        bankCode: payment.bankCode,
        cashReceiptType: payment.cashReceiptType,
      };
    case 'VIRTUAL_ACCOUNT':
      return {
        method: payment.method,
        bankCode: payment.bankCode,
        holderName: payment.holderName,
        cashReceiptType: payment.cashReceiptType,
      };
    case 'MOBILE_PHONE':
      return { method: payment.method, phone: maskPhone(payment.phoneDigits) };
    default:
      return {
        method: 'CARD' as const,
        cardCompany: payment.cardCompany,
        cardNumber: maskCardNumber(payment.cardDigits),
      };
  }
}

/**
 * Records what the payment window approved: a READY payment with a fresh key, waiting for the
 * shop's confirm (called by the sandbox checkout page).
 */
export async function recordSandboxPayment(
  db: Database,
  input: { orderId: string; orderName: string; amount: number; now?: Date } & SandboxWindowPayment,
): Promise<string> {
  const decline = input.method === 'EASY_PAY' && input.declineAtConfirm;
  const paymentKey = `${decline ? DECLINE_AT_CONFIRM_KEY : 'sandbox_'}${randomBytes(24).toString('base64url')}`;
  await db.insert(sandboxPayments).values({
    paymentKey,
    orderId: input.orderId,
    orderName: input.orderName,
    amount: input.amount,
    balanceAmount: input.amount,
    status: 'READY',
    ...methodColumns(input),
    ...(input.now ? { createdAt: input.now } : {}),
  });
  return paymentKey;
}

/** The refusal a payment meets at confirm, by its test card or the window's choice. */
function confirmRefusal(row: SandboxRow) {
  if (row.paymentKey.startsWith(DECLINE_AT_CONFIRM_KEY)) return SANDBOX_EASY_PAY_REFUSALS.confirm;
  const card = methodOf(row) === 'CARD' && row.cardNumber ? testCardFor(row.cardNumber) : null;
  return card?.stage === 'confirm' ? card.refusal : null;
}

/** '1101234567270' → '110******7270', as Toss shows a refund account. */
const maskAccount = (digits: string) =>
  `${digits.slice(0, 3)}${'*'.repeat(Math.max(digits.length - 7, 0))}${digits.slice(-4)}`;

/** The refund account, checked as Toss checks it; null when it cannot be paid into. */
function refundAccountOf(account: RefundReceiveAccount | undefined) {
  if (!account || !(account.bankCode in BANKS)) return null;
  const number = normalizeAccountNumber(account.accountNumber);
  const holder = account.holderName.trim();
  if (!new RegExp(`^\\d{${REFUND_ACCOUNT.numberMin},${REFUND_ACCOUNT.numberMax}}$`).test(number))
    return null;
  if (holder.length === 0 || holder.length > REFUND_ACCOUNT.holderMax) return null;
  return { bank: account.bankCode, accountNumber: maskAccount(number), holderName: holder };
}

/** A waiting virtual account past its due time is closed: the row as it is now. */
async function closeIfDue(db: Database, row: SandboxRow, now: Date): Promise<SandboxRow> {
  if (row.status !== 'WAITING_FOR_DEPOSIT' || !row.dueAt || row.dueAt > now) return row;
  const [expired] = await db
    .update(sandboxPayments)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        eq(sandboxPayments.paymentKey, row.paymentKey),
        eq(sandboxPayments.status, 'WAITING_FOR_DEPOSIT'),
      ),
    )
    .returning();
  if (expired) return expired;
  // A deposit or a cancel came first: read what it left.
  const [current] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentKey, row.paymentKey));
  return current ?? row;
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

  /** The row as it stands now: a virtual account past its due time reads as expired. */
  async #row(paymentKey: string): Promise<SandboxRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentKey, paymentKey));
    return row && closeIfDue(this.#db, row, this.#now());
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
    if (row.status === 'EXPIRED' && !row.accountNumber) throw SESSION_EXPIRED();
    if (row.status !== 'READY')
      throw refusal('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.', 400);
    const now = this.#now();
    const stillReady = and(
      eq(sandboxPayments.paymentKey, paymentKey),
      eq(sandboxPayments.status, 'READY'),
    );
    if (now.getTime() - row.createdAt.getTime() > SANDBOX_PAYMENT_TTL_MS) {
      await this.#db.update(sandboxPayments).set({ status: 'EXPIRED' }).where(stillReady);
      throw SESSION_EXPIRED();
    }
    if (amount !== row.amount)
      throw refusal('INVALID_REQUEST', '결제 금액이 일치하지 않습니다.', 400);
    const declined = confirmRefusal(row);
    if (declined) {
      await this.#db.update(sandboxPayments).set({ status: 'ABORTED' }).where(stillReady);
      throw refusal(declined.code, declined.message, declined.httpStatus);
    }
    // A virtual account is issued now and waits for its deposit; everything else is paid now.
    const outcome =
      methodOf(row) === 'VIRTUAL_ACCOUNT'
        ? {
            status: 'WAITING_FOR_DEPOSIT',
            accountNumber: sandboxAccountNumber(row.bankCode ?? ''),
            dueAt: new Date(now.getTime() + VIRTUAL_ACCOUNT.validHours * HOUR_MS),
            secret: sandboxSecret(),
          }
        : { status: 'DONE', approvedAt: now };
    // Only one confirm can move READY on, whatever runs at once.
    const [done] = await this.#db
      .update(sandboxPayments)
      .set(outcome)
      .where(stillReady)
      .returning();
    if (!done) throw refusal('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.', 400);
    return readPaymentDocument(sandboxDocument(done));
  }

  async cancel(
    paymentKey: string,
    cancelAmount: number,
    cancelReason: string,
    idempotencyKey: string,
    refundReceiveAccount?: RefundReceiveAccount,
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
      if (row.status === 'WAITING_FOR_DEPOSIT') {
        const closed = await this.#close(row, cancelAmount, cancelReason, idempotencyKey);
        if (closed) return readPaymentDocument(sandboxDocument(closed));
        continue;
      }
      if (row.status !== 'DONE' && row.status !== 'PARTIAL_CANCELED')
        throw refusal('NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.', 403);
      // Deposited money has no card to go back to: Toss wants the account it goes to.
      const refundTo =
        methodOf(row) === 'VIRTUAL_ACCOUNT' ? refundAccountOf(refundReceiveAccount) : undefined;
      if (refundTo === null)
        throw refusal('INVALID_REFUND_ACCOUNT_INFO', '환불 계좌 정보가 유효하지 않습니다.', 400);
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
        ...(refundTo ? { refundReceiveAccount: refundTo } : {}),
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

  /**
   * Closes a virtual account nobody paid into: CANCELED with nothing left to refund, and no
   * cancel in the document (no money moved). The whole amount or nothing: an account takes one
   * deposit of exactly its amount. Undefined when a deposit or another cancel came first.
   */
  async #close(
    row: SandboxRow,
    cancelAmount: number,
    cancelReason: string,
    idempotencyKey: string,
  ): Promise<SandboxRow | undefined> {
    if (cancelAmount !== row.amount)
      throw refusal('NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.', 400);
    const entry: LedgerCancel = {
      transactionKey: transactionKey(),
      cancelAmount: 0,
      cancelReason,
      canceledAt: this.#now().toISOString(),
      refundableAmount: 0,
      taxFreeAmount: 0,
      cancelStatus: 'DONE',
      idempotencyKey,
      closed: true,
    };
    const [closed] = await this.#db
      .update(sandboxPayments)
      .set({
        balanceAmount: 0,
        status: 'CANCELED',
        cancels: sql`${sandboxPayments.cancels} || ${JSON.stringify([entry])}::jsonb`,
      })
      .where(
        and(
          eq(sandboxPayments.paymentKey, row.paymentKey),
          eq(sandboxPayments.status, 'WAITING_FOR_DEPOSIT'),
        ),
      )
      .returning();
    return closed;
  }
}

const SESSION_EXPIRED = () =>
  refusal(
    'NOT_FOUND_PAYMENT_SESSION',
    '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
    404,
  );

/** Why a deposit was not made, in words for the page and the CLI. */
export class SandboxDepositError extends Error {
  override name = 'SandboxDepositError';
  constructor(
    readonly code: 'NOT_FOUND' | 'NOT_ISSUED' | 'EXPIRED' | 'CANCELED' | 'ALREADY_DEPOSITED',
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
  }
}

const DEPOSIT_REFUSALS = {
  NOT_FOUND: ['이 주문으로 발급된 가상계좌가 없어요.', 404],
  NOT_ISSUED: ['가상계좌가 아직 발급되지 않았어요. 결제창을 마치면 계좌가 발급돼요.', 409],
  EXPIRED: ['입금 기한이 지나서 계좌가 닫혔어요.', 409],
  CANCELED: ['취소된 결제의 계좌라서 입금할 수 없어요.', 409],
  ALREADY_DEPOSITED: ['이미 입금한 계좌예요.', 409],
} as const;

function depositRefusal(code: keyof typeof DEPOSIT_REFUSALS) {
  const [message, httpStatus] = DEPOSIT_REFUSALS[code];
  return new SandboxDepositError(code, message, httpStatus);
}

/**
 * The virtual account an order was last issued (its due time applied), ready for a deposit; or
 * the SandboxDepositError that says why none is. The deposit page shows it.
 */
export async function sandboxAccountToDeposit(
  db: Database,
  orderNumber: string,
  options: { now?: Date } = {},
): Promise<SandboxRow> {
  const now = options.now ?? new Date();
  const [issued] = await db
    .select()
    .from(sandboxPayments)
    .where(
      and(
        eq(sandboxPayments.orderId, orderNumber),
        eq(sandboxPayments.method, 'VIRTUAL_ACCOUNT'),
        isNotNull(sandboxPayments.accountNumber),
      ),
    )
    .orderBy(desc(sandboxPayments.createdAt))
    .limit(1);
  if (!issued) {
    const windows = await db.$count(
      sandboxPayments,
      and(eq(sandboxPayments.orderId, orderNumber), eq(sandboxPayments.method, 'VIRTUAL_ACCOUNT')),
    );
    throw depositRefusal(windows > 0 ? 'NOT_ISSUED' : 'NOT_FOUND');
  }
  const row = await closeIfDue(db, issued, now);
  if (row.status === 'WAITING_FOR_DEPOSIT') return row;
  if (row.status === 'EXPIRED') throw depositRefusal('EXPIRED');
  if (row.depositedAt) throw depositRefusal('ALREADY_DEPOSITED');
  throw depositRefusal('CANCELED');
}

/** Toss's deposit callback, with the event envelope its webhook sends. */
export type SandboxDepositCallback = Extract<PaymentWebhookBody, { eventType: 'DEPOSIT_CALLBACK' }>;

/**
 * The shopper pays into the order's virtual account: the payment becomes DONE (deposited and
 * approved now). Answers the deposit callback Toss would post to the webhook, with the account's
 * secret; throws SandboxDepositError for an unknown, unissued, expired, cancelled or paid account.
 */
export async function depositSandboxPayment(
  db: Database,
  orderNumber: string,
  options: { now?: Date } = {},
): Promise<SandboxDepositCallback> {
  const now = options.now ?? new Date();
  const row = await sandboxAccountToDeposit(db, orderNumber, { now });
  const [done] = await db
    .update(sandboxPayments)
    .set({ status: 'DONE', depositedAt: now, approvedAt: now })
    .where(
      and(
        eq(sandboxPayments.paymentKey, row.paymentKey),
        eq(sandboxPayments.status, 'WAITING_FOR_DEPOSIT'),
      ),
    )
    .returning();
  // Another deposit or a cancel came between: say what it left.
  if (!done) throw await refusalNow(db, orderNumber, now);
  const createdAt = now.toISOString();
  return {
    eventType: 'DEPOSIT_CALLBACK',
    createdAt,
    data: {
      createdAt,
      secret: done.secret ?? '',
      status: 'DONE',
      transactionKey: depositTransactionKey(done),
      orderId: done.orderId,
    },
  };
}

async function refusalNow(db: Database, orderNumber: string, now: Date) {
  try {
    await sandboxAccountToDeposit(db, orderNumber, { now });
    return depositRefusal('ALREADY_DEPOSITED');
  } catch (error) {
    return error;
  }
}
