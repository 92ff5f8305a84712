import { CARE_FREQUENCY_FIELD, CARE_LEARNING, type CareSuggestion } from '@chorok/contract';
import { plantCareEvents, plantCareStates, type Database, type Transaction } from '@chorok/db';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { careSuggestion, type LearningEvent } from './care-learning.ts';
import type { PlantRecord } from './read.ts';

/**
 * The skip-learning suggestion of each of these plants that has one (careSuggestion), read with
 * two queries: the CARE_LEARNING.recent newest events of the learning kind per plant, and the day
 * a suggestion was last dismissed.
 */
export async function careSuggestions(
  db: Database | Transaction,
  records: readonly PlantRecord[],
): Promise<Map<number, CareSuggestion>> {
  const found = new Map<number, CareSuggestion>();
  if (records.length === 0) return found;
  const ids = records.map((r) => r.plant.id);
  const { kind } = CARE_LEARNING;
  const ranked = db
    .select({
      plantId: plantCareEvents.plantId,
      date: plantCareEvents.date,
      outcome: plantCareEvents.outcome,
      skipReason: plantCareEvents.skipReason,
      n: sql<number>`row_number() over (partition by ${plantCareEvents.plantId} order by ${plantCareEvents.date} desc, ${plantCareEvents.id} desc)`.as(
        'n',
      ),
    })
    .from(plantCareEvents)
    .where(and(inArray(plantCareEvents.plantId, ids), eq(plantCareEvents.kind, kind)))
    .as('ranked');
  const [events, states] = await Promise.all([
    db
      .select()
      .from(ranked)
      .where(lte(ranked.n, CARE_LEARNING.recent))
      .orderBy(ranked.plantId, ranked.n),
    db
      .select({ plantId: plantCareStates.plantId, on: plantCareStates.suggestionDismissedOn })
      .from(plantCareStates)
      .where(and(inArray(plantCareStates.plantId, ids), eq(plantCareStates.kind, kind))),
  ]);
  const eventsOf = new Map<number, LearningEvent[]>();
  for (const e of events)
    eventsOf.set(e.plantId, [
      ...(eventsOf.get(e.plantId) ?? []),
      { date: e.date, outcome: e.outcome as LearningEvent['outcome'], skipReason: e.skipReason },
    ]);
  const dismissedOf = new Map(states.map((s) => [s.plantId, s.on]));
  for (const record of records) {
    const suggestion = careSuggestion({
      kind,
      currentDays: record.plant[CARE_FREQUENCY_FIELD[kind]],
      events: eventsOf.get(record.plant.id) ?? [],
      dismissedOn: dismissedOf.get(record.plant.id) ?? null,
    });
    if (suggestion) found.set(record.plant.id, suggestion);
  }
  return found;
}
