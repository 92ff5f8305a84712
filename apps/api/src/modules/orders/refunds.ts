import {
  CANCELLABLE_STATUSES,
  MESSAGES,
  needsRefundAccount,
  repriceWithout,
  type CancelReason,
  type Order,
  type OrderCancelReason,
  type RefundAccount,
} from '@chorok/contract';
import { orderProducts, orders, payments, refunds, type Transaction } from '@chorok/db';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { sendClaimNotice } from '../claims/notices.ts';
import {
  claimOfRefund,
  reopenClaimOfRefund,
  RETURN_REASON_TEXT,
  returnLineNow,
} from '../claims/settle.ts';
import { PaymentProviderError, type ProviderPayment } from '../payments/provider.ts';
import { CLAIM_STALE_MS, refusalError, type PaymentDeps } from './payment.ts';
import {
  CONFIRM_CLAIM,
  isCancellable,
  loadOrder,
  type OrderRow,
  type PaymentRow,
  type RefundRow,
} from './read.ts';

/** '1102345678901' → '110*******901': enough for support to recognise, not to reuse. */
function maskAccountNumber(number: string): string {
  return number.length <= 6
    ? '*'.repeat(number.length)
    : `${number.slice(0, 3)}${'*'.repeat(number.length - 6)}${number.slice(-3)}`;
}
import { activeLines, benefitLinesOf, type BenefitLine } from '../benefits/earn.ts';
import { giveBackBenefits } from '../benefits/order-benefits.ts';
import { releaseCoupon } from '../benefits/wallet.ts';
import { closeAccount } from './deposits.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { noteRefusedCancel, recordCancel } from './cancel-audit.ts';
import { closeUnpaidOrder, lockOrder, lockOwnOrder, paymentHold } from './service.ts';
import { addSales, releaseStock } from './stock.ts';

/*
 * Cancelling lines of a paid order and refunding them (전체 취소, 부분 취소).
 *
 * As with confirm (payment.ts), the provider is called outside any transaction. The refund row is
 * written first, without the provider's transaction key: that row is the claim. Its id makes the
 * Idempotency-Key (`cancel-<refund id>`), so a repeat after a lost answer never refunds twice.
 * While it waits, the order's other cancels and the operator's steps are refused (409), and its
 * lines keep their state; the provider's answer then cancels them, returns their stock and moves
 * the money figures, in one transaction. A refusal deletes the row and changes nothing.
 */

/** What the provider records as the reason (the buyer chose one of CANCEL_REASONS). */
export const CANCEL_REASON_TEXT: Record<OrderCancelReason, string> = {
  CHANGED_MIND: '구매자 단순 변심',
  ORDERED_BY_MISTAKE: '구매자 주문 실수',
  DELIVERY_TOO_SLOW: '배송 지연',
  FOUND_CHEAPER: '더 저렴한 상품 발견',
  OTHER: '구매자 요청',
  SOLD_OUT: '판매자 취소: 상품 품절',
  CANNOT_SHIP: '판매자 취소: 배송 불가',
  BUYER_ASKED: '판매자 취소: 구매자 요청',
};

const clock = (deps: PaymentDeps) => (deps.now ? deps.now() : new Date());

/** Which lines a request cancels, or why it may not (409 / 404). */
export type Plan = (lines: BenefitLine[]) => BenefitLine[];

const wholeOrder: Plan = (lines) => {
  const active = lines.filter((line) => line.status !== 'CANCELLED');
  if (active.length === 0) throw AppError.conflict(MESSAGES.alreadyCancelled);
  if (active.some((line) => !isCancellable(line.status)))
    throw AppError.conflict(MESSAGES.cancelNotAllowed);
  return active;
};

const oneLine =
  (orderProductId: number): Plan =>
  (lines) => {
    const line = lines.find((candidate) => candidate.id === orderProductId);
    if (!line) throw AppError.notFound(MESSAGES.orderProductNotFound);
    if (line.status === 'CANCELLED') throw AppError.conflict(MESSAGES.alreadyCancelled);
    if (!isCancellable(line.status)) throw AppError.conflict(MESSAGES.cancelNotAllowed);
    return [line];
  };

/**
 * POST /orders/{id}/cancel. An order still waiting for payment is dropped: CANCELLED, its stock
 * released, no provider call. A paid one has every line still before shipping cancelled and
 * refunded with the shipping fee (nothing is left to ship); if any line has shipped, nothing is
 * cancelled (409).
 */
export function cancelOrder(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  reason: CancelReason,
  refundAccount?: RefundAccount,
): Promise<Order> {
  return cancelLines(deps, orderId, {
    lock: ownOrder(userId, orderId),
    reason,
    plan: wholeOrder,
    dropUnpaid: true,
    refundAccount,
  });
}

/**
 * POST /orders/{orderId}/partial-cancel: exactly one line, refunded by its amount, plus the
 * shipping fee when it was the last line left. The order is CANCELLED once every line is.
 */
export function partialCancelOrder(
  deps: PaymentDeps,
  userId: number,
  orderId: number,
  body: {
    cancelProduct: { orderId: number; orderProductId: number; reason: CancelReason };
    refundAccount?: RefundAccount;
  },
): Promise<Order> {
  const { cancelProduct } = body;
  if (cancelProduct.orderId !== orderId)
    throw AppError.badRequest(MESSAGES.invalidInput, [
      {
        path: 'cancelProduct.orderId',
        message: `must be the order of the path (${orderId})`,
      },
    ]);
  return cancelLines(deps, orderId, {
    lock: ownOrder(userId, orderId),
    reason: cancelProduct.reason,
    plan: oneLine(cancelProduct.orderProductId),
    dropUnpaid: false,
    refundAccount: body.refundAccount,
  });
}

type CancelStep =
  | { kind: 'done' }
  | { kind: 'refund'; order: OrderRow; refund: RefundRow; resumed: boolean }
  | { kind: 'close-account'; order: OrderRow; payment: PaymentRow };

/** Whose cancel it is: the buyer's own (their order only), or the shop's for the buyer. */
export interface CancelRequest {
  /** The order, locked; 404 when the caller may not see it. */
  lock: (tx: Transaction) => Promise<OrderRow>;
  reason: OrderCancelReason;
  plan: Plan;
  /** An unpaid order is simply dropped (the buyer's whole-order cancel); else 409. */
  dropUnpaid: boolean;
  refundAccount?: RefundAccount | undefined;
  /** The shop's cancel: audited in the claim's transaction (`order.cancel`). */
  actor?: OperatorActor;
}

const ownOrder = (userId: number, orderId: number) => (tx: Transaction) =>
  lockOwnOrder(tx, userId, orderId);

export async function cancelLines(
  deps: PaymentDeps,
  orderId: number,
  request: CancelRequest,
): Promise<Order> {
  const { reason, plan, dropUnpaid, refundAccount, actor } = request;
  let resumedOne = false;
  for (;;) {
    const now = clock(deps);
    const step = await deps.db.transaction(async (tx): Promise<CancelStep> => {
      const order = await request.lock(tx);
      if (order.status === 'PAYMENT_PENDING') {
        if (!dropUnpaid) throw AppError.conflict(MESSAGES.conflict);
        const hold = await paymentHold(tx, order.id);
        if (hold?.kind === 'claim') throw AppError.conflict(MESSAGES.paymentInProgress);
        if (hold?.kind === 'deposit')
          return { kind: 'close-account', order, payment: hold.payment };
        await closeUnpaidOrder(tx, order.id, 'CANCELLED', now, reason);
        return { kind: 'done' };
      }
      if (order.status === 'EXPIRED') throw AppError.conflict(MESSAGES.orderExpired);

      const [pending] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), isNull(refunds.transactionKey)));
      if (pending) {
        if (now.getTime() - pending.createdAt.getTime() < CLAIM_STALE_MS)
          throw AppError.conflict(MESSAGES.paymentInProgress);
        // Left by a request that got no answer: finish it first, then look at this one again.
        const [taken] = await tx
          .update(refunds)
          .set({ createdAt: now })
          .where(eq(refunds.id, pending.id))
          .returning();
        return { kind: 'refund', order, refund: taken!, resumed: true };
      }

      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), ne(payments.status, CONFIRM_CLAIM)));
      // The lines with what pricing reads of their products (decision 0033), in id order.
      const lines = (await benefitLinesOf(tx, [order.id])).get(order.id) ?? [];
      let chosen: BenefitLine[];
      try {
        chosen = plan(lines);
      } catch (error) {
        // The refund just finished was this very request, repeated after a lost answer.
        if (resumedOne && error instanceof AppError && error.message === MESSAGES.alreadyCancelled)
          return { kind: 'done' };
        throw error;
      }
      if (!payment) throw AppError.conflict(MESSAGES.conflict);

      const leftAfter = lines.filter((line) => line.status !== 'CANCELLED').length - chosen.length;
      const shippingFeeAmount = leftAfter === 0 ? order.shippingFee : 0;
      // The rest priced again with the order's coupon and points (decision 0033).
      const back = repriceWithout(
        activeLines(lines),
        chosen.map((line) => line.id),
        order.couponRule,
        { couponDiscount: order.couponDiscountLeft, pointsUsed: order.pointsLeft },
      );
      const amount = back.cashBack + shippingFeeAmount;
      const benefitsBack = {
        pointsAmount: back.pointsBack,
        couponDiscountAfter: back.couponDiscount,
      };
      if (amount > payment.balanceAmount) throw AppError.conflict(MESSAGES.conflict);
      const accountNeeded = needsRefundAccount({
        paymentMethod: order.paymentMethod,
        payment,
      });
      if (accountNeeded && amount > 0 && !refundAccount)
        throw AppError.badRequest(MESSAGES.refundAccountRequired, [
          { path: 'refundAccount', message: MESSAGES.refundAccountRequired },
        ]);
      if (amount === 0) {
        // No money to give back (free lines, or paid with 적립금): nothing to ask the provider.
        await giveBackBenefits(tx, order, benefitsBack, now);
        await cancelLinesNow(
          tx,
          order.id,
          chosen.map((line) => line.id),
          reason,
          now,
        );
        if (actor) await recordCancel(tx, actor, order.id, chosen, reason, 0, null);
        return { kind: 'done' };
      }
      const [refund] = await tx
        .insert(refunds)
        .values({
          orderId: order.id,
          amount,
          shippingFeeAmount,
          orderProductIds: chosen.map((line) => line.id),
          ...benefitsBack,
          reason,
          // Kept whole until the provider answers (a retry needs it), then masked (recordRefund).
          refundAccount: accountNeeded ? refundAccount : null,
          createdAt: now,
        })
        .returning();
      if (actor) await recordCancel(tx, actor, order.id, chosen, reason, amount, refund!.id);
      return { kind: 'refund', order, refund: refund!, resumed: false };
    });

    if (step.kind === 'done') return loadOrder(deps.db, orderId);
    if (step.kind === 'close-account') {
      // No deposit may arrive for an order the shopper dropped: the account closes first.
      const closed = await closeAccount(deps, step.order, step.payment, CANCEL_REASON_TEXT[reason]);
      // The money came first: the order is paid now, and the next round cancels it as paid.
      if (closed === 'paid') continue;
      await deps.db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'CANCELED' })
          .where(eq(payments.id, step.payment.id));
        await closeUnpaidOrder(tx, step.order.id, 'CANCELLED', clock(deps), reason);
      });
      return loadOrder(deps.db, orderId);
    }
    await settleRefund(deps, step.order, step.refund);
    if (!step.resumed) return loadOrder(deps.db, orderId);
    resumedOne = true;
  }
}

/**
 * Asks the provider to give a pending refund back and records its answer. Used by the cancel
 * calls above, by an approved return (claims/decide.ts) and by the sweep (refunds left pending by
 * a lost answer). A return's refund settled here completes its claim, and the shopper is told.
 */
export async function settleRefund(
  deps: PaymentDeps,
  order: OrderRow,
  refund: RefundRow,
): Promise<void> {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), ne(payments.status, CONFIRM_CLAIM)));
  if (!payment) throw AppError.conflict(MESSAGES.conflict);
  const claim = await claimOfRefund(deps.db, refund.id);
  let result: ProviderPayment;
  try {
    const args = [
      payment.paymentKey,
      refund.amount,
      claim
        ? RETURN_REASON_TEXT[claim.reason]
        : (CANCEL_REASON_TEXT[refund.reason] ?? CANCEL_REASON_TEXT.OTHER),
      `cancel-${refund.id}`,
    ] as const;
    // Deposited money goes to the shopper's account (needsRefundAccount); a card needs none.
    result = refund.refundAccount
      ? await deps.provider.cancel(...args, refund.refundAccount)
      : await deps.provider.cancel(...args);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'unavailable') {
      await deps.db
        .update(refunds)
        .set({ createdAt: new Date(clock(deps).getTime() - CLAIM_STALE_MS) })
        .where(and(eq(refunds.id, refund.id), isNull(refunds.transactionKey)));
      throw new AppError('UNAVAILABLE', MESSAGES.paymentInProgress, { cause: error });
    }
    await deps.db.transaction(async (tx) => {
      const [pending] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.id, refund.id), isNull(refunds.transactionKey)))
        .for('update');
      if (!pending) return;
      await reopenClaimOfRefund(tx, refund.id);
      await noteRefusedCancel(tx, order.id, refund.id);
      await tx.delete(refunds).where(eq(refunds.id, refund.id));
    });
    throw refusalError(error);
  }
  const completedClaim = await recordRefund(deps, order.id, refund.id, result);
  if (completedClaim !== null) await sendClaimNotice(deps.db, deps.notify, completedClaim);
}

/**
 * The provider refunded: lines cancelled and their stock back (or a return's line RETURNED and
 * its claim COMPLETED), refund and payment figures moved. Returns the claim it completed, if any.
 */
async function recordRefund(
  deps: PaymentDeps,
  orderId: number,
  refundId: number,
  result: ProviderPayment,
): Promise<number | null> {
  const now = clock(deps);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, eq(orders.id, orderId));
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!order || !refund || refund.transactionKey !== null) return null;
    await giveBackBenefits(tx, order, refund, now);
    const claim = await claimOfRefund(tx, refund.id);
    if (claim) await returnLineNow(tx, claim.id, claim.orderProductId, now);
    else await cancelLinesNow(tx, orderId, refund.orderProductIds, refund.reason, now);
    await tx
      .update(refunds)
      .set({
        transactionKey:
          result.cancels.at(-1)?.transactionKey ??
          result.lastTransactionKey ??
          `${result.paymentKey}#${refund.id}`,
        refundAccount: refund.refundAccount && {
          ...refund.refundAccount,
          accountNumber: maskAccountNumber(refund.refundAccount.accountNumber),
        },
      })
      .where(eq(refunds.id, refund.id));
    await tx
      .update(orders)
      .set({ refundedAmount: sql`${orders.refundedAmount} + ${refund.amount}`, updatedAt: now })
      .where(eq(orders.id, orderId));
    await tx
      .update(payments)
      .set({ balanceAmount: result.balanceAmount, status: result.status })
      .where(and(eq(payments.orderId, orderId), ne(payments.status, CONFIRM_CLAIM)));
    return claim?.id ?? null;
  });
}

/**
 * Lines cancelled (only those still before shipping), their stock returned and their sales taken
 * back; the order CANCELLED once no line is left.
 */
async function cancelLinesNow(
  tx: Transaction,
  orderId: number,
  lineIds: readonly number[],
  reason: OrderCancelReason,
  now: Date,
): Promise<void> {
  const cancelled = await tx
    .update(orderProducts)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: reason })
    .where(
      and(
        eq(orderProducts.orderId, orderId),
        inArray(orderProducts.id, [...lineIds]),
        inArray(orderProducts.status, [...CANCELLABLE_STATUSES]),
      ),
    )
    .returning({ productId: orderProducts.productId, quantity: orderProducts.quantity });
  await releaseStock(tx, cancelled);
  await addSales(tx, cancelled, -1);
  const left = await tx.$count(
    orderProducts,
    and(eq(orderProducts.orderId, orderId), ne(orderProducts.status, 'CANCELLED')),
  );
  if (left === 0) {
    await tx
      .update(orders)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(eq(orders.id, orderId));
    // Nothing was bought in the end: the coupon goes back to the wallet (decision 0033).
    await releaseCoupon(tx, orderId);
  }
}
