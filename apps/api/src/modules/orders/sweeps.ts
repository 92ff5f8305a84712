import { OPEN_CLAIM_STATUSES, ORDER } from '@chorok/contract';
import { claims, orderProducts, orders, payments, refunds, type Database } from '@chorok/db';
import { and, asc, eq, exists, inArray, isNull, lte, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runEvery } from '../../lib/run-every.ts';
import { expirePoints, noticeExpiringPoints } from '../benefits/expiry.ts';
import { sendRestockAlerts } from '../products/restock.ts';
import { reconcileDeposits } from './deposits.ts';
import { CLAIM_STALE_MS, driveConfirm, type PaymentDeps } from './payment.ts';
import { CONFIRM_CLAIM } from './read.ts';
import { settleRefund } from './refunds.ts';
import { earnOnConfirm } from '../benefits/order-benefits.ts';
import { closeUnpaidOrder } from './service.ts';
import { releaseStock, type StockLine } from './stock.ts';

/*
 * Work the clock does, every minute from each server process (ORDER_SWEEP_INTERVAL_SECONDS).
 * Several processes may sweep at once: every sweep takes its rows with FOR UPDATE SKIP LOCKED, or
 * changes them with a conditional update, so a row is handled by one of them, once. Each function
 * takes `now`, so tests move the clock instead of waiting.
 */

const BATCH = 100;
/** A sweep handles at most this many batches of one kind per run; the next minute does the rest. */
const MAX_BATCHES = 20;

/**
 * Unpaid orders past their payment window become EXPIRED: lines cancelled, stock released. An
 * order a confirm has claimed is left to that confirm (or to retryStaleClaims).
 */
export async function expireUnpaidOrders(db: Database, now: Date = new Date()): Promise<number> {
  let expired = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'PAYMENT_PENDING'),
            lte(orders.paymentDueAt, now),
            not(
              exists(
                tx
                  .select({ id: payments.id })
                  .from(payments)
                  .where(eq(payments.orderId, orders.id)),
              ),
            ),
          ),
        )
        .orderBy(asc(orders.paymentDueAt), asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const released: StockLine[] = [];
      for (const { id } of due)
        released.push(
          ...(await closeUnpaidOrder(tx, id, 'EXPIRED', now, null, { release: false })),
        );
      // Once for the whole batch, in product order (two sweeps never lock products crosswise).
      await releaseStock(tx, released);
      return due.length;
    });
    expired += done;
    if (done < BATCH) break;
  }
  return expired;
}

/**
 * Lines delivered more than 7 days ago, and not confirmed by the buyer, are confirmed; a line with
 * an open return or exchange claim waits until the claim is decided (decision 0023).
 */
export async function autoConfirmDelivered(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORDER.autoConfirmAfterMs);
  let confirmed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = db
      .select({ id: orderProducts.id })
      .from(orderProducts)
      .where(
        and(
          eq(orderProducts.status, 'DELIVERED'),
          lte(orderProducts.deliveredAt, cutoff),
          not(
            exists(
              db
                .select({ id: claims.id })
                .from(claims)
                .where(
                  and(
                    eq(claims.orderProductId, orderProducts.id),
                    inArray(claims.status, [...OPEN_CLAIM_STATUSES]),
                  ),
                ),
            ),
          ),
        ),
      )
      .orderBy(asc(orderProducts.deliveredAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db.transaction(async (tx) => {
      const done = await tx
        .update(orderProducts)
        .set({ status: 'CONFIRMED', confirmedAt: now })
        .where(and(inArray(orderProducts.id, due), eq(orderProducts.status, 'DELIVERED')))
        .returning({ id: orderProducts.id, orderId: orderProducts.orderId });
      // Confirmed lines earn their 적립금 (decision 0033).
      for (const orderId of new Set(done.map((row) => row.orderId)))
        await earnOnConfirm(
          tx,
          orderId,
          done.filter((row) => row.orderId === orderId).map((row) => row.id),
          now,
        );
      return done;
    });
    confirmed += rows.length;
    if (rows.length < BATCH) break;
  }
  return confirmed;
}

export interface RetryCounts {
  settled: number;
  refused: number;
  unanswered: number;
}

/**
 * Confirms whose answer never came (a timeout, a process that died mid-call) are asked again with
 * their Idempotency-Key: an approved payment makes the order PAID (late, but paid: its stock was
 * held all along); a refusal frees the order, which then expires or is paid again.
 */
export async function retryStaleClaims(
  deps: PaymentDeps,
  now: Date = new Date(),
): Promise<RetryCounts> {
  const taken = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: orders, claim: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.status, CONFIRM_CLAIM),
          lte(payments.createdAt, new Date(now.getTime() - CLAIM_STALE_MS)),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(BATCH)
      .for('update', { of: payments, skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(payments)
        .set({ createdAt: now })
        .where(
          inArray(
            payments.id,
            rows.map((row) => row.claim.id),
          ),
        );
    return rows;
  });
  return settleEach(deps, taken, ({ order, claim }) =>
    driveConfirm(deps, order, { ...claim, createdAt: now }),
  );
}

/** Refunds whose answer never came are asked again with their Idempotency-Key (cancel-<id>). */
export async function retryStaleRefunds(
  deps: PaymentDeps,
  now: Date = new Date(),
): Promise<RetryCounts> {
  const taken = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: orders, refund: refunds })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(
          isNull(refunds.transactionKey),
          lte(refunds.createdAt, new Date(now.getTime() - CLAIM_STALE_MS)),
        ),
      )
      .orderBy(asc(refunds.createdAt))
      .limit(BATCH)
      .for('update', { of: refunds, skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(refunds)
        .set({ createdAt: now })
        .where(
          inArray(
            refunds.id,
            rows.map((row) => row.refund.id),
          ),
        );
    return rows;
  });
  return settleEach(deps, taken, ({ order, refund }) => settleRefund(deps, order, refund));
}

async function settleEach<T>(
  deps: PaymentDeps,
  items: T[],
  settle: (item: T) => Promise<void>,
): Promise<RetryCounts> {
  const counts: RetryCounts = { settled: 0, refused: 0, unanswered: 0 };
  for (const item of items) {
    try {
      await settle(item);
      counts.settled++;
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 503) counts.unanswered++;
      else if (typeof status === 'number' && status < 500) counts.refused++;
      else {
        counts.unanswered++;
        deps.log?.error({ err: error }, 'order sweep: a payment could not be settled');
      }
    }
  }
  return counts;
}

export interface SweepReport {
  expired: number;
  /** Virtual accounts read back: paid into, or closed unpaid (deposits.ts). */
  deposits: { paid: number; expired: number };
  autoConfirmed: number;
  claims: RetryCounts;
  refunds: RetryCounts;
}

/** Everything the clock does, in an order that lets a settled claim's order expire next run. */
export async function runOrderSweeps(
  deps: PaymentDeps,
  now: Date = new Date(),
): Promise<SweepReport> {
  const claims = await retryStaleClaims(deps, now);
  const refundCounts = await retryStaleRefunds(deps, now);
  const deposits = await reconcileDeposits(deps, now);
  const expired = await expireUnpaidOrders(deps.db, now);
  const autoConfirmed = await autoConfirmDelivered(deps.db, now);
  await expirePoints(deps.db, now);
  if (deps.notify) {
    await noticeExpiringPoints(deps.db, deps.notify, now);
    // Stock given back above (or by any other path) brings sold-out products back.
    await sendRestockAlerts(deps.db, deps.notify);
  }
  return { expired, deposits, autoConfirmed, claims, refunds: refundCounts };
}

/** The sweeps every ORDER_SWEEP_INTERVAL_SECONDS in this process (decision 0037). */
export default fp(
  async function orderSweeps(app: FastifyInstance) {
    runEvery(app, 'order sweep', app.config.orderSweepIntervalMs, async () => {
      const report = await runOrderSweeps({
        db: app.db,
        provider: app.paymentProvider,
        log: app.log,
        notify: app.notify,
      });
      const { expired, deposits, autoConfirmed, claims, refunds: refundCounts } = report;
      const moved = expired + deposits.paid + deposits.expired + autoConfirmed;
      if (moved + claims.settled + claims.refused + refundCounts.settled > 0)
        app.log.info({ sweep: report }, 'order sweep');
    });
  },
  { name: 'order-sweeps' },
);
