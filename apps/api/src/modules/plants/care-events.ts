import { MESSAGES, type CareEvent, type CareKind, type SkipReason } from '@chorok/contract';
import {
  plantCareEvents,
  plantCareStates,
  plantTodos,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { ownedPlantId } from './service.ts';
import { seoulDate } from './seoul-date.ts';

type EventRow = typeof plantCareEvents.$inferSelect;

export const toCareEvent = (row: EventRow): CareEvent => ({
  id: row.id,
  kind: row.kind,
  date: row.date,
  outcome: row.outcome,
  skipReason: row.skipReason,
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
 * Records care given on `date` (or, with a reason, skipped: SKIPPED starts the count again all
 * the same), marks done the open generated to-do of that kind when the event covers it (on or
 * after the day it became due), remembering the event there (undo removes it), and ends a snooze
 * of the kind.
 */
export async function recordCare(
  tx: Transaction,
  plantId: number,
  kind: CareKind,
  date: string,
  now: Date,
  skipReason: SkipReason | null = null,
): Promise<EventRow> {
  const [row] = await tx
    .insert(plantCareEvents)
    .values({ plantId, kind, date, outcome: skipReason ? 'SKIPPED' : 'DONE', skipReason })
    .returning();
  await tx
    .update(plantCareStates)
    .set({ snoozedUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(plantCareStates.plantId, plantId),
        eq(plantCareStates.kind, kind),
        isNotNull(plantCareStates.snoozedUntil),
      ),
    );
  await tx
    .update(plantTodos)
    .set({ doneAt: now, careEventId: row!.id })
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
  const row = await db.transaction((tx) => recordCare(tx, plantId, body.kind, body.date, now));
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
