import { describe, expect, it } from 'vitest';
import { isSameOriginPath, REDIRECT_MAX_LENGTH, safeRedirectPath } from './redirect.ts';
import { REDIRECT_BYPASSES } from './redirect-bypasses.ts';

const BYPASSES: unknown[] = [
  ...REDIRECT_BYPASSES,
  // Not a string
  null,
  undefined,
  42,
  ['/cart'],
  { toString: () => '/cart' },
];

describe('safeRedirectPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/', '/'],
    ['/order/3?tab=1#x', '/order/3?tab=1#x'],
    [
      '/products?q=%EB%AA%AC%EC%8A%A4%ED%85%8C%EB%9D%BC',
      '/products?q=%EB%AA%AC%EC%8A%A4%ED%85%8C%EB%9D%BC',
    ],
    ['/purchase/success?addressId=4', '/purchase/success?addressId=4'],
    ['/search?next=//evil.example', '/search?next=//evil.example'],
    ['/curations/%EB%AA%AC', '/curations/%EB%AA%AC'],
    ['/curations/몬스테라', '/curations/%EB%AA%AC%EC%8A%A4%ED%85%8C%EB%9D%BC'],
  ])('keeps %s', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));

  it.each(BYPASSES.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'refuses %s',
    (_name, input) => expect(safeRedirectPath(input)).toBeNull(),
  );

  it('refuses a path longer than the limit', () => {
    expect(safeRedirectPath(`/${'a'.repeat(REDIRECT_MAX_LENGTH - 1)}`)).not.toBeNull();
    expect(safeRedirectPath(`/${'a'.repeat(REDIRECT_MAX_LENGTH)}`)).toBeNull();
  });

  it('never hands back anything that leaves the origin, however it is read again', () => {
    for (const value of BYPASSES) {
      const safe = safeRedirectPath(value);
      if (safe === null) continue;
      expect(safe).toMatch(/^\/(?![/\\])/);
      expect(new URL(safe, 'https://chorok.invalid').origin).toBe('https://chorok.invalid');
      expect(safeRedirectPath(safe)).toBe(safe);
    }
  });
});

describe('isSameOriginPath', () => {
  it('holds for a normalised path only', () => {
    expect(isSameOriginPath('/purchase/fail')).toBe(true);
    expect(isSameOriginPath('/a/../purchase/fail')).toBe(false);
    expect(isSameOriginPath('/.//evil.example')).toBe(false);
  });
});
