import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, MESSAGES, SPEC_MESSAGES } from '@chorok/contract';
import { createTestI18n } from '@/test/render';
import { ApiError } from '@/lib/api-client';
import { errorText, messageText } from '@/lib/error-text';

const t = createTestI18n('kr').t;
const HANGUL = /[가-힣]/;

describe('messageText', () => {
  it("shows the spec's English messages in Korean", () => {
    expect(messageText(t, MESSAGES.invalidInput)).toBe('입력한 내용을 다시 확인해 주세요.');
    expect(messageText(t, MESSAGES.invalidId)).toBe(
      '주소에 든 번호가 올바르지 않아요. 링크를 다시 확인해 주세요.',
    );
    for (const message of Object.values({ ...CLIENT_MESSAGES, ...SPEC_MESSAGES }))
      expect(messageText(t, message), message).toMatch(HANGUL);
  });

  it("leaves the server's Korean as it is", () => {
    expect(messageText(t, MESSAGES.nicknameTaken)).toBe('이미 사용 중인 닉네임이에요.');
    expect(messageText(t, MESSAGES.productIdNumeric)).toBe('productsId는 숫자만 가능합니다.');
  });
});

describe('errorText', () => {
  it('a refusal reads in Korean, whether the server gave Korean or the spec’s English', () => {
    expect(errorText(t, new ApiError(MESSAGES.invalidInput, 400))).toBe(
      '입력한 내용을 다시 확인해 주세요.',
    );
    expect(errorText(t, new ApiError(MESSAGES.metadataList, 400))).toBe(
      '고른 조건이 올바르지 않아요. 조건을 다시 골라 주세요.',
    );
    expect(errorText(t, new ApiError(MESSAGES.outOfStock, 409))).toBe('품절된 상품이에요.');
  });

  it('a request that never reached the server says so, not "Failed to fetch"', () => {
    expect(errorText(t, new ApiError('Failed to fetch', 0))).toBe(
      '초록에 연결하지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요.',
    );
    // The request layer's own timeout keeps its message.
    expect(errorText(t, new ApiError(CLIENT_MESSAGES.serviceUnavailable, 0))).toBe(
      '지금은 서비스를 쓸 수 없어요.',
    );
  });

  it('any other English (a bug, a library) reads as the generic Korean message', () => {
    const generic = '문제가 생겼어요. 잠시 후 다시 시도해 주세요.';
    expect(errorText(t, new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      generic,
    );
    expect(errorText(t, new ApiError(CLIENT_MESSAGES.somethingWentWrong, 500))).toBe(generic);
    expect(errorText(t, 'nope')).toBe(generic);
  });
});
