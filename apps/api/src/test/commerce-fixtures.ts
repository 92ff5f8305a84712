import { randomBytes } from 'node:crypto';
import { type OrderCreateBody, type OrderProductStatus } from '@chorok/contract';
import { Checkout, CreatedOrder, Order, envelope } from '@chorok/contract/schemas';
import {
  addresses,
  orderProducts,
  orders,
  payments,
  postalAddresses,
  products,
  refunds,
  sandboxPayments,
  type Database,
} from '@chorok/db';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Shopper } from './catalogue-fixtures.ts';

/*
 * Orders and payments for API tests: address book entries inserted directly, orders made and paid
 * through the API and the sandbox's own checkout form (the way a browser does it), and readers
 * for the rows a test checks after a refusal.
 */

let uniqueAddress = 0;

export interface FixtureAddress {
  receiverName?: string;
  receiverPhoneNumber?: string;
  detailAddress?: string;
  requestText?: string | null;
}

/** An entry of the user's address book, over a postal address of its own. */
export async function insertAddress(
  db: Database,
  userId: number,
  spec: FixtureAddress = {},
): Promise<number> {
  const n = ++uniqueAddress;
  const [postal] = await db
    .insert(postalAddresses)
    .values({
      zonecode: '06236',
      address: `서울 강남구 테헤란로 ${100 + n}`,
      addressType: 'R',
      roadAddress: `서울 강남구 테헤란로 ${100 + n}`,
      jibunAddress: `서울 강남구 역삼동 ${700 + n}`,
      sido: '서울',
      sigungu: '강남구',
      sigunguCode: '11680',
      roadnameCode: '3121022',
      bcode: '1168010100',
      roadname: '테헤란로',
    })
    .returning({ id: postalAddresses.id });
  const [row] = await db
    .insert(addresses)
    .values({
      userId,
      postalAddressId: postal!.id,
      receiverName: spec.receiverName ?? '김초록',
      receiverPhoneNumber: spec.receiverPhoneNumber ?? '010-1234-5678',
      detailAddress: spec.detailAddress ?? '101동 202호',
      requestText: spec.requestText === undefined ? '문 앞에 놓아 주세요' : spec.requestText,
    })
    .returning({ id: addresses.id });
  return row!.id;
}

export const CreatedOrderEnvelope = envelope(CreatedOrder);
export const OrderEnvelope = envelope(Order);
export const CheckoutEnvelope = envelope(Checkout);

export interface Reply {
  status: number;
  body: { data: unknown; message: string; status: number; errors?: unknown };
}

/**
 * The client address of a shopper's requests: their own (`who.ip`), else one per account
 * (10.x.y.z from the id), so the per-network caps on unpaid orders (decision 0028) count one
 * shopper as one network unless a test says otherwise.
 */
export const shopperIp = (who: Shopper) =>
  who.ip ?? `10.${(who.id >> 16) & 255}.${(who.id >> 8) & 255}.${who.id & 255}`;

/** One API call as `who` (signed out without one), answered with its status and JSON body. */
export async function api(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who?: Shopper,
  payload?: unknown,
): Promise<Reply> {
  const response = await app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(who ? { remoteAddress: shopperIp(who) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** POST /v1/orders, expecting 201: the order and its checkout. */
export async function placeOrder(
  app: FastifyInstance,
  who: Shopper,
  body: OrderCreateBody,
): Promise<{ order: Order; checkout: Checkout }> {
  const reply = await api(app, 'POST', '/v1/orders', who, body);
  if (reply.status !== 201)
    throw new Error(`createOrder answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return CreatedOrderEnvelope.parse(reply.body).data;
}

export const APPROVED_CARD = '4330-1234-1234-1234';

export interface SandboxAnswer {
  status: number;
  /** The redirect's path and its query, decoded. */
  location: string | null;
  path: string | null;
  query: Record<string, string>;
  body: string;
}

/**
 * Pays in the sandbox's checkout page as a browser does: opens checkoutUrl, then submits its form
 * with a test card (or presses 결제 취소 with `action: 'cancel'`).
 */
export async function payInSandbox(
  app: FastifyInstance,
  checkout: Pick<Checkout, 'checkoutUrl'>,
  card: {
    number?: string;
    company?: string;
    expiry?: string;
    action?: 'pay' | 'cancel' | 'refuse' | 'decline';
    /** Another method's fields (bankCode, holderName, cashReceipt, carrier, phone …). */
    fields?: Record<string, string>;
  } = {},
): Promise<SandboxAnswer> {
  const page = await app.inject({ method: 'GET', url: checkout.checkoutUrl });
  if (page.statusCode !== 200) throw new Error(`checkout page answered ${page.statusCode}`);
  const params = new URL(checkout.checkoutUrl, 'http://localhost').searchParams;
  const form = new URLSearchParams({
    orderId: params.get('orderId') ?? '',
    orderName: params.get('orderName') ?? '',
    amount: params.get('amount') ?? '',
    customerName: params.get('customerName') ?? '',
    successUrl: params.get('successUrl') ?? '',
    failUrl: params.get('failUrl') ?? '',
    cardCompany: card.company ?? '41',
    cardNumber: card.number ?? APPROVED_CARD,
    expiry: card.expiry ?? '12/99',
    action: card.action ?? 'pay',
    method: params.get('method') ?? 'CARD',
    ...(params.get('easyPayProvider') ? { easyPayProvider: params.get('easyPayProvider')! } : {}),
    ...card.fields,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = typeof response.headers.location === 'string' ? response.headers.location : null;
  const url = location ? new URL(location, 'http://localhost') : null;
  return {
    status: response.statusCode,
    location,
    path: url?.pathname ?? null,
    query: url ? Object.fromEntries(url.searchParams) : {},
    body: response.body,
  };
}

/** A CJ대한통운 waybill: what the operator's `ship` step needs (OrderShipBody). */
export const TEST_PARCEL = { courier: 'cj', trackingNumber: '123456789012' } as const;

/** The body of an operator step: the parcel for `ship`, nothing for the others. */
export const stepPayload = (action: string) => (action === 'ship' ? { payload: TEST_PARCEL } : {});

/** Pays a placed order in the sandbox and confirms it: the PAID order. */
/** The sandbox window's fields for a 가상계좌: a bank that issues them and the depositor. */
export const VIRTUAL_ACCOUNT_FIELDS = { bankCode: '06', holderName: '김초록', cashReceipt: 'none' };

/**
 * Pays (or, for a 가상계좌 checkout, has the account issued) in the sandbox and confirms: the order
 * as the confirm answered.
 */
export async function payOrder(
  app: FastifyInstance,
  who: Shopper,
  checkout: Checkout,
  cardNumber: string = APPROVED_CARD,
): Promise<Order> {
  const fields = checkout.method === 'VIRTUAL_ACCOUNT' ? VIRTUAL_ACCOUNT_FIELDS : undefined;
  const paid = await payInSandbox(app, checkout, { number: cardNumber, fields });
  if (paid.status !== 303 || paid.path !== '/purchase/success')
    throw new Error(`sandbox checkout answered ${paid.status} ${paid.location}`);
  const reply = await api(app, 'POST', '/v1/payments/confirm', who, {
    paymentKey: paid.query.paymentKey,
    orderId: paid.query.orderId,
    amount: Number(paid.query.amount),
  });
  if (reply.status !== 200)
    throw new Error(`confirmPayment answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return OrderEnvelope.parse(reply.body).data;
}

/** Everything about an order a refused request must leave as it was. */
export async function orderState(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await db
    .select({ id: orderProducts.id, status: orderProducts.status })
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.id));
  const paymentRows = await db
    .select({
      status: payments.status,
      balanceAmount: payments.balanceAmount,
      paymentKey: payments.paymentKey,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const refundRows = await db
    .select({ id: refunds.id, amount: refunds.amount })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return {
    status: order?.status,
    refundedAmount: order?.refundedAmount,
    lines,
    payments: paymentRows,
    refunds: refundRows,
  };
}

export async function stockOf(db: Database, ids: number[]) {
  const rows = await db
    .select({
      id: products.id,
      stock: products.stock,
      status: products.status,
      salesCount: products.salesCount,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));
  return rows;
}

export async function sandboxRow(db: Database, paymentKey: string) {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentKey, paymentKey));
  return row;
}

let orderNo = 0;

/**
 * An order of the user with one line of the product in the given state, inserted directly (as the
 * orders API would leave it): for tests about what a line allows, such as reviewing it.
 */
export async function insertOrderLine(
  db: Database,
  userId: number,
  productId: number,
  status: OrderProductStatus = 'CONFIRMED',
): Promise<{ orderId: number; lineId: number }> {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `T${process.pid}x${++orderNo}x${randomBytes(4).toString('hex')}`,
      userId,
      status: status === 'PAYMENT_PENDING' ? 'PAYMENT_PENDING' : 'PAID',
      orderName: '몬스테라 델리시오사',
      itemsTotal: 25_000,
      shippingFee: 3_000,
      totalAmount: 28_000,
      addressId: 1,
      receiverName: '김초록',
      receiverPhoneNumber: '010-1234-5678',
      zonecode: '06236',
      roadAddress: '서울 강남구 테헤란로 152',
    })
    .returning({ id: orders.id });
  const [line] = await db
    .insert(orderProducts)
    .values({
      orderId: order!.id,
      productId,
      name: '몬스테라 델리시오사',
      unitPrice: 25_000,
      originalUnitPrice: 25_000,
      quantity: 1,
      status,
    })
    .returning({ id: orderProducts.id });
  return { orderId: order!.id, lineId: line!.id };
}
