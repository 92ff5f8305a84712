import type { PlantCreateBody, PlantUpdateBody as UpdateSchema } from '@chorok/contract';
import { MESSAGES, PLANT, type Plant } from '@chorok/contract';
import {
  imageAssets,
  photoUploads,
  plantCareStates,
  plants,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/user-lock.ts';
import { careAnchors } from './care-start.ts';
import { productCare, purchaseDateOf } from './product-facts.ts';
import { loadPlant, loadPlants, toPlant } from './read.ts';
import { isAllowedDay } from './seoul-date.ts';

/** The bodies as parsed (defaults filled, alarms turned into 0/1). */
type CreateInput = z.output<typeof PlantCreateBody>;
type UpdateInput = z.output<typeof UpdateSchema>;

const notFound = () => AppError.notFound(MESSAGES.plantNotFound);

function checkPlantedAt(date: string | undefined, now: Date): void {
  if (date !== undefined && !isAllowedDay(date, now))
    throw AppError.badRequest(MESSAGES.plantDateRange, [
      { path: 'plantedAt', message: MESSAGES.plantDateRange },
    ]);
}

/**
 * The asset key of mainPhoto: an upload of the caller's that is unused, or already this plant's
 * own photo. Marks it used. 400 plantPhotoNotFound otherwise.
 */
async function takePhoto(
  tx: Transaction,
  userId: number,
  photoId: number,
  currentKey: string | null,
): Promise<string> {
  const [upload] = await tx
    .select({ assetKey: photoUploads.assetKey })
    .from(photoUploads)
    .where(
      and(
        eq(photoUploads.id, photoId),
        eq(photoUploads.userId, userId),
        currentKey === null
          ? isNull(photoUploads.usedAt)
          : or(isNull(photoUploads.usedAt), eq(photoUploads.assetKey, currentKey)),
      ),
    )
    .for('update');
  if (!upload)
    throw AppError.badRequest(MESSAGES.plantPhotoNotFound, [
      { path: 'mainPhoto', message: MESSAGES.plantPhotoNotFound },
    ]);
  await tx
    .update(photoUploads)
    .set({ usedAt: sql`now()` })
    .where(eq(photoUploads.id, photoId));
  return upload.assetKey;
}

export async function listPlants(db: Database, userId: number): Promise<Plant[]> {
  return (await loadPlants(db, userId)).map(toPlant);
}

export async function getPlant(db: Database, userId: number, plantId: number): Promise<Plant> {
  const record = await loadPlant(db, userId, plantId);
  if (!record) throw notFound();
  return toPlant(record);
}

/**
 * Registers a plant. From a product: the name (when empty), the frequencies (when not given)
 * and the purchase date come from it and the caller's orders. By hand: PLANT.defaultFrequencies.
 * `lastCare` sets where each kind's count starts (careAnchors).
 */
export async function createPlant(
  db: Database,
  userId: number,
  body: CreateInput,
  now: Date,
): Promise<Plant> {
  checkPlantedAt(body.plantedAt, now);
  const id = await db.transaction(async (tx) => {
    // One user's registrations run one after another, so the limit holds.
    await lockUser(tx, userId);
    const [owned] = await tx.select({ n: count() }).from(plants).where(eq(plants.userId, userId));
    if ((owned?.n ?? 0) >= PLANT.maxPerUser) throw AppError.conflict(MESSAGES.plantLimit);

    const productId = body.productId ?? null;
    const product = productId === null ? null : await productCare(tx, productId);
    if (productId !== null && !product) throw AppError.notFound(MESSAGES.productNotFound);
    const photoKey = body.mainPhoto ? await takePhoto(tx, userId, body.mainPhoto.id, null) : null;

    const frequencies = {
      WATERING:
        body.wateringFrequency ?? product?.wateringFrequency ?? PLANT.defaultFrequencies.watering,
      AIR_EXPOSURE:
        body.airExposureFrequency ??
        product?.airExposureFrequency ??
        PLANT.defaultFrequencies.airExposure,
      REPOTTING:
        body.repottingFrequency ??
        product?.repottingFrequency ??
        PLANT.defaultFrequencies.repotting,
    };
    const anchors = careAnchors(body.lastCare, frequencies, now);
    const [row] = await tx
      .insert(plants)
      .values({
        userId,
        productId,
        plantName: body.plantName || product?.name || '',
        plantedAt: body.plantedAt,
        purchaseDate: product ? await purchaseDateOf(tx, userId, product.id) : null,
        address: body.address,
        isWateringAlarm: body.isWateringAlarm,
        isWindAlarm: body.isWindAlarm,
        isRepottingAlarm: body.isRepottingAlarm,
        isMyTaskAlarm: body.isMyTaskAlarm,
        wateringFrequency: frequencies.WATERING,
        airExposureFrequency: frequencies.AIR_EXPOSURE,
        repottingFrequency: frequencies.REPOTTING,
        photoAssetKey: photoKey,
      })
      .returning({ id: plants.id });
    if (anchors.length > 0)
      await tx.insert(plantCareStates).values(anchors.map((a) => ({ plantId: row!.id, ...a })));
    return row!.id;
  });
  return getPlant(db, userId, id);
}

/**
 * Changes any subset of a plant's fields; `mainPhoto: null` removes the shopper's photo, and
 * `lightLux` saves the light where it stands (null forgets it).
 */
export async function updatePlant(
  db: Database,
  userId: number,
  plantId: number,
  body: UpdateInput,
  now: Date,
): Promise<Plant> {
  checkPlantedAt(body.plantedAt, now);
  await db.transaction(async (tx) => {
    const [plant] = await tx
      .select({ photoAssetKey: plants.photoAssetKey })
      .from(plants)
      .where(and(eq(plants.id, plantId), eq(plants.userId, userId)))
      .for('update');
    if (!plant) throw notFound();
    const { mainPhoto, lightLux, ...fields } = body;
    // A reading is saved as measured now; forgetting it forgets when, too.
    const light =
      lightLux === undefined
        ? {}
        : { lightLux, lightMeasuredAt: lightLux === null ? null : sql`now()` };
    const photo =
      mainPhoto === undefined
        ? {}
        : {
            photoAssetKey:
              mainPhoto === null
                ? null
                : await takePhoto(tx, userId, mainPhoto.id, plant.photoAssetKey),
          };
    await tx
      .update(plants)
      .set({ ...fields, ...light, ...photo, updatedAt: sql`now()` })
      .where(eq(plants.id, plantId));
    // A replaced or removed photo is nobody's any more: its image goes (and its upload row).
    if (
      'photoAssetKey' in photo &&
      plant.photoAssetKey &&
      photo.photoAssetKey !== plant.photoAssetKey
    )
      await tx.delete(imageAssets).where(eq(imageAssets.key, plant.photoAssetKey));
  });
  return getPlant(db, userId, plantId);
}

/**
 * Deletes a plant; its care events and to-dos go with it (foreign keys cascade), and so does the
 * shopper's photo of it.
 */
export async function deletePlant(db: Database, userId: number, plantId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(plants)
      .where(and(eq(plants.id, plantId), eq(plants.userId, userId)))
      .returning({ photoAssetKey: plants.photoAssetKey });
    if (!deleted) throw notFound();
    if (deleted.photoAssetKey)
      await tx.delete(imageAssets).where(eq(imageAssets.key, deleted.photoAssetKey));
  });
  return null;
}

/** The plant's id when the user owns it; 404 plantNotFound otherwise. */
export async function ownedPlantId(
  db: Database | Transaction,
  userId: number,
  plantId: number,
): Promise<{ id: number; plantedAt: string }> {
  const [plant] = await db
    .select({ id: plants.id, plantedAt: plants.plantedAt })
    .from(plants)
    .where(and(eq(plants.id, plantId), eq(plants.userId, userId)));
  if (!plant) throw notFound();
  return plant;
}
