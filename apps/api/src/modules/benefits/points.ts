import {
  POINTS,
  type ListMetadata,
  type OrderProductStatus,
  type PagingQuery,
  type PointEntry,
  type PointsSummary,
} from '@chorok/contract';
import { orderProducts, orders, pointEntries, type Database, type Transaction } from '@chorok/db';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow } from '../../lib/paging.ts';
import { benefitLinesOf, earnByLine } from './earn.ts';
import { liveLots } from './ledger.ts';

/*
 * The read side of a shopper's 적립금 (decision 0033): what is usable now (the live lots), what
 * paid lines will earn once confirmed, what expires soon, and the ledger's history.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Paid lines that will earn when confirmed (구매 확정): not yet confirmed nor given back. */
const PENDING_LINE_STATUSES = [
  'PAID',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
] as const satisfies OrderProductStatus[];

/** Points the user can spend now: what is left of their live lots. */
export async function pointsBalance(
  db: Database | Transaction,
  userId: number,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${pointEntries.remaining}), 0)::int` })
    .from(pointEntries)
    .where(liveLots(userId, now));
  return row?.balance ?? 0;
}

/** What the user's paid, unconfirmed lines will earn, by the rule confirmation earns by. */
async function pendingPoints(db: Database, userId: number): Promise<number> {
  const pendingLine = db
    .select({ id: orderProducts.id })
    .from(orderProducts)
    .where(
      and(
        eq(orderProducts.orderId, orders.id),
        inArray(orderProducts.status, [...PENDING_LINE_STATUSES]),
      ),
    );
  const paid = await db
    .select({
      id: orders.id,
      couponRule: orders.couponRule,
      couponDiscountLeft: orders.couponDiscountLeft,
      pointsLeft: orders.pointsLeft,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PAID'), exists(pendingLine)));
  const lines = await benefitLinesOf(
    db,
    paid.map((order) => order.id),
  );
  let pending = 0;
  for (const order of paid) {
    const orderLines = lines.get(order.id) ?? [];
    const earn = earnByLine(order, orderLines);
    for (const line of orderLines)
      if ((PENDING_LINE_STATUSES as readonly string[]).includes(line.status))
        pending += earn.get(line.id) ?? 0;
  }
  return pending;
}

/** GET /users/{userId}/points: the caller's own only. */
export async function getPoints(
  db: Database,
  callerId: number,
  userId: number,
  now: Date = new Date(),
): Promise<PointsSummary> {
  if (userId !== callerId) throw AppError.forbidden();
  const soon = new Date(now.getTime() + POINTS.expiringSoonDays * DAY_MS);
  const expiringSoon = sql`${pointEntries.expiresAt} <= ${soon.toISOString()}::timestamptz`;
  const [[lots], pending] = await Promise.all([
    db
      .select({
        balance: sql<number>`coalesce(sum(${pointEntries.remaining}), 0)::int`,
        expiringSoon: sql<number>`coalesce(sum(${pointEntries.remaining}) filter (where ${expiringSoon}), 0)::int`,
        // As text: a raw timestamptz would come back as a string from one driver, a Date from another.
        expiringSoonAt: sql<
          string | null
        >`to_char(min(${pointEntries.expiresAt}) filter (where ${expiringSoon}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(pointEntries)
      .where(liveLots(callerId, now)),
    pendingPoints(db, callerId),
  ]);
  return {
    balance: lots?.balance ?? 0,
    pending,
    expiringSoon: lots?.expiringSoon ?? 0,
    expiringSoonAt: lots?.expiringSoonAt ?? null,
  };
}

type PointEntryRow = typeof pointEntries.$inferSelect;

export function toPointEntry(row: PointEntryRow): PointEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    orderId: row.orderId,
    title: row.title,
    note: row.note,
    // Only what is left of a lot can still expire.
    expiresAt: row.remaining ? (row.expiresAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /users/{userId}/points/history: the caller's own ledger, newest first, a page at a time. */
export async function listPointEntries(
  db: Database,
  callerId: number,
  userId: number,
  query: PagingQuery,
): Promise<{ data: PointEntry[]; metadata: ListMetadata }> {
  if (userId !== callerId) throw AppError.forbidden();
  const window = pageWindow(query);
  const where = eq(pointEntries.userId, callerId);
  const page = await pageOf(
    window,
    () =>
      db
        .select()
        .from(pointEntries)
        .where(where)
        .orderBy(
          ...orderBy([down(pointEntries.createdAt), down(pointEntries.id)], query.orderDirection),
        )
        .limit(window.limit)
        .offset(window.offset),
    () => db.$count(pointEntries, where),
  );
  return { data: page.data.map(toPointEntry), metadata: page.metadata };
}
