import {
  cartSummary,
  isCounted,
  lineProblem,
  SHIPPING,
  type Cart,
  type CartLine,
} from '@chorok/contract';

/*
 * The cart's rules as the screen needs them between the server's answers: the contract's rules
 * (cart-rules.ts: the line problems, the totals) applied to an optimistic change until its answer
 * lands, and what the screen alone asks of a line.
 */

/** A line that can be chosen and bought now. */
export const isBuyable = (line: CartLine) => line.problem === null;

/** Lines sold out, discontinued or not yet on sale: nothing the buyer can change fixes them. */
export const isUnavailable = (line: CartLine) =>
  line.problem !== null && line.problem !== 'NOT_ENOUGH_STOCK';

/** How many items the counted lines hold (개 counts items: two pots of one line are 2개). */
export const countedItems = (lines: readonly CartLine[]) =>
  lines.filter(isCounted).reduce((sum, line) => sum + line.quantity, 0);

function withLines(lines: CartLine[]): Cart {
  return { lines, summary: cartSummary(lines) };
}

/**
 * A new quantity: the amount follows, the price the line was "added at" becomes today's (the
 * server resets it when the quantity changes), and the line's problem is the one it now has.
 */
export function setLineQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  return withLines(
    cart.lines.map((line) => {
      if (line.id !== lineId) return line;
      return {
        ...line,
        quantity,
        amount: line.product.salePrice * quantity,
        addedUnitPrice: line.product.salePrice,
        priceChange: 0,
        problem: lineProblem(line.product, quantity),
      };
    }),
  );
}

/** Select or clear `lineIds`, or every line when `lineIds` is left out. */
export function setLinesSelected(
  cart: Cart,
  isSelected: boolean,
  lineIds?: readonly number[],
): Cart {
  const ids = lineIds ? new Set(lineIds) : null;
  return withLines(
    cart.lines.map((line) => (!ids || ids.has(line.id) ? { ...line, isSelected } : line)),
  );
}

export function removeLines(cart: Cart, lineIds: readonly number[]): Cart {
  const ids = new Set(lineIds);
  return withLines(cart.lines.filter((line) => !ids.has(line.id)));
}

/** How far the counted goods are towards free shipping, 0…1. */
export const freeShippingProgress = (itemsTotal: number) =>
  Math.min(1, Math.max(0, itemsTotal / SHIPPING.freeFrom));
