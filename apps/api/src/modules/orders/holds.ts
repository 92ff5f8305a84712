import { createHmac } from 'node:crypto';
import { MESSAGES, ORDER_HOLDS, type FieldError } from '@chorok/contract';
import { orderProducts, orders, type Transaction } from '@chorok/db';
import { and, desc, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-types.ts';
import { lockUser } from '../../lib/user-lock.ts';
import { closeUnpaidOrder, paymentHold } from './service.ts';
import type { StockLine } from './stock.ts';

/*
 * What one shopper may hold unpaid at once (ORDER_HOLDS, decision 0028). Checked inside the
 * order's transaction under two locks taken in this order — the user's row, then a
 * transaction-level advisory lock on the client network — so concurrent orders of one account or
 * one network are counted one after another, on PGlite and PostgreSQL alike, and a refusal rolls
 * back everything (a superseded order stays as it was).
 */

/** Namespace of the advisory locks on a network's holds (the second key is the hold key's hash). */
const HOLD_LOCK_NAMESPACE = 28_028;

/**
 * The client network as a keyed hash: an IPv4 address, or an IPv6 client's /64 (one subscriber
 * gets a whole /64). Keyed with the server's secret, so the orders table never holds an address.
 */
export function holdKeyOf(ip: string, secret: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  const network =
    address.kind() === 'ipv6'
      ? `v6:${(address as ipaddr.IPv6).parts.slice(0, 4).join(':')}`
      : `v4:${address.toString()}`;
  return createHmac('sha256', secret).update(network).digest('base64url').slice(0, 22);
}

export interface HoldCheck {
  /** The lines of the orders this one supersedes, for reserveStock to give back. */
  released: StockLine[];
  /** Their ids, marked once the new order has its own. */
  superseded: number[];
}

type Items = readonly { productId: number; quantity: number }[];

/** Throws `message` on every line `over` picks (none: nothing happens). */
function refuseLines(
  items: Items,
  over: (item: Items[number]) => boolean,
  kind: 'CONFLICT' | 'TOO_MANY_REQUESTS',
  message: string,
): void {
  const errors: FieldError[] = items.flatMap((item, index) =>
    over(item) ? [{ path: `items.${index}.quantity`, message }] : [],
  );
  if (errors.length > 0) throw new AppError(kind, message, { errors });
}

/** Units per product held by the account's (or the network's) unpaid orders. */
async function heldUnits(
  tx: Transaction,
  owner: SQL,
  productIds: number[],
): Promise<Map<number, number>> {
  const rows = await tx
    .select({
      productId: orderProducts.productId,
      units: sum(orderProducts.quantity).mapWith(Number),
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(
      and(
        owner,
        eq(orders.status, 'PAYMENT_PENDING'),
        inArray(orderProducts.productId, productIds),
      ),
    )
    .groupBy(orderProducts.productId);
  return new Map(rows.map((row) => [row.productId, row.units]));
}

/**
 * Before a new order of `items`: supersedes the account's older unpaid orders beyond
 * `ordersPerAccount - 1` (cancelled, stock to give back; an order whose payment is in flight cannot
 * be, and counts), then refuses the order if the account or its network would hold more than
 * ORDER_HOLDS allows.
 */
export async function checkHolds(
  tx: Transaction,
  user: Pick<AuthUser, 'id' | 'isDemo'>,
  holdKey: string | null,
  items: Items,
  now: Date,
): Promise<HoldCheck> {
  const perProduct = user.isDemo ? ORDER_HOLDS.demoUnitsPerProduct : ORDER_HOLDS.unitsPerProduct;
  const unitsMessage = user.isDemo
    ? MESSAGES.holdDemoUnitsPerProduct
    : MESSAGES.holdUnitsPerProduct;
  refuseLines(items, (item) => item.quantity > perProduct, 'CONFLICT', unitsMessage);

  await lockUser(tx, user.id);
  if (holdKey)
    await tx.execute(
      sql`select pg_advisory_xact_lock(${HOLD_LOCK_NAMESPACE}, hashtext(${holdKey}))`,
    );

  const pending = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, user.id), eq(orders.status, 'PAYMENT_PENDING')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .for('update');
  const released: StockLine[] = [];
  const superseded: number[] = [];
  let kept = 0;
  let deposits = 0;
  for (const [n, { id }] of pending.entries()) {
    const hold = (await paymentHold(tx, id))?.kind;
    // An issued virtual account is an order the shopper means to pay: neither superseded nor
    // counted as the one checkout at a time, but capped of its own (decision 0032).
    if (hold === 'deposit') {
      deposits += 1;
      continue;
    }
    if (n < ORDER_HOLDS.ordersPerAccount - 1 || hold === 'claim') {
      kept += 1;
      continue;
    }
    released.push(...(await closeUnpaidOrder(tx, id, 'CANCELLED', now, null, { release: false })));
    superseded.push(id);
  }
  if (kept >= ORDER_HOLDS.ordersPerAccount)
    throw new AppError('CONFLICT', MESSAGES.holdPaymentInProgress);
  if (deposits >= ORDER_HOLDS.depositsPerAccount)
    throw new AppError('CONFLICT', MESSAGES.holdDeposits);

  const productIds = items.map((item) => item.productId);
  const own = await heldUnits(tx, eq(orders.userId, user.id), productIds);
  refuseLines(
    items,
    (item) => (own.get(item.productId) ?? 0) + item.quantity > perProduct,
    'CONFLICT',
    unitsMessage,
  );

  if (holdKey) {
    const [count] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.holdKey, holdKey), eq(orders.status, 'PAYMENT_PENDING')));
    const maxOrders = user.isDemo ? ORDER_HOLDS.demoOrdersPerIp : ORDER_HOLDS.ordersPerIp;
    if ((count?.n ?? 0) >= maxOrders)
      throw new AppError('TOO_MANY_REQUESTS', MESSAGES.holdNetworkFull);
    const network = await heldUnits(tx, eq(orders.holdKey, holdKey), productIds);
    refuseLines(
      items,
      (item) =>
        (network.get(item.productId) ?? 0) + item.quantity > ORDER_HOLDS.unitsPerProductPerIp,
      'TOO_MANY_REQUESTS',
      MESSAGES.holdNetworkFull,
    );
  }
  return { released, superseded };
}
