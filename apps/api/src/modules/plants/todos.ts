import { CARE_KINDS, MESSAGES, PLANT, type CareKind, type PlantTodo } from '@chorok/contract';
import { plantTodos, plants, type Database, type Transaction } from '@chorok/db';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { recordCare } from './care-events.ts';
import { ownedPlantId } from './service.ts';
import { seoulDate } from './seoul-date.ts';

/** The words of a care to-do (COPY.md: 환기 is the airing task, 통풍 only how airy a place is). */
export const CARE_TODO_TEXT: Record<CareKind, string> = {
  WATERING: '물 주기',
  AIR_EXPOSURE: '환기하기',
  REPOTTING: '분갈이하기',
  FERTILIZING: '영양제 주기',
  MISTING: '분무하기',
  LEAF_WIPING: '잎 닦기',
};

type TodoRow = typeof plantTodos.$inferSelect;

/** A care to-do reads in today's words whatever it was stored with (older rows say 통풍시키기). */
export const toPlantTodo = (row: TodoRow): PlantTodo => ({
  id: row.id,
  todo: row.kind === 'MY_TASK' ? row.todo : CARE_TODO_TEXT[row.kind],
  kind: row.kind,
  dueOn: row.dueOn,
});

export const todoNotFound = () => AppError.notFound(MESSAGES.todoNotFound);

/** One of the plant's to-dos, row-locked for the rest of the transaction; 404 todoNotFound. */
export async function lockedTodo(tx: Transaction, plantId: number, todoId: number) {
  const [todo] = await tx
    .select()
    .from(plantTodos)
    .where(and(eq(plantTodos.id, todoId), eq(plantTodos.plantId, plantId)))
    .for('update');
  if (!todo) throw todoNotFound();
  return todo;
}

export const isCareKind = (kind: string): kind is CareKind =>
  (CARE_KINDS as readonly string[]).includes(kind);

/** Open to-dos of these plants, due first. */
export async function openTodos(
  db: Database,
  plantIds: number[],
): Promise<Map<number, PlantTodo[]>> {
  const byPlant = new Map<number, PlantTodo[]>();
  if (plantIds.length === 0) return byPlant;
  const rows = await db
    .select()
    .from(plantTodos)
    .where(and(inArray(plantTodos.plantId, plantIds), isNull(plantTodos.doneAt)))
    .orderBy(asc(plantTodos.dueOn), asc(plantTodos.id));
  for (const row of rows) {
    const list = byPlant.get(row.plantId) ?? [];
    list.push(toPlantTodo(row));
    byPlant.set(row.plantId, list);
  }
  return byPlant;
}

/**
 * Adds care to-dos that came due. Idempotent: the partial unique index
 * plant_todos_one_open_care_todo keeps one open to-do per plant and care kind, and ON CONFLICT DO
 * NOTHING lets a second (concurrent) generation add nothing.
 */
export async function generateCareTodos(
  db: Database,
  due: { plantId: number; kind: CareKind; dueOn: string }[],
): Promise<void> {
  if (due.length === 0) return;
  await db
    .insert(plantTodos)
    .values(due.map((d) => ({ ...d, todo: CARE_TODO_TEXT[d.kind] })))
    .onConflictDoNothing();
}

/** The shopper's own to-do (MY_TASK); at most PLANT.maxOpenTodos open ones per plant. */
export async function createPlantTodo(
  db: Database,
  userId: number,
  plantId: number,
  body: { todo: string; dueOn?: string | undefined },
  now: Date,
): Promise<PlantTodo> {
  await ownedPlantId(db, userId, plantId);
  const dueOn = body.dueOn ?? seoulDate(now);
  // A to-do may be for a later day, but not before the earliest date.
  if (dueOn < PLANT.earliestDate)
    throw AppError.badRequest(MESSAGES.plantDateRange, [
      { path: 'dueOn', message: MESSAGES.plantDateRange },
    ]);
  const row = await db.transaction(async (tx) => {
    // The plant's row lock: two to-dos added at once are counted one after the other.
    await tx.select({ id: plants.id }).from(plants).where(eq(plants.id, plantId)).for('update');
    const [open] = await tx
      .select({ n: count() })
      .from(plantTodos)
      .where(
        and(
          eq(plantTodos.plantId, plantId),
          eq(plantTodos.kind, 'MY_TASK'),
          isNull(plantTodos.doneAt),
        ),
      );
    if ((open?.n ?? 0) >= PLANT.maxOpenTodos) throw AppError.conflict(MESSAGES.todoLimit);
    const [inserted] = await tx
      .insert(plantTodos)
      .values({ plantId, kind: 'MY_TASK', todo: body.todo, dueOn })
      .returning();
    return inserted!;
  });
  return toPlantTodo(row);
}

/**
 * Marks a to-do done. A care to-do records that care today (Seoul); done once, repeating it
 * changes nothing and answers the same to-do.
 */
export async function completePlantTodo(
  db: Database,
  userId: number,
  plantId: number,
  todoId: number,
  now: Date,
): Promise<PlantTodo> {
  await ownedPlantId(db, userId, plantId);
  const row = await db.transaction(async (tx) => {
    // The to-do's row lock: a second tap waits, then finds it done.
    const todo = await lockedTodo(tx, plantId, todoId);
    if (todo.doneAt) return todo;
    // The care event is kept on the to-do, so undoPlantTodo can take it back.
    const event = isCareKind(todo.kind)
      ? await recordCare(tx, plantId, todo.kind, seoulDate(now), now)
      : null;
    const [done] = await tx
      .update(plantTodos)
      .set({ doneAt: now, careEventId: event?.id ?? null })
      .where(eq(plantTodos.id, todoId))
      .returning();
    return done!;
  });
  return toPlantTodo(row);
}

/**
 * Deletes one of the shopper's own to-dos. A generated care to-do is not deleted (409
 * todoNotDeletable): it would come back on the next dashboard read; mark it done instead.
 */
export async function deletePlantTodo(
  db: Database,
  userId: number,
  plantId: number,
  todoId: number,
): Promise<null> {
  await ownedPlantId(db, userId, plantId);
  const [todo] = await db
    .select({ kind: plantTodos.kind })
    .from(plantTodos)
    .where(and(eq(plantTodos.id, todoId), eq(plantTodos.plantId, plantId)));
  if (!todo) throw todoNotFound();
  if (todo.kind !== 'MY_TASK') throw AppError.conflict(MESSAGES.todoNotDeletable);
  await db.delete(plantTodos).where(eq(plantTodos.id, todoId));
  return null;
}
