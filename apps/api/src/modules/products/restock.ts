import { MESSAGES, type RestockAlertState } from '@chorok/contract';
import { products, restockAlerts, type Database } from '@chorok/db';
import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { selectSql } from '../../lib/select-sql.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Notify, OrderNotice } from '../notifications/notify.ts';

/*
 * 재입고 알림 (issue 22): a shopper asks to be told when a sold-out product is back. Whatever
 * brings it back — an operator's adjustment or edit, an order cancelled or expired giving its stock
 * back — the alert is sent by sendRestockAlerts: after an operator's action at once, and for every
 * other path by the order sweep each minute. The alert rows are the claim: taken with SKIP LOCKED
 * and deleted in one transaction, so with any number of API processes each shopper is told once.
 */

/** Alerts claimed per transaction; the next call (or sweep) takes the rest. */
const BATCH = 100;

/** `exists` for the signed-in caller's alert; a constant false for visitors. */
export function restockAlertSql(userId: number | null): SQL<boolean> {
  if (userId === null) return sql<boolean>`false`;
  return selectSql(
    sql`exists (select 1 from ${restockAlerts} where ${restockAlerts.userId} = ${userId} and ${restockAlerts.productId} = ${products.id})`,
  );
}

/** Shoppers waiting for the product, as a select-list expression. */
export const restockWaitingSql = (): SQL<number> =>
  selectSql<number>(
    sql`(select count(*)::int from ${restockAlerts} where ${restockAlerts.productId} = ${products.id})`,
  );

/**
 * PUT and DELETE /products/{id}/restock-alert. Asking needs a sold-out product (409 otherwise:
 * one on sale can be bought now, a PENDING or DISCONTINUED one may never come back); taking the
 * request back is always allowed. Repeating either changes nothing.
 */
export async function setRestockAlert(
  db: Database,
  userId: number,
  productId: number,
  wanted: boolean,
): Promise<RestockAlertState> {
  if (!isStoredId(productId)) throw AppError.notFound(MESSAGES.productNotFound);
  const [product] = await db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw AppError.notFound(MESSAGES.productNotFound);
  if (!wanted) {
    await db
      .delete(restockAlerts)
      .where(and(eq(restockAlerts.userId, userId), eq(restockAlerts.productId, productId)));
    return { productId, restockAlert: false };
  }
  if (product.status !== 'OUT_OF_STOCK')
    throw new AppError('CONFLICT', MESSAGES.restockAlertNotSoldOut);
  // A product coming back while this runs still gets the alert sent: the sweep finds any alert
  // of a product on sale.
  await db.insert(restockAlerts).values({ userId, productId }).onConflictDoNothing();
  return { productId, restockAlert: true };
}

/** What a waiting shopper is told, in the list and pushed; tapping it opens the product. */
export function restockedNotice(
  userId: number,
  product: { id: number; name: string },
): OrderNotice {
  return {
    userId,
    type: 'RESTOCKED',
    orderId: null,
    title: '기다리시던 상품이 다시 들어왔어요',
    body: `${product.name} · 지금 주문할 수 있어요. 수량이 많지 않을 수 있어요.`,
    url: `/products/detail/${product.id}`,
  };
}

interface ClaimedAlert {
  userId: number;
  productId: number;
  name: string;
}

/** Takes (deletes) up to BATCH alerts of products on sale, skipping rows another process holds. */
async function claimAlerts(db: Database, productIds: readonly number[] | null) {
  return db.transaction(async (tx): Promise<ClaimedAlert[]> => {
    const due = await tx
      .select({
        userId: restockAlerts.userId,
        productId: restockAlerts.productId,
        name: products.name,
      })
      .from(restockAlerts)
      .innerJoin(products, eq(products.id, restockAlerts.productId))
      .where(
        and(
          eq(products.status, 'ON_SALE'),
          gt(products.stock, 0),
          productIds ? inArray(restockAlerts.productId, [...productIds]) : undefined,
        ),
      )
      .orderBy(asc(restockAlerts.createdAt), asc(restockAlerts.userId))
      .limit(BATCH)
      .for('update', { of: restockAlerts, skipLocked: true });
    if (due.length > 0)
      await tx
        .delete(restockAlerts)
        .where(
          or(
            ...due.map((alert) =>
              and(
                eq(restockAlerts.userId, alert.userId),
                eq(restockAlerts.productId, alert.productId),
              ),
            ),
          ),
        );
    return due;
  });
}

/**
 * Tells every shopper waiting for a product that is on sale again (of `productIds`, or any), once:
 * the alerts are deleted when claimed, and the notices go out after that commits (a push that
 * fails stays in the shopper's list). `batches` bounds the work of one call. Returns how many were
 * told.
 */
export async function sendRestockAlerts(
  db: Database,
  notify: Notify,
  {
    productIds = null,
    batches = 20,
  }: { productIds?: readonly number[] | null; batches?: number } = {},
): Promise<number> {
  let told = 0;
  for (let batch = 0; batch < batches; batch++) {
    const claimed = await claimAlerts(db, productIds);
    for (const alert of claimed)
      await notify(restockedNotice(alert.userId, { id: alert.productId, name: alert.name }));
    told += claimed.length;
    if (claimed.length < BATCH) break;
  }
  return told;
}

/** What an operator's action needs to tell the shoppers waiting for its product. */
export interface RestockDeps {
  db: Database;
  notify: Notify;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * After an operator's change committed and left the product on sale: its waiting shoppers are told
 * now, one batch of them (the sweep tells the rest, and any this could not). Never throws: the
 * change stands either way.
 */
export async function tellWaitingShoppers(deps: RestockDeps, productId: number): Promise<void> {
  try {
    await sendRestockAlerts(deps.db, deps.notify, { productIds: [productId], batches: 1 });
  } catch (error) {
    deps.log.error({ err: error, productId }, 'restock alerts failed');
  }
}
