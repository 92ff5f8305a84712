import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/order/3?tab=1#x', '/order/3?tab=1#x'],
    ['/', '/'],
  ])('keeps %s', (input, expected) => expect(safeRedirectPath(input)).toBe(expected));

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'evil',
    '',
    ' //evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    null,
    42,
  ])('refuses %o', (input) => expect(safeRedirectPath(input)).toBeNull());
});
