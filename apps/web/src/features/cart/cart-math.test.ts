import { describe, expect, it } from 'vitest';
import {
  countedItems,
  freeShippingProgress,
  isBuyable,
  isUnavailable,
  removeLines,
  setLineQuantity,
  setLinesSelected,
} from '@/features/cart/cart-math';
import { cart, cartLine } from '@/test/fixtures/cart';
import { cartSummary, maxLineQuantity } from '@chorok/contract';

const monstera = cartLine({ id: 1, quantity: 2 }); // 12,900 (18,000) × 2
const pot = cartLine({
  id: 2,
  product: { id: 8, name: '토분', price: 5_000, salePrice: 5_000, salePercent: 0 },
});
const soldOut = cartLine({
  id: 3,
  product: { id: 9, status: 'OUT_OF_STOCK', stock: 0 },
  problem: 'OUT_OF_STOCK',
});
const short = cartLine({
  id: 4,
  quantity: 5,
  product: { id: 10, stock: 2, price: 10_000, salePrice: 9_000, salePercent: 10 },
  problem: 'NOT_ENOUGH_STOCK',
});

describe('cart rules', () => {
  it('counts only selected lines that can be bought, with 3,000원 shipping below 30,000원', () => {
    expect(cartSummary([monstera, pot, soldOut, short])).toEqual({
      selectedCount: 2,
      originalTotal: 41_000,
      discountTotal: 10_200,
      itemsTotal: 30_800,
      shippingFee: 0,
      total: 30_800,
      amountToFreeShipping: 0,
    });
    expect(cartSummary([pot])).toEqual({
      selectedCount: 1,
      originalTotal: 5_000,
      discountTotal: 0,
      itemsTotal: 5_000,
      shippingFee: 3_000,
      total: 8_000,
      amountToFreeShipping: 25_000,
    });
    expect(cartSummary([{ ...pot, isSelected: false }]).total).toBe(0);
    expect(cartSummary([{ ...pot, isSelected: false }]).shippingFee).toBe(0);
  });

  it('counts the items of the counted lines, not the lines (two monsteras and a pot are 3개)', () => {
    expect(countedItems([monstera, pot, soldOut, short])).toBe(3);
    expect(countedItems([{ ...monstera, isSelected: false }, pot])).toBe(1);
  });

  it('tells buyable, fixable and unavailable lines apart, and caps the quantity at 99 and the stock', () => {
    expect([monstera, soldOut, short].map(isBuyable)).toEqual([true, false, false]);
    expect([monstera, soldOut, short].map(isUnavailable)).toEqual([false, true, false]);
    expect(maxLineQuantity(500)).toBe(99);
    expect(maxLineQuantity(3)).toBe(3);
    expect(maxLineQuantity(-1)).toBe(0);
  });

  it('a new quantity changes the amount, resets the price change and ends a shortage that fits', () => {
    const changed = cartLine({ id: 5, priceChange: -1_000, addedUnitPrice: 13_900 });
    const next = setLineQuantity(cart([changed, short]), 5, 3);
    expect(next.lines[0]).toMatchObject({ quantity: 3, amount: 38_700, priceChange: 0 });
    expect(next.summary.itemsTotal).toBe(38_700);
    const fixed = setLineQuantity(next, 4, 2);
    expect(fixed.lines[1]).toMatchObject({ quantity: 2, amount: 18_000, problem: null });
    expect(fixed.summary.selectedCount).toBe(2);
  });

  it('selects, clears and removes lines with the totals following', () => {
    const all = cart([monstera, pot]);
    expect(setLinesSelected(all, false).summary.selectedCount).toBe(0);
    expect(setLinesSelected(all, false, [2]).summary.itemsTotal).toBe(25_800);
    expect(removeLines(all, [1]).lines.map((l) => l.id)).toEqual([2]);
    expect(removeLines(all, [1]).summary.total).toBe(8_000);
  });

  it('measures the way to free shipping from 0 to 1', () => {
    expect(freeShippingProgress(0)).toBe(0);
    expect(freeShippingProgress(15_000)).toBe(0.5);
    expect(freeShippingProgress(45_000)).toBe(1);
  });
});
