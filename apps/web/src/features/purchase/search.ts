import { CART, ORDER, listParts, parseRouteId } from '@chorok/contract';
import { searchSchema, type SearchField } from '@/lib/search-params';

/** One product bought straight from its page: `items=<productId>:<quantity>`. */
export interface PurchaseItem {
  productId: number;
  quantity: number;
}

const ITEM = /^(\d+):(\d+)$/;

/**
 * The products of an `items` value: `7:2`, or several as `7:2,8:1` (or an array of such parts).
 * Each id positive, each quantity 1…99, no product twice, at most ORDER.maxItems. One broken part
 * makes the whole value invalid (undefined).
 */
export function parseItems(value: unknown): PurchaseItem[] | undefined {
  const parts = listParts(value);
  if (parts.length === 0 || parts.length > ORDER.maxItems) return undefined;
  const items: PurchaseItem[] = [];
  for (const part of parts) {
    const match = typeof part === 'string' ? ITEM.exec(part) : null;
    if (!match) return undefined;
    const productId = parseRouteId(match[1]);
    const quantity = Number(match[2]);
    if (productId === undefined || quantity < 1 || quantity > CART.maxQuantity) return undefined;
    if (items.some((item) => item.productId === productId)) return undefined;
    items.push({ productId, quantity });
  }
  return items;
}

/**
 * `items`: products bought now, without the cart. Kept as its text (`7:2,8:1`, written the same
 * way again) so links stay readable; a broken value reads as absent, and the screen then says
 * there is nothing to order.
 */
export const itemsField: SearchField<string> = (value) => {
  const items = parseItems(value);
  return items ? itemsParam(items) : undefined;
};

/**
 * `cartLineIds`: the cart lines to order — as the router writes an array (`[12,13]`), a
 * comma-separated list (`12,13`) or one number. Positive, at most CART.maxLines; repeats are
 * dropped.
 */
export const cartLineIdsField: SearchField<number[]> = (value) => {
  const ids: number[] = [];
  for (const part of listParts(value)) {
    const id = parseRouteId(part);
    if (id === undefined) return undefined;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.length > 0 && ids.length <= CART.maxLines ? ids : undefined;
};

/** The address form over the order sheet: `new`, for a first or another address. */
const addressFormField: SearchField<'new'> = (value) => (value === 'new' ? 'new' : undefined);

/**
 * /purchase: what to order — `cartLineIds` (from the cart; wins when both are given) or `items`
 * (buy now from a product page) — and `addressForm=new` while the address form is open over it.
 * A broken value reads as absent: the screen says there is nothing to order.
 */
export const PurchaseSearch = searchSchema(
  { cartLineIds: cartLineIdsField, items: itemsField, addressForm: addressFormField },
  { whenInvalid: 'drop' },
);
export type PurchaseSearch = ReturnType<typeof PurchaseSearch.parse>;

/** `items` as the URL carries it: `7:2,8:1`. */
export function itemsParam(items: readonly PurchaseItem[]): string {
  return items.map((item) => `${item.productId}:${item.quantity}`).join(',');
}
