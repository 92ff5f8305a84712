import { MESSAGES, type CareEvent, type CareKind } from '@chorok/contract';
import { plantCareEvents, plantTodos, type Database, type Transaction } from '@chorok/db';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { ownedPlantId } from './service.ts';
import { seoulDate } from './seoul-date.ts';

type EventRow = typeof plantCareEvents.$inferSelect;

const toCareEvent = (row: EventRow): CareEvent => ({
  id: row.id,
  kind: row.kind as CareKind,
  date: row.date,
  createdAt: row.createdAt.toISOString(),
});

/** Care is recorded for a day from plantedAt to today (Seoul); 400 plantDateRange otherwise. */
function checkCareDay(date: string, plantedAt: string, now: Date): void {
  if (date < plantedAt || date > seoulDate(now))
    throw AppError.badRequest(MESSAGES.plantDateRange, [
      { path: 'date', message: MESSAGES.plantDateRange },
    ]);
}

/**
 * Records care given on `date` and marks done the open generated to-do of that kind when the
 * care covers it (given on or after the day it became due).
 */
export async function recordCare(
  tx: Transaction,
  plantId: number,
  kind: CareKind,
  date: string,
): Promise<EventRow> {
  const [row] = await tx.insert(plantCareEvents).values({ plantId, kind, date }).returning();
  await tx
    .update(plantTodos)
    .set({ doneAt: sql`now()` })
    .where(
      and(
        eq(plantTodos.plantId, plantId),
        eq(plantTodos.kind, kind),
        isNull(plantTodos.doneAt),
        lte(plantTodos.dueOn, date),
      ),
    );
  return row!;
}

export async function listCareEvents(
  db: Database,
  userId: number,
  plantId: number,
  kind: CareKind | undefined,
): Promise<CareEvent[]> {
  await ownedPlantId(db, userId, plantId);
  const rows = await db
    .select()
    .from(plantCareEvents)
    .where(
      and(eq(plantCareEvents.plantId, plantId), kind ? eq(plantCareEvents.kind, kind) : undefined),
    )
    .orderBy(desc(plantCareEvents.date), desc(plantCareEvents.id));
  return rows.map(toCareEvent);
}

export async function createCareEvent(
  db: Database,
  userId: number,
  plantId: number,
  body: { kind: CareKind; date: string },
  now: Date,
): Promise<CareEvent> {
  const plant = await ownedPlantId(db, userId, plantId);
  checkCareDay(body.date, plant.plantedAt, now);
  const row = await db.transaction((tx) => recordCare(tx, plantId, body.kind, body.date));
  return toCareEvent(row);
}

export async function updateCareEvent(
  db: Database,
  userId: number,
  plantId: number,
  eventId: number,
  date: string,
  now: Date,
): Promise<CareEvent> {
  const plant = await ownedPlantId(db, userId, plantId);
  checkCareDay(date, plant.plantedAt, now);
  const [row] = await db
    .update(plantCareEvents)
    .set({ date })
    .where(and(eq(plantCareEvents.id, eventId), eq(plantCareEvents.plantId, plantId)))
    .returning();
  if (!row) throw AppError.notFound(MESSAGES.careEventNotFound);
  return toCareEvent(row);
}

export async function deleteCareEvent(
  db: Database,
  userId: number,
  plantId: number,
  eventId: number,
): Promise<null> {
  await ownedPlantId(db, userId, plantId);
  const deleted = await db
    .delete(plantCareEvents)
    .where(and(eq(plantCareEvents.id, eventId), eq(plantCareEvents.plantId, plantId)))
    .returning({ id: plantCareEvents.id });
  if (deleted.length === 0) throw AppError.notFound(MESSAGES.careEventNotFound);
  return null;
}
