import {
  CASH_RECEIPT_TYPES,
  type CashReceiptType,
  type PaymentProvider as ProviderName,
} from '@chorok/contract';
import { z } from 'zod';

/*
 * The payment provider seam. Orders talk to `PaymentProvider` only; two adapters implement
 * it: Toss Payments over HTTP (toss.ts) and the local sandbox (sandbox.ts), which keeps its own
 * ledger in the database and answers with the very documents Toss answers with. Both adapters
 * read those documents through the same zod schema below, so the sandbox cannot drift from the
 * shapes the real provider sends.
 */

/** Toss's payment states (the `status` of its Payment object). */
export const TOSS_PAYMENT_STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'PARTIAL_CANCELED',
  'ABORTED',
  'EXPIRED',
] as const;
export type TossPaymentStatus = (typeof TOSS_PAYMENT_STATUSES)[number];

const isoInstant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  error: 'not a date-time',
});

const TossCard = z.object({
  issuerCode: z.string(),
  acquirerCode: z.string().nullish(),
  /** Masked by the provider, e.g. `43301234****123*`. */
  number: z.string(),
  installmentPlanMonths: z.number().int().nullish(),
  approveNo: z.string().nullish(),
  cardType: z.string().nullish(),
  ownerType: z.string().nullish(),
});

const TossEasyPay = z.object({ provider: z.string(), amount: z.number().int().nullish() });
const TossTransfer = z.object({ bankCode: z.string() });
const TossVirtualAccount = z.object({
  accountNumber: z.string(),
  bankCode: z.string(),
  customerName: z.string(),
  dueDate: isoInstant,
  expired: z.boolean().nullish(),
});
const TossCashReceipt = z.object({
  type: z.enum(CASH_RECEIPT_TYPES),
  receiptUrl: z.string().nullish(),
});

const TossCancel = z.object({
  transactionKey: z.string().nullish(),
  cancelAmount: z.number().int(),
  cancelReason: z.string(),
  canceledAt: isoInstant,
  refundableAmount: z.number().int().nullish(),
});

/**
 * The part of Toss's Payment object we rely on (confirm, cancel and lookup all answer with it).
 * Fields we do not read are allowed and ignored; the ones we do read must be right.
 */
export const TossPaymentDocument = z.object({
  paymentKey: z.string().min(1),
  orderId: z.string().min(1),
  orderName: z.string().nullish(),
  status: z.enum(TOSS_PAYMENT_STATUSES),
  method: z.string().nullish(),
  totalAmount: z.number().int().nonnegative(),
  balanceAmount: z.number().int().nonnegative(),
  approvedAt: isoInstant.nullish(),
  lastTransactionKey: z.string().nullish(),
  card: TossCard.nullish(),
  easyPay: TossEasyPay.nullish(),
  transfer: TossTransfer.nullish(),
  virtualAccount: TossVirtualAccount.nullish(),
  cashReceipt: TossCashReceipt.nullish(),
  /** A virtual account's secret: its deposit callbacks carry the same value. */
  secret: z.string().nullish(),
  cancels: z.array(TossCancel).nullish(),
});
export type TossPaymentDocument = z.infer<typeof TossPaymentDocument>;

/** Toss's error object: `{ code, message }` with the HTTP status. */
export const TossErrorDocument = z.object({ code: z.string().min(1), message: z.string() });
export type TossErrorDocument = z.infer<typeof TossErrorDocument>;

/** A payment as the provider holds it, in the terms orders use. */
export interface ProviderPayment {
  paymentKey: string;
  orderId: string;
  status: TossPaymentStatus;
  method: string;
  totalAmount: number;
  balanceAmount: number;
  approvedAt: Date | null;
  /** Short issuer name ('신한'), when the provider said which card. */
  cardCompany: string | null;
  /** Masked number grouped by four: '4330-12**-****-1234'. */
  cardNumber: string | null;
  /** '카카오페이' …, for an easy payment. */
  easyPayName: string | null;
  /** The bank a transfer came from. */
  transferBankCode: string | null;
  virtualAccount: ProviderVirtualAccount | null;
  cashReceipt: { type: CashReceiptType; receiptUrl: string | null } | null;
  /** A virtual account's secret (deposit callbacks carry it). */
  secret: string | null;
  cancels: ProviderCancel[];
  lastTransactionKey: string | null;
  /** The provider's document as it came, kept with the payment for support. */
  raw: unknown;
}

export interface ProviderVirtualAccount {
  bankCode: string;
  accountNumber: string;
  holderName: string;
  dueAt: Date;
}

/** Where deposited money is refunded (Toss's refundReceiveAccount). */
export interface RefundReceiveAccount {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

export interface ProviderCancel {
  transactionKey: string | null;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: Date;
}

/**
 * What a provider said no to, or could not say anything about.
 * - `refused`: a definite answer (card declined, unknown key, already processed …): nothing was
 *   charged or refunded by this request.
 * - `unavailable`: no definite answer (network failure, timeout, 5xx, a reply we cannot read):
 *   the request may or may not have taken effect; repeat it with the same Idempotency-Key.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly kind: 'refused' | 'unavailable',
    /** The provider's code (NOT_FOUND_PAYMENT …), or ours for transport failures (TIMEOUT …). */
    readonly code: string,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly httpStatus: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Confirm (승인) and cancel (취소) of card payments, with Toss's semantics: amounts are integer
 * won, every write carries an Idempotency-Key (the same key repeated within 15 days returns the
 * first answer instead of acting twice), and cancel without everything refunded is a partial
 * cancel.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  confirm(
    paymentKey: string,
    orderId: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<ProviderPayment>;
  cancel(
    paymentKey: string,
    cancelAmount: number,
    cancelReason: string,
    idempotencyKey: string,
    /** Deposited money (가상계좌) has no card to go back to: the shopper's account. */
    refundReceiveAccount?: RefundReceiveAccount,
  ): Promise<ProviderPayment>;
  /** The payment as the provider holds it now (GET /v1/payments/{paymentKey}). */
  get(paymentKey: string): Promise<ProviderPayment>;
}

/** Toss's card issuer codes (카드사 코드) and the short names shoppers know them by. */
export const CARD_ISSUERS: Readonly<Record<string, string>> = {
  '3K': '기업BC',
  '46': '광주',
  '71': '롯데',
  '30': 'KDB산업',
  '31': 'BC',
  '51': '삼성',
  '38': '새마을금고',
  '41': '신한',
  '62': '신협',
  '36': '씨티',
  '33': '우리',
  W1: '우리',
  '37': '우체국',
  '39': '저축은행',
  '35': '전북',
  '42': '제주',
  '15': '카카오뱅크',
  '3A': '케이뱅크',
  '24': '토스뱅크',
  '21': '하나',
  '61': '현대',
  '11': 'KB국민',
  '91': 'NH농협',
  '34': 'Sh수협',
};

/** '43301234****123*' → '4330-1234-****-123*'; anything not a 16-character mask stays as it is. */
export function groupCardNumber(masked: string): string {
  return /^[0-9*]{16}$/.test(masked) ? (masked.match(/.{4}/g) ?? [masked]).join('-') : masked;
}

/** A Toss Payment document, checked, in the terms orders use. Throws `unavailable` when malformed. */
export function readPaymentDocument(body: unknown): ProviderPayment {
  const parsed = TossPaymentDocument.safeParse(body);
  if (!parsed.success)
    throw new PaymentProviderError(
      'unavailable',
      'INVALID_RESPONSE',
      `The payment provider answered with a payment we cannot read: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'body'} ${issue.message}`)
        .join('; ')}`,
    );
  const doc = parsed.data;
  return {
    paymentKey: doc.paymentKey,
    orderId: doc.orderId,
    status: doc.status,
    method: doc.method ?? '카드',
    totalAmount: doc.totalAmount,
    balanceAmount: doc.balanceAmount,
    approvedAt: doc.approvedAt ? new Date(doc.approvedAt) : null,
    cardCompany: doc.card ? (CARD_ISSUERS[doc.card.issuerCode] ?? doc.card.issuerCode) : null,
    cardNumber: doc.card ? groupCardNumber(doc.card.number) : null,
    easyPayName: doc.easyPay?.provider ?? null,
    transferBankCode: doc.transfer?.bankCode ?? null,
    virtualAccount: doc.virtualAccount
      ? {
          bankCode: doc.virtualAccount.bankCode,
          accountNumber: doc.virtualAccount.accountNumber,
          holderName: doc.virtualAccount.customerName,
          dueAt: new Date(doc.virtualAccount.dueDate),
        }
      : null,
    cashReceipt: doc.cashReceipt
      ? { type: doc.cashReceipt.type, receiptUrl: doc.cashReceipt.receiptUrl ?? null }
      : null,
    secret: doc.secret ?? null,
    cancels: (doc.cancels ?? []).map((cancel) => ({
      transactionKey: cancel.transactionKey ?? null,
      cancelAmount: cancel.cancelAmount,
      cancelReason: cancel.cancelReason,
      canceledAt: new Date(cancel.canceledAt),
    })),
    lastTransactionKey: doc.lastTransactionKey ?? null,
    raw: body,
  };
}

/**
 * Codes that mean the card itself was declined (the shopper should try another card): answered
 * with 402. Other refusals are about the request or the payment's state: 409.
 */
const DECLINE_CODES = new Set([
  'REJECT_CARD_PAYMENT',
  'REJECT_CARD_COMPANY',
  'INVALID_REJECT_CARD',
  'INVALID_STOPPED_CARD',
  'INVALID_CARD_EXPIRATION',
  'INVALID_CARD_NUMBER',
  'INVALID_CARD_LOST_OR_STOLEN',
  'INVALID_CARD_PASSWORD',
  'INVALID_CARD_IDENTITY',
  'EXCEED_MAX_AMOUNT',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_ONE_DAY_AMOUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'EXCEED_MAX_AUTH_COUNT',
  'NOT_SUPPORTED_CARD_TYPE',
  'BELOW_MINIMUM_AMOUNT',
  'FDS_ERROR',
]);

export function isCardDecline(error: PaymentProviderError): boolean {
  return DECLINE_CODES.has(error.code);
}
