import { randomBytes, randomInt } from 'node:crypto';
import type { BankCode, EasyPayProvider } from '@chorok/contract';

/*
 * What the sandbox's payment window offers and refuses, per method: the card companies and test
 * cards, the easy-pay refusals, the phone carriers and test numbers, and the numbers it makes up
 * (virtual accounts, secrets). The window pages (pages.ts, sandbox-forms.ts) show these; the
 * ledger (sandbox.ts) applies the refusals that come at confirm.
 */

export interface SandboxRefusal {
  code: string;
  message: string;
  httpStatus: number;
}

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

/**
 * An easy payment's two refusals, chosen with the window's buttons: the wallet says no in the
 * window (failUrl), or lets it through and the approval is declined (confirm).
 */
export const SANDBOX_EASY_PAY_REFUSALS = {
  window: {
    code: 'REJECT_ACCOUNT_PAYMENT',
    message: '잔액이 부족해서 결제하지 못했어요. 충전하거나 다른 결제 수단을 골라 주세요.',
    httpStatus: 403,
  },
  confirm: {
    code: 'EXCEED_MAX_ONE_DAY_AMOUNT',
    message: '일일 한도를 초과했습니다.',
    httpStatus: 403,
  },
} as const satisfies Record<string, SandboxRefusal>;

/**
 * A payment the window let through to be declined at confirm carries this in its key (an easy
 * payment has no card number to say so, and the key is the sandbox's own to make).
 */
export const DECLINE_AT_CONFIRM_KEY = 'sandbox_decline_';

/** The providers' own colours for their windows; the text colour keeps 4.5:1 contrast. */
export const EASY_PAY_LOOKS: Record<EasyPayProvider, { background: string; text: string }> = {
  KAKAOPAY: { background: '#FEE500', text: '#191919' },
  NAVERPAY: { background: '#03C75A', text: '#000000' },
  TOSSPAY: { background: '#0064FF', text: '#FFFFFF' },
  SAMSUNGPAY: { background: '#1428A0', text: '#FFFFFF' },
  PAYCO: { background: '#FA2828', text: '#000000' },
};

/** Phone carriers of a mobile payment (통신사). */
export const SANDBOX_CARRIERS = [
  { code: 'SKT', name: 'SKT' },
  { code: 'KT', name: 'KT' },
  { code: 'LGU', name: 'LG U+' },
  { code: 'MVNO', name: '알뜰폰' },
] as const;

/** A phone number ending in these four digits is refused in the window. */
export const SANDBOX_MOBILE_REFUSAL = {
  last4: '0000',
  refusal: {
    code: 'EXCEED_MAX_MONTHLY_PAYMENT_AMOUNT',
    message: '이번 달 휴대폰 결제 한도를 넘었어요. 다른 결제 수단을 골라 주세요.',
    httpStatus: 403,
  },
} as const;

export const SANDBOX_PHONE_EXAMPLE = '010-1234-5678';

/** '01012345678' → '010****5678': Toss shows a payer's phone masked. */
export function maskPhone(digits: string): string {
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/** How long each virtual-account bank's numbers are (Toss hands out the banks' own accounts). */
const ACCOUNT_LENGTHS: Partial<Record<BankCode, number>> = {
  '06': 14,
  '88': 12,
  '20': 13,
  '81': 14,
  '11': 13,
  '03': 14,
  '32': 13,
  '39': 13,
  '34': 12,
  '07': 12,
};

/** A fresh account number the bank could have issued: its length, no leading zero. */
export function sandboxAccountNumber(bankCode: string): string {
  const length = ACCOUNT_LENGTHS[bankCode as BankCode] ?? 14;
  let digits = String(randomInt(1, 10));
  while (digits.length < length) digits += String(randomInt(0, 10));
  return digits;
}

/** A virtual account's secret, in the shape Toss's take (`ps_…`). */
export const sandboxSecret = () => `ps_${randomBytes(18).toString('base64url')}`;
