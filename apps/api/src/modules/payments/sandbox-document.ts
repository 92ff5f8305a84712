import { createHash } from 'node:crypto';
import {
  EASY_PAY_NAMES,
  PAYMENT_METHODS,
  TOSS_METHOD_WORDS,
  type PaymentMethod,
} from '@chorok/contract';
import type { sandboxPayments } from '@chorok/db';
import { SANDBOX_CARD_COMPANIES } from './sandbox-window.ts';

/*
 * A sandbox ledger row as Toss's Payment object: Toss's field names and shapes for each method,
 * so readPaymentDocument reads the sandbox's answers as it reads Toss's.
 */

export type SandboxRow = typeof sandboxPayments.$inferSelect;

/** One cancel as the ledger keeps it: Toss's fields, plus what Toss keeps beside them. */
export interface LedgerCancel {
  transactionKey: string;
  cancelAmount: number;
  cancelReason: string;
  canceledAt: string;
  refundableAmount: number;
  taxFreeAmount: number;
  cancelStatus: 'DONE';
  /** The Idempotency-Key it was made with. */
  idempotencyKey: string;
  /** Deposited money went back here (bank code, masked number, holder: Toss's words). */
  refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
  /** A virtual account closed before any deposit: no money moved, so no cancel to show. */
  closed?: true;
}

export const methodOf = (row: SandboxRow): PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(row.method) ? row.method : 'CARD';

/** The deposit's transaction, the same every time it is read (the ledger keeps its time). */
export function depositTransactionKey(row: SandboxRow): string | null {
  if (!row.depositedAt) return null;
  return createHash('sha256')
    .update(`${row.paymentKey}:${row.depositedAt.toISOString()}`)
    .digest('hex')
    .slice(0, 32)
    .toUpperCase();
}

function card(row: SandboxRow) {
  if (!row.cardNumber) return null;
  const issuer = SANDBOX_CARD_COMPANIES.find((company) => company.name === row.cardCompany);
  return {
    issuerCode: issuer?.code ?? row.cardCompany ?? '',
    acquirerCode: issuer?.code ?? row.cardCompany ?? '',
    number: row.cardNumber,
    installmentPlanMonths: 0,
    isInterestFree: false,
    approveNo: '00000000',
    useCardPoint: false,
    cardType: '신용',
    ownerType: '개인',
    acquireStatus: 'READY',
    amount: row.amount,
  };
}

function virtualAccount(row: SandboxRow, ledger: LedgerCancel[]) {
  if (!row.accountNumber || !row.bankCode || !row.dueAt) return null;
  const refundTo = ledger.findLast((cancel) => cancel.refundReceiveAccount)?.refundReceiveAccount;
  return {
    accountType: '일반',
    accountNumber: row.accountNumber,
    bankCode: row.bankCode,
    customerName: row.holderName ?? '',
    dueDate: row.dueAt.toISOString(),
    expired: row.status === 'EXPIRED',
    settlementStatus: row.depositedAt ? 'COMPLETED' : 'INCOMPLETED',
    refundStatus: refundTo ? 'COMPLETED' : 'NONE',
    refundReceiveAccount: refundTo ?? null,
  };
}

/** The ledger row as Toss's Payment object. */
export function sandboxDocument(row: SandboxRow): Record<string, unknown> {
  const method = methodOf(row);
  const ledger = row.cancels as LedgerCancel[];
  const cancels = ledger
    .filter((cancel) => !cancel.closed)
    .map(
      ({ idempotencyKey: _key, refundReceiveAccount: _account, closed: _closed, ...cancel }) => ({
        ...cancel,
      }),
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
    method: TOSS_METHOD_WORDS[method],
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
    lastTransactionKey: cancels.at(-1)?.transactionKey ?? depositTransactionKey(row),
    useEscrow: false,
    cultureExpense: false,
    card: method === 'CARD' ? card(row) : null,
    easyPay:
      method === 'EASY_PAY' && row.easyPayProvider
        ? {
            provider: EASY_PAY_NAMES[row.easyPayProvider] ?? row.easyPayProvider,
            amount: row.amount,
            discountAmount: 0,
          }
        : null,
    transfer:
      method === 'TRANSFER' && row.bankCode
        ? { bankCode: row.bankCode, settlementStatus: 'INCOMPLETED' }
        : null,
    virtualAccount: method === 'VIRTUAL_ACCOUNT' ? virtualAccount(row, ledger) : null,
    mobilePhone:
      method === 'MOBILE_PHONE' && row.phone
        ? { customerMobilePhone: row.phone, settlementStatus: 'INCOMPLETED', receiptUrl: null }
        : null,
    cashReceipt: row.cashReceiptType
      ? {
          type: row.cashReceiptType,
          receiptKey: null,
          issueNumber: null,
          receiptUrl: null,
          amount: row.amount,
          taxFreeAmount: 0,
        }
      : null,
    secret: row.secret ?? null,
    cancels: cancels.length > 0 ? cancels : null,
  };
}
