import { shippingFeeFor, type ProductCategory } from './constants.ts';

/*
 * 적립금 and coupons (decision 0033): the constants and the one pricing rule the server charges by
 * and the order sheet shows. Every amount is whole won.
 */

export const POINTS = {
  /** Earned on a confirmed line's paid amount when its product names no rate of its own. */
  defaultRatePercent: 1,
  /** Added once per line when its review carries a photo. */
  photoReviewBonus: 500,
  /** Earned points expire this long after they were earned. */
  validDays: 365,
  /** The shopper is told this many days before points expire. */
  expiryNoticeDays: 7,
  /** What is left to pay by card or transfer at least (the provider's smallest payment). */
  minPayment: 100,
  /** The 적립금 screen warns of what expires within this many days. */
  expiringSoonDays: 30,
} as const;

/** What moved a shopper's points: the history screen's lines. */
export const POINT_ENTRY_KINDS = [
  'EARN', // a confirmed purchase
  'REVIEW_BONUS', // a photo review
  'SPEND', // used on an order
  'RESTORE', // given back by a cancel, a return or an order that was never paid
  'REVOKE', // a returned line takes back what it earned
  'EXPIRE',
  'ADJUST', // the operator
] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

export const COUPON_KINDS = ['FIXED', 'PERCENT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_SCOPES = ['ALL', 'CATEGORY', 'PRODUCT'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
/** How a coupon reaches shoppers: a code they type, sign-up, or the operator handing it out. */
export const COUPON_SOURCES = ['CODE', 'WELCOME', 'OPERATOR'] as const;
export type CouponSource = (typeof COUPON_SOURCES)[number];

export const COUPON = {
  codeMin: 4,
  codeMax: 20,
  /** A percentage coupon takes at most this much off. */
  percentMax: 90,
  nameMax: 40,
  /** A usable coupon this close to its end is marked as ending soon. */
  endingSoonDays: 7,
} as const;

/** Why a wallet coupon takes nothing off these goods. */
export const COUPON_MISSES = ['NO_ELIGIBLE_ITEMS', 'BELOW_MINIMUM'] as const;

/** Codes are read without case or spaces: ' chorok 10 ' is 'CHOROK10'. */
export const normalizeCouponCode = (code: string): string =>
  code.replaceAll(/\s+/g, '').toUpperCase();

/** What a coupon takes off and where (the definition, as kept on the order that used it). */
export interface CouponRule {
  kind: CouponKind;
  /** Won for FIXED, percent for PERCENT. */
  value: number;
  /** PERCENT: the most it takes off; null for no cap. */
  maxDiscount: number | null;
  /** The eligible goods must come to at least this. */
  minOrderAmount: number;
  scope: CouponScope;
  categories: readonly ProductCategory[];
  productIds: readonly number[];
}

/** An order line as the pricing rule sees it. */
export interface PricingLine {
  id: number;
  productId: number;
  category: ProductCategory;
  unitPrice: number;
  quantity: number;
}

const amountOf = (line: PricingLine) => line.unitPrice * line.quantity;

export function isLineEligible(rule: CouponRule, line: PricingLine): boolean {
  if (rule.scope === 'CATEGORY') return rule.categories.includes(line.category);
  if (rule.scope === 'PRODUCT') return rule.productIds.includes(line.productId);
  return true;
}

/** The goods a coupon may discount. */
export const eligibleAmountOf = (rule: CouponRule, lines: readonly PricingLine[]): number =>
  lines.filter((line) => isLineEligible(rule, line)).reduce((sum, l) => sum + amountOf(l), 0);

/** Why a coupon takes nothing off these lines, or null when it applies. */
export function couponMiss(
  rule: CouponRule,
  lines: readonly PricingLine[],
): 'NO_ELIGIBLE_ITEMS' | 'BELOW_MINIMUM' | null {
  const eligible = eligibleAmountOf(rule, lines);
  if (eligible === 0) return 'NO_ELIGIBLE_ITEMS';
  if (eligible < rule.minOrderAmount) return 'BELOW_MINIMUM';
  return null;
}

/** What a coupon takes off these lines: 0 below its minimum; never more than they cost. */
export function couponDiscountOf(rule: CouponRule, lines: readonly PricingLine[]): number {
  if (couponMiss(rule, lines)) return 0;
  const eligible = eligibleAmountOf(rule, lines);
  const raw =
    rule.kind === 'FIXED'
      ? rule.value
      : Math.min(
          Math.floor((eligible * rule.value) / 100),
          rule.maxDiscount ?? Number.POSITIVE_INFINITY,
        );
  return Math.max(0, Math.min(raw, eligible));
}

/** The coupon that saves most on these lines (ties: the one that expires first), or null. */
export function bestCouponOf<C extends { rule: CouponRule; expiresAt: string }>(
  coupons: readonly C[],
  lines: readonly PricingLine[],
): C | null {
  let best: C | null = null;
  let bestSaving = 0;
  for (const coupon of coupons) {
    const saving = couponDiscountOf(coupon.rule, lines);
    if (
      saving > bestSaving ||
      (saving === bestSaving && saving > 0 && best && coupon.expiresAt < best.expiresAt)
    ) {
      best = coupon;
      bestSaving = saving;
    }
  }
  return best;
}

export interface OrderPrice {
  itemsTotal: number;
  couponDiscount: number;
  /**
   * The most points this order could take: the goods less the coupon (never the shipping fee),
   * leaving at least POINTS.minPayment to pay.
   */
  maxPoints: number;
  pointsUsed: number;
  /** Charged on the goods before any discount (SHIPPING). */
  shippingFee: number;
  /** What the payment provider is asked for. */
  totalAmount: number;
}

/**
 * The price of an order: the coupon first, then points up to the goods left (whole won) as long as
 * POINTS.minPayment is left to pay, then the shipping fee, which is set by the goods before
 * discounts and is never paid with points.
 */
export function priceOrder(
  lines: readonly PricingLine[],
  coupon: CouponRule | null,
  points: number,
): OrderPrice {
  const itemsTotal = lines.reduce((sum, line) => sum + amountOf(line), 0);
  const couponDiscount = coupon ? couponDiscountOf(coupon, lines) : 0;
  const shippingFee = shippingFeeFor(itemsTotal);
  const maxPoints = Math.max(
    0,
    Math.min(
      itemsTotal - couponDiscount,
      itemsTotal - couponDiscount + shippingFee - POINTS.minPayment,
    ),
  );
  const pointsUsed = Math.max(0, Math.min(Math.floor(points), maxPoints));
  return {
    itemsTotal,
    couponDiscount,
    maxPoints,
    pointsUsed,
    shippingFee,
    totalAmount: itemsTotal - couponDiscount - pointsUsed + shippingFee,
  };
}

/**
 * `total` split over `weights` in proportion, in whole won that add up exactly: each share rounded
 * down, the won left over to the largest remainders (the earlier line on a tie).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * What each line cost after the order's discounts: the coupon spread over the lines it covers,
 * then the points over every line, each in proportion to what is left of it.
 */
export function lineNetAmounts(
  lines: readonly PricingLine[],
  coupon: CouponRule | null,
  couponDiscount: number,
  pointsUsed: number,
): Map<number, number> {
  const couponShares = allocate(
    couponDiscount,
    lines.map((line) => (coupon && isLineEligible(coupon, line) ? amountOf(line) : 0)),
  );
  const afterCoupon = lines.map((line, index) => amountOf(line) - couponShares[index]!);
  const pointShares = allocate(pointsUsed, afterCoupon);
  return new Map(lines.map((line, index) => [line.id, afterCoupon[index]! - pointShares[index]!]));
}

/** Points a confirmed line earns: its net amount × the product's rate (or the shop's). */
export const pointsEarnedBy = (netAmount: number, ratePercent: number | null): number =>
  Math.floor((Math.max(0, netAmount) * (ratePercent ?? POINTS.defaultRatePercent)) / 100);

export interface Repriced {
  /** The coupon discount the remaining lines keep. */
  couponDiscount: number;
  /** The points the remaining lines keep. */
  pointsUsed: number;
  /** Points given back. */
  pointsBack: number;
  /** Money given back for the goods (the shipping fee is the caller's). */
  cashBack: number;
}

/**
 * Taking lines out of a paid order (a cancel or a return): the rest is priced again with the same
 * coupon, and the shopper gets back the difference (decision 0033). A coupon whose minimum the rest
 * no longer meets stops applying, and that discount comes out of what is given back; but the rest
 * never loses more discount than the removed lines were worth, so nobody is charged afterwards.
 * Points used are kept by the rest in proportion to its value (rounded up), the remainder is given
 * back as points, and the money back is what is left of the value given back.
 */
export function repriceWithout(
  active: readonly PricingLine[],
  removedIds: readonly number[],
  coupon: CouponRule | null,
  current: { couponDiscount: number; pointsUsed: number },
): Repriced {
  const removed = active.filter((line) => removedIds.includes(line.id));
  const rest = active.filter((line) => !removedIds.includes(line.id));
  const removedAmount = removed.reduce((sum, line) => sum + amountOf(line), 0);
  const restAmount = rest.reduce((sum, line) => sum + amountOf(line), 0);
  const repricedCoupon = coupon && rest.length > 0 ? couponDiscountOf(coupon, rest) : 0;
  const couponDiscount = Math.min(
    current.couponDiscount,
    restAmount,
    Math.max(repricedCoupon, current.couponDiscount - removedAmount),
  );
  const valueBefore = active.reduce((sum, l) => sum + amountOf(l), 0) - current.couponDiscount;
  const valueAfter = restAmount - couponDiscount;
  const pointsUsed =
    valueBefore <= 0 ? 0 : Math.ceil((current.pointsUsed * valueAfter) / valueBefore);
  const pointsBack = current.pointsUsed - pointsUsed;
  return {
    couponDiscount,
    pointsUsed,
    pointsBack,
    cashBack: Math.max(0, valueBefore - valueAfter - pointsBack),
  };
}
