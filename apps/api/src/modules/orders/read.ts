import {
  AWAITING_DEPOSIT,
  bankName,
  CANCELLABLE_STATUSES,
  CONFIRMABLE_STATUSES,
  MESSAGES,
  type ListMetadata,
  type Order,
  type OrderProduct,
  type PagingQuery,
  type ProductCategory,
  repriceWithout,
} from '@chorok/contract';
import {
  orderProducts,
  orders,
  payments,
  pointEntries,
  products,
  refunds,
  reviews,
  type Database,
} from '@chorok/db';
import { and, asc, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow } from '../../lib/paging.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { activeLines, earnByLine, type BenefitLine } from '../benefits/earn.ts';
import { cardImageSql, toImageRef } from '../products/summary.ts';
import {
  claimDeadlineOf,
  isOpenClaim,
  lineCanClaim,
  loadAfterDelivery,
  toClaim,
  toShipment,
  type ClaimRow,
  type ShipmentRow,
} from './after-delivery-read.ts';

/** A payments row with this status is a confirm in flight (or of unknown outcome): see payment.ts. */
export const CONFIRM_CLAIM = 'CONFIRMING';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderProducts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export const isCancellable = (status: string) =>
  (CANCELLABLE_STATUSES as readonly string[]).includes(status);
export const isConfirmable = (status: string) =>
  (CONFIRMABLE_STATUSES as readonly string[]).includes(status);

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The orders with these ids, in the contract's shape (in the order of `ids`): lines with their
 * pictures and reviews, the payment once confirmed, the refunds made, parcels and claims. Six
 * queries whatever the number of orders.
 */
export async function loadOrders(
  db: Database,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<Order[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const [orderRows, lineRows, paymentRows, refundRows, afterDelivery, earned] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, list)),
    db
      .select({
        ...getTableColumns(orderProducts),
        reviewId: reviews.id,
        image: cardImageSql(orderProducts.productId),
        category: products.category,
        pointsRatePercent: products.pointsRatePercent,
      })
      .from(orderProducts)
      .innerJoin(products, eq(products.id, orderProducts.productId))
      .leftJoin(reviews, eq(reviews.orderProductId, orderProducts.id))
      .where(inArray(orderProducts.orderId, list))
      .orderBy(asc(orderProducts.id)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.orderId, list), ne(payments.status, CONFIRM_CLAIM))),
    db.select().from(refunds).where(inArray(refunds.orderId, list)).orderBy(asc(refunds.id)),
    loadAfterDelivery(db, list),
    db
      .select({
        orderProductId: pointEntries.orderProductId,
        amount: pointEntries.amount,
        remaining: pointEntries.remaining,
      })
      .from(pointEntries)
      .where(and(inArray(pointEntries.orderId, list), eq(pointEntries.kind, 'EARN'))),
  ]);
  const earnedByLine = new Map(earned.map((entry) => [entry.orderProductId, entry]));
  const byId = new Map(orderRows.map((row) => [row.id, row]));
  return list.flatMap((id) => {
    const order = byId.get(id);
    if (!order) return [];
    return [
      toOrder(
        order,
        lineRows.filter((line) => line.orderId === id),
        paymentRows.find((payment) => payment.orderId === id) ?? null,
        refundRows.filter((refund) => refund.orderId === id),
        afterDelivery.shipmentRows.filter((shipment) => shipment.orderId === id),
        afterDelivery.claimRows.filter((claim) => claim.orderId === id),
        earnedByLine,
        now,
      ),
    ];
  });
}

export async function loadOrder(db: Database, id: number): Promise<Order> {
  const [order] = await loadOrders(db, [id]);
  if (!order) throw AppError.notFound(MESSAGES.orderNotFound);
  return order;
}

type LineWithExtras = OrderLineRow & {
  reviewId: number | null;
  image: Parameters<typeof toImageRef>[0];
  category: ProductCategory;
  pointsRatePercent: number | null;
};

function toOrder(
  order: OrderRow,
  lines: LineWithExtras[],
  payment: PaymentRow | null,
  refundRows: RefundRow[],
  shipmentRows: ShipmentRow[],
  claimRows: ClaimRow[],
  earnedByLine: ReadonlyMap<number | null, { amount: number; remaining: number | null }>,
  now: Date,
): Order {
  const paid = order.status === 'PAID';
  // A refund still waiting for the provider's answer (see refunds.ts) holds the lines it covers.
  const refundPending = refundRows.some((refund) => refund.transactionKey === null);
  const notCancelled = lines.filter((line) => line.status !== 'CANCELLED').length;
  const pricing: BenefitLine[] = lines.map((line) => ({
    ...line,
    category: line.category,
  }));
  const active = activeLines(pricing);
  const toEarn = earnByLine(order, pricing);
  const left = { couponDiscount: order.couponDiscountLeft, pointsUsed: order.pointsLeft };
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    orderName: order.orderName,
    items: lines.map((line): OrderProduct => {
      const amount = line.unitPrice * line.quantity;
      const canCancel = paid && !refundPending && isCancellable(line.status);
      // What taking this line out gives back (decision 0033): a cancel's or a return's figures.
      const out = active.some((candidate) => candidate.id === line.id)
        ? repriceWithout(active, [line.id], order.couponRule, left)
        : null;
      const back = canCancel ? out : null;
      const earned = earnedByLine.get(line.id);
      return {
        id: line.id,
        productId: line.productId,
        name: line.name,
        image: toImageRef(line.image, line.name),
        unitPrice: line.unitPrice,
        originalUnitPrice: line.originalUnitPrice,
        quantity: line.quantity,
        amount,
        status: line.status,
        cancelRefundAmount: back ? back.cashBack + (notCancelled === 1 ? order.shippingFee : 0) : 0,
        cancelRefundPoints: back?.pointsBack ?? 0,
        earnPoints: earned?.amount ?? toEarn.get(line.id) ?? 0,
        returnValue: Math.max(
          0,
          (out?.cashBack ?? 0) - (earned ? earned.amount - (earned.remaining ?? 0) : 0),
        ),
        canCancel,
        canConfirm:
          isConfirmable(line.status) &&
          !claimRows.some((claim) => claim.orderProductId === line.id && isOpenClaim(claim.status)),
        canReview: line.status === 'CONFIRMED' && line.reviewId === null,
        reviewId: line.reviewId,
        cancelReason: line.cancelReason,
        canClaim: lineCanClaim(line, claimRows, now),
        claimDeadline: line.deliveredAt ? claimDeadlineOf(line.deliveredAt).toISOString() : null,
        paidAt: iso(line.paidAt),
        shippedAt: iso(line.shippedAt),
        deliveredAt: iso(line.deliveredAt),
        confirmedAt: iso(line.confirmedAt),
        cancelledAt: iso(line.cancelledAt),
      };
    }),
    itemsTotal: order.itemsTotal,
    shippingFee: order.shippingFee,
    coupon:
      order.userCouponId !== null && order.couponName !== null
        ? { id: order.userCouponId, name: order.couponName }
        : null,
    couponDiscount: order.couponDiscount,
    pointsUsed: order.pointsUsed,
    totalAmount: order.totalAmount,
    earnPoints: lines.reduce(
      (sum, line) => sum + (earnedByLine.get(line.id)?.amount ?? toEarn.get(line.id) ?? 0),
      0,
    ),
    refundedAmount: order.refundedAmount,
    shipping: {
      addressId: order.addressId,
      receiverName: order.receiverName,
      receiverPhoneNumber: order.receiverPhoneNumber,
      zonecode: order.zonecode,
      roadAddress: order.roadAddress,
      jibunAddress: order.jibunAddress,
      detailAddress: order.detailAddress,
      requestText: order.requestText,
    },
    paymentMethod: order.paymentMethod,
    easyPayProvider: order.easyPayProvider,
    payment: payment
      ? {
          provider: payment.provider,
          paymentKey: payment.paymentKey,
          method: payment.method,
          status: payment.status,
          cardCompany: payment.cardCompany,
          cardNumber: payment.cardNumber,
          easyPayName: payment.easyPayName,
          bankName: payment.bankCode && !payment.accountNumber ? bankName(payment.bankCode) : null,
          virtualAccount:
            payment.bankCode && payment.accountNumber && payment.depositDueAt
              ? {
                  bankCode: payment.bankCode,
                  bankName: bankName(payment.bankCode),
                  accountNumber: payment.accountNumber,
                  holderName: payment.holderName ?? '',
                  dueAt: payment.depositDueAt.toISOString(),
                }
              : null,
          cashReceipt: payment.cashReceiptType
            ? {
                type: payment.cashReceiptType,
                receiptUrl: payment.cashReceiptUrl,
              }
            : null,
          amount: payment.amount,
          balanceAmount: payment.balanceAmount,
          approvedAt: payment.status === AWAITING_DEPOSIT ? null : payment.approvedAt.toISOString(),
        }
      : null,
    refunds: refundRows
      .filter((refund) => refund.transactionKey !== null)
      .map((refund) => ({
        id: refund.id,
        amount: refund.amount,
        shippingFeeAmount: refund.shippingFeeAmount,
        orderProductIds: refund.orderProductIds,
        pointsAmount: refund.pointsAmount,
        reason: refund.reason,
        claimId: claimRows.find((claim) => claim.refundId === refund.id)?.id ?? null,
        createdAt: refund.createdAt.toISOString(),
      })),
    shipments: shipmentRows.map(toShipment),
    claims: claimRows.map(toClaim),
    createdAt: order.createdAt.toISOString(),
    paymentDueAt: order.status === 'PAYMENT_PENDING' ? iso(order.paymentDueAt) : null,
  };
}

/** GET /users/{userId}/orders: the caller's own only (another id → 403), newest first. */
export async function listUserOrders(
  db: Database,
  callerId: number,
  userId: number,
  query: PagingQuery,
): Promise<{ data: Order[]; metadata: ListMetadata }> {
  if (userId !== callerId) throw AppError.forbidden();
  const window = pageWindow(query);
  const where = eq(orders.userId, callerId);
  const page = await pageOf(
    window,
    () =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(where)
        .orderBy(...orderBy([down(orders.createdAt), down(orders.id)], query.orderDirection))
        .limit(window.limit)
        .offset(window.offset),
    () => db.$count(orders, where),
  );
  return {
    data: await loadOrders(
      db,
      page.data.map((row) => row.id),
    ),
    metadata: page.metadata,
  };
}

/** GET /users/{userId}/orders/{orderId}: anyone else's order, or another user id, is not found. */
export async function getUserOrder(
  db: Database,
  callerId: number,
  userId: number,
  orderId: number,
): Promise<Order> {
  if (userId !== callerId || !isStoredId(orderId)) throw AppError.notFound(MESSAGES.orderNotFound);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, callerId)));
  if (!row) throw AppError.notFound(MESSAGES.orderNotFound);
  return loadOrder(db, row.id);
}
