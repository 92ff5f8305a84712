import {
  BANKS,
  VIRTUAL_ACCOUNT_BANKS,
  seoulClock,
  type BankCode,
  type CashReceiptType,
  type EasyPayProvider,
} from '@chorok/contract';
import type { CheckoutParams } from './checkout.ts';
import type { SandboxWindowPayment } from './sandbox.ts';
import {
  SANDBOX_CARD_COMPANIES,
  SANDBOX_CARRIERS,
  SANDBOX_EASY_PAY_REFUSALS,
  SANDBOX_MOBILE_REFUSAL,
  testCardFor,
  type SandboxRefusal,
} from './sandbox-window.ts';

/*
 * What the sandbox window's form says, per method: the payment to record, a refusal the window
 * itself makes (to failUrl), or the form again with a Korean error. Pure, so the rules are read
 * in one place and the route only sends the browser on.
 */

/** What the page shows again after a bad form (never a card number). */
export interface SandboxFormState {
  /** Shown above the form. */
  error?: string;
  cardCompany?: string;
  bankCode?: string;
  cashReceipt?: CashReceiptChoice;
  receiptPhone?: string;
  receiptBusinessNumber?: string;
  holderName?: string;
  carrier?: string;
  phone?: string;
}

export type WindowOutcome =
  | { kind: 'again'; state: SandboxFormState }
  | { kind: 'refuse'; refusal: SandboxRefusal }
  | { kind: 'approve'; payment: SandboxWindowPayment };

type Form = Record<string, string | undefined>;

/** The cash-receipt radio's values: none, 소득공제 (a phone) or 지출증빙 (a business number). */
export const CASH_RECEIPT_CHOICES = {
  none: null,
  income: '소득공제',
  expense: '지출증빙',
} as const;
export type CashReceiptChoice = keyof typeof CASH_RECEIPT_CHOICES;

/** `MM/YY` (or `MMYY`) not before this month in Seoul; else null. */
export function validExpiry(raw: string, now: Date = new Date()): string | null {
  const match = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(raw.trim());
  if (!match) return null;
  const { year, month } = seoulClock(now);
  const expiryYear = 2000 + Number(match[2]);
  const expiryMonth = Number(match[1]);
  if (expiryYear < year || (expiryYear === year && expiryMonth < month)) return null;
  return `${match[1]}/${match[2]}`;
}

const digitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');
const isMobile = (digits: string) => /^01[016789]\d{7,8}$/.test(digits);

function cardForm(form: Form, now: Date): WindowOutcome {
  const company = SANDBOX_CARD_COMPANIES.find(({ code }) => code === form.cardCompany);
  const digits = digitsOf(form.cardNumber);
  const again = (error: string): WindowOutcome => ({
    kind: 'again',
    state: { error, cardCompany: company?.code },
  });
  if (!company) return again('카드사를 선택해 주세요.');
  if (!/^\d{15,16}$/.test(digits)) return again('카드 번호 15~16자리를 정확히 입력해 주세요.');
  if (!validExpiry(form.expiry ?? '', now)) return again('카드 유효기간(MM/YY)을 확인해 주세요.');
  const card = testCardFor(digits);
  if (card?.stage === 'window') return { kind: 'refuse', refusal: card.refusal };
  return { kind: 'approve', payment: { cardCompany: company.name, cardDigits: digits } };
}

function easyPayForm(form: Form, provider: EasyPayProvider): WindowOutcome {
  if (form.action === 'refuse')
    return { kind: 'refuse', refusal: SANDBOX_EASY_PAY_REFUSALS.window };
  return {
    kind: 'approve',
    payment: {
      method: 'EASY_PAY',
      easyPayProvider: provider,
      declineAtConfirm: form.action === 'decline',
    },
  };
}

/** The cash receipt asked for, or the error that says what is missing. */
function cashReceiptOf(form: Form): { type: CashReceiptType | null } | { error: string } {
  const choice = form.cashReceipt ?? 'none';
  if (!Object.hasOwn(CASH_RECEIPT_CHOICES, choice))
    return { error: '현금영수증 신청 여부를 골라 주세요.' };
  const type = CASH_RECEIPT_CHOICES[choice as CashReceiptChoice];
  if (type === '소득공제' && !isMobile(digitsOf(form.receiptPhone)))
    return { error: '소득공제용 현금영수증을 받을 휴대폰 번호를 정확히 입력해 주세요.' };
  if (type === '지출증빙' && !/^\d{10}$/.test(digitsOf(form.receiptBusinessNumber)))
    return { error: '지출증빙용 현금영수증을 받을 사업자등록번호 10자리를 입력해 주세요.' };
  return { type };
}

/** What a bank form echoes back: the shopper's choices, for the form shown again. */
const bankState = (form: Form): SandboxFormState => ({
  bankCode: form.bankCode,
  cashReceipt: Object.hasOwn(CASH_RECEIPT_CHOICES, form.cashReceipt ?? '')
    ? (form.cashReceipt as CashReceiptChoice)
    : undefined,
  receiptPhone: form.receiptPhone,
  receiptBusinessNumber: form.receiptBusinessNumber,
});

function transferForm(form: Form): WindowOutcome {
  const state = bankState(form);
  if (!form.bankCode || !Object.hasOwn(BANKS, form.bankCode))
    return { kind: 'again', state: { ...state, error: '출금할 은행을 골라 주세요.' } };
  const receipt = cashReceiptOf(form);
  if ('error' in receipt) return { kind: 'again', state: { ...state, error: receipt.error } };
  return {
    kind: 'approve',
    payment: { method: 'TRANSFER', bankCode: form.bankCode, cashReceiptType: receipt.type },
  };
}

/** A depositor's name as banks print it: up to 20 characters. */
const HOLDER_MAX = 20;

function virtualAccountForm(form: Form): WindowOutcome {
  const holderName = (form.holderName ?? '').trim();
  const state = { ...bankState(form), holderName: form.holderName };
  if (!VIRTUAL_ACCOUNT_BANKS.includes(form.bankCode as BankCode))
    return { kind: 'again', state: { ...state, error: '입금할 은행을 골라 주세요.' } };
  if (holderName.length === 0 || holderName.length > HOLDER_MAX)
    return {
      kind: 'again',
      state: { ...state, error: `입금자 이름을 ${HOLDER_MAX}자 안으로 입력해 주세요.` },
    };
  const receipt = cashReceiptOf(form);
  if ('error' in receipt) return { kind: 'again', state: { ...state, error: receipt.error } };
  return {
    kind: 'approve',
    payment: {
      method: 'VIRTUAL_ACCOUNT',
      bankCode: form.bankCode as BankCode,
      holderName,
      cashReceiptType: receipt.type,
    },
  };
}

function mobileForm(form: Form): WindowOutcome {
  const digits = digitsOf(form.phone);
  const state = { carrier: form.carrier, phone: form.phone };
  if (!SANDBOX_CARRIERS.some(({ code }) => code === form.carrier))
    return { kind: 'again', state: { ...state, error: '통신사를 골라 주세요.' } };
  if (!isMobile(digits))
    return { kind: 'again', state: { ...state, error: '휴대폰 번호를 정확히 입력해 주세요.' } };
  if (digits.endsWith(SANDBOX_MOBILE_REFUSAL.last4))
    return { kind: 'refuse', refusal: SANDBOX_MOBILE_REFUSAL.refusal };
  return { kind: 'approve', payment: { method: 'MOBILE_PHONE', phoneDigits: digits } };
}

/** The posted window form of `checkout`'s method (the cancel button is the route's). */
export function readWindowForm(
  checkout: CheckoutParams,
  form: Form,
  now: Date = new Date(),
): WindowOutcome {
  switch (checkout.method) {
    case 'EASY_PAY':
      return easyPayForm(form, checkout.easyPayProvider ?? 'KAKAOPAY');
    case 'TRANSFER':
      return transferForm(form);
    case 'VIRTUAL_ACCOUNT':
      return virtualAccountForm(form);
    case 'MOBILE_PHONE':
      return mobileForm(form);
    default:
      return cardForm(form, now);
  }
}
