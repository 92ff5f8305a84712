import {
  bestCouponOf,
  couponDiscountOf,
  couponMiss,
  MESSAGES,
  priceOrder,
  type OrderQuote,
  type OrderQuoteBody,
} from '@chorok/contract';
import { products, type Database } from '@chorok/db';
import { inArray } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-types.ts';
import { loadUsableCoupons } from './coupons.ts';
import { earnByLine, type EarningLine } from './earn.ts';
import { pointsBalance } from './points.ts';

/**
 * POST /orders/quote: the order sheet's figures by the rule checkout charges (decision 0033), at
 * the products' prices now: the wallet's usable coupons with what each takes off, the one named
 * (or the best), the points asked for lowered to what may be used, and what confirming would earn.
 * Whether the goods can be bought is createOrder's to say; an unknown product is a 404 here too.
 */
export async function quoteOrder(
  db: Database,
  user: AuthUser,
  body: Required<Pick<OrderQuoteBody, 'items'>> & OrderQuoteBody,
  now: Date = new Date(),
): Promise<OrderQuote> {
  const ids = body.items.map((item) => item.productId);
  const rows = await db
    .select({
      id: products.id,
      salePrice: products.salePrice,
      category: products.category,
      pointsRatePercent: products.pointsRatePercent,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const lines: EarningLine[] = body.items.map((item, index) => {
    const product = byId.get(item.productId);
    if (!product)
      throw new AppError('NOT_FOUND', MESSAGES.productNotFound, {
        errors: [{ path: `items.${index}.productId`, message: MESSAGES.productNotFound }],
      });
    return {
      id: index,
      productId: item.productId,
      category: product.category,
      unitPrice: product.salePrice,
      quantity: item.quantity,
      status: 'PAYMENT_PENDING',
      pointsRatePercent: product.pointsRatePercent,
    };
  });

  const [wallet, balance] = await Promise.all([
    loadUsableCoupons(db, user.id, now),
    pointsBalance(db, user.id, now),
  ]);
  const quoted = wallet
    .map((coupon) => ({
      coupon,
      discount: couponDiscountOf(coupon.rule, lines),
      miss: couponMiss(coupon.rule, lines),
    }))
    .sort(
      (a, b) => b.discount - a.discount || a.coupon.expiresAt.localeCompare(b.coupon.expiresAt),
    );
  let chosen = null;
  if (body.couponId === undefined) chosen = bestCouponOf(wallet, lines);
  else if (body.couponId !== null) {
    chosen = wallet.find((coupon) => coupon.id === body.couponId) ?? null;
    if (!chosen) throw AppError.conflict(MESSAGES.couponUnavailable);
    if (couponDiscountOf(chosen.rule, lines) === 0)
      throw AppError.conflict(MESSAGES.couponNotApplicable);
  }

  const unlimited = priceOrder(lines, chosen?.rule ?? null, 0);
  const maxPoints = Math.min(unlimited.maxPoints, balance);
  const price = priceOrder(lines, chosen?.rule ?? null, Math.min(body.points ?? 0, maxPoints));
  // What confirming would earn, by the rule confirmation earns by.
  const earn = earnByLine(
    {
      couponRule: chosen?.rule ?? null,
      couponDiscountLeft: price.couponDiscount,
      pointsLeft: price.pointsUsed,
    },
    lines,
  );
  return {
    itemsTotal: price.itemsTotal,
    couponId: chosen?.id ?? null,
    couponDiscount: price.couponDiscount,
    pointsUsed: price.pointsUsed,
    maxPoints,
    pointsBalance: balance,
    shippingFee: price.shippingFee,
    totalAmount: price.totalAmount,
    earnPoints: [...earn.values()].reduce((sum, points) => sum + points, 0),
    coupons: quoted,
  };
}
