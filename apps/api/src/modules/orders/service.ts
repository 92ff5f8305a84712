import { randomBytes } from 'node:crypto';
import {
  AWAITING_DEPOSIT,
  MESSAGES,
  ORDER,
  seoulDate,
  type OrderCancelReason,
  type Checkout,
  type Order,
  type OrderCreateBody,
  type PaymentChoice,
  type PaymentProvider as ProviderName,
} from '@chorok/contract';
import {
  addresses,
  orderProducts,
  orders,
  payments,
  postalAddresses,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-types.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { priceWithBenefits, releaseBenefits, takeBenefits } from '../benefits/order-benefits.ts';
import { checkoutPageUrl } from '../payments/checkout.ts';
import { checkHolds } from './holds.ts';
import { loadOrder, type OrderRow, type PaymentRow } from './read.ts';
import { releaseStock, reserveStock, type StockLine } from './stock.ts';

/** Where the provider sends the shopper back (spec §2 /purchase/success and /purchase/fail). */
export const SUCCESS_PATH = '/purchase/success';
export const FAIL_PATH = '/purchase/fail';

/** Letters and digits that cannot be mistaken for one another (no I, O, 0, 1). */
const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * 'CHR' + the day in Seoul + 12 random characters (60 bits): readable on a receipt, unique by the
 * unique index, and not guessable from another order's number. 23 characters of [A-Z0-9], as the
 * provider's orderId must be 6–64 of them.
 */
export function newOrderNumber(now: Date): string {
  const day = seoulDate(now).replaceAll('-', '');
  const random = [...randomBytes(12)].map((byte) => ORDER_NUMBER_ALPHABET[byte & 31]).join('');
  return `CHR${day}${random}`;
}

/** '몬스테라 델리시오사 외 1건', within the provider's 100 characters. */
export function orderNameFor(names: readonly string[]): string {
  const rest = names.length > 1 ? ` 외 ${names.length - 1}건` : '';
  const first = names[0] ?? '';
  const room = 100 - rest.length;
  return `${first.length > room ? `${first.slice(0, room - 1)}…` : first}${rest}`;
}

/** The order row, locked until the transaction ends (concurrent changes of one order queue). */
export async function lockOrder(tx: Transaction, where: SQL | undefined): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(where).for('update');
  return row ?? null;
}

/** The caller's order, locked; anyone else's is "not found". */
export async function lockOwnOrder(
  tx: Transaction,
  userId: number,
  orderId: number,
): Promise<OrderRow> {
  const row = isStoredId(orderId)
    ? await lockOrder(tx, and(eq(orders.id, orderId), eq(orders.userId, userId)))
    : null;
  if (!row) throw AppError.notFound(MESSAGES.orderNotFound);
  return row;
}

/**
 * An unpaid order given up: by the buyer (CANCELLED) or by the clock (EXPIRED). Its coupon and
 * 적립금 come back, its lines are cancelled and their stock returns (unless `release` is false:
 * the caller releases the lines it gets back, e.g. the sweep, once for many orders in product
 * order). Conditional on the order
 * still waiting for payment, so a sweep and a buyer acting at once close it once. Returns the
 * lines this call cancelled (none when it was closed already).
 */
export async function closeUnpaidOrder(
  tx: Transaction,
  orderId: number,
  status: 'EXPIRED' | 'CANCELLED',
  now: Date,
  reason: OrderCancelReason | null,
  { release = true }: { release?: boolean } = {},
): Promise<StockLine[]> {
  const [closed] = await tx
    .update(orders)
    .set({ status, holdKey: null, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PAYMENT_PENDING')))
    .returning();
  if (!closed) return [];
  await releaseBenefits(tx, closed, now);
  const lines = await tx
    .update(orderProducts)
    .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: reason })
    .where(and(eq(orderProducts.orderId, orderId), ne(orderProducts.status, 'CANCELLED')))
    .returning({ productId: orderProducts.productId, quantity: orderProducts.quantity });
  if (release) await releaseStock(tx, lines);
  return lines;
}

/**
 * What holds an unpaid order's payment: a confirm in flight (payment.ts keeps a claim row while it
 * is), an issued virtual account waiting for its deposit (decision 0032), or nothing.
 */
export async function paymentHold(
  tx: Transaction,
  orderId: number,
): Promise<{ kind: 'claim' | 'deposit'; payment: PaymentRow } | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) return null;
  return { kind: payment.status === AWAITING_DEPOSIT ? 'deposit' : 'claim', payment };
}

export function buildCheckout(
  provider: ProviderName,
  order: Pick<
    OrderRow,
    | 'id'
    | 'orderNumber'
    | 'orderName'
    | 'totalAmount'
    | 'addressId'
    | 'paymentMethod'
    | 'easyPayProvider'
  >,
  user: Pick<AuthUser, 'name' | 'nickname' | 'email'>,
): Checkout {
  const customerName = user.name || user.nickname || '초록 고객';
  const customerEmail = user.email ?? '';
  const successUrl = `${SUCCESS_PATH}?addressId=${order.addressId}`;
  const failUrl = FAIL_PATH;
  const method = order.paymentMethod;
  const easyPayProvider = order.easyPayProvider;
  return {
    provider,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderName: order.orderName,
    amount: order.totalAmount,
    customerName,
    customerEmail,
    successUrl,
    failUrl,
    method,
    easyPayProvider,
    checkoutUrl: checkoutPageUrl(provider, {
      orderNumber: order.orderNumber,
      orderName: order.orderName,
      amount: order.totalAmount,
      customerName,
      customerEmail,
      successUrl,
      failUrl,
      method,
      easyPayProvider,
    }),
  };
}

export interface OrderDeps {
  db: Database;
  provider: ProviderName;
  /** The client network's hold key (holds.ts holdKeyOf); null: not counted per network. */
  holdKey?: string | null;
}

/** Why an order that no longer waits cannot be paid (a 409 in the contract's words). */
export function notPayable(order: Pick<OrderRow, 'status' | 'supersededBy'>): AppError {
  if (order.status === 'EXPIRED') return AppError.conflict(MESSAGES.orderExpired);
  if (order.supersededBy !== null) return AppError.conflict(MESSAGES.orderSuperseded);
  return AppError.conflict(MESSAGES.orderNotPayable);
}

type CreateBody = Omit<OrderCreateBody, 'requestText'> & { requestText?: string | null };

/**
 * POST /orders: the caller's address entry copied, every line priced by the server (the sale
 * price now), stock reserved for the payment window (ORDER.paymentWindowMs) — all in one
 * transaction, so a refusal (a product not for sale, not enough stock, another user's address,
 * more held unpaid than ORDER_HOLDS allows) writes nothing. The caller's older unpaid orders are
 * superseded: cancelled, their stock back (holds.ts, decision 0028).
 */
export async function createOrder(
  deps: OrderDeps,
  user: AuthUser,
  body: CreateBody,
  now: Date = new Date(),
): Promise<{ order: Order; checkout: Checkout }> {
  const created = await deps.db.transaction(async (tx) => {
    const [address] = isStoredId(body.addressId)
      ? await tx
          .select({
            id: addresses.id,
            receiverName: addresses.receiverName,
            receiverPhoneNumber: addresses.receiverPhoneNumber,
            detailAddress: addresses.detailAddress,
            requestText: addresses.requestText,
            zonecode: postalAddresses.zonecode,
            address: postalAddresses.address,
            roadAddress: postalAddresses.roadAddress,
            jibunAddress: postalAddresses.jibunAddress,
          })
          .from(addresses)
          .innerJoin(postalAddresses, eq(postalAddresses.id, addresses.postalAddressId))
          .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, user.id)))
      : [];
    if (!address) throw AppError.notFound(MESSAGES.addressNotFound);

    const holds = await checkHolds(tx, user, deps.holdKey ?? null, body.items, now);
    const reserved = await reserveStock(
      tx,
      body.items.map((item, index) => ({ ...item, index })),
      holds.released,
    );
    const lines = body.items.map((item) => {
      const product = reserved.get(item.productId)!;
      return {
        productId: item.productId,
        name: product.name,
        unitPrice: product.salePrice,
        originalUnitPrice: product.price,
        quantity: item.quantity,
      };
    });
    const { price, coupon } = await priceWithBenefits(
      tx,
      user.id,
      lines.map((line, index) => ({
        ...line,
        id: index,
        category: reserved.get(line.productId)!.category,
      })),
      body,
      now,
    );
    const requestText =
      body.requestText === undefined ? address.requestText : body.requestText || null;

    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(now),
        userId: user.id,
        status: 'PAYMENT_PENDING',
        orderName: orderNameFor(lines.map((line) => line.name)),
        itemsTotal: price.itemsTotal,
        shippingFee: price.shippingFee,
        totalAmount: price.totalAmount,
        userCouponId: coupon?.id ?? null,
        couponName: coupon?.name ?? null,
        couponRule: coupon?.rule ?? null,
        couponDiscount: price.couponDiscount,
        couponDiscountLeft: price.couponDiscount,
        pointsUsed: price.pointsUsed,
        pointsLeft: price.pointsUsed,
        addressId: address.id,
        receiverName: address.receiverName,
        receiverPhoneNumber: address.receiverPhoneNumber,
        zonecode: address.zonecode,
        roadAddress: address.roadAddress || address.address,
        jibunAddress: address.jibunAddress,
        detailAddress: address.detailAddress,
        requestText,
        cartLineIds: [...new Set(body.cartLineIds ?? [])],
        paymentMethod: body.payment?.method ?? 'CARD',
        easyPayProvider: body.payment?.easyPayProvider ?? null,
        paymentDueAt: new Date(now.getTime() + ORDER.paymentWindowMs),
        holdKey: deps.holdKey ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .insert(orderProducts)
      .values(
        lines.map((line) => ({ ...line, orderId: order!.id, status: 'PAYMENT_PENDING' as const })),
      );
    const pointLots = await takeBenefits(tx, order!, coupon?.id ?? null, price.pointsUsed, now);
    if (pointLots.length > 0)
      await tx.update(orders).set({ pointLots }).where(eq(orders.id, order!.id));
    if (holds.superseded.length > 0)
      await tx
        .update(orders)
        .set({ supersededBy: order!.id })
        .where(inArray(orders.id, holds.superseded));
    return order!;
  });
  return {
    order: await loadOrder(deps.db, created.id),
    checkout: buildCheckout(deps.provider, created, user),
  };
}

/**
 * POST /orders/{id}/checkout: the same payment window again (after a failed or abandoned attempt)
 * for the caller's order still waiting for payment. Past its window it expires here, stock
 * released, rather than waiting for the sweep.
 */
export async function checkoutOrder(
  deps: OrderDeps,
  user: AuthUser,
  orderId: number,
  choice?: PaymentChoice,
  now: Date = new Date(),
): Promise<Checkout> {
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, user.id, orderId);
    if (order.status !== 'PAYMENT_PENDING') throw notPayable(order);
    const hold = await paymentHold(tx, order.id);
    if (hold?.kind === 'deposit') throw AppError.conflict(MESSAGES.awaitingDeposit);
    if (hold?.kind === 'claim') throw AppError.conflict(MESSAGES.paymentInProgress);
    if (order.paymentDueAt && order.paymentDueAt <= now) {
      await closeUnpaidOrder(tx, order.id, 'EXPIRED', now, null);
      return 'expired' as const;
    }
    if (!choice) return order;
    // Another method for the same order (a declined card → 카카오페이).
    const [changed] = await tx
      .update(orders)
      .set({
        paymentMethod: choice.method,
        easyPayProvider: choice.easyPayProvider ?? null,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    return changed!;
  });
  if (result === 'expired') throw AppError.conflict(MESSAGES.orderExpired);
  return buildCheckout(deps.provider, result, user);
}
