import { isDeepStrictEqual } from 'node:util';
import {
  MESSAGES,
  PRODUCT_FORM_MESSAGES as M,
  type AdminProduct,
  type ProductInput,
  type ProductStatus,
} from '@chorok/contract';
import { productSearchKeys, speciesByKey } from '@chorok/catalogue';
import {
  productImages,
  productMetadataLinks,
  productMetadatas,
  products,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { recordAction } from '../back-office/audit.ts';
import { getAdminProduct, productMetadataIds } from './admin-read.ts';
import { tellWaitingShoppers, type RestockDeps } from './restock.ts';
import { toCare } from './service.ts';
import { statusForStock } from './stock-status.ts';

/*
 * A product written from the console (decision 0043): every field the shop shows, its search keys
 * with it, its metadata links replaced, audited with the fields that changed. Stock and photos
 * have endpoints of their own.
 */

/** Statuses the shop sells under (or shows as sold out): a product needs a photo for them. */
export const PHOTO_NEEDED: readonly ProductStatus[] = ['ON_SALE', 'OUT_OF_STOCK'];

type ProductRow = typeof products.$inferSelect;

/** The care facts, species key and search keys as columns (null for goods). */
function columnsOf(input: ProductInput) {
  const { care } = input;
  const aliases = [...new Set(input.aliases.filter(Boolean))];
  const names = {
    name: input.name,
    botanicalName: input.botanicalName,
    englishName: input.englishName,
    aliases,
  };
  return {
    ...names,
    ...productSearchKeys(names),
    category: input.category,
    summary: input.summary,
    description: input.description,
    price: input.price,
    salePrice: input.salePrice,
    pointsRatePercent: input.pointsRatePercent,
    speciesKey: care?.speciesKey ?? null,
    lightMinLux: care?.lightMinLux ?? null,
    lightMaxLux: care?.lightMaxLux ?? null,
    wateringFrequency: care?.wateringFrequency ?? null,
    airExposureFrequency: care?.airExposureFrequency ?? null,
    repottingFrequency: care?.repottingFrequency ?? null,
    wateringDesc: care?.wateringDesc ?? null,
    airExposureDesc: care?.airExposureDesc ?? null,
    repottingDesc: care?.repottingDesc ?? null,
    petSafe: care?.petSafe ?? null,
    childSafe: care?.childSafe ?? null,
    difficulty: care?.difficulty ?? null,
    size: care?.size ?? null,
  };
}

/** A species the catalogue knows, and metadata ids that exist; 400 with the contract's words. */
async function checkReferences(db: Database | Transaction, input: ProductInput): Promise<number[]> {
  const speciesKey = input.care?.speciesKey;
  if (speciesKey != null && !speciesByKey(speciesKey))
    throw AppError.badRequest(M.species, [{ path: 'care.speciesKey', message: M.species }]);
  const ids = [...new Set(input.metadataIds)].sort((a, b) => a - b);
  if (ids.length === 0) return ids;
  const known = await db
    .select({ id: productMetadatas.id })
    .from(productMetadatas)
    .where(inArray(productMetadatas.id, ids));
  if (known.length !== ids.length)
    throw AppError.badRequest(M.metadata, [{ path: 'metadataIds', message: M.metadata }]);
  return ids;
}

/** What the audit log keeps of a product: the fields the console edits. */
function editable(row: ProductRow, metadataIds: readonly number[]): Record<string, unknown> {
  return {
    category: row.category,
    name: row.name,
    botanicalName: row.botanicalName,
    englishName: row.englishName,
    aliases: row.aliases,
    summary: row.summary,
    description: row.description,
    price: row.price,
    salePrice: row.salePrice,
    status: row.status,
    pointsRatePercent: row.pointsRatePercent,
    metadataIds: [...metadataIds],
    care: toCare(row),
  };
}

type Fields = Record<string, unknown>;

/** The fields that differ, as they were and as they are; care facts one by one. Null: none. */
export function changedFields(
  before: Fields,
  after: Fields,
): { before: Fields; after: Fields } | null {
  const was: Fields = {};
  const now: Fields = {};
  for (const key of Object.keys(after)) {
    const [a, b] = [before[key], after[key]];
    if (isDeepStrictEqual(a, b)) continue;
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a)) {
      const inner = changedFields(a as Fields, b as Fields)!;
      [was[key], now[key]] = [inner.before, inner.after];
    } else [was[key], now[key]] = [a, b];
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : null;
}

async function linkMetadata(tx: Transaction, productId: number, ids: readonly number[]) {
  await tx.delete(productMetadataLinks).where(eq(productMetadataLinks.productId, productId));
  if (ids.length > 0)
    await tx
      .insert(productMetadataLinks)
      .values(ids.map((metadataId) => ({ productId, metadataId })));
}

/**
 * POST /admin/products: stock 0 and no photo yet, so a product asked ON_SALE (or OUT_OF_STOCK) is
 * PENDING until the operator puts it on sale with a photo.
 */
export async function createProduct(
  db: Database,
  actor: OperatorActor,
  input: ProductInput,
): Promise<AdminProduct> {
  const id = await db.transaction(async (tx) => {
    const metadataIds = await checkReferences(tx, input);
    const status = PHOTO_NEEDED.includes(input.status) ? 'PENDING' : input.status;
    const [row] = await tx
      .insert(products)
      .values({ ...columnsOf(input), status, stock: 0 })
      .returning();
    await linkMetadata(tx, row!.id, metadataIds);
    await recordAction(tx, actor, {
      action: 'product.create',
      targetType: 'PRODUCT',
      targetId: row!.id,
      before: null,
      after: editable(row!, metadataIds),
    });
    return row!.id;
  });
  return getAdminProduct(db, id);
}

/** Nothing to write: the transaction is rolled back and nothing is recorded. */
class Unchanged extends Error {}

/**
 * PUT /admin/products/{id}: every field rewritten on the locked row. The status asked for passes
 * through the stock rule (ON_SALE with none left is OUT_OF_STOCK, and back); a status the shop
 * sells under needs a photo (409). A save that changes nothing writes and records nothing. When
 * the product is on sale afterwards, shoppers waiting for it are told.
 */
export async function updateProduct(
  deps: RestockDeps,
  actor: OperatorActor,
  id: number,
  input: ProductInput,
): Promise<AdminProduct> {
  const { db } = deps;
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  let status: ProductStatus | null = null;
  try {
    status = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!current) throw AppError.notFound(MESSAGES.productNotFound);
      const metadataIds = await checkReferences(tx, input);
      if (PHOTO_NEEDED.includes(input.status)) {
        const photos = await tx.$count(
          productImages,
          and(eq(productImages.productId, id), eq(productImages.kind, 'photo')),
        );
        if (photos === 0) throw AppError.conflict(M.lastPhoto);
      }
      const oldIds = await productMetadataIds(tx, id);
      const [updated] = await tx
        .update(products)
        .set({
          ...columnsOf(input),
          status: statusForStock(products.stock, sql`${input.status}::text`),
          updatedAt: sql`now()`,
        })
        .where(eq(products.id, id))
        .returning();
      const changes = changedFields(editable(current, oldIds), editable(updated!, metadataIds));
      if (!changes) throw new Unchanged();
      if (!isDeepStrictEqual(oldIds, metadataIds)) await linkMetadata(tx, id, metadataIds);
      await recordAction(tx, actor, {
        action: 'product.update',
        targetType: 'PRODUCT',
        targetId: id,
        ...changes,
      });
      return updated!.status;
    });
  } catch (error) {
    if (!(error instanceof Unchanged)) throw error;
  }
  if (status === 'ON_SALE') await tellWaitingShoppers(deps, id);
  return getAdminProduct(db, id);
}
