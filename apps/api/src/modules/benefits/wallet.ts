import { MESSAGES, type CouponRule } from '@chorok/contract';
import { coupons, userCoupons, type Transaction } from '@chorok/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { ruleOf } from './coupons.ts';

/* A coupon taken by an order and given back (decision 0033). */

/** A coupon of the caller's wallet an order may take now: unused and unexpired (else 409). */
export async function usableCoupon(
  tx: Transaction,
  userId: number,
  userCouponId: number,
  now: Date,
): Promise<{ id: number; name: string; rule: CouponRule }> {
  const [row] = isStoredId(userCouponId)
    ? await tx
        .select({ id: userCoupons.id, coupon: coupons })
        .from(userCoupons)
        .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
        .where(
          and(
            eq(userCoupons.id, userCouponId),
            eq(userCoupons.userId, userId),
            isNull(userCoupons.usedOrderId),
            gt(userCoupons.expiresAt, now),
          ),
        )
    : [];
  if (!row) throw AppError.conflict(MESSAGES.couponUnavailable);
  return { id: row.id, name: row.coupon.name, rule: ruleOf(row.coupon) };
}

/**
 * The order takes the coupon. Conditional on nobody having taken it, so of two checkouts with one
 * coupon the second waits for the first's row lock, finds it taken and is refused (409).
 */
export async function takeCoupon(
  tx: Transaction,
  userCouponId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  const [taken] = await tx
    .update(userCoupons)
    .set({ usedOrderId: orderId, usedAt: now })
    .where(and(eq(userCoupons.id, userCouponId), isNull(userCoupons.usedOrderId)))
    .returning({ id: userCoupons.id });
  if (!taken) throw AppError.conflict(MESSAGES.couponUnavailable);
}

/** An order given up whole (never paid, or every line cancelled) leaves its coupon usable again. */
export async function releaseCoupon(tx: Transaction, orderId: number): Promise<void> {
  await tx
    .update(userCoupons)
    .set({ usedOrderId: null, usedAt: null })
    .where(eq(userCoupons.usedOrderId, orderId));
}
