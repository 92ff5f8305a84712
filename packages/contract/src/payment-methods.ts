/**
 * How a shopper pays (issue 17, decision 0032): the methods Toss Payments' window offers, the
 * easy-pay providers, the banks of transfers, virtual accounts and refund accounts, and the rules
 * both sides apply to them. Kept out of constants.ts (first-load chunk); only checkout and order
 * screens need these. Method names are shown through i18n (`purchase:method.<code>`); bank and
 * easy-pay names are proper nouns and the provider's own words.
 */

export const PAYMENT_METHODS = [
  'CARD',
  'EASY_PAY',
  'TRANSFER',
  'VIRTUAL_ACCOUNT',
  'MOBILE_PHONE',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What Toss's Payment object says in `method` for each (its Korean words). */
export const TOSS_METHOD_WORDS: Record<PaymentMethod, string> = {
  CARD: '카드',
  EASY_PAY: '간편결제',
  TRANSFER: '계좌이체',
  VIRTUAL_ACCOUNT: '가상계좌',
  MOBILE_PHONE: '휴대폰',
};

/** Our code for Toss's `method` word; unknown words are treated as a card payment. */
export function paymentMethodOf(word: string | null | undefined): PaymentMethod {
  const found = PAYMENT_METHODS.find((method) => TOSS_METHOD_WORDS[method] === word);
  return found ?? 'CARD';
}

/** Easy-pay providers Toss's window opens directly (`card.easyPay`), in the order shown. */
export const EASY_PAY_PROVIDERS = [
  'KAKAOPAY',
  'NAVERPAY',
  'TOSSPAY',
  'SAMSUNGPAY',
  'PAYCO',
] as const;
export type EasyPayProvider = (typeof EASY_PAY_PROVIDERS)[number];

/** Their names, as Toss writes them in `easyPay.provider`. */
export const EASY_PAY_NAMES: Record<EasyPayProvider, string> = {
  KAKAOPAY: '카카오페이',
  NAVERPAY: '네이버페이',
  TOSSPAY: '토스페이',
  SAMSUNGPAY: '삼성페이',
  PAYCO: '페이코',
};

/** Banks by Toss's two-digit bank codes (transfers, virtual accounts, refund accounts). */
export const BANKS = {
  '06': 'KB국민은행',
  '88': '신한은행',
  '20': '우리은행',
  '81': '하나은행',
  '11': 'NH농협은행',
  '03': 'IBK기업은행',
  '90': '카카오뱅크',
  '92': '토스뱅크',
  '89': '케이뱅크',
  '23': 'SC제일은행',
  '27': '씨티은행',
  '31': 'iM뱅크',
  '32': '부산은행',
  '39': '경남은행',
  '34': '광주은행',
  '37': '전북은행',
  '35': '제주은행',
  '07': '수협은행',
  '02': 'KDB산업은행',
  '71': '우체국',
  '45': '새마을금고',
  '48': '신협',
  '50': '저축은행',
  '12': '단위농협',
} as const satisfies Record<string, string>;
export type BankCode = keyof typeof BANKS;
export const BANK_CODES = Object.keys(BANKS) as [BankCode, ...BankCode[]];

/** The bank's name for a code, or the code itself when it is not one we list. */
export const bankName = (code: string): string => (code in BANKS ? BANKS[code as BankCode] : code);

/** Banks that issue our virtual accounts (the ones Toss offers for 가상계좌). */
export const VIRTUAL_ACCOUNT_BANKS: readonly BankCode[] = [
  '06',
  '88',
  '20',
  '81',
  '11',
  '03',
  '32',
  '39',
  '34',
  '07',
];

export const VIRTUAL_ACCOUNT = {
  /** How long an issued account waits for the deposit (Toss's validHours); stock stays held. */
  validHours: 24,
} as const;

/** 현금영수증: Toss's words for its two kinds. */
export const CASH_RECEIPT_TYPES = ['소득공제', '지출증빙'] as const;
export type CashReceiptType = (typeof CASH_RECEIPT_TYPES)[number];

/** Methods paid from a bank account, for which a cash receipt can be asked. */
export const CASH_RECEIPT_METHODS: readonly PaymentMethod[] = ['TRANSFER', 'VIRTUAL_ACCOUNT'];

/** A refund account as the shopper types it. */
export const REFUND_ACCOUNT = {
  /** Korean account numbers are 10–14 digits (some older ones 6–9); up to 20 with branch codes. */
  numberMin: 6,
  numberMax: 20,
  holderMax: 20,
} as const;

/** An account number as typed: digits only (hyphens and spaces dropped). */
export function normalizeAccountNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * Toss's payment states that matter to an order's payment: a virtual account waits for its
 * deposit (WAITING_FOR_DEPOSIT) before it is DONE.
 */
export const AWAITING_DEPOSIT = 'WAITING_FOR_DEPOSIT';

interface PaymentLike {
  paymentMethod: PaymentMethod;
  payment: { status: string; balanceAmount: number } | null;
}

/** An issued virtual account the shopper has not paid into yet. */
export function isAwaitingDeposit(order: PaymentLike): boolean {
  return order.payment?.status === AWAITING_DEPOSIT;
}

/**
 * A refund of this order goes to an account the shopper names: money that came by deposit has no
 * card to go back to (Toss's cancel takes refundReceiveAccount for virtual accounts).
 */
export function needsRefundAccount(order: PaymentLike): boolean {
  return (
    order.paymentMethod === 'VIRTUAL_ACCOUNT' &&
    order.payment !== null &&
    order.payment.status !== AWAITING_DEPOSIT &&
    order.payment.balanceAmount > 0
  );
}
