import {
  isLineGivenBack,
  lineNetAmounts,
  pointsEarnedBy,
  type CouponRule,
  type PricingLine,
} from '@chorok/contract';
import { orderProducts, products, type Database, type Transaction } from '@chorok/db';
import { eq, inArray } from 'drizzle-orm';

/** What the pricing rule needs of an order row (orders.$inferSelect). */
export interface PricedOrder {
  couponRule: CouponRule | null;
  couponDiscountLeft: number;
  pointsLeft: number;
}

/** A line as earning reads it: priced, its state, and its product's rate. */
export interface EarningLine extends PricingLine {
  status: string;
  pointsRatePercent: number | null;
}

/** An order line joined with what the rules read of its product. */
export interface BenefitLine extends EarningLine {
  name: string;
}

/** The lines of these orders with their products' category and points rate, by order id. */
export async function benefitLinesOf(
  db: Database | Transaction,
  orderIds: readonly number[],
): Promise<Map<number, BenefitLine[]>> {
  const byOrder = new Map<number, BenefitLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: orderProducts.id,
      orderId: orderProducts.orderId,
      name: orderProducts.name,
      productId: orderProducts.productId,
      unitPrice: orderProducts.unitPrice,
      quantity: orderProducts.quantity,
      status: orderProducts.status,
      category: products.category,
      pointsRatePercent: products.pointsRatePercent,
    })
    .from(orderProducts)
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .where(inArray(orderProducts.orderId, [...orderIds]))
    .orderBy(orderProducts.id);
  for (const { orderId, ...line } of rows) {
    const list = byOrder.get(orderId) ?? [];
    list.push({ ...line, category: line.category });
    byOrder.set(orderId, list);
  }
  return byOrder;
}

/** The lines not given back (cancelled or returned): what the order's discounts now spread over. */
export const activeLines = <L extends { status: string }>(lines: readonly L[]): L[] =>
  lines.filter((line) => !isLineGivenBack(line.status));

/**
 * 적립금 each line not given back earns on confirmation (decision 0033): its share of what is left
 * of the order's coupon and points taken off its amount, times its product's rate. Lines given
 * back earn nothing (they are absent from the map).
 */
export function earnByLine(order: PricedOrder, lines: readonly EarningLine[]): Map<number, number> {
  const active = activeLines(lines);
  const net = lineNetAmounts(active, order.couponRule, order.couponDiscountLeft, order.pointsLeft);
  return new Map(
    active.map((line) => [line.id, pointsEarnedBy(net.get(line.id) ?? 0, line.pointsRatePercent)]),
  );
}
