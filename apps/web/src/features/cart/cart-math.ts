import {
  CART,
  SHIPPING,
  shippingFeeFor,
  type Cart,
  type CartLine,
  type CartSummary,
} from '@chorok/contract';

/*
 * The cart's rules as the screen needs them between the server's answers: what a line may hold,
 * whether it can be bought, and the totals of a selection. The server computes the same totals
 * (contract CartSummary, SHIPPING); these only draw an optimistic change until its answer lands.
 */

/** A line that can be chosen and bought now. */
export const isBuyable = (line: CartLine) => line.problem === null;

/** Lines sold out, discontinued or not yet on sale: nothing the buyer can change fixes them. */
export const isUnavailable = (line: CartLine) =>
  line.problem !== null && line.problem !== 'NOT_ENOUGH_STOCK';

/** The most a line may hold: 99, and never more than the stock. */
export const maxQuantity = (stock: number) => Math.max(0, Math.min(CART.maxQuantity, stock));

/** Counted in the totals: chosen and buyable. */
export const isCounted = (line: CartLine) => line.isSelected && isBuyable(line);

/** How many items the counted lines hold (개 counts items: two pots of one line are 2개). */
export const countedItems = (lines: readonly CartLine[]) =>
  lines.filter(isCounted).reduce((sum, line) => sum + line.quantity, 0);

/** The totals of the counted lines, by the rules of the contract's CartSummary. */
export function summarize(lines: readonly CartLine[]): CartSummary {
  const counted = lines.filter(isCounted);
  const originalTotal = counted.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  const itemsTotal = counted.reduce((sum, l) => sum + l.product.salePrice * l.quantity, 0);
  const shippingFee = shippingFeeFor(itemsTotal);
  return {
    selectedCount: counted.length,
    originalTotal,
    discountTotal: originalTotal - itemsTotal,
    itemsTotal,
    shippingFee,
    total: itemsTotal + shippingFee,
    amountToFreeShipping:
      itemsTotal > 0 && itemsTotal < SHIPPING.freeFrom ? SHIPPING.freeFrom - itemsTotal : 0,
  };
}

function withLines(lines: CartLine[]): Cart {
  return { lines, summary: summarize(lines) };
}

/**
 * A new quantity: the amount follows, the price the line was "added at" becomes today's (the
 * server resets it when the quantity changes), and a stock shortage ends once the line fits.
 */
export function setLineQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  return withLines(
    cart.lines.map((line) => {
      if (line.id !== lineId) return line;
      const fits = quantity <= line.product.stock;
      return {
        ...line,
        quantity,
        amount: line.product.salePrice * quantity,
        addedUnitPrice: line.product.salePrice,
        priceChange: 0,
        problem: line.problem === 'NOT_ENOUGH_STOCK' && fits ? null : line.problem,
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
