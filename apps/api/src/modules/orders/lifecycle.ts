import {
  MESSAGES,
  OPEN_CLAIM_STATUSES,
  type Courier,
  type Order,
  type OrderAdminAction,
  type OrderProductStatus,
} from '@chorok/contract';
import { claims, orderProducts, orders, refunds, shipments, type Database } from '@chorok/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { recordAction } from '../back-office/audit.ts';
import type { Notify } from '../notifications/notify.ts';
import { earnOnConfirm } from '../benefits/order-benefits.ts';
import { deliveredNotice, shippedNotice } from './notices.ts';
import { isConfirmable, loadOrder } from './read.ts';
import { lockOrder, lockOwnOrder } from './service.ts';

/*
 * After payment each line moves on by itself: the operator prepares, ships and delivers
 * (adminOrderStep, the admin CLI), the buyer confirms the purchase (구매 확정) once a line has
 * shipped, and the sweep confirms delivered lines nobody confirmed within 7 days.
 */

/**
 * POST /orders/{id}/confirm: every listed line must be the caller's, of this order, and shipped
 * or delivered; otherwise nothing is confirmed (409 alreadyConfirmed / confirmNotAllowed, 404 for
 * a line that is not the order's).
 */
export async function confirmOrderProducts(
  db: Database,
  userId: number,
  orderId: number,
  orderProductIds: readonly number[],
  now: Date = new Date(),
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const lines = await tx
      .select({ id: orderProducts.id, status: orderProducts.status })
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order.id));
    const ids = [...new Set(orderProductIds)];
    const held = await tx
      .select({ orderProductId: claims.orderProductId })
      .from(claims)
      .where(and(eq(claims.orderId, order.id), inArray(claims.status, [...OPEN_CLAIM_STATUSES])));
    for (const id of ids) {
      const line = lines.find((candidate) => candidate.id === id);
      if (!line) throw AppError.notFound(MESSAGES.orderProductNotFound);
      if (line.status === 'CONFIRMED') throw AppError.conflict(MESSAGES.alreadyConfirmed);
      if (line.status === 'CANCELLED') throw AppError.conflict(MESSAGES.alreadyCancelled);
      if (line.status === 'RETURNED') throw AppError.conflict(MESSAGES.alreadyReturned);
      if (!isConfirmable(line.status)) throw AppError.conflict(MESSAGES.confirmNotAllowed);
      // An open return or exchange decides the line first (decision 0023).
      if (held.some((claim) => claim.orderProductId === id))
        throw AppError.conflict(MESSAGES.claimHoldsConfirm);
    }
    await tx
      .update(orderProducts)
      .set({ status: 'CONFIRMED', confirmedAt: now })
      .where(and(eq(orderProducts.orderId, order.id), inArray(orderProducts.id, ids)));
    await earnOnConfirm(tx, order.id, ids, now);
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
  });
  return loadOrder(db, orderId);
}

const STEPS: Record<
  OrderAdminAction,
  {
    from: readonly OrderProductStatus[];
    to: OrderProductStatus;
    stamp: Partial<Record<'prepared' | 'shipped' | 'delivered', true>>;
  }
> = {
  prepare: { from: ['PAID'], to: 'PREPARING', stamp: { prepared: true } },
  ship: { from: ['PAID', 'PREPARING'], to: 'SHIPPING', stamp: { prepared: true, shipped: true } },
  deliver: { from: ['SHIPPING'], to: 'DELIVERED', stamp: { delivered: true } },
};

/** The order's own parcel, as the operator ships it (OrderShipBody, already parsed). */
export interface Parcel {
  courier: Courier;
  /** Digits only. */
  trackingNumber: string;
}

export interface AdvanceDeps {
  db: Database;
  /** Tells the shopper once the step has committed (shipped, delivered). */
  notify: Notify;
  /** Who moves it: the operator, or CLI_ACTOR (decision 0043); written to the audit log. */
  actor: OperatorActor;
}

/**
 * POST /admin/orders/{id}/{action}: the operator moves every line still on its way (not cancelled,
 * not yet confirmed by the buyer) one step on. All of them must be where the step starts, or
 * nothing moves (409 orderStepNotAllowed); an order with a refund in flight waits for it.
 * `ship` takes the parcel (courier and waybill), stored with the lines in one transaction;
 * `deliver` marks the parcel delivered. The shopper is notified after the commit (decision 0023).
 * The audit entry (`order.prepare|ship|deliver`: the lines' states and the parcel, before and
 * after) is written in the step's own transaction.
 */
export async function advanceOrder(
  { db, notify, actor }: AdvanceDeps,
  orderId: number,
  action: OrderAdminAction,
  parcel?: Parcel,
  now: Date = new Date(),
): Promise<Order> {
  const step = STEPS[action];
  if (action === 'ship' && !parcel) throw AppError.badRequest(MESSAGES.courierRequired);
  if (action !== 'ship' && parcel) throw AppError.badRequest(MESSAGES.parcelOnlyForShip);
  const userId = await db.transaction(async (tx) => {
    const order = isStoredId(orderId) ? await lockOrder(tx, eq(orders.id, orderId)) : null;
    if (!order) throw AppError.notFound(MESSAGES.orderNotFound);
    if (order.status !== 'PAID') throw AppError.conflict(MESSAGES.orderStepNotAllowed);
    const [pending] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), isNull(refunds.transactionKey)));
    if (pending) throw AppError.conflict(MESSAGES.paymentInProgress);
    const lines = await tx
      .select({ id: orderProducts.id, status: orderProducts.status })
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order.id))
      .orderBy(asc(orderProducts.id));
    const moving = lines.filter(
      (line) => line.status !== 'CANCELLED' && line.status !== 'CONFIRMED',
    );
    if (moving.length === 0 || moving.some((line) => !step.from.includes(line.status)))
      throw AppError.conflict(MESSAGES.orderStepNotAllowed);
    await tx
      .update(orderProducts)
      .set({
        status: step.to,
        ...(step.stamp.prepared
          ? {
              preparedAt: sql`coalesce(${orderProducts.preparedAt}, ${now.toISOString()}::timestamptz)`,
            }
          : {}),
        ...(step.stamp.shipped ? { shippedAt: now } : {}),
        ...(step.stamp.delivered ? { deliveredAt: now } : {}),
      })
      .where(
        inArray(
          orderProducts.id,
          moving.map((line) => line.id),
        ),
      );
    if (parcel) await tx.insert(shipments).values({ orderId: order.id, ...parcel, shippedAt: now });
    const delivered =
      action === 'deliver'
        ? await tx
            .update(shipments)
            .set({ deliveredAt: now })
            .where(
              and(
                eq(shipments.orderId, order.id),
                isNull(shipments.claimId),
                isNull(shipments.deliveredAt),
              ),
            )
            .returning({ courier: shipments.courier, trackingNumber: shipments.trackingNumber })
        : [];
    await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, order.id));
    // The parcel: shipped now, or the one delivered (none for an order shipped before parcels).
    const [arrived] = delivered;
    await recordAction(tx, actor, {
      action: `order.${action}`,
      targetType: 'ORDER',
      targetId: order.id,
      before: {
        lines: moving.map(({ id, status }) => ({ id, status })),
        ...(arrived ? { parcel: { ...arrived, delivered: false } } : {}),
      },
      after: {
        lines: moving.map(({ id }) => ({ id, status: step.to })),
        ...(parcel
          ? { parcel: { courier: parcel.courier, trackingNumber: parcel.trackingNumber } }
          : {}),
        ...(arrived ? { parcel: { ...arrived, delivered: true } } : {}),
      },
    });
    return order.userId;
  });
  const order = await loadOrder(db, orderId);
  if (action === 'ship') await notify(shippedNotice(userId, order));
  if (action === 'deliver') await notify(deliveredNotice(userId, order));
  return order;
}
