import type { ClaimReason } from '@chorok/contract';
import {
  claims,
  operatorActions,
  orderProducts,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { recordAction, SYSTEM_ACTOR } from '../back-office/audit.ts';
import { addSales } from '../orders/stock.ts';

/*
 * How a return's refund ends, for orders/refunds.ts: a refund row an approved return claimed is
 * settled by the same code as a cancel's (settleRefund, the sweep), and these tell it the claim's
 * side. Kept here so refunds.ts does not import the claims module that imports it.
 */

/** What the provider records as the reason of a return's refund. */
export const RETURN_REASON_TEXT: Record<ClaimReason, string> = {
  CHANGED_MIND: '반품: 구매자 단순 변심',
  DEFECTIVE: '반품: 상품 불량',
  DAMAGED_IN_TRANSIT: '반품: 배송 중 손상',
  WRONG_ITEM: '반품: 오배송',
};

/** The return a refund row pays, if it is one's. */
export async function claimOfRefund(db: Database | Transaction, refundId: number) {
  const [claim] = await db.select().from(claims).where(eq(claims.refundId, refundId));
  return claim ?? null;
}

/**
 * The provider refunded a return: its line RETURNED (the sale taken back; a returned live plant is
 * looked at, not put back on sale, so stock stays), the claim COMPLETED.
 */
export async function returnLineNow(
  tx: Transaction,
  claimId: number,
  orderProductId: number,
  now: Date,
): Promise<void> {
  const returned = await tx
    .update(orderProducts)
    .set({ status: 'RETURNED' })
    .where(
      and(
        eq(orderProducts.id, orderProductId),
        inArray(orderProducts.status, ['DELIVERED', 'CONFIRMED']),
      ),
    )
    .returning({ productId: orderProducts.productId, quantity: orderProducts.quantity });
  await addSales(tx, returned, -1);
  await tx
    .update(claims)
    .set({ status: 'COMPLETED', completedAt: now })
    .where(eq(claims.id, claimId));
}

/**
 * The provider refused a return's refund: the claim waits for the operator again, as if never
 * approved (its refund row is deleted next, which the claim must no longer point at). The log says
 * so beside the approval it undoes (`claim.refund-refused`, by the system: the provider refused,
 * no person did), in this transaction: its entries always match the claim's state.
 */
export async function reopenClaimOfRefund(tx: Transaction, refundId: number): Promise<void> {
  const [reopened] = await tx
    .update(claims)
    .set({ status: 'REQUESTED', refundId: null, refundAmount: null, decidedAt: null })
    .where(eq(claims.refundId, refundId))
    .returning({ id: claims.id });
  if (!reopened) return;
  const [approval] = await tx
    .select()
    .from(operatorActions)
    .where(
      and(
        eq(operatorActions.targetType, 'CLAIM'),
        eq(operatorActions.targetId, String(reopened.id)),
        eq(operatorActions.action, 'claim.approve'),
      ),
    )
    .orderBy(desc(operatorActions.id))
    .limit(1);
  // An approval from before the log has no entry to answer.
  if (!approval) return;
  const approved = approval.after as { refundAmount?: number } | null;
  await recordAction(tx, SYSTEM_ACTOR, {
    action: 'claim.refund-refused',
    targetType: 'CLAIM',
    targetId: reopened.id,
    before: { status: 'APPROVED', refundAmount: approved?.refundAmount ?? null, refundId },
    after: { status: 'REQUESTED' },
  });
}
