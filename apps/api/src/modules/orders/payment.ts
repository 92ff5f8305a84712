import { createHash } from 'node:crypto';
import {
  AWAITING_DEPOSIT,
  MESSAGES,
  paymentErrorMessage,
  type Order,
  type PaymentConfirmBody,
} from '@chorok/contract';
import {
  cartLines,
  orderProducts,
  orders,
  payments,
  sqlState,
  UNIQUE_VIOLATION,
  type Database,
} from '@chorok/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import {
  isCardDecline,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
} from '../payments/provider.ts';
import type { Notify, OrderNotice } from '../notifications/notify.ts';
import { depositWaitingNotice } from './notices.ts';
import { CONFIRM_CLAIM, loadOrder, type OrderRow, type PaymentRow } from './read.ts';
import { closeUnpaidOrder, lockOrder, notPayable } from './service.ts';
import { addSales } from './stock.ts';

/*
 * Confirming a payment (결제 승인), once per order whatever runs at once.
 *
 * The provider is never called inside a database transaction: a transaction held open across an
 * HTTP call ties up a connection for as long as the provider takes (and on PGlite, whose one
 * connection serialises transactions, it would block every other request). Instead a confirm
 * first *claims* the order: under the order row's lock (SELECT … FOR UPDATE) it inserts the
 * payments row with status CONFIRMING and the paymentKey, and commits. Only the claimant calls the
 * provider; a concurrent confirm of the same payment sees the claim and waits for its outcome, then
 * answers with the same PAID order. The claim also records which paymentKey may have been charged
 * before the answer is known, so nothing is lost if the answer never comes:
 *
 * - approved → the claim becomes the payment (DONE) and the order PAID, in one transaction;
 * - refused (declined card, unknown key …) → the claim is deleted; the order still waits;
 * - no answer (timeout, 5xx) → the claim stays, aged so it counts as stale at once: the next
 *   confirm, or the sweep, calls the provider again with the same Idempotency-Key, which Toss
 *   answers with the first outcome instead of charging twice.
 *
 * A claim younger than CLAIM_STALE_MS is in flight; an older one belongs to a process that gave
 * up or died, and may be taken over.
 */

/** Longer than a provider call may take (toss.ts: 20 s) with a margin. */
export const CLAIM_STALE_MS = 60_000;
/** How long a duplicate confirm waits for the claimant before answering 503. */
const WAIT_FOR_CLAIM_MS = 25_000;
const WAIT_STEP_MS = 50;

export interface PaymentDeps {
  db: Database;
  provider: PaymentProvider;
  log?: FastifyBaseLogger;
  now?: () => Date;
  /** Tells the shopper when a return's refund completes its claim (app.notify). */
  notify?: Notify;
}

const clock = (deps: PaymentDeps) => (deps.now ? deps.now() : new Date());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

/**
 * One key per order *and* payment attempt. Toss keeps an Idempotency-Key's first answer for 15
 * days, for every request to the same URL: a key per order alone would replay a declined card's
 * refusal to the shopper's next card. Concurrent confirms of one attempt are one call anyway (the
 * claim); the key makes repeating that call after a lost answer safe.
 */
export const confirmIdempotencyKey = (orderNumber: string, paymentKey: string) =>
  `confirm-${orderNumber}-${digest(paymentKey)}`;
const voidIdempotencyKey = (orderNumber: string, paymentKey: string) =>
  `void-${orderNumber}-${digest(paymentKey)}`;

/**
 * The provider's refusal as our answer: its code in our words (paymentErrorMessage; never its raw
 * code or its own message), 402 for a declined card, else 409.
 */
export function refusalError(error: PaymentProviderError): AppError {
  const message = paymentErrorMessage(error.code);
  return isCardDecline(error)
    ? new AppError('PAYMENT_REFUSED', message, { cause: error })
    : new AppError('CONFLICT', message, { cause: error });
}

const inProgress = (cause?: unknown) =>
  new AppError('UNAVAILABLE', MESSAGES.paymentInProgress, { cause });

type ConfirmStep =
  | { kind: 'paid'; orderId: number }
  | { kind: 'expired' }
  | { kind: 'wait' }
  | { kind: 'drive'; order: OrderRow; claim: PaymentRow; again: boolean };

/**
 * POST /payments/confirm. The order must be the caller's (by its number) and the amount its own
 * total, before anything else happens: a changed amount never reaches the provider.
 */
export async function confirmPayment(
  deps: PaymentDeps,
  userId: number,
  body: PaymentConfirmBody,
): Promise<Order> {
  const waitUntil = Date.now() + WAIT_FOR_CLAIM_MS;
  for (;;) {
    const now = clock(deps);
    let step: ConfirmStep;
    try {
      step = await deps.db.transaction(async (tx): Promise<ConfirmStep> => {
        const order = await lockOrder(
          tx,
          and(eq(orders.orderNumber, body.orderId), eq(orders.userId, userId)),
        );
        if (!order) throw AppError.notFound(MESSAGES.orderNotFound);
        if (body.amount !== order.totalAmount)
          throw AppError.badRequest(MESSAGES.paymentAmountMismatch);
        const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id));

        if (order.status !== 'PAYMENT_PENDING') {
          // A repeat of the confirm that paid it (a retried request, a reloaded success page).
          if (payment && payment.status !== CONFIRM_CLAIM && payment.paymentKey === body.paymentKey)
            return { kind: 'paid', orderId: order.id };
          // Expired, cancelled, or superseded by the shopper's newer order: never charged.
          throw notPayable(order);
        }
        if (payment?.status === AWAITING_DEPOSIT) {
          // Issued already: a repeat of that confirm answers with the waiting order.
          if (payment.paymentKey === body.paymentKey) return { kind: 'paid', orderId: order.id };
          throw AppError.conflict(MESSAGES.awaitingDeposit);
        }
        if (payment) {
          if (now.getTime() - payment.createdAt.getTime() < CLAIM_STALE_MS) {
            if (payment.paymentKey === body.paymentKey) return { kind: 'wait' };
            throw AppError.conflict(MESSAGES.paymentInProgress);
          }
          // Stale: settle that attempt first (it may have been charged), then this request.
          const [claim] = await tx
            .update(payments)
            .set({ createdAt: now })
            .where(eq(payments.id, payment.id))
            .returning();
          return {
            kind: 'drive',
            order,
            claim: claim!,
            again: payment.paymentKey !== body.paymentKey,
          };
        }
        if (order.paymentDueAt && order.paymentDueAt <= now) {
          await closeUnpaidOrder(tx, order.id, 'EXPIRED', now, null);
          return { kind: 'expired' };
        }
        const [claim] = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            provider: deps.provider.name,
            paymentKey: body.paymentKey,
            amount: order.totalAmount,
            balanceAmount: order.totalAmount,
            status: CONFIRM_CLAIM,
            approvedAt: now,
            createdAt: now,
          })
          .returning();
        return { kind: 'drive', order, claim: claim!, again: false };
      });
    } catch (error) {
      // The paymentKey already paid another order: a key belongs to one payment.
      if (sqlState(error) === UNIQUE_VIOLATION) throw AppError.conflict(MESSAGES.orderNotPayable);
      throw error;
    }

    switch (step.kind) {
      case 'paid':
        return loadOrder(deps.db, step.orderId);
      case 'expired':
        throw AppError.conflict(MESSAGES.orderExpired);
      case 'wait':
        if (Date.now() > waitUntil) throw inProgress();
        await sleep(WAIT_STEP_MS);
        continue;
      case 'drive':
        if (!step.again) {
          await driveConfirm(deps, step.order, step.claim);
          return loadOrder(deps.db, step.order.id);
        }
        // An earlier attempt's claim: its outcome (paid, or refused and freed) decides what this
        // request finds next time round; only "still no answer" stops here.
        try {
          await driveConfirm(deps, step.order, step.claim);
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
        }
        continue;
    }
  }
}

/**
 * Whether the provider's payment is exactly this order's: approved, or a virtual account issued
 * for its whole total (decision 0032).
 */
export function approvedFor(
  payment: ProviderPayment,
  order: OrderRow,
  paymentKey: string,
): boolean {
  const issued = payment.status === AWAITING_DEPOSIT && payment.virtualAccount !== null;
  return (
    (payment.status === 'DONE' || issued) &&
    payment.paymentKey === paymentKey &&
    payment.orderId === order.orderNumber &&
    payment.totalAmount === order.totalAmount &&
    payment.balanceAmount === order.totalAmount
  );
}

/**
 * Calls the provider for a claim this process holds, and settles the claim with its answer (see
 * the top of the file). Resolves once the order is PAID; throws the refusal, or 503 when there was
 * no answer. Used by confirmPayment and by the sweep (stale claims).
 */
export async function driveConfirm(
  deps: PaymentDeps,
  order: OrderRow,
  claim: PaymentRow,
): Promise<void> {
  const { provider } = deps;
  let approved: ProviderPayment | null = null;
  try {
    approved = await provider.confirm(
      claim.paymentKey,
      order.orderNumber,
      order.totalAmount,
      confirmIdempotencyKey(order.orderNumber, claim.paymentKey),
    );
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'unavailable') {
      await ageClaim(deps, claim.id);
      throw inProgress(error);
    }
    // Approved by an earlier call whose answer was lost (or before a restart): the provider's
    // record says whether it was this order's payment.
    if (error.code === 'ALREADY_PROCESSED_PAYMENT') {
      try {
        const held = await provider.get(claim.paymentKey);
        if (approvedFor(held, order, claim.paymentKey)) approved = held;
      } catch (lookup) {
        if (lookup instanceof PaymentProviderError && lookup.kind === 'unavailable') {
          await ageClaim(deps, claim.id);
          throw inProgress(lookup);
        }
        if (!(lookup instanceof PaymentProviderError)) throw lookup;
      }
    }
    if (!approved) {
      await releaseClaim(deps.db, claim.id);
      throw refusalError(error);
    }
  }

  if (!approvedFor(approved, order, claim.paymentKey)) {
    // Approved, but not for this order's total: never keep money we did not ask for.
    await voidPayment(deps, order, approved);
    await releaseClaim(deps.db, claim.id);
    throw new AppError('CONFLICT', MESSAGES.paymentFailed);
  }

  const outcome = await markPaid(deps, order, claim.id, approved);
  if (!outcome) {
    // The order stopped waiting meanwhile (it cannot while claimed, unless an operator changed
    // it by hand): the shopper is not charged for an order that will not ship.
    await voidPayment(deps, order, approved);
    await releaseClaim(deps.db, claim.id);
    throw AppError.conflict(MESSAGES.orderExpired);
  }
  if (outcome === 'waiting') await tellShopper(deps, order, depositWaitingNotice);
}

/** A notice about the order as it now is, after its transaction committed; never fails the call. */
export async function tellShopper(
  deps: PaymentDeps,
  order: Pick<OrderRow, 'id' | 'userId'>,
  notice: (userId: number, order: Order) => OrderNotice,
): Promise<void> {
  if (!deps.notify) return;
  try {
    await deps.notify(notice(order.userId, await loadOrder(deps.db, order.id)));
  } catch (error) {
    deps.log?.error({ err: error, orderId: order.id }, 'A payment notice could not be sent');
  }
}

/** The payment row's columns from the provider's document: method details, account, receipt. */
function paymentColumns(approved: ProviderPayment, provider: PaymentProvider['name']) {
  const account = approved.virtualAccount;
  return {
    provider,
    status: approved.status,
    method: approved.method,
    cardCompany: approved.cardCompany,
    cardNumber: approved.cardNumber,
    easyPayName: approved.easyPayName,
    bankCode: account?.bankCode ?? approved.transferBankCode,
    accountNumber: account?.accountNumber ?? null,
    holderName: account?.holderName ?? null,
    depositDueAt: account?.dueAt ?? null,
    // A deposit's document may leave the secret out; the issued one is kept.
    ...(approved.secret ? { depositSecret: approved.secret } : {}),
    cashReceiptType: approved.cashReceipt?.type ?? null,
    cashReceiptUrl: approved.cashReceipt?.receiptUrl ?? null,
    amount: approved.totalAmount,
    balanceAmount: approved.balanceAmount,
    raw: approved.raw,
  };
}

/** The claim's answer is unknown: make it stale now, so the next confirm or sweep retries it. */
async function ageClaim(deps: PaymentDeps, claimId: number): Promise<void> {
  await deps.db
    .update(payments)
    .set({ createdAt: new Date(clock(deps).getTime() - CLAIM_STALE_MS) })
    .where(and(eq(payments.id, claimId), eq(payments.status, CONFIRM_CLAIM)));
}

export async function releaseClaim(db: Database, claimId: number): Promise<void> {
  await db
    .delete(payments)
    .where(and(eq(payments.id, claimId), eq(payments.status, CONFIRM_CLAIM)));
}

/** Cancels an approval we will not keep; a failure is logged for an operator to refund by hand. */
async function voidPayment(
  deps: PaymentDeps,
  order: OrderRow,
  payment: ProviderPayment,
): Promise<void> {
  if (payment.balanceAmount <= 0) return;
  try {
    await deps.provider.cancel(
      payment.paymentKey,
      payment.balanceAmount,
      '주문 결제 시간 만료로 자동 취소',
      voidIdempotencyKey(order.orderNumber, payment.paymentKey),
    );
  } catch (error) {
    deps.log?.error(
      { err: error, orderNumber: order.orderNumber, paymentKey: payment.paymentKey },
      'An approved payment of an order that is not payable could not be cancelled: refund it by hand',
    );
  }
}

/**
 * The approved payment recorded and the order paid, in one transaction: the claim (or the waiting
 * virtual account) becomes the payment, the order and its lines PAID, the products' sales counted,
 * and the cart lines the order bought removed from the buyer's cart. An issued virtual account
 * instead keeps the order waiting, its stock held until the account's due time ('waiting').
 * False when the order no longer waits for payment.
 */
export async function markPaid(
  deps: PaymentDeps,
  order: OrderRow,
  paymentId: number,
  approved: ProviderPayment,
): Promise<'paid' | 'waiting' | false> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const current = await lockOrder(tx, eq(orders.id, order.id));
    if (!current || current.status !== 'PAYMENT_PENDING') return false;
    const columns = paymentColumns(approved, deps.provider.name);
    if (approved.status === AWAITING_DEPOSIT) {
      await tx
        .update(payments)
        .set({ ...columns, approvedAt: now })
        .where(eq(payments.id, paymentId));
      await tx
        .update(orders)
        .set({ paymentDueAt: columns.depositDueAt, updatedAt: now })
        .where(eq(orders.id, order.id));
      return 'waiting';
    }
    await tx
      .update(payments)
      .set({ ...columns, approvedAt: approved.approvedAt ?? now })
      .where(eq(payments.id, paymentId));
    await tx
      .update(orders)
      .set({ status: 'PAID', paidAt: now, paymentDueAt: null, holdKey: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    const lines = await tx
      .update(orderProducts)
      .set({ status: 'PAID', paidAt: now })
      .where(eq(orderProducts.orderId, order.id))
      .returning({ productId: orderProducts.productId, quantity: orderProducts.quantity });
    await addSales(tx, lines, 1);
    if (current.cartLineIds.length > 0)
      await tx.delete(cartLines).where(
        and(
          eq(cartLines.userId, current.userId),
          inArray(cartLines.id, current.cartLineIds),
          // Only lines of what this order bought, whatever ids the client listed.
          inArray(
            cartLines.productId,
            lines.map((line) => line.productId),
          ),
        ),
      );
    return 'paid';
  });
}
