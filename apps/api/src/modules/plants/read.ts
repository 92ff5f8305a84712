import { CARE_KINDS, LAST_CARE_FIELD, type CareKind, type Plant } from '@chorok/contract';
import { plants, products, type Database, type Transaction } from '@chorok/db';
import { speciesByKey, type Species } from '@chorok/catalogue';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { imageUrl } from '../../lib/image-url.ts';

/** The first image of a kind of the plant's product ('photo' in position order, or 'cutout'). */
const productImageKey = (kind: 'photo' | 'cutout') =>
  sql<string | null>`(select pi.asset_key from product_images pi
    where pi.product_id = ${plants.productId} and pi.kind = ${kind}
    order by pi.position, pi.id limit 1)`;

/**
 * The newest photo of the plant's journal (latest day, then latest entry): the plant's picture
 * over its own photo, so deleting that entry falls back to the one before (or the own photo).
 */
const newestJournalPhotoKey = sql<
  string | null
>`(select j.photo_asset_key from plant_journal_entries j
    where j.plant_id = ${plants.id} and j.photo_asset_key is not null
    order by j.taken_on desc, j.id desc limit 1)`;

/**
 * Where each kind's count starts, as a JSON object text {kind: 'YYYY-MM-DD'} (null without any):
 * per kind the later of the newest care event (given or skipped) and the registration's or the
 * turning on's anchor. One aggregated subquery, not one per kind.
 */
const lastCareByKind = sql<string | null>`(select json_object_agg(k.kind, k.day)::text from (
    select u.kind, max(u.day)::text as day from (
      select e.kind, e.date as day from plant_care_events e where e.plant_id = ${plants.id}
      union all
      select s.kind, s.anchor_on from plant_care_states s
        where s.plant_id = ${plants.id} and s.anchor_on is not null
    ) u group by u.kind
  ) k)`;

/** The day each snoozed kind is due again, as a JSON object text {kind: 'YYYY-MM-DD'}, or null. */
const snoozedByKind = sql<
  string | null
>`(select json_object_agg(s.kind, s.snoozed_until::text)::text from plant_care_states s
    where s.plant_id = ${plants.id} and s.snoozed_until is not null)`;

const PLANT_COLUMNS = {
  plant: plants,
  productName: products.name,
  wateringDesc: products.wateringDesc,
  airExposureDesc: products.airExposureDesc,
  repottingDesc: products.repottingDesc,
  lightMinLux: products.lightMinLux,
  lightMaxLux: products.lightMaxLux,
  photoKey: productImageKey('photo'),
  cutoutKey: productImageKey('cutout'),
  journalPhotoKey: newestJournalPhotoKey,
  lastCare: lastCareByKind,
  snoozed: snoozedByKind,
};

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(PLANT_COLUMNS)
    .from(plants)
    .leftJoin(products, eq(products.id, plants.productId))
    .where(where)
    .orderBy(desc(plants.createdAt), desc(plants.id));
}

/** A plant with what its answers and its care need: product facts, images, last care days. */
export interface PlantRecord {
  plant: Row['plant'];
  productName: string | null;
  /** The plant's species (packages/catalogue/src/species); null without one. */
  species: Species | null;
  wateringDesc: string | null;
  airExposureDesc: string | null;
  repottingDesc: string | null;
  /**
   * The light range it wants: its product's care facts, else its species'; null for a plant of
   * neither.
   */
  lightRange: { minLux: number; maxLux: number } | null;
  mainImageUrl: string | null;
  productCutoutImageUrl: string | null;
  /** The plant's picture: its newest journal photo, else its own photo. */
  plantImageUrl: string | null;
  /** Its own photo (mainPhoto). */
  mainPhotoUrl: string | null;
  /**
   * Where each kind's count starts: the later of the last care event (given or skipped) and the
   * registration's anchor; plantedAt when there is neither.
   */
  lastCare: Record<CareKind, string>;
  /** Care put off: not due before that day (snoozePlantCare); null when not snoozed. */
  snoozedUntil: Record<CareKind, string | null>;
}

/** A per-kind JSON object of days (from the aggregated subqueries) as a record of every kind. */
function byKind<T>(json: string | null, value: (day: string | null) => T): Record<CareKind, T> {
  const days = (json ? JSON.parse(json) : {}) as Partial<Record<CareKind, string>>;
  return Object.fromEntries(CARE_KINDS.map((kind) => [kind, value(days[kind] ?? null)])) as Record<
    CareKind,
    T
  >;
}

const imageUrlOrNull = (key: string | null) => (key ? imageUrl(key) : null);

function toRecord(row: Row): PlantRecord {
  const { plant } = row;
  const species = (plant.speciesKey ? speciesByKey(plant.speciesKey) : undefined) ?? null;
  return {
    plant,
    productName: row.productName,
    species,
    wateringDesc: row.wateringDesc,
    airExposureDesc: row.airExposureDesc,
    repottingDesc: row.repottingDesc,
    lightRange:
      row.lightMinLux !== null && row.lightMaxLux !== null
        ? { minLux: row.lightMinLux, maxLux: row.lightMaxLux }
        : species
          ? { minLux: species.lightLux.min, maxLux: species.lightLux.max }
          : null,
    mainImageUrl: row.photoKey ? imageUrl(row.photoKey) : null,
    productCutoutImageUrl: row.cutoutKey ? imageUrl(row.cutoutKey) : null,
    plantImageUrl: imageUrlOrNull(row.journalPhotoKey ?? plant.photoAssetKey),
    mainPhotoUrl: imageUrlOrNull(plant.photoAssetKey),
    lastCare: byKind(row.lastCare, (day) => day ?? plant.plantedAt),
    snoozedUntil: byKind(row.snoozed, (day) => day),
  };
}

/** The user's plants, most recently registered first. */
export async function loadPlants(db: Database | Transaction, userId: number) {
  return (await selectRows(db, eq(plants.userId, userId))).map(toRecord);
}

/** The plants of these users (every user's when omitted). */
export async function loadPlantsOf(db: Database, userIds?: number[]) {
  if (userIds && userIds.length === 0) return [];
  return (await selectRows(db, userIds ? inArray(plants.userId, userIds) : undefined)).map(
    toRecord,
  );
}

/** One of the user's plants, or null (another user's plant is as missing as a deleted one). */
export async function loadPlant(
  db: Database | Transaction,
  userId: number,
  plantId: number,
): Promise<PlantRecord | null> {
  const [row] = await selectRows(db, and(eq(plants.userId, userId), eq(plants.id, plantId)));
  return row ? toRecord(row) : null;
}

type LastCareFields = Record<(typeof LAST_CARE_FIELD)[CareKind], string>;

/** lastWateredOn … lastLeavesWipedOn: each kind's count start. */
const lastCareFields = (record: PlantRecord) =>
  Object.fromEntries(
    CARE_KINDS.map((kind) => [LAST_CARE_FIELD[kind], record.lastCare[kind]]),
  ) as LastCareFields;

/** The contract's Plant. */
export function toPlant(record: PlantRecord): Plant {
  const { plant } = record;
  return {
    id: plant.id,
    plantName: plant.plantName,
    plantedAt: plant.plantedAt,
    purchaseDate: plant.purchaseDate,
    productId: plant.productId,
    productName: record.productName,
    speciesKey: record.species?.key ?? null,
    speciesName: record.species?.nameKo ?? null,
    address: plant.address,
    isWateringAlarm: plant.isWateringAlarm === 1 ? 1 : 0,
    isWindAlarm: plant.isWindAlarm === 1 ? 1 : 0,
    isRepottingAlarm: plant.isRepottingAlarm === 1 ? 1 : 0,
    isMyTaskAlarm: plant.isMyTaskAlarm === 1 ? 1 : 0,
    isFertilizingAlarm: plant.isFertilizingAlarm === 1 ? 1 : 0,
    isMistingAlarm: plant.isMistingAlarm === 1 ? 1 : 0,
    isLeafWipingAlarm: plant.isLeafWipingAlarm === 1 ? 1 : 0,
    wateringFrequency: plant.wateringFrequency,
    airExposureFrequency: plant.airExposureFrequency,
    repottingFrequency: plant.repottingFrequency,
    fertilizingFrequency: plant.fertilizingFrequency,
    mistingFrequency: plant.mistingFrequency,
    leafWipingFrequency: plant.leafWipingFrequency,
    mainImageUrl: record.mainImageUrl,
    productCutoutImageUrl: record.productCutoutImageUrl,
    plantImageUrl: record.plantImageUrl,
    mainPhotoUrl: record.mainPhotoUrl,
    ...lastCareFields(record),
    lightLux: plant.lightLux,
    lightMeasuredAt: plant.lightMeasuredAt?.toISOString() ?? null,
    createdAt: plant.createdAt.toISOString(),
  };
}

/** The name a plant goes by: its own, or its product's when it has none. */
export const displayName = (record: PlantRecord) =>
  record.plant.plantName || record.productName || '';
