import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ERROR_DEFAULT,
  PAYMENT_ERROR_MESSAGES,
  paymentErrorMessage,
} from './payment-errors.ts';

describe('paymentErrorMessage', () => {
  it('puts a known code in Korean words, never the code or the provider message', () => {
    expect(paymentErrorMessage('REJECT_CARD_PAYMENT')).toBe(
      '한도를 넘었거나 잔액이 부족해 결제하지 못했어요. 다른 카드로 결제해 주세요.',
    );
    expect(paymentErrorMessage('REJECT_CARD_COMPANY')).toBe(
      '카드사에서 결제를 거절했어요. 다른 카드로 결제해 주세요.',
    );
  });

  it.each(['UNKNOWN_PAYMENT_ERROR', 'SOMETHING_NEW', '', null, undefined, 'toString', '__proto__'])(
    'reads %o as the Korean default',
    (code) => expect(paymentErrorMessage(code)).toBe(PAYMENT_ERROR_DEFAULT),
  );

  it('every message is Korean 해요체 without a code in it', () => {
    for (const message of [...Object.values(PAYMENT_ERROR_MESSAGES), PAYMENT_ERROR_DEFAULT]) {
      expect(message).toMatch(/[가-힣]/);
      expect(message).toMatch(/요\.$/);
      expect(message).not.toMatch(/[A-Z_]{3,}/);
      expect(message).not.toMatch(/습니다|완료/);
    }
  });
});
