import {
  bestCouponOf,
  couponDiscountOf,
  couponMiss,
  pointsEarnedBy,
  priceOrder,
  type Coupon,
  type CouponRule,
  type OrderQuote,
  type OrderQuoteBody,
  type PointEntry,
  type PricingLine,
  type ProductCategory,
} from '@chorok/contract';

/** Test data in the API's shapes (never imported by the app). */

const rule = (overrides: Partial<CouponRule> = {}): CouponRule => ({
  kind: 'FIXED',
  value: 3_000,
  maxDiscount: null,
  minOrderAmount: 20_000,
  scope: 'ALL',
  categories: [],
  productIds: [],
  ...overrides,
});

export function coupon(
  overrides: Omit<Partial<Coupon>, 'rule'> & { rule?: Partial<CouponRule> } = {},
): Coupon {
  const { rule: ruleOverrides, ...rest } = overrides;
  return {
    id: 31,
    name: '웰컴 쿠폰',
    rule: {
      ...rule(ruleOverrides),
      categories: [...(ruleOverrides?.categories ?? [])],
      productIds: [...(ruleOverrides?.productIds ?? [])],
    },
    productNames: [],
    source: 'WELCOME',
    status: 'USABLE',
    issuedAt: '2026-11-01T00:00:00.000Z',
    // 15:00 UTC is midnight in Seoul: the last day is Dec 31 there.
    expiresAt: '2026-12-31T14:59:59.000Z',
    usedAt: null,
    usedOrderId: null,
    ...rest,
  };
}

/** The wallet the order sheet's tests use, against 몬스테라 ×2 (식물) and a 토분 (화분). */
export const welcome = coupon();
export const plantPercent = coupon({
  id: 32,
  name: '식물 10% 쿠폰',
  rule: {
    kind: 'PERCENT',
    value: 10,
    maxDiscount: 5_000,
    minOrderAmount: 0,
    scope: 'CATEGORY',
    categories: ['PLANT'],
  },
  source: 'CODE',
  expiresAt: '2026-12-15T14:59:59.000Z',
});
export const bigOrder = coupon({
  id: 33,
  name: '5만 원 이상 5천 원 할인',
  rule: { value: 5_000, minOrderAmount: 50_000 },
  source: 'OPERATOR',
});
export const nutrientOnly = coupon({
  id: 34,
  name: '영양제 쿠폰',
  rule: { value: 1_000, minOrderAmount: 0, scope: 'CATEGORY', categories: ['NUTRIENT'] },
});

export interface QuoteWorld {
  /** productId → unit price and category. */
  products: Record<number, { unitPrice: number; category: ProductCategory }>;
  wallet: Coupon[];
  balance: number;
}

/**
 * What POST /orders/quote answers, by the contract's own pricing rule (the server's): the best
 * coupon when none is named, points lowered to what may be used.
 */
export function quoteFor(body: OrderQuoteBody, world: QuoteWorld): OrderQuote {
  const lines: PricingLine[] = body.items.map((item, index) => {
    const product = world.products[item.productId];
    if (!product) throw new Error(`no price for product ${item.productId}`);
    return { id: index + 1, productId: item.productId, quantity: item.quantity, ...product };
  });
  const chosen =
    body.couponId === undefined
      ? bestCouponOf(world.wallet, lines)
      : (world.wallet.find((c) => c.id === body.couponId) ?? null);
  const price = priceOrder(lines, chosen?.rule ?? null, 0);
  const maxPoints = Math.min(price.maxPoints, world.balance);
  const pointsUsed = Math.min(body.points ?? 0, maxPoints);
  const totalAmount = price.itemsTotal - price.couponDiscount - pointsUsed + price.shippingFee;
  return {
    itemsTotal: price.itemsTotal,
    couponId: chosen?.id ?? null,
    couponDiscount: price.couponDiscount,
    pointsUsed,
    maxPoints,
    pointsBalance: world.balance,
    shippingFee: price.shippingFee,
    totalAmount,
    earnPoints: pointsEarnedBy(price.itemsTotal - price.couponDiscount - pointsUsed, null),
    coupons: world.wallet
      .map((c) => ({
        coupon: c,
        discount: couponDiscountOf(c.rule, lines),
        miss: couponMiss(c.rule, lines),
      }))
      .sort((a, b) => b.discount - a.discount),
  };
}

export function pointEntry(overrides: Partial<PointEntry> = {}): PointEntry {
  return {
    id: 1,
    kind: 'EARN',
    amount: 278,
    orderId: 41,
    title: '몬스테라 델리시오사 외 1건',
    note: null,
    expiresAt: '2027-11-25T14:59:59.000Z',
    createdAt: '2026-11-25T03:00:00.000Z',
    ...overrides,
  };
}
