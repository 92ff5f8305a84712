import {
  CART,
  cartSummary,
  LINE_PROBLEM_MESSAGES,
  lineProblem,
  maxLineQuantity,
  MESSAGES,
  type Cart,
  type CartLine,
  type CartProduct,
  type ProductCategory,
  type ProductStatus,
} from '@chorok/contract';
import { cartLines, products, type Database } from '@chorok/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { lockUser } from '../../lib/user-lock.ts';
import { cardImageSql, salePercent, toImageRef } from '../products/summary.ts';

interface LineRow {
  id: number;
  quantity: number;
  isSelected: boolean;
  addedUnitPrice: number;
  addedAt: Date;
  product: {
    id: number;
    category: ProductCategory;
    name: string;
    status: ProductStatus;
    price: number;
    salePrice: number;
    stock: number;
    image: { key: string; width: number; height: number; alt?: string } | null;
  };
}

function toCartLine(row: LineRow): CartLine {
  const { product } = row;
  const cartProduct: CartProduct = {
    id: product.id,
    category: product.category,
    name: product.name,
    status: product.status,
    price: product.price,
    salePrice: product.salePrice,
    salePercent: salePercent(product.price, product.salePrice),
    stock: product.stock,
    image: toImageRef(product.image, product.name),
  };
  return {
    id: row.id,
    product: cartProduct,
    quantity: row.quantity,
    isSelected: row.isSelected,
    addedUnitPrice: row.addedUnitPrice,
    priceChange: product.salePrice - row.addedUnitPrice,
    problem: lineProblem(cartProduct, row.quantity),
    amount: product.salePrice * row.quantity,
    addedAt: row.addedAt.toISOString(),
  };
}

/** The caller's whole cart with each product as it is now, most recently added first. */
export async function readCart(db: Database, userId: number): Promise<Cart> {
  const rows: LineRow[] = await db
    .select({
      id: cartLines.id,
      quantity: cartLines.quantity,
      isSelected: cartLines.isSelected,
      addedUnitPrice: cartLines.addedUnitPrice,
      addedAt: cartLines.createdAt,
      product: {
        id: products.id,
        category: products.category,
        name: products.name,
        status: products.status,
        price: products.price,
        salePrice: products.salePrice,
        stock: products.stock,
        image: cardImageSql(products.id),
      },
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.userId, userId))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  const lines = rows.map(toCartLine);
  return { lines, summary: cartSummary(lines) };
}

/** A product that cannot be bought in that quantity now → 409, the reason. */
function assertPurchasable(
  product: { status: ProductStatus; stock: number },
  quantity: number,
): void {
  const problem = lineProblem(product, quantity);
  if (problem) throw AppError.conflict(LINE_PROBLEM_MESSAGES[problem]);
}

/**
 * Puts a product in the cart, selected. Already there: adds to its quantity. Either way the
 * quantity is capped at 99 and at the stock, and the line's price becomes the current one. Under
 * the user's row lock, so the 50-line limit holds against concurrent adds.
 */
export async function addCartLine(
  db: Database,
  userId: number,
  body: { productId: number; quantity: number },
): Promise<Cart> {
  if (!isStoredId(body.productId)) throw AppError.notFound(MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [product] = await tx
      .select({ status: products.status, stock: products.stock, salePrice: products.salePrice })
      .from(products)
      .where(eq(products.id, body.productId));
    if (!product) throw AppError.notFound(MESSAGES.productNotFound);
    assertPurchasable(product, 1);

    const [existing] = await tx
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, body.productId)));
    const cap = maxLineQuantity(product.stock);
    if (existing) {
      await tx
        .update(cartLines)
        .set({
          quantity: Math.min(existing.quantity + body.quantity, cap),
          isSelected: true,
          addedUnitPrice: product.salePrice,
          updatedAt: sql`now()`,
        })
        .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, body.productId)));
      return;
    }
    const [lines] = await tx
      .select({ n: count() })
      .from(cartLines)
      .where(eq(cartLines.userId, userId));
    if ((lines?.n ?? 0) >= CART.maxLines) throw AppError.conflict(MESSAGES.cartFull);
    await tx.insert(cartLines).values({
      userId,
      productId: body.productId,
      quantity: Math.min(body.quantity, cap),
      isSelected: true,
      addedUnitPrice: product.salePrice,
    });
  });
  return readCart(db, userId);
}

/**
 * Changes a line's quantity (within the stock; the line's price becomes the current one) or
 * whether it is selected. Another user's line, or none, is a 404.
 */
export async function updateCartLine(
  db: Database,
  userId: number,
  lineId: number,
  body: { quantity?: number | undefined; isSelected?: boolean | undefined },
): Promise<Cart> {
  if (!isStoredId(lineId)) throw AppError.notFound(MESSAGES.cartLineNotFound);
  const mine = and(eq(cartLines.id, lineId), eq(cartLines.userId, userId));
  await db.transaction(async (tx) => {
    // The stock read here is advisory, as in the cart view: placing the order checks it again.
    const [line] = await tx
      .select({ status: products.status, stock: products.stock, salePrice: products.salePrice })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(mine);
    if (!line) throw AppError.notFound(MESSAGES.cartLineNotFound);
    const changes: Partial<typeof cartLines.$inferInsert> = {};
    if (body.quantity !== undefined) {
      assertPurchasable(line, body.quantity);
      changes.quantity = body.quantity;
      changes.addedUnitPrice = line.salePrice;
    }
    if (body.isSelected !== undefined) changes.isSelected = body.isSelected;
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(cartLines)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(mine);
  });
  return readCart(db, userId);
}

/** Removes the caller's lines among `lineIds`; ids of other users' lines (or none) are ignored. */
export async function removeCartLines(
  db: Database,
  userId: number,
  lineIds: readonly number[],
): Promise<Cart> {
  const ids = lineIds.filter(isStoredId);
  if (ids.length > 0)
    await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
  return readCart(db, userId);
}

/** Selects or clears the caller's lines among `lineIds`, or every line without them. */
export async function selectCartLines(
  db: Database,
  userId: number,
  body: { isSelected: boolean; lineIds?: readonly number[] | undefined },
): Promise<Cart> {
  const ids = body.lineIds?.filter(isStoredId);
  if (ids === undefined || ids.length > 0)
    await db
      .update(cartLines)
      .set({ isSelected: body.isSelected, updatedAt: sql`now()` })
      .where(and(eq(cartLines.userId, userId), ids ? inArray(cartLines.id, [...ids]) : undefined));
  return readCart(db, userId);
}
