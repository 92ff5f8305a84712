import type { OrderCancelReason } from '@chorok/contract';
import { operatorActions, type Transaction } from '@chorok/db';
import { and, desc, eq } from 'drizzle-orm';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { recordAction, SYSTEM_ACTOR } from '../back-office/audit.ts';

/*
 * The shop's cancels in the audit log (decision 0043): `order.cancel` in the transaction that
 * takes the refund's claim, and, when the provider then refuses, `order.cancel-refused` by the
 * system beside it (as claims/settle.ts does for a return), so the log matches the lines' states.
 */

export async function recordCancel(
  tx: Transaction,
  actor: OperatorActor,
  orderId: number,
  lines: readonly { id: number; status: string }[],
  reason: OrderCancelReason,
  refundAmount: number,
  refundId: number | null,
): Promise<void> {
  await recordAction(tx, actor, {
    action: 'order.cancel',
    targetType: 'ORDER',
    targetId: orderId,
    before: { lines: lines.map(({ id, status }) => ({ id, status })) },
    after: {
      lines: lines.map(({ id }) => ({ id, status: 'CANCELLED' })),
      reason,
      refundAmount,
      refundId,
    },
  });
}

/** The provider refused the refund of a shop's cancel: nothing was cancelled after all. */
export async function noteRefusedCancel(
  tx: Transaction,
  orderId: number,
  refundId: number,
): Promise<void> {
  const entries = await tx
    .select({ after: operatorActions.after })
    .from(operatorActions)
    .where(
      and(
        eq(operatorActions.targetType, 'ORDER'),
        eq(operatorActions.targetId, String(orderId)),
        eq(operatorActions.action, 'order.cancel'),
      ),
    )
    .orderBy(desc(operatorActions.id))
    .limit(20);
  const cancel = entries
    .map((entry) => entry.after as { refundId?: number; refundAmount?: number; lines?: unknown })
    .find((after) => after?.refundId === refundId);
  // A buyer's own cancel has no entry to answer.
  if (!cancel) return;
  await recordAction(tx, SYSTEM_ACTOR, {
    action: 'order.cancel-refused',
    targetType: 'ORDER',
    targetId: orderId,
    before: { refundAmount: cancel.refundAmount ?? null, refundId },
    after: { lines: cancel.lines ?? null, cancelled: false },
  });
}
