import {
  addDays,
  MESSAGES,
  ORDER_PRODUCT_STATUSES,
  seoulMidnight,
  type AdminBuyer,
  type AdminOrderDetail,
  type AdminOrderRow,
  type ListMetadata,
  type OrderProductStatus,
  type OrderStatus,
} from '@chorok/contract';
import { orderProducts, orders, users, type Database } from '@chorok/db';
import { and, count, eq, gte, inArray, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow } from '../../lib/paging.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { loadOrders } from './read.ts';

/*
 * The console's orders (decision 0043): any shopper's, newest first, found by state, Seoul day
 * and a search. The detail is the shopper's own Order (read.ts) with the buyer beside it.
 */

/** AdminOrderListQuery as the route hands it over (parsed, trimmed, defaults applied). */
export interface AdminOrderFilter {
  page: number;
  perPage: number;
  status?: OrderStatus;
  lineStatus?: OrderProductStatus;
  /** Seoul days, 'YYYY-MM-DD', inclusive. */
  from?: string;
  to?: string;
  q?: string;
}

const buyerColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  left: sql<boolean>`(${users.deletedAt} is not null)`,
};

interface BuyerRow {
  userId: number;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  left: boolean;
}

/** Once the buyer has left, nothing says who they were (decision 0027). */
function toBuyer(row: BuyerRow): AdminBuyer {
  if (row.left) return { userId: null, name: '', email: null, phoneNumber: null };
  return { userId: row.userId, name: row.name, email: row.email, phoneNumber: row.phoneNumber };
}

const contains = (column: AnyColumn, text: string) =>
  sql`strpos(lower(${column}), ${text.toLowerCase()}) > 0`;
const digitsOf = (column: AnyColumn) =>
  sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/**
 * An order number (any part of it), the buyer's or the recipient's name, the buyer's email, or —
 * when the text is only a number, hyphens and spaces allowed — the buyer's or recipient's phone.
 */
function searchOf(q: string): SQL {
  const terms = [
    contains(orders.orderNumber, q),
    contains(users.name, q),
    contains(users.email, q),
    contains(orders.receiverName, q),
  ];
  const digits = q.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits))
    terms.push(
      sql`strpos(${digitsOf(users.phoneNumber)}, ${digits}) > 0`,
      sql`strpos(${digitsOf(orders.receiverPhoneNumber)}, ${digits}) > 0`,
    );
  return or(...terms)!;
}

function whereOf(filter: AdminOrderFilter): SQL | undefined {
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.lineStatus
      ? sql`exists (select 1 from ${orderProducts} where ${orderProducts.orderId} = ${orders.id} and ${orderProducts.status} = ${filter.lineStatus})`
      : undefined,
    filter.from ? gte(orders.createdAt, seoulMidnight(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, seoulMidnight(addDays(filter.to, 1))) : undefined,
    filter.q ? searchOf(filter.q) : undefined,
  );
}

const NEWEST = orderBy([down(orders.createdAt), down(orders.id)], 1);
const statusRank = (status: OrderProductStatus) => ORDER_PRODUCT_STATUSES.indexOf(status);

/** GET /admin/orders */
export async function listAdminOrders(
  db: Database,
  filter: AdminOrderFilter,
): Promise<{ data: AdminOrderRow[]; metadata: ListMetadata }> {
  const window = pageWindow(filter);
  const where = whereOf(filter);
  const page = await pageOf(
    window,
    () =>
      db
        .select({ order: orders, buyer: buyerColumns })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(...NEWEST)
        .limit(window.limit)
        .offset(window.offset),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
      )[0]!.n,
  );
  const ids = page.data.map((row) => row.order.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: orderProducts.orderId, status: orderProducts.status, count: count() })
          .from(orderProducts)
          .where(inArray(orderProducts.orderId, ids))
          .groupBy(orderProducts.orderId, orderProducts.status);
  return {
    data: page.data.map(({ order, buyer }) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      orderName: order.orderName,
      totalAmount: order.totalAmount,
      refundedAmount: order.refundedAmount,
      buyer: toBuyer(buyer),
      recipientName: order.receiverName,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .sort((a, b) => statusRank(a.status) - statusRank(b.status))
        .map(({ status, count: n }) => ({ status, count: n })),
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
    })),
    metadata: page.metadata,
  };
}

/** GET /admin/orders/{id}: the shopper's Order as they read it, and who bought it. */
export async function getAdminOrder(db: Database, id: number): Promise<AdminOrderDetail> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.orderNotFound);
  const [[buyer], [order]] = await Promise.all([
    db
      .select(buyerColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, id)),
    loadOrders(db, [id]),
  ]);
  if (!buyer || !order) throw AppError.notFound(MESSAGES.orderNotFound);
  return { order, buyer: toBuyer(buyer) };
}
