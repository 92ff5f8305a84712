import {
  MESSAGES,
  PRODUCT_FORM,
  PRODUCT_FORM_MESSAGES as M,
  type AdminProduct,
  type ListMetadata,
  type StockAdjustment,
  type StockReason,
} from '@chorok/contract';
import { products, stockAdjustments, type Database } from '@chorok/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { down, orderBy } from '../../lib/order-by.ts';
import { pageOf, pageWindow, totalSql } from '../../lib/paging.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { recordAction } from '../back-office/audit.ts';
import { getAdminProduct } from './admin-read.ts';
import { tellWaitingShoppers, type RestockDeps } from './restock.ts';
import { statusForStock } from './stock-status.ts';

/*
 * Stock changed by hand (decision 0043), kept with its reason. The product's row is locked as an
 * order's reservation locks it (orders/stock.ts), and the update is conditional as the
 * reservation's is: an operator's correction and a checkout at the same moment queue on the row,
 * and each sees the stock the other left, so stock never goes below zero and nothing is sold
 * twice.
 */

export interface StockAdjustInput {
  delta: number;
  reason: StockReason;
  note: string;
}

/**
 * POST /admin/products/{id}/stock: 409 when it would go below 0 or above PRODUCT_FORM.stockMax.
 * Reaching 0 makes an ON_SALE product OUT_OF_STOCK and more than 0 puts it back on sale
 * (statusForStock); then the shoppers waiting for it are told.
 */
export async function adjustStock(
  deps: RestockDeps,
  actor: OperatorActor,
  id: number,
  input: StockAdjustInput,
): Promise<AdminProduct> {
  const { db } = deps;
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  const { delta } = input;
  const status = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ stock: products.stock, status: products.status })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!current) throw AppError.notFound(MESSAGES.productNotFound);
    if (current.stock + delta < 0) throw AppError.conflict(M.stockBelowZero);
    if (current.stock + delta > PRODUCT_FORM.stockMax) throw AppError.conflict(M.stockAboveMax);
    const stockAfter = sql`${products.stock} + ${delta}`;
    const [after] = await tx
      .update(products)
      .set({ stock: stockAfter, status: statusForStock(stockAfter), updatedAt: sql`now()` })
      .where(and(eq(products.id, id), gte(products.stock, -delta)))
      .returning({ stock: products.stock, status: products.status });
    // Only a row changed outside the lock could miss the condition; refused all the same.
    if (!after) throw AppError.conflict(M.stockBelowZero);
    await tx.insert(stockAdjustments).values({
      productId: id,
      delta,
      reason: input.reason,
      note: input.note,
      stockAfter: after.stock,
      actorUserId: actor.userId,
      actorLabel: actor.label,
    });
    const statusChanged = after.status !== current.status;
    await recordAction(tx, actor, {
      action: 'product.stock',
      targetType: 'PRODUCT',
      targetId: id,
      before: { stock: current.stock, ...(statusChanged ? { status: current.status } : {}) },
      after: {
        stock: after.stock,
        ...(statusChanged ? { status: after.status } : {}),
        delta,
        reason: input.reason,
        note: input.note,
      },
    });
    return after.status;
  });
  if (status === 'ON_SALE') await tellWaitingShoppers(deps, id);
  return getAdminProduct(db, id);
}

const NEWEST = orderBy([down(stockAdjustments.createdAt), down(stockAdjustments.id)], 1);

/** GET /admin/products/{id}/stock: the adjustments, newest first. */
export async function stockHistory(
  db: Database,
  id: number,
  paging: { page: number; perPage: number },
): Promise<{ data: StockAdjustment[]; metadata: ListMetadata }> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!product) throw AppError.notFound(MESSAGES.productNotFound);
  const window = pageWindow(paging);
  const where = eq(stockAdjustments.productId, id);
  const page = await pageOf(
    window,
    () =>
      db
        .select({ row: stockAdjustments, total: totalSql(stockAdjustments, where) })
        .from(stockAdjustments)
        .where(where)
        .orderBy(...NEWEST)
        .limit(window.limit)
        .offset(window.offset),
    () => db.$count(stockAdjustments, where),
    ({ total }) => total,
  );
  return {
    metadata: page.metadata,
    data: page.data.map(({ row }) => ({
      id: row.id,
      delta: row.delta,
      reason: row.reason,
      note: row.note,
      stockAfter: row.stockAfter,
      actor: { userId: row.actorUserId, label: row.actorLabel },
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
