import {
  MESSAGES,
  type AdminCancelBody,
  type Order,
  type ShopCancelReason,
} from '@chorok/contract';
import { orders } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { cancelledNotice } from './notices.ts';
import type { PaymentDeps } from './payment.ts';
import { isCancellable } from './read.ts';
import { cancelLines, type Plan } from './refunds.ts';
import { lockOrder } from './service.ts';

/** The lines an operator chose, each of this order and still before shipping (404 / 409). */
const chosenLines =
  (ids: readonly number[]): Plan =>
  (lines) => {
    const unique = [...new Set(ids)];
    return unique.map((id) => {
      const line = lines.find((candidate) => candidate.id === id);
      if (!line) throw AppError.notFound(MESSAGES.orderProductNotFound);
      if (line.status === 'CANCELLED') throw AppError.conflict(MESSAGES.alreadyCancelled);
      if (!isCancellable(line.status)) throw AppError.conflict(MESSAGES.cancelNotAllowed);
      return line;
    });
  };

/**
 * POST /admin/orders/{id}/cancellations: the shop cancels lines for the buyer (품절, 배송 불가, or
 * the buyer asked by phone) through the very path of the buyer's own cancel (refunds.ts), so the
 * two meet on the order's lock and its one pending refund: the same line is refunded once. The
 * buyer is told after the commit.
 */
export async function cancelForBuyer(
  deps: PaymentDeps,
  actor: OperatorActor,
  orderId: number,
  body: {
    orderProductIds: number[];
    reason: ShopCancelReason;
    refundAccount?: AdminCancelBody['refundAccount'];
  },
): Promise<Order> {
  let buyer: number | null = null;
  const order = await cancelLines(deps, orderId, {
    lock: async (tx) => {
      const row = isStoredId(orderId) ? await lockOrder(tx, eq(orders.id, orderId)) : null;
      if (!row) throw AppError.notFound(MESSAGES.orderNotFound);
      buyer = row.userId;
      return row;
    },
    reason: body.reason,
    plan: chosenLines(body.orderProductIds),
    dropUnpaid: false,
    refundAccount: body.refundAccount,
    actor,
  });
  if (buyer !== null && deps.notify)
    await deps.notify(cancelledNotice(buyer, order, body.orderProductIds, body.reason));
  return order;
}
