import {
  LINE_PROBLEM_MESSAGES,
  lineProblem,
  MESSAGES,
  type FieldError,
  type ProductCategory,
  type ProductStatus,
} from '@chorok/contract';
import { products, type Transaction } from '@chorok/db';
import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { statusForStock } from '../products/stock-status.ts';

/*
 * Stock moves only through these two conditional updates, inside the caller's transaction. A
 * reservation takes `quantity` only from a product on sale with at least that much left, so stock
 * never goes below zero whatever runs at once: concurrent orders queue on the product's row, and
 * each re-checks `stock >= quantity` against the row as the one before it left it. Products are
 * always locked in id order, so two orders of the same products cannot deadlock.
 */

export interface StockLine {
  productId: number;
  quantity: number;
}

export interface ReservedProduct {
  id: number;
  name: string;
  price: number;
  salePrice: number;
  category: ProductCategory;
}

/** Why a product cannot be bought in that quantity now (the cart's rule, with its words). */
function refusal(
  product: { status: ProductStatus; stock: number } | undefined,
  quantity: number,
): { kind: 'NOT_FOUND' | 'CONFLICT'; message: string } {
  if (!product) return { kind: 'NOT_FOUND', message: MESSAGES.productNotFound };
  const problem = lineProblem(product, quantity);
  return { kind: 'CONFLICT', message: LINE_PROBLEM_MESSAGES[problem ?? 'NOT_ON_SALE'] };
}

/**
 * Takes every line's quantity from stock, or throws (and the caller's transaction rolls back
 * whatever was taken). Returns each product's name and prices as they were when reserved: the
 * order is priced from these, never from what the client sent. A product whose stock reaches 0
 * becomes OUT_OF_STOCK (statusForStock). `released` (a superseded order's lines, decision 0028) goes back first in
 * the same pass, so every product is still locked once and in id order.
 */
export async function reserveStock(
  tx: Transaction,
  lines: readonly (StockLine & { index: number })[],
  released: readonly StockLine[] = [],
): Promise<Map<number, ReservedProduct>> {
  const reserved = new Map<number, ReservedProduct>();
  const back = totalsOf(released);
  const take = new Map(lines.map((line) => [line.productId, line]));
  for (const productId of [...new Set([...back.keys(), ...take.keys()])].sort((a, b) => a - b)) {
    const quantity = back.get(productId);
    if (quantity) await giveBack(tx, productId, quantity);
    const line = take.get(productId);
    if (!line) continue;
    const [row] = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${line.quantity}`,
        status: statusForStock(sql`${products.stock} - ${line.quantity}`),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(products.id, line.productId),
          eq(products.status, 'ON_SALE'),
          gte(products.stock, line.quantity),
        ),
      )
      .returning({
        id: products.id,
        name: products.name,
        price: products.price,
        salePrice: products.salePrice,
        category: products.category,
      });
    if (row) {
      reserved.set(row.id, row);
      continue;
    }
    const [current] = await tx
      .select({ status: products.status, stock: products.stock })
      .from(products)
      .where(eq(products.id, line.productId));
    const { kind, message } = refusal(current, line.quantity);
    const errors: FieldError[] = [{ path: `items.${line.index}.productId`, message }];
    throw new AppError(kind, message, { errors });
  }
  return reserved;
}

function totalsOf(lines: readonly StockLine[]): Map<number, number> {
  const totals = new Map<number, number>();
  for (const line of lines)
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return totals;
}

function giveBack(tx: Transaction, productId: number, quantity: number) {
  return tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${quantity}`,
      status: statusForStock(sql`${products.stock} + ${quantity}`),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
}

/**
 * Gives quantities back (an unpaid order dropped or expired, lines cancelled). A product that was
 * OUT_OF_STOCK is on sale again (statusForStock); PENDING and DISCONTINUED products stay as they
 * are. Shoppers waiting for it are told by the order sweep (products/restock.ts).
 */
export async function releaseStock(tx: Transaction, lines: readonly StockLine[]): Promise<void> {
  for (const [productId, quantity] of [...totalsOf(lines)].sort(([a], [b]) => a - b))
    await giveBack(tx, productId, quantity);
}

/** Counts a sale (payment) or takes it back (refund), never below zero. */
export async function addSales(
  tx: Transaction,
  lines: readonly StockLine[],
  sign: 1 | -1,
): Promise<void> {
  const totals = new Map<number, number>();
  for (const line of lines)
    totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...totals].sort(([a], [b]) => a - b)) {
    await tx
      .update(products)
      .set({ salesCount: sql`greatest(${products.salesCount} + ${sign * quantity}, 0)` })
      .where(eq(products.id, productId));
  }
}
