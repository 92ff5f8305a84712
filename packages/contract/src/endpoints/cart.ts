import * as z from 'zod/mini';
import '../zod-setup.ts';
import { BodyId, IsoDateTime, RouteId } from '../common.ts';
import { CART, CART_LINE_PROBLEMS, PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { ImageRef } from './products.ts';

/** The product of a cart line as it is now. */
export const CartProduct = z.object({
  id: z.int(),
  category: z.enum(PRODUCT_CATEGORIES),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  price: z.int(),
  salePrice: z.int(),
  salePercent: z.int(),
  stock: z.int(),
  image: ImageRef,
});
export type CartProduct = z.infer<typeof CartProduct>;

export const CartLine = z.object({
  id: z.int(),
  product: CartProduct,
  quantity: z.int(),
  /** Chosen for checkout. A line that cannot be bought is never counted, selected or not. */
  isSelected: z.boolean(),
  /** The sale price when the line was added (or its quantity last changed). */
  addedUnitPrice: z.int(),
  /** product.salePrice − addedUnitPrice: above 0 the price went up since, below 0 it went down. */
  priceChange: z.int(),
  problem: z.nullable(z.enum(CART_LINE_PROBLEMS)),
  /** product.salePrice × quantity */
  amount: z.int(),
  addedAt: IsoDateTime,
});
export type CartLine = z.infer<typeof CartLine>;

/** Totals of the selected lines that can be bought, with the shipping rule (SHIPPING). */
export const CartSummary = z.object({
  selectedCount: z.int(),
  /** Sum of the selected lines at their original prices. */
  originalTotal: z.int(),
  /** originalTotal − itemsTotal */
  discountTotal: z.int(),
  itemsTotal: z.int(),
  shippingFee: z.int(),
  /** itemsTotal + shippingFee: what checkout will charge if nothing changes. */
  total: z.int(),
  /** Goods still to add for free shipping; 0 when already free (or nothing selected). */
  amountToFreeShipping: z.int(),
});
export type CartSummary = z.infer<typeof CartSummary>;

export const Cart = z.object({
  /** Most recently added first. */
  lines: z.array(CartLine),
  summary: CartSummary,
});
export type Cart = z.infer<typeof Cart>;

const Quantity = z
  .int({ error: MESSAGES.quantityRange })
  .check(
    z.minimum(1, { error: MESSAGES.quantityRange }),
    z.maximum(CART.maxQuantity, { error: MESSAGES.quantityRange }),
  );

const LineIds = z.array(BodyId()).check(z.minLength(1), z.maxLength(CART.maxLines));

export const CartLineIdParams = z.object({ id: RouteId() });

export const cartEndpoints = {
  getCart: defineEndpoint({
    id: 'getCart',
    method: 'GET',
    path: '/cart',
    summary: "The caller's cart with each line's current price, stock problem and the totals",
    tag: 'cart',
    auth: 'required',
    data: Cart,
  }),
  addCartLine: defineEndpoint({
    id: 'addCartLine',
    method: 'POST',
    path: '/cart/lines',
    summary:
      'Put a product in the cart (adds to the quantity when already there, capped at 99 and at stock); selected',
    tag: 'cart',
    auth: 'required',
    body: z.strictObject({
      productId: BodyId(),
      quantity: z._default(Quantity, 1),
    }),
    data: Cart,
    successStatus: 201,
  }),
  updateCartLine: defineEndpoint({
    id: 'updateCartLine',
    method: 'PATCH',
    path: '/cart/lines/:id',
    summary: 'Change a line’s quantity or whether it is selected',
    tag: 'cart',
    auth: 'required',
    params: CartLineIdParams,
    body: z.strictObject({ quantity: z.optional(Quantity), isSelected: z.optional(z.boolean()) }),
    data: Cart,
  }),
  removeCartLines: defineEndpoint({
    id: 'removeCartLines',
    method: 'POST',
    path: '/cart/remove',
    summary: 'Remove lines from the cart (one, or all selected ones); unknown ids are ignored',
    tag: 'cart',
    auth: 'required',
    body: z.strictObject({ lineIds: LineIds }),
    data: Cart,
  }),
  selectCartLines: defineEndpoint({
    id: 'selectCartLines',
    method: 'POST',
    path: '/cart/select',
    summary: 'Select or clear lines; without lineIds, every line (select all)',
    tag: 'cart',
    auth: 'required',
    body: z.strictObject({ isSelected: z.boolean(), lineIds: z.optional(LineIds) }),
    data: Cart,
  }),
} as const;
