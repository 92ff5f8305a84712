import * as z from 'zod/mini';
import '../zod-setup.ts';
import {
  COUPON,
  COUPON_KINDS,
  COUPON_MISSES,
  COUPON_SCOPES,
  COUPON_SOURCES,
  POINT_ENTRY_KINDS,
  normalizeCouponCode,
} from '../benefits.ts';
import { BodyId, IsoDateTime, PagingQuery, RouteId } from '../common.ts';
import { COUPON_STATUSES } from '../coupon-status.ts';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { OrderCreateBody } from './orders.ts';

/*
 * 적립금 and coupons (decision 0033): a shopper's own only — another user's id is refused as the
 * orders' are.
 */

/** What a coupon takes off and where: CouponRule of benefits.ts. */
export const CouponRuleSchema = z.object({
  kind: z.enum(COUPON_KINDS),
  value: z.int(),
  maxDiscount: z.nullable(z.int()),
  minOrderAmount: z.int(),
  scope: z.enum(COUPON_SCOPES),
  categories: z.array(z.enum(PRODUCT_CATEGORIES)),
  productIds: z.array(z.int()),
});

/** A coupon in a shopper's wallet. */
export const Coupon = z.object({
  /** The wallet entry's id: what an order names. */
  id: z.int(),
  name: z.string(),
  rule: CouponRuleSchema,
  /** Product names for a PRODUCT-scoped coupon, to say where it applies. */
  productNames: z.array(z.string()),
  source: z.enum(COUPON_SOURCES),
  status: z.enum(COUPON_STATUSES),
  issuedAt: IsoDateTime,
  expiresAt: IsoDateTime,
  usedAt: z.nullable(IsoDateTime),
  /** The order that used it. */
  usedOrderId: z.nullable(z.int()),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponsParams = z.object({ userId: RouteId() });
export const CouponsQuery = z.object({
  status: z._default(z.enum(COUPON_STATUSES), 'USABLE'),
});

export const RedeemCouponBody = z.strictObject({
  code: z
    .pipe(z.string({ error: MESSAGES.couponCode }), z.transform(normalizeCouponCode))
    .check(
      z.minLength(COUPON.codeMin, MESSAGES.couponCode),
      z.maxLength(COUPON.codeMax, MESSAGES.couponCode),
      z.regex(/^[A-Z0-9-]+$/, MESSAGES.couponCode),
    ),
});

export const PointsSummary = z.object({
  /** Usable now. */
  balance: z.int(),
  /** To be earned when paid lines are confirmed (구매 확정). */
  pending: z.int(),
  /** Of the balance, what expires within POINTS.expiringSoonDays. */
  expiringSoon: z.int(),
  /** When the first of it expires. */
  expiringSoonAt: z.nullable(IsoDateTime),
});
export type PointsSummary = z.infer<typeof PointsSummary>;

/** One line of the 적립금 history, newest first. */
export const PointEntry = z.object({
  id: z.int(),
  kind: z.enum(POINT_ENTRY_KINDS),
  /** + earned or given back, − spent, taken back or expired. */
  amount: z.int(),
  orderId: z.nullable(z.int()),
  /** The order's name ('몬스테라 외 1건') or the product's, for the line to say what it was. */
  title: z.nullable(z.string()),
  /** The operator's note for ADJUST. */
  note: z.nullable(z.string()),
  /** EARN, REVIEW_BONUS: when what is left of it expires. */
  expiresAt: z.nullable(IsoDateTime),
  createdAt: IsoDateTime,
});
export type PointEntry = z.infer<typeof PointEntry>;

/** The order sheet's question: what would these goods cost with this coupon and these points? */
export const OrderQuoteBody = z.strictObject({
  items: OrderCreateBody.shape.items,
  /** A wallet coupon; null for none; left out: the one that saves most. */
  couponId: z.optional(z.nullable(BodyId())),
  /** Points to use; more than may be used is lowered to the most that may. */
  points: z._default(
    z.int({ error: MESSAGES.pointsWholeWon }).check(z.minimum(0, MESSAGES.pointsWholeWon)),
    0,
  ),
});
export type OrderQuoteBody = z.input<typeof OrderQuoteBody>;

export const QuotedCoupon = z.object({
  coupon: Coupon,
  /** What it takes off these goods; 0 with `miss` when it does not apply. */
  discount: z.int(),
  miss: z.nullable(z.enum(COUPON_MISSES)),
});

export const OrderQuote = z.object({
  itemsTotal: z.int(),
  /** The coupon applied (couponId's, or the best when none was named). */
  couponId: z.nullable(z.int()),
  couponDiscount: z.int(),
  pointsUsed: z.int(),
  /** The most points this order may take: the goods less the coupon, within the balance. */
  maxPoints: z.int(),
  pointsBalance: z.int(),
  shippingFee: z.int(),
  /** What the payment will be: 최종 결제 금액. */
  totalAmount: z.int(),
  /** What confirming every line will earn. */
  earnPoints: z.int(),
  /** Every usable coupon in the wallet with its saving on these goods, the best first. */
  coupons: z.array(QuotedCoupon),
});
export type OrderQuote = z.infer<typeof OrderQuote>;

export const benefitsEndpoints = {
  listCoupons: defineEndpoint({
    id: 'listCoupons',
    method: 'GET',
    path: '/users/:userId/coupons',
    summary: "The caller's coupons: usable (soonest to expire first), used or expired",
    tag: 'benefits',
    auth: 'required',
    params: CouponsParams,
    query: CouponsQuery,
    data: z.array(Coupon),
  }),
  redeemCoupon: defineEndpoint({
    id: 'redeemCoupon',
    method: 'POST',
    path: '/users/:userId/coupons',
    summary: 'Add a coupon to the wallet by its code (once per shopper; limited coupons run out)',
    tag: 'benefits',
    auth: 'required',
    params: CouponsParams,
    body: RedeemCouponBody,
    data: Coupon,
    successStatus: 201,
  }),
  getPoints: defineEndpoint({
    id: 'getPoints',
    method: 'GET',
    path: '/users/:userId/points',
    summary: "The caller's 적립금: balance, pending until confirmation, expiring soon",
    tag: 'benefits',
    auth: 'required',
    params: CouponsParams,
    data: PointsSummary,
  }),
  listPointEntries: defineEndpoint({
    id: 'listPointEntries',
    method: 'GET',
    path: '/users/:userId/points/history',
    summary: "The caller's 적립금 history, newest first",
    tag: 'benefits',
    auth: 'required',
    params: CouponsParams,
    query: PagingQuery,
    data: PointEntry,
    list: true,
  }),
  quoteOrder: defineEndpoint({
    id: 'quoteOrder',
    method: 'POST',
    path: '/orders/quote',
    summary:
      "Price goods at the server's prices with a coupon (the best by default) and points: what the order sheet shows, by the rule checkout charges",
    tag: 'benefits',
    auth: 'required',
    body: OrderQuoteBody,
    data: OrderQuote,
  }),
} as const;
