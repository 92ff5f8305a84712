import {
  MESSAGES,
  priceOrder,
  type CouponRule,
  type OrderPrice,
  type PricingLine,
} from '@chorok/contract';
import { orders, type Transaction } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { benefitLinesOf, earnByLine } from './earn.ts';
import { addPoints, restorePoints, spendPoints, type PointLots } from './ledger.ts';
import { releaseCoupon, takeCoupon, usableCoupon } from './wallet.ts';

/*
 * Where orders meet 적립금 and coupons (decision 0033): an order takes its coupon and points when
 * it is made, gives them back when it is given up or refunded, and earns when its lines are
 * confirmed. Every call runs in the order's transaction, under its row lock.
 */

type OrderBenefitRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'userId' | 'orderName' | 'pointLots' | 'pointsLeft' | 'couponDiscountLeft'
>;

/** What the shopper asked the order sheet for. */
export interface BenefitChoice {
  couponId?: number | null;
  points?: number;
}

/**
 * Prices a new order by the contract's rule with the shopper's coupon and points, refusing what
 * cannot be had: a coupon not in the wallet or used (409), one that takes nothing off these goods
 * (409), more points than the goods less the coupon (400). The points are checked against the
 * balance when spent (takeBenefits).
 */
export async function priceWithBenefits(
  tx: Transaction,
  userId: number,
  lines: readonly PricingLine[],
  choice: BenefitChoice,
  now: Date,
): Promise<{ price: OrderPrice; coupon: { id: number; name: string; rule: CouponRule } | null }> {
  const coupon = choice.couponId ? await usableCoupon(tx, userId, choice.couponId, now) : null;
  const price = priceOrder(lines, coupon?.rule ?? null, choice.points ?? 0);
  if (coupon && price.couponDiscount === 0) throw AppError.conflict(MESSAGES.couponNotApplicable);
  if ((choice.points ?? 0) > price.maxPoints)
    throw AppError.badRequest(MESSAGES.pointsTooMany, [
      { path: 'points', message: MESSAGES.pointsTooMany },
    ]);
  return { price, coupon };
}

/** The new order takes its coupon and spends its points (409 when another order got there first). */
export async function takeBenefits(
  tx: Transaction,
  order: { id: number; userId: number; orderName: string },
  couponId: number | null,
  points: number,
  now: Date,
): Promise<PointLots> {
  if (couponId !== null) await takeCoupon(tx, couponId, order.id, now);
  return spendPoints(tx, points, {
    userId: order.userId,
    orderId: order.id,
    title: order.orderName,
    now,
  });
}

/**
 * Part of a paid order given back (a cancel or a return, repriceWithout): its points back into
 * their lots and the order's figures moved to what the rest keeps.
 */
export async function giveBackBenefits(
  tx: Transaction,
  order: OrderBenefitRow,
  back: { pointsAmount: number; couponDiscountAfter: number | null },
  now: Date,
): Promise<void> {
  const lots = await restorePoints(tx, order.pointLots, back.pointsAmount, {
    userId: order.userId,
    orderId: order.id,
    title: order.orderName,
    now,
  });
  await tx
    .update(orders)
    .set({
      pointLots: lots,
      pointsLeft: Math.max(0, order.pointsLeft - back.pointsAmount),
      couponDiscountLeft: back.couponDiscountAfter ?? order.couponDiscountLeft,
    })
    .where(eq(orders.id, order.id));
}

/** The whole order given up (never paid, or every line cancelled): coupon and points come back. */
export async function releaseBenefits(
  tx: Transaction,
  order: OrderBenefitRow,
  now: Date,
): Promise<void> {
  await releaseCoupon(tx, order.id);
  if (order.pointsLeft > 0)
    await giveBackBenefits(
      tx,
      order,
      { pointsAmount: order.pointsLeft, couponDiscountAfter: 0 },
      now,
    );
}

/** Confirmed lines earn their points (once each; the sweep and the shopper may both get here). */
export async function earnOnConfirm(
  tx: Transaction,
  orderId: number,
  lineIds: readonly number[],
  now: Date,
): Promise<void> {
  if (lineIds.length === 0) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const lines = (await benefitLinesOf(tx, [orderId])).get(orderId) ?? [];
  const earn = earnByLine(order, lines);
  for (const { id, name } of lines.filter((line) => lineIds.includes(line.id)))
    await addPoints(tx, 'EARN', earn.get(id) ?? 0, {
      userId: order.userId,
      orderId,
      orderProductId: id,
      title: name,
      now,
    });
}
