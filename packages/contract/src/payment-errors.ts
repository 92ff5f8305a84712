/**
 * The card payment provider's error codes (Toss Payments: the failUrl's `code`, a confirm's or a
 * cancel's refusal) in Chorok's words: what happened and what to do next, 해요체. The server
 * answers refusals with these and the web shows them for the failUrl's code, so a shopper never
 * reads a raw code such as REJECT_CARD_PAYMENT, nor the provider's own message, as the reason.
 */
const TRY_ANOTHER_CARD = '다른 카드로 결제해 주세요.';
const TRY_LATER = '잠시 후 다시 시도해 주세요.';
const INSTALLMENT = '이 카드는 고른 할부로 결제할 수 없어요. 일시불이나 다른 카드로 결제해 주세요.';
const PROVIDER_TROUBLE = `결제 서비스에 잠시 문제가 생겼어요. ${TRY_LATER}`;
const DAILY_LIMIT = `하루 결제 한도를 넘었어요. ${TRY_ANOTHER_CARD}`;

export const PAYMENT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  // The payment window (failUrl).
  PAY_PROCESS_CANCELED: '결제를 취소했어요.',
  PAY_PROCESS_ABORTED: `결제가 중간에 멈췄어요. ${TRY_LATER}`,
  // The card company's refusals.
  REJECT_CARD_COMPANY: `카드사에서 결제를 거절했어요. ${TRY_ANOTHER_CARD}`,
  REJECT_CARD_PAYMENT: `한도를 넘었거나 잔액이 부족해 결제하지 못했어요. ${TRY_ANOTHER_CARD}`,
  REJECT_ACCOUNT_PAYMENT: `잔액이 부족해 결제하지 못했어요. ${TRY_ANOTHER_CARD}`,
  INVALID_REJECT_CARD: `카드사에서 이 카드의 결제를 막았어요. 카드사에 문의하거나 ${TRY_ANOTHER_CARD}`,
  INVALID_STOPPED_CARD: `정지된 카드예요. ${TRY_ANOTHER_CARD}`,
  INVALID_CARD_LOST_OR_STOLEN: `분실이나 도난 신고된 카드예요. ${TRY_ANOTHER_CARD}`,
  INVALID_CARD_NUMBER: '카드 번호가 맞지 않아요. 카드 번호를 확인하고 다시 결제해 주세요.',
  INVALID_CARD_EXPIRATION: '카드 유효기간이 맞지 않아요. 유효기간을 확인하고 다시 결제해 주세요.',
  INVALID_CARD_PASSWORD: '카드 비밀번호가 맞지 않아요. 확인하고 다시 결제해 주세요.',
  INVALID_PASSWORD: '결제 비밀번호가 맞지 않아요. 확인하고 다시 결제해 주세요.',
  INVALID_CARD_IDENTITY: '카드 소유자 정보가 맞지 않아요. 확인하고 다시 결제해 주세요.',
  NOT_SUPPORTED_CARD_TYPE: `이 카드로는 결제할 수 없어요. ${TRY_ANOTHER_CARD}`,
  EXCEED_MAX_AMOUNT: `거래 한도를 넘어 결제하지 못했어요. ${TRY_ANOTHER_CARD}`,
  EXCEED_MAX_DAILY_PAYMENT_COUNT: `오늘 결제할 수 있는 횟수를 넘었어요. ${TRY_ANOTHER_CARD}`,
  EXCEED_MAX_ONE_DAY_AMOUNT: DAILY_LIMIT,
  EXCEED_MAX_PAYMENT_AMOUNT: DAILY_LIMIT,
  EXCEED_MAX_MONTHLY_PAYMENT_AMOUNT: `이번 달 결제 한도를 넘었어요. ${TRY_ANOTHER_CARD}`,
  EXCEED_MAX_AUTH_COUNT: `인증 횟수를 넘었어요. 카드사에 문의하거나 ${TRY_ANOTHER_CARD}`,
  EXCEED_MAX_CARD_INSTALLMENT_PLAN: INSTALLMENT,
  INVALID_CARD_INSTALLMENT_PLAN: INSTALLMENT,
  NOT_SUPPORTED_INSTALLMENT_PLAN_CARD_OR_MERCHANT: INSTALLMENT,
  NOT_SUPPORTED_MONTHLY_INSTALLMENT_PLAN: INSTALLMENT,
  BELOW_MINIMUM_AMOUNT: '카드로 결제할 수 있는 최소 금액보다 적어요.',
  FDS_ERROR:
    '안전을 위해 결제가 잠시 막혔어요. 받은 문자의 안내대로 본인 인증을 한 뒤 다시 결제해 주세요.',
  CARD_PROCESSING_ERROR: `카드사에 문제가 생겨 결제하지 못했어요. ${TRY_LATER}`,
  NOT_AVAILABLE_PAYMENT: `지금은 결제할 수 없는 시간이에요. ${TRY_LATER}`,
  // The provider's own trouble.
  PROVIDER_ERROR: PROVIDER_TROUBLE,
  FAILED_INTERNAL_SYSTEM_PROCESSING: PROVIDER_TROUBLE,
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: PROVIDER_TROUBLE,
  // The payment's state.
  NOT_FOUND_PAYMENT_SESSION: '결제 시간이 지났어요. 처음부터 다시 결제해 주세요.',
  NOT_FOUND_PAYMENT: '결제 정보를 찾을 수 없어요. 주문 내역에서 결제 상태를 확인해 주세요.',
  ALREADY_PROCESSED_PAYMENT: '이미 처리된 결제예요. 주문 내역에서 확인해 주세요.',
  // Cancels.
  ALREADY_CANCELED_PAYMENT: '이미 취소된 결제예요.',
  NOT_CANCELABLE_AMOUNT: '취소할 수 없는 금액이에요.',
  NOT_CANCELABLE_PAYMENT: '이 결제는 지금 취소할 수 없어요.',
  FORBIDDEN_CONSECUTIVE_REQUEST: `요청이 너무 잦아요. ${TRY_LATER}`,
};

/** Any other code (UNKNOWN_PAYMENT_ERROR, a new one): no reason we could put better. */
export const PAYMENT_ERROR_DEFAULT = `결제하지 못했어요. ${TRY_LATER} 같은 일이 반복되면 ${TRY_ANOTHER_CARD}`;

/** The provider's code in Chorok's words; the default for an unknown or missing code. */
export function paymentErrorMessage(code: string | null | undefined): string {
  return code && Object.hasOwn(PAYMENT_ERROR_MESSAGES, code)
    ? (PAYMENT_ERROR_MESSAGES[code] as string)
    : PAYMENT_ERROR_DEFAULT;
}
