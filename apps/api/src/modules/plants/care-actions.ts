import {
  CARE_FREQUENCY_FIELD,
  MESSAGES,
  type CareEvent,
  type CareKind,
  type CareSnooze,
  type Plant,
  type PlantTodo,
  type SkipReason,
  type SnoozeDays,
} from '@chorok/contract';
import {
  plantCareEvents,
  plantCareStates,
  plantTodos,
  plants,
  type Database,
  type Transaction,
} from '@chorok/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { recordCare, toCareEvent } from './care-events.ts';
import { careSuggestions } from './care-suggestions.ts';
import { loadPlant } from './read.ts';
import { getPlant, ownedPlantId } from './service.ts';
import { addDays, seoulDate } from './seoul-date.ts';
import { isCareKind, lockedTodo, toPlantTodo } from './todos.ts';

type StateFields = Partial<
  Pick<typeof plantCareStates.$inferInsert, 'snoozedUntil' | 'suggestionDismissedOn'>
>;

/** Sets fields of a plant's care state for a kind (the row is made when there is none). */
async function setCareState(
  tx: Database | Transaction,
  plantId: number,
  kind: CareKind,
  fields: StateFields,
): Promise<void> {
  await tx
    .insert(plantCareStates)
    .values({ plantId, kind, ...fields })
    .onConflictDoUpdate({
      target: [plantCareStates.plantId, plantCareStates.kind],
      set: { ...fields, updatedAt: sql`now()` },
    });
}

/** The plant's row lock: care actions on one plant run one after another. */
async function lockPlant(tx: Transaction, userId: number, plantId: number) {
  const [plant] = await tx
    .select()
    .from(plants)
    .where(and(eq(plants.id, plantId), eq(plants.userId, userId)))
    .for('update');
  if (!plant) throw AppError.notFound(MESSAGES.plantNotFound);
  return plant;
}

/**
 * The plant's row lock, for an action on a due care of `kind`: 409 careKindOff while the kind is
 * off (an optional kind without an interval is never due, so there is nothing to put off or skip).
 */
async function lockPlantCare(tx: Transaction, userId: number, plantId: number, kind: CareKind) {
  const plant = await lockPlant(tx, userId, plantId);
  if (plant[CARE_FREQUENCY_FIELD[kind]] === null) throw AppError.conflict(MESSAGES.careKindOff);
}

/**
 * Takes back marking a to-do done, on the Seoul day it was done (later, the care history is the
 * place to correct it: 409 undoExpired): the care event it recorded is deleted and the to-do is
 * open again. A generated to-do of the same kind that came meanwhile gives way to it (one open
 * care to-do per kind). 409 todoNotDone for an open to-do (so a second undo is refused).
 */
export async function undoPlantTodo(
  db: Database,
  userId: number,
  plantId: number,
  todoId: number,
  now: Date,
): Promise<PlantTodo> {
  const row = await db.transaction(async (tx) => {
    await lockPlant(tx, userId, plantId);
    const todo = await lockedTodo(tx, plantId, todoId);
    if (!todo.doneAt) throw AppError.conflict(MESSAGES.todoNotDone);
    if (seoulDate(todo.doneAt) !== seoulDate(now)) throw AppError.conflict(MESSAGES.undoExpired);
    if (isCareKind(todo.kind)) {
      if (todo.careEventId !== null)
        await tx
          .delete(plantCareEvents)
          .where(
            and(eq(plantCareEvents.id, todo.careEventId), eq(plantCareEvents.plantId, plantId)),
          );
      await tx
        .delete(plantTodos)
        .where(
          and(
            eq(plantTodos.plantId, plantId),
            eq(plantTodos.kind, todo.kind),
            isNull(plantTodos.doneAt),
            ne(plantTodos.id, todoId),
          ),
        );
    }
    const [open] = await tx
      .update(plantTodos)
      .set({ doneAt: null, careEventId: null })
      .where(eq(plantTodos.id, todoId))
      .returning();
    return open!;
  });
  return toPlantTodo(row);
}

/**
 * Puts a care off for `days` (SNOOZE_DAYS): not due (no to-do, no reminder) before today + days;
 * its open to-do leaves the dashboard and is generated again when the care is due after that.
 * Snoozing again moves the day; giving or skipping the care ends the snooze (recordCare). 409
 * careKindOff for a kind that is off.
 */
export async function snoozePlantCare(
  db: Database,
  userId: number,
  plantId: number,
  kind: CareKind,
  days: SnoozeDays,
  now: Date,
): Promise<CareSnooze> {
  const until = addDays(seoulDate(now), days);
  await db.transaction(async (tx) => {
    await lockPlantCare(tx, userId, plantId, kind);
    await setCareState(tx, plantId, kind, { snoozedUntil: until });
    await tx
      .delete(plantTodos)
      .where(
        and(eq(plantTodos.plantId, plantId), eq(plantTodos.kind, kind), isNull(plantTodos.doneAt)),
      );
  });
  return { kind, until };
}

/**
 * Skips a care today for a reason: a SKIPPED event (the count starts again, as after care given)
 * that closes the open to-do of the kind (recordCare). A second skip the same day keeps the one
 * event, with the latest reason. 409 careKindOff for a kind that is off.
 */
export async function skipPlantCare(
  db: Database,
  userId: number,
  plantId: number,
  kind: CareKind,
  reason: SkipReason,
  now: Date,
): Promise<CareEvent> {
  const today = seoulDate(now);
  const row = await db.transaction(async (tx) => {
    await lockPlantCare(tx, userId, plantId, kind);
    const [again] = await tx
      .update(plantCareEvents)
      .set({ skipReason: reason })
      .where(
        and(
          eq(plantCareEvents.plantId, plantId),
          eq(plantCareEvents.kind, kind),
          eq(plantCareEvents.date, today),
          eq(plantCareEvents.outcome, 'SKIPPED'),
        ),
      )
      .returning();
    return again ?? recordCare(tx, plantId, kind, today, now, reason);
  });
  return toCareEvent(row);
}

/**
 * Accepts the dashboard's suggested interval: the kind's frequency becomes `days`, and the
 * suggestion counts as answered today (asked again only after a later skip). 409
 * careSuggestionChanged when the plant has no such suggestion now (answered already, or the
 * frequency changed meanwhile): the shopper agreed to that number, not to another.
 */
export async function acceptCareSuggestion(
  db: Database,
  userId: number,
  plantId: number,
  kind: CareKind,
  days: number,
  now: Date,
): Promise<Plant> {
  await db.transaction(async (tx) => {
    await lockPlant(tx, userId, plantId);
    const record = await loadPlant(tx, userId, plantId);
    const suggestion = record ? (await careSuggestions(tx, [record])).get(plantId) : undefined;
    if (!suggestion || suggestion.kind !== kind || suggestion.suggestedDays !== days)
      throw AppError.conflict(MESSAGES.careSuggestionChanged);
    await tx
      .update(plants)
      .set({ [CARE_FREQUENCY_FIELD[kind]]: days, updatedAt: sql`now()` })
      .where(eq(plants.id, plantId));
    await setCareState(tx, plantId, kind, { suggestionDismissedOn: seoulDate(now) });
  });
  return getPlant(db, userId, plantId);
}

/**
 * Turns the suggested interval down: not suggested again until the care is skipped for the
 * learning's reason on a later day. Harmless when there is no suggestion.
 */
export async function dismissCareSuggestion(
  db: Database,
  userId: number,
  plantId: number,
  kind: CareKind,
  now: Date,
): Promise<null> {
  await ownedPlantId(db, userId, plantId);
  await setCareState(db, plantId, kind, { suggestionDismissedOn: seoulDate(now) });
  return null;
}
