import { describe, expect, it } from 'vitest';
import { hiddenProductIds } from '@/features/likes/pending-unlikes';

const toggle = (productId: number, like: boolean, submittedAt: number, failed = false) => ({
  productId,
  like,
  failed,
  submittedAt,
});

describe('hiddenProductIds', () => {
  it('hides a product whose latest toggle is an unlike that has not failed', () => {
    expect([...hiddenProductIds([toggle(1, false, 10)])]).toEqual([1]);
    expect([...hiddenProductIds([toggle(1, false, 10, true)])]).toEqual([]);
  });

  it('follows the latest toggle of each product', () => {
    const ids = hiddenProductIds([
      toggle(1, false, 10),
      toggle(1, true, 20),
      toggle(2, true, 5),
      toggle(2, false, 30),
    ]);
    expect([...ids]).toEqual([2]);
  });
});
