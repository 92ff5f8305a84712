import {
  CARE_FREQUENCY_FIELD,
  OPTIONAL_CARE_KINDS,
  type CareKind,
  type OptionalCareKind,
} from '@chorok/contract';
import { plantCareStates, plantTodos, type Database, type Transaction } from '@chorok/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { halfwayAnchor } from './care-start.ts';
import { seoulDate } from './seoul-date.ts';

type OptionalFrequencies = Partial<
  Record<(typeof CARE_FREQUENCY_FIELD)[OptionalCareKind], number | null | undefined>
>;

/**
 * What turning 영양제, 분무 or 잎 닦기 on or off by an update does, besides the interval:
 * - on (null → a value): the count starts halfway, as a registration's UNKNOWN (careAnchors):
 *   neither due at once nor a full interval away; a later care event still wins (read.ts).
 * - off (a value → null): its open generated to-do and its snooze go; its history stays.
 * `before` is the plant's row as it was, `after` the update's body (a field left out: unchanged).
 */
export async function switchOptionalCare(
  tx: Transaction,
  plantId: number,
  before: Record<(typeof CARE_FREQUENCY_FIELD)[OptionalCareKind], number | null>,
  after: OptionalFrequencies,
  now: Date,
): Promise<void> {
  const today = seoulDate(now);
  for (const kind of OPTIONAL_CARE_KINDS) {
    const field = CARE_FREQUENCY_FIELD[kind];
    const was = before[field];
    const next = after[field];
    if (next === undefined || (was === null) === (next === null)) continue;
    if (next !== null) {
      const anchorOn = halfwayAnchor(today, next);
      await tx
        .insert(plantCareStates)
        .values({ plantId, kind, anchorOn })
        .onConflictDoUpdate({
          target: [plantCareStates.plantId, plantCareStates.kind],
          set: { anchorOn, updatedAt: sql`now()` },
        });
      continue;
    }
    await retireOpenCareTodos(tx, [{ plantId, kind }]);
    await tx
      .update(plantCareStates)
      .set({ snoozedUntil: null, updatedAt: sql`now()` })
      .where(and(eq(plantCareStates.plantId, plantId), eq(plantCareStates.kind, kind)));
  }
}

/**
 * The open generated to-do of each (plant, kind): care turned off, or resting out of its season
 * (a feed still asked for when autumn came). The next due day brings a new one.
 */
export async function retireOpenCareTodos(
  db: Database | Transaction,
  care: { plantId: number; kind: CareKind }[],
): Promise<void> {
  for (const { plantId, kind } of care)
    await db
      .delete(plantTodos)
      .where(
        and(eq(plantTodos.plantId, plantId), eq(plantTodos.kind, kind), isNull(plantTodos.doneAt)),
      );
}
