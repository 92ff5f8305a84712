import { MESSAGES, type Coupon, type CouponStatus } from '@chorok/contract';
import {
  coupons,
  products,
  userCoupons,
  sqlState,
  UNIQUE_VIOLATION,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/*
 * Coupons in a shopper's wallet (decision 0033): a coupon is the shop's definition (coupons), a
 * wallet entry is one shopper's copy of it (user_coupons), received once by a code, at sign-up
 * (WELCOME) or from the operator, and used by at most one order.
 */

export type CouponRow = typeof coupons.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a coupon takes off and where, as the pricing rule and a placed order read it (CouponRule). */
export function ruleOf(coupon: CouponRow): Coupon['rule'] {
  return {
    kind: coupon.kind,
    value: coupon.value,
    maxDiscount: coupon.maxDiscount,
    minOrderAmount: coupon.minOrderAmount,
    scope: coupon.scope,
    categories: coupon.categories,
    productIds: coupon.productIds,
  };
}

/** USED once an order holds it; EXPIRED once its time is up unused; USABLE otherwise. */
export function couponStatusOf(entry: UserCouponRow, now: Date): CouponStatus {
  if (entry.usedOrderId !== null) return 'USED';
  return entry.expiresAt <= now ? 'EXPIRED' : 'USABLE';
}

/**
 * A wallet entry in the contract's shape. `productNames` holds the names of (at least) the
 * coupon's products by id; a PRODUCT-scoped coupon lists them in its own order.
 */
export function couponOf(
  entry: UserCouponRow,
  coupon: CouponRow,
  productNames: ReadonlyMap<number, string>,
  now: Date,
): Coupon {
  return {
    id: entry.id,
    name: coupon.name,
    rule: ruleOf(coupon),
    productNames:
      coupon.scope === 'PRODUCT'
        ? coupon.productIds.flatMap((id) => {
            const name = productNames.get(id);
            return name === undefined ? [] : [name];
          })
        : [],
    source: coupon.source,
    status: couponStatusOf(entry, now),
    issuedAt: entry.issuedAt.toISOString(),
    expiresAt: entry.expiresAt.toISOString(),
    usedAt: entry.usedAt?.toISOString() ?? null,
    usedOrderId: entry.usedOrderId,
  };
}

/** The names of the products these PRODUCT-scoped coupons name, by id (one query, or none). */
export async function productNamesOf(
  db: Database | Transaction,
  couponRows: readonly CouponRow[],
): Promise<Map<number, string>> {
  const ids = [
    ...new Set(couponRows.filter((c) => c.scope === 'PRODUCT').flatMap((c) => c.productIds)),
  ];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function walletOf(
  db: Database | Transaction,
  userId: number,
  status: CouponStatus,
  now: Date,
): Promise<Coupon[]> {
  const where = {
    USABLE: and(isNull(userCoupons.usedOrderId), gt(userCoupons.expiresAt, now)),
    USED: isNotNull(userCoupons.usedOrderId),
    EXPIRED: and(isNull(userCoupons.usedOrderId), lte(userCoupons.expiresAt, now)),
  }[status];
  const order = {
    USABLE: [asc(userCoupons.expiresAt), asc(userCoupons.id)],
    USED: [desc(userCoupons.usedAt), desc(userCoupons.id)],
    EXPIRED: [desc(userCoupons.expiresAt), desc(userCoupons.id)],
  }[status];
  const rows = await db
    .select({ entry: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), where))
    .orderBy(...order);
  const names = await productNamesOf(
    db,
    rows.map((row) => row.coupon),
  );
  return rows.map(({ entry, coupon }) => couponOf(entry, coupon, names, now));
}

/**
 * The shopper's usable coupons, soonest to expire first, each with its rule: what the order sheet
 * offers and checkout may take. Copies of a coupon the operator has since deactivated stay usable
 * (deactivating stops handing it out).
 */
export function loadUsableCoupons(
  db: Database | Transaction,
  userId: number,
  now: Date = new Date(),
): Promise<Coupon[]> {
  return walletOf(db, userId, 'USABLE', now);
}

/** GET /users/{userId}/coupons: the caller's own only. */
export async function listCoupons(
  db: Database,
  callerId: number,
  userId: number,
  status: CouponStatus,
  now: Date = new Date(),
): Promise<Coupon[]> {
  if (userId !== callerId) throw AppError.forbidden();
  return walletOf(db, callerId, status, now);
}

/** A received copy is usable until the coupon's last day or validDays after it was received. */
export function copyExpiry(coupon: Pick<CouponRow, 'validUntil' | 'validDays'>, now: Date): Date {
  const byDays =
    coupon.validDays === null ? null : new Date(now.getTime() + coupon.validDays * DAY_MS);
  const candidates = [coupon.validUntil, byDays].filter((date): date is Date => date !== null);
  // coupons_validity: one of the two is always set.
  return new Date(Math.min(...candidates.map((date) => date.getTime())));
}

/**
 * Hands one copy of `coupon` to the user, inside the caller's transaction: the coupon's
 * issued_count goes up only while it is under its issue limit (a conditional UPDATE, so copies
 * handed out at once never pass it), then the copy is inserted. Null when the coupon has run out
 * (nothing written). A user who already holds it makes the insert fail on
 * user_coupons_user_coupon_key: the caller's transaction must then roll back (isAlreadyIssued).
 */
export async function issueCoupon(
  tx: Transaction,
  userId: number,
  coupon: Pick<CouponRow, 'id' | 'validUntil' | 'validDays'>,
  now: Date,
): Promise<UserCouponRow | null> {
  const [counted] = await tx
    .update(coupons)
    .set({ issuedCount: sql`${coupons.issuedCount} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        or(isNull(coupons.issueLimit), lt(coupons.issuedCount, coupons.issueLimit)),
      ),
    )
    .returning({ id: coupons.id });
  if (!counted) return null;
  const [entry] = await tx
    .insert(userCoupons)
    .values({ userId, couponId: coupon.id, issuedAt: now, expiresAt: copyExpiry(coupon, now) })
    .returning();
  return entry!;
}

/** The error of a transaction that tried to hand a user a coupon they already hold. */
export const isAlreadyIssued = (error: unknown): boolean => sqlState(error) === UNIQUE_VIOLATION;

/** The coupon can be received now: active, and inside its validFrom … validUntil. */
const receivableNow = (now: Date) =>
  and(
    eq(coupons.active, true),
    or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
    or(isNull(coupons.validUntil), gt(coupons.validUntil, now)),
  );

/**
 * Every active WELCOME coupon to a user just created, in the sign-up's transaction. A welcome
 * coupon that has run out is skipped: signing up never fails for it.
 */
export async function issueWelcomeCoupons(
  tx: Transaction,
  userId: number,
  now: Date = new Date(),
): Promise<number> {
  const welcome = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.source, 'WELCOME'), receivableNow(now)))
    .orderBy(asc(coupons.id));
  let issued = 0;
  for (const coupon of welcome) if (await issueCoupon(tx, userId, coupon, now)) issued++;
  return issued;
}

/**
 * POST /users/{userId}/coupons: the CODE coupon with this (normalised) code into the caller's
 * wallet. Unknown, inactive or not yet valid: 404; past its last day, already held or run out: 409.
 */
export async function redeemCoupon(
  db: Database,
  callerId: number,
  userId: number,
  code: string,
  now: Date = new Date(),
): Promise<Coupon> {
  if (userId !== callerId) throw AppError.forbidden();
  try {
    return await db.transaction(async (tx) => {
      const [coupon] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.code, code), eq(coupons.source, 'CODE')));
      if (!coupon || !coupon.active || (coupon.validFrom !== null && coupon.validFrom > now))
        throw AppError.notFound(MESSAGES.couponCodeUnknown);
      if (coupon.validUntil !== null && coupon.validUntil <= now)
        throw AppError.conflict(MESSAGES.couponExpired);
      const [held] = await tx
        .select({ id: userCoupons.id })
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, callerId), eq(userCoupons.couponId, coupon.id)));
      if (held) throw AppError.conflict(MESSAGES.couponAlreadyIssued);
      const entry = await issueCoupon(tx, callerId, coupon, now);
      if (!entry) throw AppError.conflict(MESSAGES.couponExhausted);
      return couponOf(entry, coupon, await productNamesOf(tx, [coupon]), now);
    });
  } catch (error) {
    // Two redeems of one shopper at once: the check above saw neither; the unique index did.
    if (isAlreadyIssued(error))
      throw new AppError('CONFLICT', MESSAGES.couponAlreadyIssued, { cause: error });
    throw error;
  }
}
