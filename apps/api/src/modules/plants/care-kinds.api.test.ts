import { MESSAGES, type CareKind } from '@chorok/contract';
import { Plant, PlantCreateBody, PlantUpdateBody, envelope } from '@chorok/contract/schemas';
import { plantCareEvents, plantCareStates, plantTodos, plants } from '@chorok/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call, noonInSeoul, steadyWeather } from '../../test/plant-fixtures.ts';
import { careCalendar } from './calendar.ts';
import { snoozePlantCare } from './care-actions.ts';
import { createCareEvent, listCareEvents } from './care-events.ts';
import { plantDashboard } from './dashboard.ts';
import { findDueCare } from './due.ts';
import { createPlant, getPlant, updatePlant } from './service.ts';
import { seoulDate } from './seoul-date.ts';
import { completePlantTodo } from './todos.ts';

/*
 * 영양제, 분무 and 잎 닦기: optional care kinds, off (a null interval) until the shopper sets one;
 * 영양제 only in its season (March to September). Dates matter, so the services are called with
 * an injected clock (noon in Seoul on the day given).
 */

let t: TestApp;
const OnePlant = envelope(Plant);
const weather = steadyWeather();
const noon = noonInSeoul;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Base care far apart, so only what a test turns on comes due within weeks. */
const QUIET = { wateringFrequency: 60, airExposureFrequency: 60, repottingFrequency: 365 };

const register = (who: Shopper, body: PlantCreateBody, day: string) =>
  createPlant(t.db, who.id, PlantCreateBody.parse({ ...QUIET, ...body }), noon(day));
const update = (who: Shopper, plantId: number, body: PlantUpdateBody, day: string) =>
  updatePlant(t.db, who.id, plantId, PlantUpdateBody.parse(body), noon(day));

async function dashboardOn(who: Shopper, plantId: number, day: string) {
  const items = await plantDashboard(t.db, weather, who.id, noon(day));
  return items.find((item) => item.id === plantId)!;
}
const todosOf = (item: { todos: { kind: string; dueOn: string }[] }, kind: CareKind) =>
  item.todos.filter((todo) => todo.kind === kind);
/** The calendar's items as 'date kind state', from `from` (today by default). */
async function calendarOn(who: Shopper, day: string, from?: string) {
  const calendar = await careCalendar(t.db, weather, who.id, noon(day), from);
  return calendar.days.flatMap((d) => d.items.map((i) => `${d.date} ${i.kind} ${i.state}`));
}
const dueKinds = async (who: Shopper, day: string) =>
  (await findDueCare(t.db, noon(day), [who.id])).flatMap((plant) => plant.kinds);

describe('off by default', () => {
  it('a new plant has no interval for them: no to-do, no calendar day, no reminder', async () => {
    const who = await signIn(t.app, t.db);
    // Monstera's species offers all three intervals; registering applies none of them.
    const plant = await register(
      who,
      { plantName: '몬스테라', plantedAt: '2026-01-05', speciesKey: 'monstera-deliciosa' },
      '2026-05-10',
    );
    expect(plant).toMatchObject({
      fertilizingFrequency: null,
      mistingFrequency: null,
      leafWipingFrequency: null,
      isFertilizingAlarm: 1,
      isMistingAlarm: 1,
      isLeafWipingAlarm: 1,
      lastFertilizedOn: '2026-01-05',
      lastMistedOn: '2026-01-05',
      lastLeavesWipedOn: '2026-01-05',
    });
    const reply = await call(t.app, 'GET', `/v1/plants/${plant.id}`, who);
    expect(OnePlant.parse(reply.body).data.mistingFrequency).toBeNull();

    // Months after plantedAt the base kinds are due; the optional ones are not.
    const item = await dashboardOn(who, plant.id, '2026-05-10');
    expect(item.todos.map((todo) => todo.kind).sort()).toEqual(['AIR_EXPOSURE', 'WATERING']);
    expect(item).toMatchObject({
      fertilizingFrequency: null,
      mistingFrequency: null,
      leafWipingFrequency: null,
      dayWithMist: 125,
      resting: [],
    });
    const optional = /FERTILIZING|MISTING|LEAF_WIPING/;
    expect((await calendarOn(who, '2026-05-10')).filter((i) => optional.test(i))).toEqual([]);
    expect((await dueKinds(who, '2026-05-10')).sort()).toEqual(['AIR_EXPOSURE', 'WATERING']);
  });
});

describe('turned on at registration', () => {
  it('분무 every 3 days: counts from halfway, comes due, and done records a MISTING event', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(
      who,
      { plantName: '아디안텀', plantedAt: '2026-05-01', mistingFrequency: 3 },
      '2026-05-10',
    );
    // No lastCare for it: the UNKNOWN rule, today − ⌊3 / 2⌋.
    expect(plant).toMatchObject({ mistingFrequency: 3, lastMistedOn: '2026-05-09' });
    const first = await dashboardOn(who, plant.id, '2026-05-10');
    expect(first).toMatchObject({ mistingFrequency: 3, dayWithMist: 1, todos: [] });
    // The first in ⌈3 / 2⌉ = 2 days, then every 3.
    expect(await calendarOn(who, '2026-05-10')).toEqual([
      '2026-05-12 MISTING DUE',
      '2026-05-15 MISTING DUE',
      '2026-05-18 MISTING DUE',
      '2026-05-21 MISTING DUE',
    ]);
    expect(todosOf(await dashboardOn(who, plant.id, '2026-05-11'), 'MISTING')).toEqual([]);

    const due = await dashboardOn(who, plant.id, '2026-05-12');
    expect(due.todos).toEqual([
      { id: expect.any(Number), kind: 'MISTING', todo: '분무하기', dueOn: '2026-05-12' },
    ]);
    await completePlantTodo(t.db, who.id, plant.id, due.todos[0]!.id, noon('2026-05-12'));
    const events = await listCareEvents(t.db, who.id, plant.id, 'MISTING');
    expect(events).toMatchObject([{ kind: 'MISTING', date: '2026-05-12', outcome: 'DONE' }]);
    expect((await getPlant(t.db, who.id, plant.id)).lastMistedOn).toBe('2026-05-12');
    expect(todosOf(await dashboardOn(who, plant.id, '2026-05-13'), 'MISTING')).toEqual([]);
  });

  it('takes lastCare for an optional kind that is on, and none for one left off', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(
      who,
      {
        plantedAt: '2026-05-01',
        mistingFrequency: 4,
        lastCare: { MISTING: '2026-05-08', LEAF_WIPING: '2026-05-02' },
      },
      '2026-05-10',
    );
    expect([plant.lastMistedOn, plant.lastLeavesWipedOn]).toEqual(['2026-05-08', '2026-05-01']);
    const states = await t.db
      .select({ kind: plantCareStates.kind })
      .from(plantCareStates)
      .where(eq(plantCareStates.plantId, plant.id));
    expect(states.map((s) => s.kind)).toEqual(['MISTING']);
  });

  it('영양제 in December rests: not due, not on the calendar, due on 1 March', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(
      who,
      { plantName: '고무나무', plantedAt: '2026-11-01', fertilizingFrequency: 14 },
      '2026-12-10',
    );
    expect(plant.lastFertilizedOn).toBe('2026-12-03');
    const december = await dashboardOn(who, plant.id, '2026-12-10');
    expect(december.resting).toEqual(['FERTILIZING']);
    expect(todosOf(december, 'FERTILIZING')).toEqual([]);
    expect((await calendarOn(who, '2026-12-10')).filter((i) => i.includes('FERTILIZ'))).toEqual([]);
    // Still resting on the last day of February, though 14 days passed long ago.
    const february = await dashboardOn(who, plant.id, '2027-02-28');
    expect([february.resting, todosOf(february, 'FERTILIZING')]).toEqual([['FERTILIZING'], []]);
    expect(await dueKinds(who, '2027-02-28')).not.toContain('FERTILIZING');
    expect(await calendarOn(who, '2027-02-20')).toContain('2027-03-01 FERTILIZING DUE');

    const march = await dashboardOn(who, plant.id, '2027-03-01');
    expect(march.resting).toEqual([]);
    expect(todosOf(march, 'FERTILIZING')).toMatchObject([
      { todo: '영양제 주기', dueOn: '2027-03-01' },
    ]);
    expect(await dueKinds(who, '2027-03-01')).toContain('FERTILIZING');
  });

  it('a feed still open when the season ends goes with it; March brings a new one', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(
      who,
      { plantName: '몬스테라', plantedAt: '2026-08-01', fertilizingFrequency: 14 },
      '2026-09-10',
    );
    const september = await dashboardOn(who, plant.id, '2026-09-25');
    expect(todosOf(september, 'FERTILIZING')).toHaveLength(1);
    const october = await dashboardOn(who, plant.id, '2026-10-02');
    expect([october.resting, todosOf(october, 'FERTILIZING')]).toEqual([['FERTILIZING'], []]);
    const march = await dashboardOn(who, plant.id, '2027-03-01');
    expect(todosOf(march, 'FERTILIZING')).toMatchObject([{ dueOn: '2027-03-01' }]);
  });
});

describe('turned on and off by an update', () => {
  it('null → an interval counts from halfway; a care given later still wins', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(who, { plantedAt: '2026-04-01' }, '2026-05-01');
    // Care given while off is history, kept.
    await createCareEvent(
      t.db,
      who.id,
      plant.id,
      { kind: 'MISTING', date: '2026-05-02' },
      noon('2026-05-02'),
    );
    const on = await update(who, plant.id, { mistingFrequency: 6 }, '2026-05-10');
    expect(on).toMatchObject({ mistingFrequency: 6, lastMistedOn: '2026-05-07' });
    expect(todosOf(await dashboardOn(who, plant.id, '2026-05-12'), 'MISTING')).toEqual([]);
    expect(todosOf(await dashboardOn(who, plant.id, '2026-05-13'), 'MISTING')).toMatchObject([
      { dueOn: '2026-05-13' },
    ]);
    // Another interval keeps the count where it is.
    expect((await update(who, plant.id, { mistingFrequency: 5 }, '2026-05-13')).lastMistedOn).toBe(
      '2026-05-07',
    );

    const other = await register(who, { plantedAt: '2026-04-01' }, '2026-05-01');
    await createCareEvent(
      t.db,
      who.id,
      other.id,
      { kind: 'LEAF_WIPING', date: '2026-05-09' },
      noon('2026-05-10'),
    );
    const wiped = await update(who, other.id, { leafWipingFrequency: 14 }, '2026-05-10');
    // Halfway would be 05-03; the wipe on 05-09 is later.
    expect(wiped).toMatchObject({ leafWipingFrequency: 14, lastLeavesWipedOn: '2026-05-09' });
  });

  it('an interval → null takes away its open to-do and its snooze, keeping its history', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(
      who,
      { plantedAt: '2026-04-01', mistingFrequency: 2, leafWipingFrequency: 14 },
      '2026-05-01',
    );
    await createCareEvent(
      t.db,
      who.id,
      plant.id,
      { kind: 'MISTING', date: '2026-05-02' },
      noon('2026-05-02'),
    );
    expect(todosOf(await dashboardOn(who, plant.id, '2026-05-06'), 'MISTING')).toHaveLength(1);
    await snoozePlantCare(t.db, who.id, plant.id, 'LEAF_WIPING', 3, noon('2026-05-06'));
    expect((await dashboardOn(who, plant.id, '2026-05-06')).snoozes).toEqual([
      { kind: 'LEAF_WIPING', until: '2026-05-09' },
    ]);

    const off = await update(
      who,
      plant.id,
      { mistingFrequency: null, leafWipingFrequency: null },
      '2026-05-06',
    );
    expect(off).toMatchObject({ mistingFrequency: null, leafWipingFrequency: null });
    const open = await t.db
      .select()
      .from(plantTodos)
      .where(and(eq(plantTodos.plantId, plant.id), isNull(plantTodos.doneAt)));
    expect(open).toEqual([]);
    const [state] = await t.db
      .select()
      .from(plantCareStates)
      .where(and(eq(plantCareStates.plantId, plant.id), eq(plantCareStates.kind, 'LEAF_WIPING')));
    expect(state!.snoozedUntil).toBeNull();
    expect(await listCareEvents(t.db, who.id, plant.id, 'MISTING')).toMatchObject([
      { date: '2026-05-02' },
    ]);
    const later = await dashboardOn(who, plant.id, '2026-05-20');
    expect(later).toMatchObject({ mistingFrequency: null, snoozes: [], todos: [] });
    expect(later.dayWithMist).toBe(18);
  });
});

describe('refusals', () => {
  it('snoozing or skipping a kind that is off: 409 careKindOff, nothing changed; a care event is kept', async () => {
    const who = await signIn(t.app, t.db);
    const created = await call(t.app, 'POST', '/v1/plants', who, {
      plantedAt: '2026-01-01',
      ...QUIET,
    });
    const plant = OnePlant.parse(created.body).data;
    const snooze = await call(t.app, 'POST', `/v1/plants/${plant.id}/care/MISTING/snooze`, who, {
      days: 1,
    });
    expect([snooze.status, snooze.body.message]).toEqual([409, MESSAGES.careKindOff]);
    const skip = await call(t.app, 'POST', `/v1/plants/${plant.id}/care/FERTILIZING/skip`, who, {
      reason: 'OTHER',
    });
    expect([skip.status, skip.body.message]).toEqual([409, MESSAGES.careKindOff]);
    const states = t.db.select().from(plantCareStates).where(eq(plantCareStates.plantId, plant.id));
    const events = t.db.select().from(plantCareEvents).where(eq(plantCareEvents.plantId, plant.id));
    expect([await states, await events]).toEqual([[], []]);

    const given = await call(t.app, 'POST', `/v1/plants/${plant.id}/care-events`, who, {
      kind: 'LEAF_WIPING',
      date: seoulDate(new Date()),
    });
    expect(given.status).toBe(201);
    const after = await call(t.app, 'GET', `/v1/plants/${plant.id}`, who);
    expect(OnePlant.parse(after.body).data).toMatchObject({
      leafWipingFrequency: null,
      lastLeavesWipedOn: seoulDate(new Date()),
    });
  });

  it('an interval of 0 or 9999 days: 400 with the message, nothing registered or changed', async () => {
    const who = await signIn(t.app, t.db);
    for (const fertilizingFrequency of [0, 9999, 1.5]) {
      const reply = await call(t.app, 'POST', '/v1/plants', who, {
        plantedAt: '2026-01-01',
        fertilizingFrequency,
      });
      expect([reply.status, reply.body.message]).toEqual([400, MESSAGES.plantFrequencyRange]);
    }
    expect(await t.db.select().from(plants).where(eq(plants.userId, who.id))).toEqual([]);

    const created = await call(t.app, 'POST', '/v1/plants', who, {
      plantedAt: '2026-01-01',
      fertilizingFrequency: 14,
    });
    const plant = OnePlant.parse(created.body).data;
    for (const body of [{ fertilizingFrequency: 0 }, { mistingFrequency: 9999 }]) {
      const reply = await call(t.app, 'PATCH', `/v1/plants/${plant.id}`, who, body);
      expect([reply.status, reply.body.message]).toEqual([400, MESSAGES.plantFrequencyRange]);
    }
    const after = await call(t.app, 'GET', `/v1/plants/${plant.id}`, who);
    expect(OnePlant.parse(after.body).data).toMatchObject({
      fertilizingFrequency: 14,
      mistingFrequency: null,
    });
  });
});
