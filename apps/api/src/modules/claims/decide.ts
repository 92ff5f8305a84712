import {
  MESSAGES,
  OPEN_CLAIM_STATUSES,
  claimRefundOf,
  repriceWithout,
  isLineGivenBack,
  type AdminClaim,
  type AdminClaimResult,
  type Courier,
} from '@chorok/contract';
import {
  claimPhotos,
  claims,
  orderProducts,
  orders,
  payments,
  refunds,
  shipments,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { selectSql } from '../../lib/select-sql.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import type { PaymentDeps } from '../orders/payment.ts';
import { CONFIRM_CLAIM, loadOrder, type OrderRow, type RefundRow } from '../orders/read.ts';
import { settleRefund } from '../orders/refunds.ts';
import { lockOrder } from '../orders/service.ts';
import { reserveStock } from '../orders/stock.ts';
import { recordAction } from '../back-office/audit.ts';
import { activeLines, benefitLinesOf } from '../benefits/earn.ts';
import { revokeEarned } from '../benefits/ledger.ts';
import { giveBackBenefits } from '../benefits/order-benefits.ts';
import { sendClaimNotice } from './notices.ts';
import { returnLineNow } from './settle.ts';

/*
 * The operator's side of a claim (decision 0023; the admin endpoints and `npm run admin -- claim`).
 * Every step takes the order's row lock first, as cancels do, then the claim's: two operators, or
 * an operator and the shopper withdrawing, never decide one claim twice. An approved return
 * refunds like a cancel (decision 0012): the refund row is claimed inside the transaction, the
 * provider is called after it commits, and settleRefund records the answer — so a cancel and a
 * return of one order never refund at once (the second sees the row in flight: 409). Each
 * decision is audited (`claim.approve|reject|complete`, decision 0043) in the transaction that
 * commits it; a refund the provider then refuses adds `claim.refund-refused` (settle.ts).
 */

const clock = (deps: { now?: () => Date }) => (deps.now ? deps.now() : new Date());

type ClaimRow = typeof claims.$inferSelect;
type LineRow = typeof orderProducts.$inferSelect;

/** The claim, its order and line, locked in the order every order step locks them. */
async function lockClaim(
  tx: Transaction,
  claimId: number,
): Promise<{ order: OrderRow; claim: ClaimRow; line: LineRow }> {
  const [found] = isStoredId(claimId)
    ? await tx.select({ orderId: claims.orderId }).from(claims).where(eq(claims.id, claimId))
    : [];
  if (!found) throw AppError.notFound(MESSAGES.claimNotFound);
  const order = await lockOrder(tx, eq(orders.id, found.orderId));
  const [claim] = await tx.select().from(claims).where(eq(claims.id, claimId)).for('update');
  if (!order || !claim) throw AppError.notFound(MESSAGES.claimNotFound);
  const [line] = await tx
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.id, claim.orderProductId));
  if (!line) throw AppError.notFound(MESSAGES.orderProductNotFound);
  return { order, claim, line };
}

async function result(db: Database, orderId: number, claimId: number): Promise<AdminClaimResult> {
  const order = await loadOrder(db, orderId);
  const claim = order.claims.find((candidate) => candidate.id === claimId);
  if (!claim) throw AppError.notFound(MESSAGES.claimNotFound);
  return { claim, order };
}

const isHeldLine = (status: string) => status === 'DELIVERED' || status === 'CONFIRMED';

/** An audit entry's common part: which claim, and what it was (its kind and reason with it). */
const decision = (action: string, claim: ClaimRow) => ({
  action,
  targetType: 'CLAIM' as const,
  targetId: claim.id,
  before: { status: claim.status, kind: claim.kind, reason: claim.reason },
});

/** The database, the payment provider (returns refund) and app.notify (the shopper is told). */
export type ClaimDeps = PaymentDeps;

type ApproveStep =
  { kind: 'decided'; orderId: number } | { kind: 'refund'; order: OrderRow; refund: RefundRow };

/**
 * POST /admin/claims/{id}/approve. A return: refunded at once — the line's amount less the return
 * shipping fee, plus the order's shipping fee when the shop is at fault and nothing else is left
 * (claimRefundOf) — then RETURNED and COMPLETED (nothing to refund: at once, without the
 * provider). An exchange: the replacement is taken from stock and sent (a shipments row with the
 * claim), and the claim is APPROVED until `complete`. Only a REQUESTED claim (409).
 */
export async function approveClaim(
  deps: ClaimDeps,
  actor: OperatorActor,
  claimId: number,
  parcel: { courier?: Courier; trackingNumber?: string },
): Promise<AdminClaimResult> {
  const now = clock(deps);
  const step = await deps.db.transaction(async (tx): Promise<ApproveStep> => {
    const { order, claim, line } = await lockClaim(tx, claimId);
    if (claim.status !== 'REQUESTED' || !isHeldLine(line.status))
      throw AppError.conflict(MESSAGES.claimStepNotAllowed);

    if (claim.kind === 'EXCHANGE') {
      if (!parcel.courier || !parcel.trackingNumber)
        throw AppError.badRequest(MESSAGES.claimParcelRequired);
      await reserveStock(tx, [{ productId: line.productId, quantity: line.quantity, index: 0 }]);
      await tx.insert(shipments).values({
        orderId: order.id,
        claimId: claim.id,
        courier: parcel.courier,
        trackingNumber: parcel.trackingNumber,
        shippedAt: now,
      });
      await tx
        .update(claims)
        .set({ status: 'APPROVED', decidedAt: now })
        .where(eq(claims.id, claim.id));
      await recordAction(tx, actor, {
        ...decision('claim.approve', claim),
        after: {
          status: 'APPROVED',
          parcel: { courier: parcel.courier, trackingNumber: parcel.trackingNumber },
        },
      });
      return { kind: 'decided', orderId: order.id };
    }

    if (parcel.courier || parcel.trackingNumber)
      throw AppError.badRequest(MESSAGES.claimParcelNotForReturn);
    const [pending] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), isNull(refunds.transactionKey)));
    if (pending) throw AppError.conflict(MESSAGES.paymentInProgress);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), ne(payments.status, CONFIRM_CLAIM)));
    if (!payment) throw AppError.conflict(MESSAGES.conflict);
    const lines = (await benefitLinesOf(tx, [order.id])).get(order.id) ?? [];
    // The rest priced again with the order's coupon and points (decision 0033); what the line
    // earned and was already spent stays out of the money.
    const back = repriceWithout(activeLines(lines), [line.id], order.couponRule, {
      couponDiscount: order.couponDiscountLeft,
      pointsUsed: order.pointsLeft,
    });
    const spentEarnings = await revokeEarned(tx, line.id, {
      userId: order.userId,
      orderId: order.id,
      title: line.name,
      now,
    });
    const benefitsBack = {
      pointsAmount: back.pointsBack,
      couponDiscountAfter: back.couponDiscount,
    };
    const { amount, shippingFeeAmount } = claimRefundOf({
      lineAmount: Math.max(0, back.cashBack - spentEarnings),
      reason: claim.reason,
      returnShippingFee: claim.returnShippingFee,
      orderShippingFee: order.shippingFee,
      otherLinesLeft: lines.filter(
        (other) => other.id !== line.id && !isLineGivenBack(other.status),
      ).length,
    });
    if (amount > payment.balanceAmount) throw AppError.conflict(MESSAGES.conflict);
    if (amount === 0) {
      await giveBackBenefits(tx, order, benefitsBack, now);
      await tx
        .update(claims)
        .set({ decidedAt: now, refundAmount: 0 })
        .where(eq(claims.id, claim.id));
      await returnLineNow(tx, claim.id, line.id, now);
      await recordAction(tx, actor, {
        ...decision('claim.approve', claim),
        after: { status: 'COMPLETED', refundAmount: 0 },
      });
      return { kind: 'decided', orderId: order.id };
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        amount,
        shippingFeeAmount,
        orderProductIds: [line.id],
        ...benefitsBack,
        // The refund list reads cancel reasons; the claim keeps the real one.
        reason: claim.reason === 'CHANGED_MIND' ? 'CHANGED_MIND' : 'OTHER',
        // The shopper's account moves to the refund, which masks it once settled.
        refundAccount: claim.refundAccount,
        createdAt: now,
      })
      .returning();
    await tx
      .update(claims)
      .set({
        status: 'APPROVED',
        decidedAt: now,
        refundAmount: amount,
        refundId: refund!.id,
        refundAccount: null,
      })
      .where(eq(claims.id, claim.id));
    // APPROVED with the refund in flight: COMPLETED once the provider pays, or back to
    // REQUESTED (and a `claim.refund-refused` entry) if it refuses.
    await recordAction(tx, actor, {
      ...decision('claim.approve', claim),
      after: { status: 'APPROVED', refundAmount: amount, refundId: refund!.id },
    });
    return { kind: 'refund', order, refund: refund! };
  });

  if (step.kind === 'refund') {
    // Completes the claim and tells the shopper once the provider has refunded.
    await settleRefund(deps, step.order, step.refund);
    return result(deps.db, step.order.id, claimId);
  }
  await sendClaimNotice(deps.db, deps.notify, claimId);
  return result(deps.db, step.orderId, claimId);
}

/** POST /admin/claims/{id}/reject: a REQUESTED claim refused with the reason the shopper reads. */
export async function rejectClaim(
  deps: Pick<ClaimDeps, 'db' | 'notify' | 'now'>,
  actor: OperatorActor,
  claimId: number,
  reason: string,
): Promise<AdminClaimResult> {
  const now = clock(deps);
  const orderId = await deps.db.transaction(async (tx) => {
    const { order, claim } = await lockClaim(tx, claimId);
    if (claim.status !== 'REQUESTED') throw AppError.conflict(MESSAGES.claimStepNotAllowed);
    await tx
      .update(claims)
      .set({ status: 'REJECTED', rejectReason: reason, decidedAt: now, refundAccount: null })
      .where(eq(claims.id, claim.id));
    await recordAction(tx, actor, {
      ...decision('claim.reject', claim),
      after: { status: 'REJECTED', rejectReason: reason },
    });
    return order.id;
  });
  await sendClaimNotice(deps.db, deps.notify, claimId);
  return result(deps.db, orderId, claimId);
}

/**
 * POST /admin/claims/{id}/complete: an approved exchange's replacement has arrived. Its parcel is
 * delivered, the claim COMPLETED, and the line's delivery time becomes the replacement's — the
 * plant the shopper now has arrived then, so the 7 days to claim and to confirm start again.
 */
export async function completeClaim(
  deps: Pick<ClaimDeps, 'db' | 'notify' | 'now'>,
  actor: OperatorActor,
  claimId: number,
): Promise<AdminClaimResult> {
  const now = clock(deps);
  const orderId = await deps.db.transaction(async (tx) => {
    const { order, claim, line } = await lockClaim(tx, claimId);
    if (claim.kind !== 'EXCHANGE' || claim.status !== 'APPROVED')
      throw AppError.conflict(MESSAGES.claimStepNotAllowed);
    const [parcel] = await tx
      .update(shipments)
      .set({ deliveredAt: now })
      .where(eq(shipments.claimId, claim.id))
      .returning({ courier: shipments.courier, trackingNumber: shipments.trackingNumber });
    await tx
      .update(claims)
      .set({ status: 'COMPLETED', completedAt: now })
      .where(eq(claims.id, claim.id));
    if (isHeldLine(line.status))
      await tx.update(orderProducts).set({ deliveredAt: now }).where(eq(orderProducts.id, line.id));
    await recordAction(tx, actor, {
      ...decision('claim.complete', claim),
      after: { status: 'COMPLETED', ...(parcel ? { parcel: { ...parcel, delivered: true } } : {}) },
    });
    return order.id;
  });
  await sendClaimNotice(deps.db, deps.notify, claimId);
  return result(deps.db, orderId, claimId);
}

/** GET /admin/claims: the open claims, oldest first (what the operator has to decide or finish). */
export async function listOpenClaims(db: Database, limit = 100): Promise<AdminClaim[]> {
  const rows = await db
    .select({
      id: claims.id,
      orderId: claims.orderId,
      orderNumber: orders.orderNumber,
      userId: claims.userId,
      orderProductId: claims.orderProductId,
      productName: orderProducts.name,
      quantity: orderProducts.quantity,
      amount: sql<number>`${orderProducts.unitPrice} * ${orderProducts.quantity}`.mapWith(Number),
      kind: claims.kind,
      reason: claims.reason,
      detail: claims.detail,
      status: claims.status,
      returnShippingFee: claims.returnShippingFee,
      refundAmount: claims.refundAmount,
      photoCount: selectSql<number>(
        sql`(select count(*)::int from ${claimPhotos} where ${claimPhotos.claimId} = ${claims.id})`,
      ),
      createdAt: claims.createdAt,
    })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(orderProducts, eq(orderProducts.id, claims.orderProductId))
    .where(inArray(claims.status, [...OPEN_CLAIM_STATUSES]))
    .orderBy(asc(claims.createdAt), asc(claims.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    kind: row.kind,
    reason: row.reason,
    status: row.status,
    photoCount: Number(row.photoCount),
    createdAt: row.createdAt.toISOString(),
  }));
}
