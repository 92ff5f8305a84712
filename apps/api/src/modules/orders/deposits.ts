import { timingSafeEqual } from 'node:crypto';
import { AWAITING_DEPOSIT, MESSAGES, type PaymentWebhookBody } from '@chorok/contract';
import { orders, payments } from '@chorok/db';
import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { PaymentProviderError, type ProviderPayment } from '../payments/provider.ts';
import { depositReceivedNotice } from './notices.ts';
import { markPaid, tellShopper, type PaymentDeps } from './payment.ts';
import type { OrderRow, PaymentRow } from './read.ts';
import { closeUnpaidOrder, lockOrder } from './service.ts';

// Decision 0032: callback, webhook and sweep all end in reconcile(), the provider's record applied.

export type WebhookOutcome = 'UNCHANGED' | 'PAID' | 'EXPIRED' | 'CANCELLED' | 'IGNORED';

/** How often the sweep reads a waiting account back from the provider. */
export const DEPOSIT_CHECK_EVERY_MS = 10 * 60_000;
const BATCH = 50;

const clock = (deps: PaymentDeps) => (deps.now ? deps.now() : new Date());

/** Provider states in which an issued account will never be paid into. */
const CLOSED = new Set(['EXPIRED', 'CANCELED', 'ABORTED']);

async function orderWithPayment(
  deps: PaymentDeps,
  orderNumber: string,
): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
  const [row] = await deps.db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.orderNumber, orderNumber));
  return row ?? null;
}

function sameSecret(expected: string | null, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /payments/webhook. A deposit callback must carry its account's secret (400 otherwise); a
 * status change is only a prompt to read the payment back. Events about payments we do not hold
 * are acknowledged and ignored, so Toss stops resending them.
 */
export async function handlePaymentWebhook(
  deps: PaymentDeps,
  body: PaymentWebhookBody,
): Promise<{ outcome: WebhookOutcome }> {
  if ('eventType' in body && body.eventType === 'PAYMENT_STATUS_CHANGED') {
    const held = await orderWithPayment(deps, body.data.orderId);
    if (!held || held.payment.paymentKey !== body.data.paymentKey) return { outcome: 'IGNORED' };
    return { outcome: await reconcile(deps, held.order, held.payment) };
  }
  const deposit = 'eventType' in body ? body.data : body;
  const held = await orderWithPayment(deps, deposit.orderId);
  if (!held || !sameSecret(held.payment.depositSecret, deposit.secret)) {
    deps.log?.warn({ orderId: deposit.orderId }, 'A deposit callback without a matching secret');
    throw AppError.badRequest(MESSAGES.webhookRejected);
  }
  return { outcome: await reconcile(deps, held.order, held.payment) };
}

/**
 * The provider's record of an order's waiting account, applied: deposited → PAID (the shopper is
 * told), closed → EXPIRED with the stock back. Payments not waiting are left as they are: their
 * later changes (refunds) are ours, recorded when we made them. Throws 503 when the provider does
 * not answer, so a webhook is sent again and the sweep tries later.
 */
export async function reconcile(
  deps: PaymentDeps,
  order: OrderRow,
  payment: PaymentRow,
): Promise<WebhookOutcome> {
  if (payment.status !== AWAITING_DEPOSIT) return 'UNCHANGED';
  let held: ProviderPayment;
  try {
    held = await deps.provider.get(payment.paymentKey);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'refused') {
      deps.log?.error(
        { err: error, orderNumber: order.orderNumber },
        'A waiting payment is unknown to the provider',
      );
      return 'UNCHANGED';
    }
    throw new AppError('UNAVAILABLE', MESSAGES.paymentInProgress, { cause: error });
  }
  if (held.paymentKey !== payment.paymentKey || held.orderId !== order.orderNumber)
    return 'IGNORED';
  if (held.status === 'DONE') return deposited(deps, order, payment, held);
  if (CLOSED.has(held.status)) return closeWaiting(deps, order, payment, held.status);
  return 'UNCHANGED';
}

async function deposited(
  deps: PaymentDeps,
  order: OrderRow,
  payment: PaymentRow,
  held: ProviderPayment,
): Promise<WebhookOutcome> {
  if (held.totalAmount !== order.totalAmount) {
    deps.log?.error(
      { orderNumber: order.orderNumber, amount: held.totalAmount },
      'A deposit of another amount than the order total: check it by hand',
    );
    return 'UNCHANGED';
  }
  const outcome = await markPaid(deps, order, payment.id, held);
  if (outcome === 'paid') {
    await tellShopper(deps, order, depositReceivedNotice);
    return 'PAID';
  }
  if (outcome === false)
    // Closed on our side (cancelled by the shopper) while the bank took the money: no card to
    // send it back to, so a person refunds it to the depositor.
    deps.log?.error(
      { orderNumber: order.orderNumber },
      'A deposit arrived for an order no longer waiting: refund it by hand',
    );
  return 'UNCHANGED';
}

/** The account closed unpaid: the order expires (its stock back), the payment says why. */
async function closeWaiting(
  deps: PaymentDeps,
  order: OrderRow,
  payment: PaymentRow,
  status: string,
): Promise<WebhookOutcome> {
  const now = clock(deps);
  const closed = await deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, eq(orders.id, order.id));
    if (!current || current.status !== 'PAYMENT_PENDING') return false;
    await tx
      .update(payments)
      .set({ status })
      .where(and(eq(payments.id, payment.id), eq(payments.status, AWAITING_DEPOSIT)));
    await closeUnpaidOrder(tx, order.id, 'EXPIRED', now, null);
    return true;
  });
  return closed ? 'EXPIRED' : 'UNCHANGED';
}

/**
 * Closes the shopper's waiting account at the provider before their unpaid order is dropped, so no
 * deposit can arrive for it. Returns what the provider now says: 'DONE' when the money came first
 * (the order was paid meanwhile and is not dropped).
 */
export async function closeAccount(
  deps: PaymentDeps,
  order: OrderRow,
  payment: PaymentRow,
  reason: string,
): Promise<'closed' | 'paid'> {
  try {
    await deps.provider.cancel(
      payment.paymentKey,
      order.totalAmount,
      reason,
      `close-${order.orderNumber}`,
    );
    return 'closed';
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.kind === 'unavailable')
      throw new AppError('UNAVAILABLE', MESSAGES.paymentInProgress, { cause: error });
    // Refused: already closed (fine), or paid into meanwhile (then it is an order to keep).
    const outcome = await reconcile(deps, order, payment);
    return outcome === 'PAID' ? 'paid' : 'closed';
  }
}

/**
 * The sweep's part: waiting accounts past their due time, or not read back for a while, are read
 * from the provider (a lost webhook is caught here). One past its due time that the provider
 * still shows open is closed there and expired here.
 */
export async function reconcileDeposits(
  deps: PaymentDeps,
  now: Date = new Date(),
): Promise<{ paid: number; expired: number }> {
  const taken = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: orders, payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.status, AWAITING_DEPOSIT),
          eq(orders.status, 'PAYMENT_PENDING'),
          or(
            lte(orders.paymentDueAt, now),
            isNull(payments.checkedAt),
            lte(payments.checkedAt, new Date(now.getTime() - DEPOSIT_CHECK_EVERY_MS)),
          ),
        ),
      )
      .orderBy(asc(orders.paymentDueAt))
      .limit(BATCH)
      .for('update', { of: payments, skipLocked: true });
    for (const { payment } of rows)
      await tx.update(payments).set({ checkedAt: now }).where(eq(payments.id, payment.id));
    return rows;
  });
  const counts = { paid: 0, expired: 0 };
  // One clock for every step of the run, as the other sweeps take theirs.
  const swept: PaymentDeps = { ...deps, now: () => now };
  for (const { order, payment } of taken) {
    try {
      let outcome = await reconcile(swept, order, payment);
      if (outcome === 'UNCHANGED' && order.paymentDueAt && order.paymentDueAt <= now) {
        const closed = await closeAccount(swept, order, payment, '입금 기한 만료');
        outcome = closed === 'paid' ? 'PAID' : await closeWaiting(swept, order, payment, 'EXPIRED');
      }
      if (outcome === 'PAID') counts.paid++;
      if (outcome === 'EXPIRED') counts.expired++;
    } catch (error) {
      deps.log?.warn({ err: error, orderNumber: order.orderNumber }, 'deposit sweep: no answer');
    }
  }
  return counts;
}
