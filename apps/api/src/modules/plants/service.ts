import type { PlantCreateBody, PlantUpdateBody as UpdateSchema } from '@chorok/contract';
import { MESSAGES, PLANT, type CareKind, type Plant } from '@chorok/contract';
import {
  imageAssets,
  photoUploads,
  plantCareStates,
  plantJournalEntries,
  plants,
  type Database,
  type Transaction,
} from '@chorok/db';
import { speciesByKey, type Species } from '@chorok/catalogue';
import { and, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/user-lock.ts';
import { speciesFrequencies } from '../species/defaults.ts';
import { careAnchors } from './care-start.ts';
import { switchOptionalCare } from './care-switch.ts';
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

/** The species of a body's speciesKey; 400 speciesUnknown for a key not in the list. */
function knownSpecies(key: string): Species {
  const species = speciesByKey(key);
  if (!species)
    throw AppError.badRequest(MESSAGES.speciesUnknown, [
      { path: 'speciesKey', message: MESSAGES.speciesUnknown },
    ]);
  return species;
}

/**
 * The asset key of mainPhoto (or of a journal photo, `path`): an upload of the caller's that is
 * unused, or already this plant's own photo. Marks it used. 400 plantPhotoNotFound otherwise.
 */
export async function takePhoto(
  tx: Transaction,
  userId: number,
  photoId: number,
  currentKey: string | null,
  path = 'mainPhoto',
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
      { path, message: MESSAGES.plantPhotoNotFound },
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
 * Registers a plant. From a product: the name (when empty), the species (when not given), the
 * frequencies (when not given) and the purchase date come from it and the caller's orders. Each
 * frequency comes from the first that has it: the body, the product, the species (this Seoul
 * season's), PLANT.defaultFrequencies. 영양제, 분무 and 잎 닦기 are on only with the body's interval
 * (a species' interval is offered to the shopper, never applied).
 * `lastCare` sets where each kind's count starts (careAnchors).
 */
export async function createPlant(
  db: Database,
  userId: number,
  body: CreateInput,
  now: Date,
): Promise<Plant> {
  checkPlantedAt(body.plantedAt, now);
  const chosenSpecies = body.speciesKey ? knownSpecies(body.speciesKey) : null;
  const id = await db.transaction(async (tx) => {
    // One user's registrations run one after another, so the limit holds.
    await lockUser(tx, userId);
    const [owned] = await tx.select({ n: count() }).from(plants).where(eq(plants.userId, userId));
    if ((owned?.n ?? 0) >= PLANT.maxPerUser) throw AppError.conflict(MESSAGES.plantLimit);

    const productId = body.productId ?? null;
    const product = productId === null ? null : await productCare(tx, productId);
    if (productId !== null && !product) throw AppError.notFound(MESSAGES.productNotFound);
    const species =
      chosenSpecies ?? (product?.speciesKey ? (speciesByKey(product.speciesKey) ?? null) : null);
    const fromSpecies = species ? speciesFrequencies(species, now) : null;
    const photoKey = body.mainPhoto ? await takePhoto(tx, userId, body.mainPhoto.id, null) : null;

    const frequencies = {
      WATERING:
        body.wateringFrequency ??
        product?.wateringFrequency ??
        fromSpecies?.wateringFrequency ??
        PLANT.defaultFrequencies.watering,
      AIR_EXPOSURE:
        body.airExposureFrequency ??
        product?.airExposureFrequency ??
        fromSpecies?.airExposureFrequency ??
        PLANT.defaultFrequencies.airExposure,
      REPOTTING:
        body.repottingFrequency ??
        product?.repottingFrequency ??
        fromSpecies?.repottingFrequency ??
        PLANT.defaultFrequencies.repotting,
      // The optional kinds stay off unless the body turns them on: the species only offers.
      FERTILIZING: body.fertilizingFrequency ?? null,
      MISTING: body.mistingFrequency ?? null,
      LEAF_WIPING: body.leafWipingFrequency ?? null,
    } satisfies Record<CareKind, number | null>;
    const anchors = careAnchors(body.lastCare, frequencies, now);
    const [row] = await tx
      .insert(plants)
      .values({
        userId,
        productId,
        speciesKey: species?.key ?? null,
        plantName: body.plantName || product?.name || '',
        plantedAt: body.plantedAt,
        purchaseDate: product ? await purchaseDateOf(tx, userId, product.id) : null,
        address: body.address,
        isWateringAlarm: body.isWateringAlarm,
        isWindAlarm: body.isWindAlarm,
        isRepottingAlarm: body.isRepottingAlarm,
        isMyTaskAlarm: body.isMyTaskAlarm,
        isFertilizingAlarm: body.isFertilizingAlarm,
        isMistingAlarm: body.isMistingAlarm,
        isLeafWipingAlarm: body.isLeafWipingAlarm,
        wateringFrequency: frequencies.WATERING,
        airExposureFrequency: frequencies.AIR_EXPOSURE,
        repottingFrequency: frequencies.REPOTTING,
        fertilizingFrequency: frequencies.FERTILIZING,
        mistingFrequency: frequencies.MISTING,
        leafWipingFrequency: frequencies.LEAF_WIPING,
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
 * `lightLux` saves the light where it stands (null forgets it). An optional kind's interval turns
 * it on, null off (switchOptionalCare).
 */
export async function updatePlant(
  db: Database,
  userId: number,
  plantId: number,
  body: UpdateInput,
  now: Date,
): Promise<Plant> {
  checkPlantedAt(body.plantedAt, now);
  if (body.speciesKey) knownSpecies(body.speciesKey);
  await db.transaction(async (tx) => {
    const [plant] = await tx
      .select({
        photoAssetKey: plants.photoAssetKey,
        fertilizingFrequency: plants.fertilizingFrequency,
        mistingFrequency: plants.mistingFrequency,
        leafWipingFrequency: plants.leafWipingFrequency,
      })
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
    await switchOptionalCare(tx, plantId, plant, fields, now);
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
 * The image keys of the journal photos of the plants `where` picks. Read before the plants go:
 * their entries cascade away with them, and the images would be left behind.
 */
export async function journalPhotoKeys(tx: Transaction, where: SQL | undefined): Promise<string[]> {
  const rows = await tx
    .select({ key: plantJournalEntries.photoAssetKey })
    .from(plantJournalEntries)
    .innerJoin(plants, eq(plants.id, plantJournalEntries.plantId))
    .where(and(where, isNotNull(plantJournalEntries.photoAssetKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}

/**
 * Deletes a plant; its care events, to-dos and journal go with it (foreign keys cascade), and so
 * do the shopper's photos of it (its own and its journal's).
 */
export async function deletePlant(db: Database, userId: number, plantId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const owned = and(eq(plants.id, plantId), eq(plants.userId, userId));
    const journalKeys = await journalPhotoKeys(tx, owned);
    const [deleted] = await tx
      .delete(plants)
      .where(owned)
      .returning({ photoAssetKey: plants.photoAssetKey });
    if (!deleted) throw notFound();
    const keys = deleted.photoAssetKey ? [deleted.photoAssetKey, ...journalKeys] : journalKeys;
    if (keys.length > 0) await tx.delete(imageAssets).where(inArray(imageAssets.key, keys));
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
