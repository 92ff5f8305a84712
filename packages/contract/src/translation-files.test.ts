import { describe, expect, it } from 'vitest';
import { mergeTranslationFiles } from './translation-files.ts';

describe('mergeTranslationFiles', () => {
  it('puts the area files of one language in one document, in file-name order', () => {
    const merged = mergeTranslationFiles([
      ['kr/cart.json', { cart: { title: '장바구니' } }],
      ['kr/auth.json', { auth: { title: '로그인' } }],
    ]);
    expect(merged).toEqual({ auth: { title: '로그인' }, cart: { title: '장바구니' } });
    expect(Object.keys(merged)).toEqual(['auth', 'cart']);
  });

  it('refuses a top-level key two files define, naming both, with the caller’s error', () => {
    class Refused extends Error {}
    const files = [
      ['kr/b.json', { shared: {} }],
      ['kr/a.json', { shared: {} }],
    ] as const;
    expect(() => mergeTranslationFiles(files, (m) => new Refused(m))).toThrowError(Refused);
    expect(() => mergeTranslationFiles(files)).toThrowError(
      'Translation key "shared" is defined in both kr/a.json and kr/b.json',
    );
  });

  it('refuses a file that is not an object', () => {
    expect(() => mergeTranslationFiles([['kr/list.json', [1, 2]]])).toThrowError(
      'kr/list.json: must hold a JSON object',
    );
  });
});
