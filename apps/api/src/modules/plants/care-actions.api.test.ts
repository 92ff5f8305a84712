import { MESSAGES } from '@chorok/contract';
import {
  CareEvent,
  CareSnooze,
  Plant,
  PlantDashboardItem,
  PlantTodo,
  envelope,
} from '@chorok/contract/schemas';
import { plantCareEvents, plantCareStates, plantTodos } from '@chorok/db';
import { and, eq, isNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call, noonInSeoul, steadyWeather } from '../../test/plant-fixtures.ts';
import { skipPlantCare, snoozePlantCare, undoPlantTodo } from './care-actions.ts';
import { createCareEvent, deleteCareEvent } from './care-events.ts';
import { plantDashboard } from './dashboard.ts';
import { findDueCare } from './due.ts';
import { seoulDate } from './seoul-date.ts';
import { completePlantTodo } from './todos.ts';

/*
 * Issue 18: undo a done to-do, snooze and skip a due care, and the interval learned from skips.
 * Where the day matters the services are called with an injected clock (noon in Seoul).
 */

let t: TestApp;
const OnePlant = envelope(Plant);
const OneTodo = envelope(PlantTodo);
const OneEvent = envelope(CareEvent);
const OneSnooze = envelope(CareSnooze);
const Dashboard = envelope(z.array(PlantDashboardItem));

const weather = steadyWeather();

const noon = noonInSeoul;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A plant whose watering (every 7 days) has been due since long ago; airing and repotting not. */
async function duePlant(who: Shopper, extra: Record<string, unknown> = {}) {
  const reply = await call(t.app, 'POST', '/v1/plants', who, {
    plantedAt: '2026-01-01',
    wateringFrequency: 7,
    airExposureFrequency: 700,
    repottingFrequency: 700,
    ...extra,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return OnePlant.parse(reply.body).data;
}

async function dashboardOn(who: Shopper, plantId: number, day: string) {
  return (await plantDashboard(t.db, weather, who.id, noon(day))).find((i) => i.id === plantId)!;
}
async function dashboardNow(who: Shopper, plantId: number) {
  const reply = await call(t.app, 'GET', '/v1/plants/dashboard', who);
  return Dashboard.parse(reply.body).data.find((i) => i.id === plantId)!;
}
const wateringTodo = (item: PlantDashboardItem) => item.todos.find((x) => x.kind === 'WATERING');
const events = (plantId: number) =>
  t.db.select().from(plantCareEvents).where(eq(plantCareEvents.plantId, plantId));
const openTodos = (plantId: number) =>
  t.db
    .select()
    .from(plantTodos)
    .where(and(eq(plantTodos.plantId, plantId), isNull(plantTodos.doneAt)));

describe('undo a done to-do (DELETE /plants/:id/todos/:todoId/done)', () => {
  it('removes the care event it recorded and opens the to-do again; a second undo is refused', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    const todo = wateringTodo(await dashboardNow(who, plant.id))!;
    const url = `/v1/plants/${plant.id}/todos/${todo.id}/done`;
    expect((await call(t.app, 'PATCH', url, who)).status).toBe(200);
    const [recorded] = await events(plant.id);
    expect(recorded).toMatchObject({ kind: 'WATERING', outcome: 'DONE' });
    const [doneRow] = await t.db.select().from(plantTodos).where(eq(plantTodos.id, todo.id));
    expect(doneRow!.careEventId).toBe(recorded!.id);

    const undone = await call(t.app, 'DELETE', url, who);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(OneTodo.parse(undone.body).data).toEqual(todo);
    expect(await events(plant.id)).toEqual([]);
    expect((await openTodos(plant.id)).map((r) => r.id)).toEqual([todo.id]);
    const item = await dashboardNow(who, plant.id);
    expect(wateringTodo(item)).toEqual(todo);
    expect(item.dayWithWater).toBeGreaterThan(7);

    const again = await call(t.app, 'DELETE', url, who);
    expect([again.status, again.body.message]).toEqual([409, MESSAGES.todoNotDone]);
  });

  it("refuses another shopper's to-do (404) and one done on an earlier day (409)", async () => {
    const who = await signIn(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    const todo = wateringTodo(await dashboardOn(who, plant.id, '2026-03-10'))!;
    await completePlantTodo(t.db, who.id, plant.id, todo.id, noon('2026-03-10'));

    const url = `/v1/plants/${plant.id}/todos/${todo.id}/done`;
    const theirs = await call(t.app, 'DELETE', url, stranger);
    expect([theirs.status, theirs.body.message]).toEqual([404, MESSAGES.plantNotFound]);
    // Done at noon on 10 March; the next day it is history to correct, not to undo.
    await expect(
      undoPlantTodo(t.db, who.id, plant.id, todo.id, noon('2026-03-11')),
    ).rejects.toMatchObject({ kind: 'CONFLICT', message: MESSAGES.undoExpired });
    expect(await events(plant.id)).toHaveLength(1);
    // 23:59 the same Seoul day (14:59 UTC) is still in time.
    const reopened = await undoPlantTodo(
      t.db,
      who.id,
      plant.id,
      todo.id,
      new Date('2026-03-10T14:59:00Z'),
    );
    expect(reopened.id).toBe(todo.id);
    expect(await events(plant.id)).toEqual([]);
  });

  it('a to-do generated meanwhile gives way: one open care to-do per kind', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    const day = '2026-03-10';
    const todo = wateringTodo(await dashboardOn(who, plant.id, day))!;
    await completePlantTodo(t.db, who.id, plant.id, todo.id, noon(day));
    // The watering is deleted from the history: the dashboard generates a new to-do.
    const [event] = await events(plant.id);
    await deleteCareEvent(t.db, who.id, plant.id, event!.id);
    const fresh = wateringTodo(await dashboardOn(who, plant.id, day))!;
    expect(fresh.id).not.toBe(todo.id);

    await undoPlantTodo(t.db, who.id, plant.id, todo.id, noon(day));
    expect((await openTodos(plant.id)).map((r) => r.id)).toEqual([todo.id]);
  });

  it("undoes the shopper's own to-do too", async () => {
    const who = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    const mine = OneTodo.parse(
      (await call(t.app, 'POST', `/v1/plants/${plant.id}/todos`, who, { todo: '잎 닦기' })).body,
    ).data;
    const url = `/v1/plants/${plant.id}/todos/${mine.id}/done`;
    expect((await call(t.app, 'PATCH', url, who)).status).toBe(200);
    expect((await call(t.app, 'DELETE', url, who)).status).toBe(200);
    expect((await openTodos(plant.id)).map((r) => r.id)).toContain(mine.id);
  });
});

describe('snooze (POST /plants/:id/care/:kind/snooze)', () => {
  it('takes the to-do off the dashboard and the reminder until the day comes', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    const today = '2026-03-10';
    expect(wateringTodo(await dashboardOn(who, plant.id, today))).toBeDefined();
    const dueKinds = async (day: string) =>
      (await findDueCare(t.db, noon(day), [who.id])).find((d) => d.plantId === plant.id)?.kinds ??
      [];
    expect(await dueKinds(today)).toEqual(['WATERING']);

    expect(await snoozePlantCare(t.db, who.id, plant.id, 'WATERING', 3, noon(today))).toEqual({
      kind: 'WATERING',
      until: '2026-03-13',
    });
    for (const day of [today, '2026-03-11', '2026-03-12']) {
      const item = await dashboardOn(who, plant.id, day);
      expect(wateringTodo(item), day).toBeUndefined();
      expect(item.snoozes).toEqual([{ kind: 'WATERING', until: '2026-03-13' }]);
      expect(await dueKinds(day), day).toEqual([]);
    }
    // The day it ends: due again (from that day), reminded again.
    const back = await dashboardOn(who, plant.id, '2026-03-13');
    expect(wateringTodo(back)?.dueOn).toBe('2026-03-13');
    expect(back.snoozes).toEqual([]);
    expect(await dueKinds('2026-03-13')).toEqual(['WATERING']);
  });

  it('ends when the care is given', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    await snoozePlantCare(t.db, who.id, plant.id, 'WATERING', 1, noon('2026-03-10'));
    await createCareEvent(
      t.db,
      who.id,
      plant.id,
      { kind: 'WATERING', date: '2026-03-10' },
      noon('2026-03-10'),
    );
    const [state] = await t.db
      .select()
      .from(plantCareStates)
      .where(eq(plantCareStates.plantId, plant.id));
    expect(state!.snoozedUntil).toBeNull();
    expect((await dashboardOn(who, plant.id, '2026-03-10')).snoozes).toEqual([]);
  });

  it('answers over HTTP; refuses other days, unknown kinds and other shoppers’ plants', async () => {
    const who = await signIn(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    const url = `/v1/plants/${plant.id}/care/WATERING/snooze`;
    const ok = await call(t.app, 'POST', url, who, { days: 1 });
    expect(ok.status).toBe(200);
    expect(OneSnooze.parse(ok.body).data).toEqual({
      kind: 'WATERING',
      until: seoulDate(new Date(Date.now() + 86_400_000)),
    });
    for (const days of [0, 2, 7, '1'])
      expect((await call(t.app, 'POST', url, who, { days })).body.message).toBe(
        MESSAGES.snoozeDays,
      );
    const kind = await call(t.app, 'POST', `/v1/plants/${plant.id}/care/PRUNING/snooze`, who, {
      days: 1,
    });
    expect([kind.status, kind.body.message]).toEqual([400, MESSAGES.careKind]);
    const theirs = await call(t.app, 'POST', url, stranger, { days: 3 });
    expect([theirs.status, theirs.body.message]).toEqual([404, MESSAGES.plantNotFound]);
  });
});

describe('skip (POST /plants/:id/care/:kind/skip)', () => {
  it('records a SKIPPED event with its reason, closes the to-do and starts the count again', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    const todo = wateringTodo(await dashboardNow(who, plant.id))!;
    const url = `/v1/plants/${plant.id}/care/WATERING/skip`;
    const reply = await call(t.app, 'POST', url, who, { reason: 'SOIL_WET' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(OneEvent.parse(reply.body).data).toMatchObject({
      kind: 'WATERING',
      date: seoulDate(new Date()),
      outcome: 'SKIPPED',
      skipReason: 'SOIL_WET',
    });
    expect(await openTodos(plant.id)).toEqual([]);
    expect((await events(plant.id)).filter((e) => e.outcome === 'DONE')).toEqual([]);
    const item = await dashboardNow(who, plant.id);
    expect(item.dayWithWater).toBe(0);
    expect(wateringTodo(item)).toBeUndefined();
    // The to-do it closed can be taken back the same day, as a done one can.
    const undone = await call(t.app, 'DELETE', `/v1/plants/${plant.id}/todos/${todo.id}/done`, who);
    expect(undone.status).toBe(200);
    expect(await events(plant.id)).toEqual([]);

    // Twice a day: one event, the latest reason.
    await call(t.app, 'POST', url, who, { reason: 'SOIL_WET' });
    await call(t.app, 'POST', url, who, { reason: 'AWAY' });
    expect((await events(plant.id)).map((e) => e.skipReason)).toEqual(['AWAY']);
    const history = await call(t.app, 'GET', `/v1/plants/${plant.id}/care-events`, who);
    expect(history.body.data).toMatchObject([{ outcome: 'SKIPPED', skipReason: 'AWAY' }]);
  });

  it('refuses a reason not on the list (400), changing nothing', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await duePlant(who);
    await dashboardNow(who, plant.id);
    const url = `/v1/plants/${plant.id}/care/WATERING/skip`;
    for (const body of [{ reason: 'LAZY' }, { reason: '' }, {}]) {
      const reply = await call(t.app, 'POST', url, who, body);
      expect([reply.status, reply.body.message]).toEqual([400, MESSAGES.skipReason]);
    }
    expect(await events(plant.id)).toEqual([]);
    expect(await openTodos(plant.id)).toHaveLength(1);
  });
});

describe('learning from skips', () => {
  /** Waterings every 8 days from 1 March: skipped for wet soil, given, skipped again. */
  async function wetPlant(who: Shopper) {
    const plant = await duePlant(who, { wateringFrequency: 8 });
    await skipPlantCare(t.db, who.id, plant.id, 'WATERING', 'SOIL_WET', noon('2026-03-01'));
    expect((await dashboardOn(who, plant.id, '2026-03-01')).suggestion).toBeNull();
    await createCareEvent(
      t.db,
      who.id,
      plant.id,
      { kind: 'WATERING', date: '2026-03-09' },
      noon('2026-03-09'),
    );
    expect((await dashboardOn(who, plant.id, '2026-03-09')).suggestion).toBeNull();
    await skipPlantCare(t.db, who.id, plant.id, 'WATERING', 'SOIL_WET', noon('2026-03-17'));
    return plant;
  }

  it('suggests a longer interval after 2 of the last 3 waterings were skipped for wet soil; accepting sets it', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await wetPlant(who);
    const item = await dashboardNow(who, plant.id);
    expect(item.suggestion).toEqual({
      kind: 'WATERING',
      currentDays: 8,
      suggestedDays: 10,
      reason: 'SOIL_WET',
      skips: 2,
      outOf: 3,
    });

    const url = `/v1/plants/${plant.id}/care/WATERING/suggestion`;
    const stale = await call(t.app, 'POST', url, who, { days: 12 });
    expect([stale.status, stale.body.message]).toEqual([409, MESSAGES.careSuggestionChanged]);
    const airing = await call(
      t.app,
      'POST',
      `/v1/plants/${plant.id}/care/AIR_EXPOSURE/suggestion`,
      who,
      { days: 10 },
    );
    expect(airing.status).toBe(409);

    const accepted = await call(t.app, 'POST', url, who, { days: 10 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(OnePlant.parse(accepted.body).data.wateringFrequency).toBe(10);
    expect((await dashboardNow(who, plant.id)).suggestion).toBeNull();
    // Answered: accepting again is refused.
    expect((await call(t.app, 'POST', url, who, { days: 12 })).status).toBe(409);
  });

  it('dismissed, it stays away until a skip on a later day', async () => {
    const who = await signIn(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    const plant = await wetPlant(who);
    const url = `/v1/plants/${plant.id}/care/WATERING/suggestion`;
    expect((await call(t.app, 'DELETE', url, stranger)).status).toBe(404);
    const dismissed = await call(t.app, 'DELETE', url, who);
    expect([dismissed.status, dismissed.body.data]).toEqual([200, null]);
    expect((await dashboardNow(who, plant.id)).suggestion).toBeNull();
    expect((await dashboardOn(who, plant.id, '2026-03-20')).suggestion).toBeNull();

    // Dismissed today (real time); a wet-soil skip on a later day asks again.
    const later = new Date(Date.now() + 2 * 86_400_000);
    await skipPlantCare(t.db, who.id, plant.id, 'WATERING', 'SOIL_WET', later);
    const back = (await plantDashboard(t.db, weather, who.id, later)).find(
      (i) => i.id === plant.id,
    )!;
    expect(back.suggestion).toMatchObject({
      currentDays: 8,
      suggestedDays: 10,
      skips: 2,
      outOf: 3,
    });
  });
});
