import {
  addDays,
  DASHBOARD,
  PRODUCT_FORM,
  seoulDate,
  seoulMidnight,
  type AdminDashboard,
  type DashboardDay,
} from '@chorok/contract';
import { orderProducts, orders, products, refunds, type Database } from '@chorok/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  lte,
  notInArray,
  sql,
  type AnyColumn,
} from 'drizzle-orm';

/*
 * 오늘 (issue 22): one read of the shop's last DASHBOARD.days Seoul days for the console's first
 * screen. Revenue is what orders came to on the day they were paid (cancelled later or not: the
 * refunds of that day show what went back); best sellers count units still bought.
 */

/** A timestamptz as its Seoul day, 'YYYY-MM-DD' (UTC + 9 h: Seoul keeps no summer time). */
const seoulDay = (column: AnyColumn) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

const SHIPPED_OR_GONE = ['CANCELLED', 'RETURNED'] as const;
const TO_SHIP = ['PAID', 'PREPARING'] as const;

export async function readDashboard(db: Database, now: Date = new Date()): Promise<AdminDashboard> {
  const today = seoulDate(now);
  const firstDay = addDays(today, -(DASHBOARD.days - 1));
  const since = seoulMidnight(firstDay);
  const late = new Date(now.getTime() - DASHBOARD.shipWithinMs);
  const paidDay = seoulDay(orders.paidAt);
  const refundDay = seoulDay(refunds.createdAt);
  const toShip = sql`exists (select 1 from ${orderProducts} where ${orderProducts.orderId} = ${orders.id} and ${inArray(orderProducts.status, [...TO_SHIP])})`;
  const waitingWhere = and(eq(orders.status, 'PAID'), lt(orders.paidAt, late), toShip);

  const [paidDays, refundDays, best, low, waiting, [waitingTotal]] = await Promise.all([
    db
      .select({ day: paidDay, orders: count(), revenue: sql<string>`sum(${orders.totalAmount})` })
      .from(orders)
      .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since)))
      .groupBy(paidDay),
    db
      .select({ day: refundDay, amount: sql<string>`sum(${refunds.amount})` })
      .from(refunds)
      .where(and(isNotNull(refunds.transactionKey), gte(refunds.createdAt, since)))
      .groupBy(refundDay),
    db
      .select({
        productId: orderProducts.productId,
        name: sql<string>`max(${orderProducts.name})`,
        quantity: sql<string>`sum(${orderProducts.quantity})`,
        revenue: sql<string>`sum(${orderProducts.unitPrice} * ${orderProducts.quantity})`,
      })
      .from(orderProducts)
      .innerJoin(orders, eq(orders.id, orderProducts.orderId))
      .where(and(gte(orders.paidAt, since), notInArray(orderProducts.status, [...SHIPPED_OR_GONE])))
      .groupBy(orderProducts.productId)
      .orderBy(desc(sql`sum(${orderProducts.quantity})`), asc(orderProducts.productId))
      .limit(DASHBOARD.bestSellers),
    db
      .select({
        productId: products.id,
        name: products.name,
        stock: products.stock,
        status: products.status,
      })
      .from(products)
      .where(
        and(
          inArray(products.status, ['ON_SALE', 'OUT_OF_STOCK']),
          lte(products.stock, PRODUCT_FORM.lowStock),
        ),
      )
      .orderBy(asc(products.stock), asc(products.id))
      .limit(DASHBOARD.listMax),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderName: orders.orderName,
        recipientName: orders.receiverName,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .where(waitingWhere)
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(DASHBOARD.listMax),
    db.select({ n: count() }).from(orders).where(waitingWhere),
  ]);

  const paidBy = new Map(paidDays.map((row) => [row.day, row]));
  const refundBy = new Map(refundDays.map((row) => [row.day, Number(row.amount)]));
  const days: DashboardDay[] = Array.from({ length: DASHBOARD.days }, (_, index) => {
    const day = addDays(firstDay, index);
    const paid = paidBy.get(day);
    return {
      day,
      orders: paid?.orders ?? 0,
      revenue: Number(paid?.revenue ?? 0),
      refunds: refundBy.get(day) ?? 0,
    };
  });
  return {
    today: days.at(-1)!,
    days,
    bestSellers: best.map((row) => ({
      productId: row.productId,
      name: row.name,
      quantity: Number(row.quantity),
      revenue: Number(row.revenue),
    })),
    lowStock: low,
    waitingToShip: {
      count: waitingTotal?.n ?? 0,
      orders: waiting.map((row) => ({ ...row, paidAt: row.paidAt!.toISOString() })),
    },
    at: now.toISOString(),
  };
}
