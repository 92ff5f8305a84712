import { describe, expect, it } from 'vitest';
import { safeCheckoutPath } from '@/features/purchase/checkout';

describe('safeCheckoutPath', () => {
  it('follows same-origin paths only', () => {
    expect(safeCheckoutPath('/payments/sandbox/checkout?orderId=CHR1')).toBe(
      '/payments/sandbox/checkout?orderId=CHR1',
    );
    expect(safeCheckoutPath('//evil.example/pay')).toBeNull();
    expect(safeCheckoutPath('/\\evil.example')).toBeNull();
    expect(safeCheckoutPath('https://evil.example/pay')).toBeNull();
    expect(safeCheckoutPath('javascript:alert(1)')).toBeNull();
    expect(safeCheckoutPath('')).toBeNull();
    // The contract's one rule: dot segments that normalise into `//host` are refused too.
    expect(safeCheckoutPath('/.//evil.example/pay')).toBeNull();
    expect(safeCheckoutPath('/%2f%2fevil.example')).toBeNull();
  });
});
