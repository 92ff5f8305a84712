import { isDeepStrictEqual } from 'node:util';
import {
  MESSAGES,
  PRODUCT_FORM,
  PRODUCT_FORM_MESSAGES as M,
  type AdminProduct,
} from '@chorok/contract';
import { imageAssets, productImages, products, type Database, type Transaction } from '@chorok/db';
import { and, eq, notExists, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { recordAction } from '../back-office/audit.ts';
import { storePhoto, type PhotoUploads } from '../reviews/photos.ts';
import { getAdminProduct, productPhotos } from './admin-read.ts';
import { PHOTO_NEEDED } from './admin-write.ts';

/*
 * A product's photos from the console (decision 0043): uploaded through the same checks and
 * re-encoding as every photo (reviews/photos.ts), put in order, removed. Each change locks the
 * product's row, so two operators editing one product's photos take turns.
 */

/** Where uploaded product photos are kept in image_assets (their key is random under it). */
export const PRODUCT_PHOTO_PREFIX = 'products/uploads';

async function lockProduct(tx: Transaction, id: number) {
  const [row] = await tx
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) throw AppError.notFound(MESSAGES.productNotFound);
  return row;
}

const photoCount = (db: Database | Transaction, id: number) =>
  db.$count(productImages, and(eq(productImages.productId, id), eq(productImages.kind, 'photo')));

const touch = (tx: Transaction, id: number) =>
  tx
    .update(products)
    .set({ updatedAt: sql`now()` })
    .where(eq(products.id, id));

/**
 * POST /admin/products/{id}/photos: the photo last in order. A product with PRODUCT_FORM.photosMax
 * photos is refused before its bytes are decoded, and again under the lock.
 */
export async function addProductPhoto(
  deps: { db: Database; uploads: PhotoUploads },
  actor: OperatorActor,
  id: number,
  body: unknown,
  alt: string,
): Promise<AdminProduct> {
  const { db } = deps;
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!exists) throw AppError.notFound(MESSAGES.productNotFound);
  if ((await photoCount(db, id)) >= PRODUCT_FORM.photosMax) throw AppError.conflict(M.photosFull);
  const photo = await deps.uploads.encode(body);
  await db.transaction(async (tx) => {
    await lockProduct(tx, id);
    if ((await photoCount(tx, id)) >= PRODUCT_FORM.photosMax) throw AppError.conflict(M.photosFull);
    const assetKey = await storePhoto(tx, PRODUCT_PHOTO_PREFIX, photo);
    const [row] = await tx
      .insert(productImages)
      .values({
        productId: id,
        kind: 'photo',
        assetKey,
        alt,
        position: sql`(select coalesce(max(${productImages.position}) + 1, 0) from ${productImages} where ${productImages.productId} = ${id} and ${productImages.kind} = 'photo')`,
      })
      .returning({ id: productImages.id, position: productImages.position });
    await touch(tx, id);
    await recordAction(tx, actor, {
      action: 'product.photo.add',
      targetType: 'PRODUCT',
      targetId: id,
      after: { photoId: row!.id, position: row!.position, alt },
    });
  });
  return getAdminProduct(db, id);
}

/** PUT /admin/products/{id}/photos: every photo id of the product once, in the new order. */
export async function orderProductPhotos(
  db: Database,
  actor: OperatorActor,
  id: number,
  photoIds: readonly number[],
): Promise<AdminProduct> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const current = (await productPhotos(tx, id)).map((photo) => photo.id);
    const sameSet =
      photoIds.length === current.length &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((photoId) => current.includes(photoId));
    if (!sameSet)
      throw AppError.badRequest(M.photoOrder, [{ path: 'photoIds', message: M.photoOrder }]);
    if (isDeepStrictEqual(current, [...photoIds])) return;
    for (const [position, photoId] of photoIds.entries())
      await tx.update(productImages).set({ position }).where(eq(productImages.id, photoId));
    await touch(tx, id);
    await recordAction(tx, actor, {
      action: 'product.photo.order',
      targetType: 'PRODUCT',
      targetId: id,
      before: { photoIds: current },
      after: { photoIds: [...photoIds] },
    });
  });
  return getAdminProduct(db, id);
}

/** PATCH /admin/products/{id}/photos/{photoId}: the photo's alt text. */
export async function describeProductPhoto(
  db: Database,
  actor: OperatorActor,
  id: number,
  photoId: number,
  alt: string,
): Promise<AdminProduct> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    await lockProduct(tx, id);
    const photo = (await productPhotos(tx, id)).find((p) => p.id === photoId);
    if (!photo) throw AppError.notFound(M.photoNotFound);
    if (photo.alt === alt) return;
    await tx.update(productImages).set({ alt }).where(eq(productImages.id, photoId));
    await touch(tx, id);
    await recordAction(tx, actor, {
      action: 'product.photo.describe',
      targetType: 'PRODUCT',
      targetId: id,
      before: { photoId, alt: photo.alt },
      after: { photoId, alt },
    });
  });
  return getAdminProduct(db, id);
}

/**
 * DELETE /admin/products/{id}/photos/{photoId}: the photo and its stored image (no other row uses
 * an uploaded photo's key). A product the shop sells under keeps at least one (409).
 */
export async function deleteProductPhoto(
  db: Database,
  actor: OperatorActor,
  id: number,
  photoId: number,
): Promise<AdminProduct> {
  if (!isStoredId(id)) throw AppError.notFound(MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id);
    const photos = await productPhotos(tx, id);
    const photo = photos.find((p) => p.id === photoId);
    if (!photo) throw AppError.notFound(M.photoNotFound);
    if (photos.length === 1 && PHOTO_NEEDED.includes(product.status))
      throw AppError.conflict(M.lastPhoto);
    await tx.delete(productImages).where(eq(productImages.id, photoId));
    await tx
      .delete(imageAssets)
      .where(
        and(
          eq(imageAssets.key, photo.key),
          notExists(
            tx
              .select({ id: productImages.id })
              .from(productImages)
              .where(eq(productImages.assetKey, photo.key)),
          ),
        ),
      );
    await touch(tx, id);
    await recordAction(tx, actor, {
      action: 'product.photo.remove',
      targetType: 'PRODUCT',
      targetId: id,
      before: { photoId, position: photos.indexOf(photo), alt: photo.alt },
      after: null,
    });
  });
  return getAdminProduct(db, id);
}
