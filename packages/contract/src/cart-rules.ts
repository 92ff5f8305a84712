import {
  CART,
  SHIPPING,
  shippingFeeFor,
  type CartLineProblem,
  type ProductStatus,
} from './constants.ts';
import type { CartLine, CartSummary } from './endpoints/cart.ts';
import { MESSAGES } from './messages.ts';

/*
 * The cart's rules, the same on both sides: the server answers with them (and checks an order's
 * lines by them), the screen draws an optimistic change by them until that answer lands.
 */

/** The most a line may hold: 99, and never more than the stock. */
export const maxLineQuantity = (stock: number): number =>
  Math.max(0, Math.min(CART.maxQuantity, stock));

/**
 * Why a product cannot be bought in this quantity now, null when it can: its status first (a
 * discontinued product is discontinued whatever its stock), then whether the stock covers it.
 */
export function lineProblem(
  product: { status: ProductStatus; stock: number },
  quantity: number,
): CartLineProblem | null {
  if (product.status === 'DISCONTINUED') return 'DISCONTINUED';
  if (product.status === 'PENDING') return 'NOT_ON_SALE';
  if (product.status === 'OUT_OF_STOCK' || product.stock <= 0) return 'OUT_OF_STOCK';
  return quantity > maxLineQuantity(product.stock) ? 'NOT_ENOUGH_STOCK' : null;
}

/** What the API answers when a line's problem refuses a change (409). */
export const LINE_PROBLEM_MESSAGES: Record<CartLineProblem, string> = {
  OUT_OF_STOCK: MESSAGES.outOfStock,
  DISCONTINUED: MESSAGES.discontinued,
  NOT_ON_SALE: MESSAGES.notPurchasable,
  NOT_ENOUGH_STOCK: MESSAGES.notEnoughStock,
};

/** Counted in the totals: chosen, and buyable now. */
export const isCounted = (line: Pick<CartLine, 'isSelected' | 'problem'>): boolean =>
  line.isSelected && line.problem === null;

/** The totals of the counted lines, with the shipping rule (SHIPPING): the cart's CartSummary. */
export function cartSummary(lines: readonly CartLine[]): CartSummary {
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
