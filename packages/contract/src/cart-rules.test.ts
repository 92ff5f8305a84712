import { describe, expect, it } from 'vitest';
import { lineProblem, maxLineQuantity } from './cart-rules.ts';

describe('lineProblem', () => {
  const onSale = { status: 'ON_SALE', stock: 5 } as const;

  it('names the status first, whatever the stock', () => {
    expect(lineProblem({ status: 'DISCONTINUED', stock: 10 }, 1)).toBe('DISCONTINUED');
    expect(lineProblem({ status: 'PENDING', stock: 10 }, 1)).toBe('NOT_ON_SALE');
    expect(lineProblem({ status: 'OUT_OF_STOCK', stock: 10 }, 1)).toBe('OUT_OF_STOCK');
  });

  it('then the stock: none left, or less than the quantity (never above 99)', () => {
    expect(lineProblem({ status: 'ON_SALE', stock: 0 }, 1)).toBe('OUT_OF_STOCK');
    expect(lineProblem(onSale, 5)).toBeNull();
    expect(lineProblem(onSale, 6)).toBe('NOT_ENOUGH_STOCK');
    expect(lineProblem({ status: 'ON_SALE', stock: 500 }, 100)).toBe('NOT_ENOUGH_STOCK');
  });

  it('caps a line at 99 and at the stock', () => {
    expect(maxLineQuantity(500)).toBe(99);
    expect(maxLineQuantity(3)).toBe(3);
    expect(maxLineQuantity(-1)).toBe(0);
  });
});
