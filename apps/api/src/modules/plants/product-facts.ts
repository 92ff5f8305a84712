import { PLANT, type PurchasedPlant } from '@chorok/contract';
import {
  orderProducts,
  orders,
  plants,
  products,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, count, desc, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import { imageUrl } from '../../lib/image-url.ts';
import { seoulDate } from './seoul-date.ts';

/** Order lines that count as bought: paid and not cancelled, in an order still PAID. */
const boughtLine = (userId: number) =>
  and(
    eq(orders.userId, userId),
    eq(orders.status, 'PAID'),
    notInArray(orderProducts.status, ['PAYMENT_PENDING', 'CANCELLED']),
  );

/** The Seoul day of the caller's latest paid, not cancelled order of the product; or null. */
export async function purchaseDateOf(
  db: Database | Transaction,
  userId: number,
  productId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ paidAt: max(orders.paidAt) })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(boughtLine(userId), eq(orderProducts.productId, productId)));
  return row?.paidAt ? seoulDate(row.paidAt) : null;
}

export interface ProductCare {
  id: number;
  name: string;
  /** Its care facts' frequencies; null where it has none (the species' or the defaults then). */
  wateringFrequency: number | null;
  airExposureFrequency: number | null;
  repottingFrequency: number | null;
  speciesKey: string | null;
}

const careOf = (product: {
  wateringFrequency: number | null;
  airExposureFrequency: number | null;
  repottingFrequency: number | null;
}) => ({
  wateringFrequency: product.wateringFrequency ?? PLANT.defaultFrequencies.watering,
  airExposureFrequency: product.airExposureFrequency ?? PLANT.defaultFrequencies.airExposure,
  repottingFrequency: product.repottingFrequency ?? PLANT.defaultFrequencies.repotting,
});

/** A plant product's name, care frequencies and species; null when there is no such plant. */
export async function productCare(
  db: Database | Transaction,
  productId: number,
): Promise<ProductCare | null> {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      wateringFrequency: products.wateringFrequency,
      airExposureFrequency: products.airExposureFrequency,
      repottingFrequency: products.repottingFrequency,
      speciesKey: products.speciesKey,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.category !== 'PLANT') return null;
  return {
    id: product.id,
    name: product.name,
    wateringFrequency: product.wateringFrequency,
    airExposureFrequency: product.airExposureFrequency,
    repottingFrequency: product.repottingFrequency,
    speciesKey: product.speciesKey,
  };
}

const firstImage = (kind: 'photo' | 'cutout') =>
  sql<string | null>`(select pi.asset_key from product_images pi
    where pi.product_id = ${products.id} and pi.kind = ${kind}
    order by pi.position, pi.id limit 1)`;

/** Plant products the caller bought (paid, not cancelled), latest purchase first. */
export async function listPurchasedPlants(db: Database, userId: number): Promise<PurchasedPlant[]> {
  const bought = await db
    .select({
      productId: products.id,
      productName: products.name,
      wateringFrequency: products.wateringFrequency,
      airExposureFrequency: products.airExposureFrequency,
      repottingFrequency: products.repottingFrequency,
      photoKey: firstImage('photo'),
      cutoutKey: firstImage('cutout'),
      paidAt: max(orders.paidAt),
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .innerJoin(products, eq(products.id, orderProducts.productId))
    .where(and(boughtLine(userId), eq(products.category, 'PLANT')))
    .groupBy(products.id)
    .orderBy(desc(max(orders.paidAt)), desc(products.id));
  if (bought.length === 0) return [];
  const registered = await db
    .select({ productId: plants.productId, n: count() })
    .from(plants)
    .where(
      and(
        eq(plants.userId, userId),
        inArray(
          plants.productId,
          bought.map((b) => b.productId),
        ),
      ),
    )
    .groupBy(plants.productId);
  const registeredCount = new Map(registered.map((r) => [r.productId, r.n]));
  return bought.map((b) => ({
    productId: b.productId,
    productName: b.productName,
    cutoutImageUrl: b.cutoutKey ? imageUrl(b.cutoutKey) : null,
    imageUrl: b.photoKey ? imageUrl(b.photoKey) : null,
    // A PAID order always has paidAt; the fallback only keeps the type honest.
    purchaseDate: seoulDate(b.paidAt ?? new Date()),
    registeredCount: registeredCount.get(b.productId) ?? 0,
    ...careOf(b),
  }));
}
