import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/lib/route-params';

describe('parseRouteId', () => {
  it('accepts positive integers', () => {
    expect(parseRouteId('12', MESSAGES.invalidId)).toBe(12);
  });
  it('throws the route message for anything else', () => {
    for (const bad of ['abc', '1.5', '0', '-3', '', '12abc', '99999999999999999999']) {
      expect(() => parseRouteId(bad, MESSAGES.productIdNumeric)).toThrow(MESSAGES.productIdNumeric);
    }
    expect(() => parseRouteId('x', MESSAGES.invalidId)).toThrow('Invalid id');
  });
});
