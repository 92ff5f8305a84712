import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatNumber, formatPrice } from '@/lib/format';

describe('formatPrice', () => {
  it('adds thousands separators and the 원 suffix', () => {
    expect(formatPrice(12900)).toBe('12,900원');
    expect(formatPrice(0)).toBe('0원');
    expect(formatPrice(1234567)).toBe('1,234,567원');
  });
  it('keeps the sign of a negative amount (discounts)', () => {
    expect(formatPrice(-3000)).toBe('-3,000원');
  });
});

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat(ko-KR) writes, for every size, sign and fraction', () => {
    // One deliberate difference: what rounds to zero is '0', never Intl's '-0'.
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.4)).toBe('0');
    const intl = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
    const values = [0, 0.4, 0.5, -0.5, 1.5, -2.5, 7, 999, 1000, -1000, 99999.5, 1e6, -123456789];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n, -n, n + 0.49);
    for (const value of values) expect(formatNumber(value), String(value)).toBe(intl.format(value));
  });
});

describe('formatCount', () => {
  it('shows the number with separators up to 9999', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(9999)).toBe('9,999');
  });
  it('caps above 9999', () => {
    expect(formatCount(10000)).toBe('9,999+');
    expect(formatCount(123456)).toBe('9,999+');
  });
});

describe('formatDate', () => {
  it('shows the date in Asia/Seoul', () => {
    expect(formatDate('2024-05-03T01:00:00Z')).toBe('2024.05.03');
    // 16:00 UTC is already 01:00 the next day in Seoul.
    expect(formatDate('2024-12-31T16:00:00Z')).toBe('2025.01.01');
    expect(formatDate('2024-05-03T09:00:00+09:00')).toBe('2024.05.03');
  });
  it('returns an unparsable value unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
