import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES } from './client-messages.ts';
import { SPEC_MESSAGES } from './spec-messages.ts';
import { MESSAGES } from './messages.ts';

/** Every message with its dotted name ('plants.create'). */
function flatten(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

const HANGUL = /[가-힣]/;

/** The spec words these three itself (§5, §8); they stay as written, 합니다체 and all. */
const SPEC_KOREAN: Record<string, string> = {
  loginRequired: '로그인이 필요합니다.',
  orderNotFound: '주문서를 찾을 수 없습니다.',
  productIdNumeric: 'productsId는 숫자만 가능합니다.',
};

/** The spec's English messages, and the envelope's success words; no other English. */
const SPEC_ENGLISH = new Set([
  'invalidInput',
  'metadataList',
  'invalidId',
  'notFound',
  'somethingWentWrong',
  'plants.fetchList',
  'plants.fetchOne',
  'plants.create',
  'plants.patch',
  'plants.delete',
  'plants.dashboard',
  'plants.todoDone',
  'ok',
  'created',
]);

/**
 * 해요체: the sentence ends in 요 (…에요, …해 주세요), before a closing example in brackets
 * ("(예: 010-1234-5678)"). 합니다체 (…니다, …니까) is the formal style COPY.md rules out.
 */
const haeyo = (text: string) => /요[.!?]?$/.test(text.replace(/\s*\([^)]*\)$/, ''));
const hamnida = /[니]다[.!]?(\s|$)|니까\?/;

const all = [...flatten(MESSAGES), ...flatten(CLIENT_MESSAGES), ...flatten(SPEC_MESSAGES)];

describe('the messages a person reads', () => {
  it('are 해요체, except the Korean ones the spec words itself', () => {
    const notHaeyo = all
      .filter(([name, text]) => HANGUL.test(text) && !(name in SPEC_KOREAN))
      .filter(([, text]) => !haeyo(text) || hamnida.test(text))
      .map(([name, text]) => `${name}: ${text}`);
    expect(notHaeyo).toEqual([]);
  });

  it('keep the spec’s Korean wording exactly', () => {
    for (const [name, text] of Object.entries(SPEC_KOREAN))
      expect(flatten(MESSAGES).find(([key]) => key === name)?.[1], name).toBe(text);
  });

  it('are Korean, except the English the spec names', () => {
    const english = all
      .filter(([, text]) => !HANGUL.test(text))
      .map(([name]) => name)
      .filter((name) => !SPEC_ENGLISH.has(name));
    expect(english).toEqual([]);
  });

  it('the rule tells the two styles apart', () => {
    expect(haeyo('이미 사용 중인 닉네임이에요.')).toBe(true);
    expect(haeyo('휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)')).toBe(true);
    expect(haeyo('이미 사용 중인 닉네임입니다.')).toBe(false);
    expect(hamnida.test('요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.')).toBe(true);
  });
});
