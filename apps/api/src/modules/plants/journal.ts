import {
  JOURNAL_MESSAGES,
  type JournalEntry,
  type JournalEntryCreateBody,
  type JournalEntryUpdateBody,
  type JournalItem,
  type ListMetadata,
  type PlantJournalQuery,
} from '@chorok/contract';
import {
  imageAssets,
  plantCareEvents,
  plantJournalEntries,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { pageOf, pageWindow } from '../../lib/paging.ts';
import { ownedPlantId, takePhoto } from './service.ts';
import { seoulDate } from './seoul-date.ts';

/*
 * A plant's photo journal: entries (a photo, a note or both, on a Seoul day) and, between them,
 * the care given. Photos come from uploadPlantPhoto (type by bytes, EXIF stripped, re-encoded:
 * reviews/photos.ts); an entry takes one as a plant takes its own photo (takePhoto). The plant's
 * picture is its newest journal photo, derived where the Plant answer is read (read.ts).
 */

/** The query and bodies as parsed (defaults filled, notes trimmed). */
type Query = z.output<typeof PlantJournalQuery>;
type CreateInput = z.output<typeof JournalEntryCreateBody>;
type UpdateInput = z.output<typeof JournalEntryUpdateBody>;

const entryNotFound = () => AppError.notFound(JOURNAL_MESSAGES.journalEntryNotFound);

/** An entry's day: from the plant's plantedAt to today in Seoul; 400 journalDateRange otherwise. */
function checkDay(day: string, plantedAt: string, now: Date): void {
  if (day < plantedAt || day > seoulDate(now))
    throw AppError.badRequest(JOURNAL_MESSAGES.journalDateRange, [
      { path: 'takenOn', message: JOURNAL_MESSAGES.journalDateRange },
    ]);
}

const ENTRY_COLUMNS = {
  id: plantJournalEntries.id,
  takenOn: plantJournalEntries.takenOn,
  note: plantJournalEntries.note,
  photoKey: plantJournalEntries.photoAssetKey,
  width: imageAssets.width,
  height: imageAssets.height,
  createdAt: plantJournalEntries.createdAt,
};

interface EntryRow {
  id: number;
  takenOn: string;
  note: string;
  photoKey: string | null;
  width: number | null;
  height: number | null;
  createdAt: Date;
}

const toEntry = (row: EntryRow): JournalEntry => ({
  type: 'ENTRY',
  id: row.id,
  takenOn: row.takenOn,
  note: row.note,
  photo:
    row.photoKey && row.width !== null && row.height !== null
      ? { url: imageUrl(row.photoKey), width: row.width, height: row.height }
      : null,
  createdAt: row.createdAt.toISOString(),
});

function selectEntries(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(ENTRY_COLUMNS)
    .from(plantJournalEntries)
    .leftJoin(imageAssets, eq(imageAssets.key, plantJournalEntries.photoAssetKey))
    .where(where);
}

async function readEntry(db: Database, plantId: number, entryId: number): Promise<JournalEntry> {
  const [row] = await selectEntries(
    db,
    and(eq(plantJournalEntries.id, entryId), eq(plantJournalEntries.plantId, plantId)),
  );
  if (!row) throw entryNotFound();
  return toEntry(row);
}

/**
 * The timeline's rows as (type, id, day), in the page's order: the plant's entries (with a photo
 * alone when `photosOnly`) and its DONE care events from the first entry's day on. On one day the
 * entries come first; ids break the remaining ties.
 */
function timelineSql(plantId: number, photosOnly: boolean): SQL {
  const entries = sql`select 'ENTRY' as type, e.id, e.taken_on as day
    from plant_journal_entries e
    where e.plant_id = ${plantId}${photosOnly ? sql` and e.photo_asset_key is not null` : sql``}`;
  if (photosOnly) return entries;
  return sql`${entries}
    union all
    select 'CARE' as type, c.id, c.date as day
    from plant_care_events c
    where c.plant_id = ${plantId} and c.outcome = 'DONE'
      and c.date >= (select min(j.taken_on) from plant_journal_entries j where j.plant_id = ${plantId})`;
}

interface KeyRow {
  type: 'ENTRY' | 'CARE';
  id: number;
  total: number;
}

/** db.execute's rows: node-postgres and PGlite both answer with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** GET /plants/:id/journal: a page of the timeline, newest day first (orderDirection -1 flips). */
export async function listPlantJournal(
  db: Database,
  userId: number,
  plantId: number,
  query: Query,
): Promise<{ data: JournalItem[]; metadata: ListMetadata }> {
  await ownedPlantId(db, userId, plantId);
  const window = pageWindow(query);
  const timeline = timelineSql(plantId, query.only === 'PHOTOS');
  const dir = query.orderDirection === 1 ? sql`desc` : sql`asc`;
  const page = await pageOf(
    window,
    async () =>
      rowsOf<KeyRow>(
        await db.execute(sql`select t.type, t.id, (count(*) over ())::int as total
          from (${timeline}) t
          order by t.day ${dir}, t.type ${dir}, t.id ${dir}
          limit ${window.limit} offset ${window.offset}`),
      ),
    async () =>
      rowsOf<{ total: number }>(
        await db.execute(sql`select count(*)::int as total from (${timeline}) t`),
      )[0]?.total ?? 0,
    (row) => row.total,
  );

  const ids = (type: KeyRow['type']) =>
    page.data.filter((row) => row.type === type).map((row) => row.id);
  const entryIds = ids('ENTRY');
  const careIds = ids('CARE');
  const entries = new Map(
    (entryIds.length > 0
      ? await selectEntries(db, inArray(plantJournalEntries.id, entryIds))
      : []
    ).map((row) => [row.id, toEntry(row)]),
  );
  const care = new Map(
    (careIds.length > 0
      ? await db
          .select({
            id: plantCareEvents.id,
            kind: plantCareEvents.kind,
            date: plantCareEvents.date,
          })
          .from(plantCareEvents)
          .where(inArray(plantCareEvents.id, careIds))
      : []
    ).map((row) => [row.id, row]),
  );
  // A row deleted between the two reads is left out of the page.
  const data = page.data.flatMap((row): JournalItem[] => {
    if (row.type === 'ENTRY') {
      const entry = entries.get(row.id);
      return entry ? [entry] : [];
    }
    const event = care.get(row.id);
    return event ? [{ type: 'CARE', id: event.id, kind: event.kind, date: event.date }] : [];
  });
  return { data, metadata: page.metadata };
}

/** POST /plants/:id/journal: a photo (the caller's unused upload) and/or a note, on a day. */
export async function createJournalEntry(
  db: Database,
  userId: number,
  plantId: number,
  body: CreateInput,
  now: Date,
): Promise<JournalEntry> {
  const plant = await ownedPlantId(db, userId, plantId);
  const takenOn = body.takenOn ?? seoulDate(now);
  checkDay(takenOn, plant.plantedAt, now);
  const id = await db.transaction(async (tx) => {
    const photoKey = body.photo ? await takePhoto(tx, userId, body.photo.id, null, 'photo') : null;
    const [row] = await tx
      .insert(plantJournalEntries)
      .values({ plantId, takenOn, note: body.note, photoAssetKey: photoKey })
      .returning({ id: plantJournalEntries.id });
    return row!.id;
  });
  return readEntry(db, plantId, id);
}

/** PATCH /plants/:id/journal/:entryId: the note or the day; a note alone cannot become empty. */
export async function updateJournalEntry(
  db: Database,
  userId: number,
  plantId: number,
  entryId: number,
  body: UpdateInput,
  now: Date,
): Promise<JournalEntry> {
  const plant = await ownedPlantId(db, userId, plantId);
  if (body.takenOn !== undefined) checkDay(body.takenOn, plant.plantedAt, now);
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ photoKey: plantJournalEntries.photoAssetKey })
      .from(plantJournalEntries)
      .where(and(eq(plantJournalEntries.id, entryId), eq(plantJournalEntries.plantId, plantId)))
      .for('update');
    if (!entry) throw entryNotFound();
    if (body.note === '' && entry.photoKey === null)
      throw AppError.badRequest(JOURNAL_MESSAGES.journalEmpty, [
        { path: 'note', message: JOURNAL_MESSAGES.journalEmpty },
      ]);
    const change = {
      ...(body.takenOn === undefined ? {} : { takenOn: body.takenOn }),
      ...(body.note === undefined ? {} : { note: body.note }),
    };
    if (Object.keys(change).length > 0)
      await tx.update(plantJournalEntries).set(change).where(eq(plantJournalEntries.id, entryId));
  });
  return readEntry(db, plantId, entryId);
}

/** DELETE /plants/:id/journal/:entryId: the entry and its photo (image and upload row). */
export async function deleteJournalEntry(
  db: Database,
  userId: number,
  plantId: number,
  entryId: number,
): Promise<null> {
  await ownedPlantId(db, userId, plantId);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(plantJournalEntries)
      .where(and(eq(plantJournalEntries.id, entryId), eq(plantJournalEntries.plantId, plantId)))
      .returning({ photoKey: plantJournalEntries.photoAssetKey });
    if (!deleted) throw entryNotFound();
    if (deleted.photoKey) await tx.delete(imageAssets).where(eq(imageAssets.key, deleted.photoKey));
  });
  return null;
}
