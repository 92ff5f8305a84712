import { MESSAGES } from '@chorok/contract';
import { CareEvent, Plant, PlantCreateBody, envelope } from '@chorok/contract/schemas';
import { plantCareStates, plants } from '@chorok/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call, noonInSeoul, steadyWeather } from '../../test/plant-fixtures.ts';
import { createCareEvent } from './care-events.ts';
import { plantDashboard } from './dashboard.ts';
import { createPlant } from './service.ts';

/*
 * Issue 18, a real starting point: registering asks when each care was last given ('UNKNOWN'
 * allowed), and the count starts there, not at plantedAt. Dates matter, so the services are
 * called with an injected clock; noon in Seoul on the day given.
 */

let t: TestApp;
const OnePlant = envelope(Plant);
const Events = envelope(z.array(CareEvent));

/** Mild, clear weather: no advice moves the care. */
const weather = steadyWeather();

const noon = noonInSeoul;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const register = (who: Shopper, body: PlantCreateBody, day: string) =>
  createPlant(t.db, who.id, PlantCreateBody.parse(body), noon(day));

async function dashboardOn(who: Shopper, plantId: number, day: string) {
  const items = await plantDashboard(t.db, weather, who.id, noon(day));
  return items.find((item) => item.id === plantId)!;
}
const careTodos = (item: { todos: { kind: string; dueOn: string }[] }) =>
  item.todos.map((todo) => [todo.kind, todo.dueOn]);

describe('a new plant’s first due dates', () => {
  it('counts from the last watering given, even one before the plant came home', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(
      who,
      {
        plantName: '가게에서 온 고무나무',
        plantedAt: '2026-03-10',
        wateringFrequency: 7,
        airExposureFrequency: 3,
        repottingFrequency: 365,
        // Watered at the shop two days before it came home; aired and repotted the day it did.
        lastCare: { WATERING: '2026-03-08', AIR_EXPOSURE: '2026-03-10', REPOTTING: '2026-03-10' },
      },
      '2026-03-10',
    );
    expect(plant.lastWateredOn).toBe('2026-03-08');
    // An anchor, not a care event: the history stays empty.
    const history = await call(t.app, 'GET', `/v1/plants/${plant.id}/care-events`, who);
    expect(Events.parse(history.body).data).toEqual([]);

    const first = await dashboardOn(who, plant.id, '2026-03-10');
    expect(first).toMatchObject({ dayWithPlant: 0, dayWithWater: 2, dayWithWind: 0 });
    expect(first.todos).toEqual([]);
    const watering = (item: { todos: { kind: string; dueOn: string }[] }) =>
      careTodos(item).filter(([kind]) => kind === 'WATERING');
    expect(watering(await dashboardOn(who, plant.id, '2026-03-14'))).toEqual([]);
    // Seven days after the shop's watering, not after plantedAt.
    expect(watering(await dashboardOn(who, plant.id, '2026-03-15'))).toEqual([
      ['WATERING', '2026-03-15'],
    ]);
  });

  it('UNKNOWN starts halfway through the interval: a plant kept for months is not overdue', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(
      who,
      {
        plantedAt: '2025-06-01',
        wateringFrequency: 7,
        airExposureFrequency: 3,
        repottingFrequency: 365,
        lastCare: { WATERING: 'UNKNOWN', AIR_EXPOSURE: 'UNKNOWN', REPOTTING: 'UNKNOWN' },
      },
      '2026-03-12',
    );
    // today − ⌊frequency / 2⌋.
    expect([plant.lastWateredOn, plant.lastAiredOn, plant.lastRepottedOn]).toEqual([
      '2026-03-09',
      '2026-03-11',
      '2025-09-11',
    ]);
    const today = await dashboardOn(who, plant.id, '2026-03-12');
    expect(today).toMatchObject({ dayWithWater: 3, dayWithWind: 1, dayWithRepot: 182 });
    expect(today.todos).toEqual([]);
    // Airing every 3 days comes in ⌈3 / 2⌉ = 2.
    expect(careTodos(await dashboardOn(who, plant.id, '2026-03-13'))).toEqual([]);
    expect(careTodos(await dashboardOn(who, plant.id, '2026-03-14'))).toEqual([
      ['AIR_EXPOSURE', '2026-03-14'],
    ]);
    // The first watering comes in ⌈7 / 2⌉ = 4 days.
    const fourDays = await dashboardOn(who, plant.id, '2026-03-16');
    expect(careTodos(fourDays).filter(([kind]) => kind === 'WATERING')).toEqual([
      ['WATERING', '2026-03-16'],
    ]);
  });

  it('without lastCare an API caller counts from plantedAt, as before; a kind left out too', async () => {
    const who = await signIn(t.app, t.db);
    const none = await register(
      who,
      { plantedAt: '2026-03-02', wateringFrequency: 7, airExposureFrequency: 30 },
      '2026-03-12',
    );
    expect(none.lastWateredOn).toBe('2026-03-02');
    expect(careTodos(await dashboardOn(who, none.id, '2026-03-12'))).toEqual([
      ['WATERING', '2026-03-09'],
    ]);
    const some = await register(
      who,
      {
        plantedAt: '2026-03-02',
        wateringFrequency: 7,
        airExposureFrequency: 30,
        lastCare: { WATERING: '2026-03-11' },
      },
      '2026-03-12',
    );
    expect([some.lastWateredOn, some.lastAiredOn]).toEqual(['2026-03-11', '2026-03-02']);
    expect(careTodos(await dashboardOn(who, some.id, '2026-03-12'))).toEqual([]);
  });

  it('the last care is the later of the anchor and the newest event', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await register(
      who,
      { plantedAt: '2026-03-01', lastCare: { WATERING: '2026-03-10' } },
      '2026-03-12',
    );
    // An older watering recorded afterwards does not move the count back…
    await createCareEvent(
      t.db,
      who.id,
      plant.id,
      { kind: 'WATERING', date: '2026-03-05' },
      noon('2026-03-12'),
    );
    expect((await dashboardOn(who, plant.id, '2026-03-12')).dayWithWater).toBe(2);
    // …a newer one does.
    await createCareEvent(
      t.db,
      who.id,
      plant.id,
      { kind: 'WATERING', date: '2026-03-11' },
      noon('2026-03-12'),
    );
    expect((await dashboardOn(who, plant.id, '2026-03-12')).dayWithWater).toBe(1);
  });
});

describe('lastCare is checked at the edge (POST /plants)', () => {
  it('refuses a future day, a wrong word or an unknown kind with 400, registering nothing', async () => {
    const who = await signIn(t.app, t.db);
    const bodies = [
      { lastCare: { WATERING: '2999-01-01' } },
      { lastCare: { WATERING: '1989-12-31' } },
      { lastCare: { WATERING: 'SOMETIME' } },
      { lastCare: { WATERING: '2026-02-30' } },
      { lastCare: { PRUNING: 'UNKNOWN' } },
    ];
    for (const extra of bodies) {
      const reply = await call(t.app, 'POST', '/v1/plants', who, {
        plantedAt: '2026-03-01',
        ...extra,
      });
      expect(reply.status, JSON.stringify(extra)).toBe(400);
      expect([MESSAGES.plantDateRange, MESSAGES.careKind]).toContain(reply.body.message);
    }
    const future = await call(t.app, 'POST', '/v1/plants', who, {
      plantedAt: '2026-03-01',
      lastCare: { WATERING: '2999-01-01' },
    });
    expect(future.body.message).toBe(MESSAGES.plantDateRange);
    expect(await t.db.select().from(plants).where(eq(plants.userId, who.id))).toEqual([]);
  });

  it('stores the answers as the plant’s anchors', async () => {
    const who = await signIn(t.app, t.db);
    const reply = await call(t.app, 'POST', '/v1/plants', who, {
      plantedAt: '2026-03-01',
      lastCare: { WATERING: '2026-02-20', REPOTTING: 'UNKNOWN' },
    });
    expect(reply.status).toBe(201);
    const plant = OnePlant.parse(reply.body).data;
    expect(plant.lastWateredOn).toBe('2026-02-20');
    const states = await t.db
      .select({ kind: plantCareStates.kind, anchorOn: plantCareStates.anchorOn })
      .from(plantCareStates)
      .where(eq(plantCareStates.plantId, plant.id));
    expect(states.map((s) => s.kind).sort()).toEqual(['REPOTTING', 'WATERING']);
  });
});
