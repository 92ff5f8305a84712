import { describe, expect, it } from 'vitest';
import { formatKoreanPhoneNumber } from '@chorok/contract';
import { KoreanPhoneNumber } from '@chorok/contract/schemas';
import { caretAfterDigits, formatPhoneInput } from '@/lib/phone-input';

describe('formatPhoneInput', () => {
  it.each([
    ['0', '0'],
    ['010', '010'],
    ['0101', '010-1'],
    ['010123', '010-123'],
    ['0101234', '010-123-4'],
    ['0101234567', '010-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['010123456789', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['02', '02'],
    ['0212', '02-12'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['03112345678', '031-1234-5678'],
    ['15881234', '1588-1234'],
    ['158812345', '1588-1234'],
    ['abc', ''],
  ])('%s → %s', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('a complete number reads the way the contract stores it', () => {
    for (const digits of ['01012345678', '0212345678', '021234567', '03112345678', '15881234']) {
      const parsed = KoreanPhoneNumber.safeParse(formatPhoneInput(digits));
      expect(parsed.success && parsed.data).toBe(formatKoreanPhoneNumber(digits));
      expect(formatPhoneInput(digits)).toBe(formatKoreanPhoneNumber(digits));
    }
  });

  it('keeps the caret after the same digits once the number is reformatted', () => {
    expect(caretAfterDigits('010-1234-5678', 0)).toBe(0);
    expect(caretAfterDigits('010-1234-5678', 3)).toBe(3);
    expect(caretAfterDigits('010-1234-5678', 4)).toBe(5);
    expect(caretAfterDigits('010-1234-5678', 11)).toBe(13);
    expect(caretAfterDigits('010-12', 9)).toBe(6);
  });
});
