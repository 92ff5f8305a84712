import {
  formatWon,
  type AdminCoupon,
  type AdminCouponBody,
  type AdminCouponIssue,
  type AdminPointsAdjustBody,
  type AdminPointsAdjustment,
  type CouponKind,
  type CouponScope,
  type CouponSource,
  type ProductCategory,
} from '@chorok/contract';
import {
  coupons,
  products,
  userCoupons,
  users,
  sqlState,
  UNIQUE_VIOLATION,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { recordAction } from '../back-office/audit.ts';
import { isAlreadyIssued, issueCoupon, ruleOf, type CouponRow } from './coupons.ts';
import { addPoints, insertEntry, takeFromLots } from './ledger.ts';
import { pointsBalance } from './points.ts';

/*
 * What the operator does to coupons and points (the admin endpoints, and `npm run admin -- coupon
 * …`, `points adjust` on the database itself). The contract checks the input's form; these check
 * it against the data and refuse with a sentence for the operator. Each change is audited in its
 * own transaction (`coupon.create|issue|deactivate`, `points.adjust`; decision 0043).
 */

/** A refusal the operator reads as it is (an unknown e-mail, a coupon that ran out …). */
export class BenefitsRefusal extends Error {
  override name = 'BenefitsRefusal';
  constructor(
    message: string,
    /** notFound: what it names does not exist; badRequest: the input names what cannot be. */
    readonly kind: 'notFound' | 'conflict' | 'badRequest' = 'conflict',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A coupon as the operator defines it, with what was left out filled in. */
interface CouponDraft {
  name: string;
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
  minOrderAmount: number;
  scope: CouponScope;
  categories: ProductCategory[];
  productIds: number[];
  /** Normalised; only for a CODE coupon. */
  code: string | null;
  source: CouponSource;
  validDays: number | null;
  validUntil: Date | null;
  issueLimit: number | null;
}

function couponDraftOf(body: z.output<typeof AdminCouponBody>): CouponDraft {
  const categories = [...new Set(body.categories ?? [])];
  const productIds = [...new Set(body.productIds ?? [])];
  const code = body.code ?? null;
  return {
    name: body.name,
    kind: body.kind,
    value: body.value,
    maxDiscount: body.maxDiscount ?? null,
    minOrderAmount: body.minOrderAmount ?? 0,
    scope: categories.length > 0 ? 'CATEGORY' : productIds.length > 0 ? 'PRODUCT' : 'ALL',
    categories,
    productIds,
    code,
    source: body.source ?? (code ? 'CODE' : 'OPERATOR'),
    validDays: body.validDays ?? null,
    validUntil: body.validUntil ? new Date(body.validUntil) : null,
    issueLimit: body.issueLimit ?? null,
  };
}

/** A coupon row as the operator's answers carry it. */
export function adminCouponOf(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    ...ruleOf(row),
    source: row.source,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    validDays: row.validDays,
    issueLimit: row.issueLimit,
    issuedCount: row.issuedCount,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A coupon's terms as the audit log keeps them. */
function termsOf(coupon: AdminCoupon): Record<string, unknown> {
  const { id: _id, issuedCount: _issued, createdAt: _created, ...terms } = coupon;
  return terms;
}

export async function createCoupon(
  db: Database,
  actor: OperatorActor,
  body: z.output<typeof AdminCouponBody>,
): Promise<AdminCoupon> {
  const draft = couponDraftOf(body);
  if (draft.productIds.length > 0) {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, draft.productIds));
    const known = new Set(found.map((row) => row.id));
    const missing = draft.productIds.filter((id) => !known.has(id));
    if (missing.length > 0)
      throw new BenefitsRefusal(`없는 상품이에요: ${missing.join(', ')}`, 'badRequest');
  }
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(coupons).values(draft).returning();
      const coupon = adminCouponOf(row!);
      await recordAction(tx, actor, {
        action: 'coupon.create',
        targetType: 'COUPON',
        targetId: coupon.id,
        after: termsOf(coupon),
      });
      return coupon;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new BenefitsRefusal(`이미 쓰고 있는 쿠폰 코드예요: ${draft.code}`);
    throw error;
  }
}

/** Every coupon of the shop, newest first. */
export async function listShopCoupons(db: Database): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(desc(coupons.id));
  return rows.map(adminCouponOf);
}

async function couponById(db: Database | Transaction, couponId: number): Promise<CouponRow> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw new BenefitsRefusal(`없는 쿠폰이에요: #${couponId}`, 'notFound');
  return coupon;
}

async function memberByEmail(tx: Transaction, rawEmail: string): Promise<number> {
  const email = rawEmail.trim().toLowerCase();
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  if (!user) throw new BenefitsRefusal(`이 이메일의 회원이 없어요: ${email}`, 'notFound');
  return user.id;
}

/** One copy of a coupon to one member (OPERATOR): active, receivable now, not held, not run out. */
export async function issueCouponToMember(
  db: Database,
  actor: OperatorActor,
  couponId: number,
  email: string,
  now: Date = new Date(),
): Promise<AdminCouponIssue> {
  try {
    return await db.transaction(async (tx) => {
      const coupon = await couponById(tx, couponId);
      if (!coupon.active) throw new BenefitsRefusal(`쓰지 않게 한 쿠폰이에요: #${couponId}`);
      if (coupon.validFrom && coupon.validFrom > now)
        throw new BenefitsRefusal(`아직 나눠 줄 수 없는 쿠폰이에요: #${couponId}`);
      if (coupon.validUntil && coupon.validUntil <= now)
        throw new BenefitsRefusal(`사용 기간이 끝난 쿠폰이에요: #${couponId}`);
      const userId = await memberByEmail(tx, email);
      const [held] = await tx
        .select({ id: userCoupons.id })
        .from(userCoupons)
        .where(and(eq(userCoupons.userId, userId), eq(userCoupons.couponId, couponId)));
      if (held) throw new BenefitsRefusal(`이미 이 쿠폰을 받은 회원이에요: ${email}`);
      const entry = await issueCoupon(tx, userId, coupon, now);
      if (!entry) throw new BenefitsRefusal(`준비한 쿠폰이 모두 나갔어요: #${couponId}`);
      await recordAction(tx, actor, {
        action: 'coupon.issue',
        targetType: 'COUPON',
        targetId: couponId,
        before: { issuedCount: coupon.issuedCount },
        after: {
          issuedCount: coupon.issuedCount + 1,
          userId,
          entryId: entry.id,
          expiresAt: entry.expiresAt.toISOString(),
        },
      });
      return {
        coupon: adminCouponOf({ ...coupon, issuedCount: coupon.issuedCount + 1 }),
        userId,
        entryId: entry.id,
        expiresAt: entry.expiresAt.toISOString(),
      };
    });
  } catch (error) {
    if (isAlreadyIssued(error))
      throw new BenefitsRefusal(`이미 이 쿠폰을 받은 회원이에요: ${email}`, 'conflict', {
        cause: error,
      });
    throw error;
  }
}

/** Stops handing a coupon out (codes, sign-ups, the operator); copies already held stay usable. */
export async function deactivateCoupon(
  db: Database,
  actor: OperatorActor,
  couponId: number,
): Promise<{ coupon: AdminCoupon; changed: boolean }> {
  // One already inactive changes nothing and records nothing.
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(coupons)
      .set({ active: false })
      .where(and(eq(coupons.id, couponId), eq(coupons.active, true)))
      .returning();
    if (row)
      await recordAction(tx, actor, {
        action: 'coupon.deactivate',
        targetType: 'COUPON',
        targetId: couponId,
        before: { active: true },
        after: { active: false },
      });
    return row;
  });
  if (changed) return { coupon: adminCouponOf(changed), changed: true };
  return { coupon: adminCouponOf(await couponById(db, couponId)), changed: false };
}

/**
 * An ADJUST entry: points added are a lot expiring POINTS.validDays later; points taken come out
 * of the live lots, soonest to expire first, and never more than the balance.
 */
export async function adjustPoints(
  db: Database,
  actor: OperatorActor,
  { email, amount, note }: z.output<typeof AdminPointsAdjustBody>,
  now: Date = new Date(),
): Promise<AdminPointsAdjustment> {
  return db.transaction(async (tx) => {
    const userId = await memberByEmail(tx, email);
    const adjustment = await adjust(tx, userId, amount, note, now);
    await recordAction(tx, actor, {
      action: 'points.adjust',
      targetType: 'POINTS',
      targetId: userId,
      before: { balance: adjustment.balance - amount },
      after: { balance: adjustment.balance, amount, note, entryId: adjustment.entryId },
    });
    return adjustment;
  });
}

async function adjust(
  tx: Transaction,
  userId: number,
  amount: number,
  note: string,
  now: Date,
): Promise<AdminPointsAdjustment> {
  const facts = { userId, note, now };
  if (amount > 0) {
    const lot = (await addPoints(tx, 'ADJUST', amount, facts))!;
    return {
      userId,
      entryId: lot.id,
      amount,
      expiresAt: lot.expiresAt.toISOString(),
      balance: await pointsBalance(tx, userId, now),
    };
  }
  // The ledger's own taking: checkout spending the same points at that moment waits.
  const { taken, balance } = await takeFromLots(tx, userId, -amount, now);
  if (!taken)
    throw new BenefitsRefusal(
      `적립금이 모자라요: 잔액 ${formatWon(balance)}, 빼려는 금액 ${formatWon(-amount)}`,
    );
  const entryId = await insertEntry(tx, 'ADJUST', amount, facts);
  return { userId, entryId, amount, expiresAt: null, balance: balance + amount };
}
