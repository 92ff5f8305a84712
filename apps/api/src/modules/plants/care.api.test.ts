import { MESSAGES, PLANT, type Sido, type Weather } from '@chorok/contract';
import {
  CareEvent,
  Plant,
  PlantDashboardItem,
  PlantTodo,
  envelope,
} from '@chorok/contract/schemas';
import { plantCareEvents, plantTodos, plants } from '@chorok/db';
import { and, eq, isNull } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call } from '../../test/plant-fixtures.ts';
import type { WeatherProvider } from '../weather/provider.ts';
import { WeatherService } from '../weather/service.ts';
import { plantDashboard } from './dashboard.ts';
import { findDueCare } from './due.ts';
import { seoulDate } from './seoul-date.ts';

let t: TestApp;
let monstera: InsertedProduct;

const OnePlant = envelope(Plant);
const Dashboard = envelope(z.array(PlantDashboardItem));
const OneTodo = envelope(PlantTodo);
const OneEvent = envelope(CareEvent);
const Events = envelope(z.array(CareEvent));

/** Fixed weather, so the advice (and the to-dos it moves) is known. */
function fixedWeather(overrides: Partial<Weather> = {}): WeatherService {
  const provider: WeatherProvider = {
    current: async (sido: Sido, now: Date) => ({
      sido,
      source: 'climatology',
      temperatureC: 20,
      humidityPct: 60,
      condition: 'CLEAR',
      airQuality: 'GOOD',
      observedAt: now.toISOString(),
      ...overrides,
    }),
  };
  return new WeatherService(provider);
}

beforeAll(async () => {
  t = await createTestApp();
  [monstera] = (await insertProducts(t.db, [{ name: '몬스테라' }])) as [InsertedProduct];
});
afterAll(async () => {
  await t?.close();
});

async function newPlant(who: Shopper, body: Record<string, unknown>) {
  const reply = await call(t.app, 'POST', '/v1/plants', who, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return OnePlant.parse(reply.body).data;
}

const careRows = (plantId: number) =>
  t.db.select().from(plantCareEvents).where(eq(plantCareEvents.plantId, plantId));
const openTodoRows = (plantId: number) =>
  t.db
    .select()
    .from(plantTodos)
    .where(and(eq(plantTodos.plantId, plantId), isNull(plantTodos.doneAt)));

describe('dashboard day counts (Asia/Seoul days)', () => {
  it('counts across a month boundary and the UTC/Seoul day boundary', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2026-03-01' });
    await t.db.insert(plantCareEvents).values([
      { plantId: plant.id, kind: 'WATERING', date: '2026-03-29' },
      { plantId: plant.id, kind: 'WATERING', date: '2026-03-20' },
    ]);
    const weather = fixedWeather();

    // 23:59 on 31 March in Seoul.
    const [march] = await plantDashboard(t.db, weather, who.id, new Date('2026-03-31T14:59:00Z'));
    expect(march).toMatchObject({
      dayWithPlant: 30,
      dayWithWater: 2,
      dayWithWind: 30,
      dayWithRepot: 30,
    });
    // 15:30 UTC on 31 March is 00:30 on 1 April in Seoul.
    const [april] = await plantDashboard(t.db, weather, who.id, new Date('2026-03-31T15:30:00Z'));
    expect(april).toMatchObject({
      dayWithPlant: 31,
      dayWithWater: 3,
      dayWithWind: 31,
      dayWithRepot: 31,
    });
    // The day it came home counts 0.
    const [first] = await plantDashboard(t.db, weather, who.id, new Date('2026-02-28T15:00:00Z'));
    expect(first!.dayWithPlant).toBe(0);
  });

  it('gives the contract item with weather, advice and care words (GET /plants/dashboard)', async () => {
    const who = await signIn(t.app, t.db);
    await newPlant(who, {
      plantedAt: '2025-05-01',
      address: '제주 서귀포시',
      wateringFrequency: 14,
    });
    await newPlant(who, { productId: monstera.id, plantedAt: '2025-05-01', address: '화성 기지' });
    const reply = await call(t.app, 'GET', '/v1/plants/dashboard', who);
    expect(reply.status).toBe(200);
    const [fromProduct, byHand] = Dashboard.parse(reply.body).data;
    expect(byHand!.weather.sido).toBe('제주특별자치도');
    expect(byHand!.wateringDesc).toBe('14일마다 흙이 마르면 흠뻑 주세요.');
    expect(byHand!.repottingDesc).toBe('1년마다 한 치수 큰 화분으로 옮겨 심어 주세요.');
    // An address that names no known region falls back to Seoul.
    expect(fromProduct!.weather.sido).toBe('서울특별시');
    expect(fromProduct!.wateringDesc).toBe('겉흙이 마르면 흠뻑');
    // Advice for airing and repotting every day; watering's depends on the season (and "water a
    // day later" is left out beside a watering that is due).
    expect(fromProduct!.advice.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['AIR_EXPOSURE', 'REPOTTING']),
    );
    expect(fromProduct!.advice.every((a) => a.message.length > 0)).toBe(true);
  });
});

describe('care to-dos', () => {
  it('are generated once, however many dashboards are read at once', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2026-03-01' });
    const weather = fixedWeather();
    const now = new Date('2026-03-31T03:00:00Z');
    const results = await Promise.all([
      plantDashboard(t.db, weather, who.id, now),
      plantDashboard(t.db, weather, who.id, now),
      plantDashboard(t.db, weather, who.id, now),
    ]);
    for (const [item] of results)
      expect(item!.todos.map((todo) => [todo.kind, todo.todo, todo.dueOn])).toEqual([
        ['AIR_EXPOSURE', '환기하기', '2026-03-04'],
        ['WATERING', '물 주기', '2026-03-08'],
      ]);
    expect(await openTodoRows(plant.id)).toHaveLength(2);
    await plantDashboard(t.db, weather, who.id, now);
    expect(await openTodoRows(plant.id)).toHaveLength(2);
  });

  it('read in today’s words: an airing to-do stored as 통풍시키기 reads 환기하기', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2026-03-01' });
    await t.db
      .insert(plantTodos)
      .values({ plantId: plant.id, kind: 'AIR_EXPOSURE', todo: '통풍시키기', dueOn: '2026-03-04' });
    const [item] = await plantDashboard(
      t.db,
      fixedWeather(),
      who.id,
      new Date('2026-03-31T03:00:00Z'),
    );
    const airing = item!.todos.filter((todo) => todo.kind === 'AIR_EXPOSURE');
    expect(airing.map((todo) => todo.todo)).toEqual(['환기하기']);
  });

  it('done: records the care today and leaves the list; repeating is harmless', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2025-01-01' });
    const [item] = Dashboard.parse(
      (await call(t.app, 'GET', '/v1/plants/dashboard', who)).body,
    ).data;
    const watering = item!.todos.find((todo) => todo.kind === 'WATERING')!;
    const url = `/v1/plants/${plant.id}/todos/${watering.id}/done`;
    const done = await call(t.app, 'PATCH', url, who);
    expect(done.status).toBe(200);
    expect(OneTodo.parse(done.body).data).toEqual(watering);
    const again = await call(t.app, 'PATCH', url, who);
    expect(again.status).toBe(200);
    expect(OneTodo.parse(again.body).data).toEqual(watering);

    const events = await careRows(plant.id);
    expect(events.map((e) => [e.kind, e.date])).toEqual([['WATERING', seoulDate(new Date())]]);
    const after = Dashboard.parse(
      (await call(t.app, 'GET', '/v1/plants/dashboard', who)).body,
    ).data;
    expect(after[0]!.todos.map((todo) => todo.kind)).not.toContain('WATERING');
    expect(after[0]!.dayWithWater).toBe(0);

    const missing = await call(t.app, 'PATCH', `/v1/plants/${plant.id}/todos/999999/done`, who);
    expect([missing.status, missing.body.message]).toEqual([404, MESSAGES.todoNotFound]);
  });

  it('a care event on or after the due day clears the open to-do of its kind', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2026-03-01' });
    await plantDashboard(t.db, fixedWeather(), who.id, new Date('2026-03-31T03:00:00Z'));
    const base = `/v1/plants/${plant.id}/care-events`;
    // Before the air exposure was due (3/4): the to-do stays.
    expect(
      (await call(t.app, 'POST', base, who, { kind: 'AIR_EXPOSURE', date: '2026-03-03' })).status,
    ).toBe(201);
    expect((await openTodoRows(plant.id)).map((r) => r.kind).sort()).toEqual([
      'AIR_EXPOSURE',
      'WATERING',
    ]);
    expect(
      (await call(t.app, 'POST', base, who, { kind: 'AIR_EXPOSURE', date: '2026-03-04' })).status,
    ).toBe(201);
    expect((await openTodoRows(plant.id)).map((r) => r.kind)).toEqual(['WATERING']);
  });

  it('the weather moves watering a day and holds air exposure on a SKIP day', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, {
      plantedAt: '2026-03-01',
      wateringFrequency: 7,
      airExposureFrequency: 3,
    });
    // Day 6: a hot day makes watering due a day early; fair air lets the airing through.
    const day6 = new Date('2026-03-07T03:00:00Z');
    const [hot] = await plantDashboard(t.db, fixedWeather({ temperatureC: 30 }), who.id, day6);
    expect(hot!.todos.map((todo) => [todo.kind, todo.dueOn])).toEqual([
      ['AIR_EXPOSURE', '2026-03-04'],
      ['WATERING', '2026-03-07'],
    ]);

    const other = await newPlant(who, {
      plantedAt: '2026-03-01',
      wateringFrequency: 7,
      airExposureFrequency: 3,
    });
    // Day 7 in the cold (4 °C): watering waits a day, airing is skipped.
    const day7 = new Date('2026-03-08T03:00:00Z');
    const cold = await plantDashboard(t.db, fixedWeather({ temperatureC: 4 }), who.id, day7);
    const coldItem = cold.find((item) => item.id === other.id)!;
    expect(coldItem.todos).toEqual([]);
    expect(coldItem.advice.find((a) => a.kind === 'AIR_EXPOSURE')!.effect).toBe('SKIP');
    // Day 8, still cold: now watering is due, a day late.
    const day8 = new Date('2026-03-09T03:00:00Z');
    const later = await plantDashboard(t.db, fixedWeather({ temperatureC: 4 }), who.id, day8);
    const laterItem = later.find((item) => item.id === other.id)!;
    expect(laterItem.todos.map((todo) => [todo.kind, todo.dueOn])).toEqual([
      ['WATERING', '2026-03-09'],
    ]);
    // The day before, "water a day later" explained the wait; beside the due watering it would
    // contradict the to-do, so it is gone (the airing advice stays).
    expect(coldItem.advice.find((a) => a.kind === 'WATERING')?.effect).toBe('LATER');
    expect(laterItem.advice.find((a) => a.kind === 'WATERING')).toBeUndefined();
    expect(laterItem.advice.find((a) => a.kind === 'AIR_EXPOSURE')!.effect).toBe('SKIP');
    expect(plant.id).not.toBe(other.id);
  });

  it("own to-dos: added, limited, deleted; generated ones can't be deleted", async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2025-01-01' });
    const base = `/v1/plants/${plant.id}/todos`;
    const mine = await call(t.app, 'POST', base, who, {
      todo: '  잎 닦아 주기 ',
      dueOn: '2025-02-01',
    });
    expect(mine.status).toBe(201);
    expect(OneTodo.parse(mine.body).data).toMatchObject({
      todo: '잎 닦아 주기',
      kind: 'MY_TASK',
      dueOn: '2025-02-01',
    });
    const noDate = OneTodo.parse(
      (await call(t.app, 'POST', base, who, { todo: '영양제' })).body,
    ).data;
    expect(noDate.dueOn).toBe(seoulDate(new Date()));

    for (const todo of ['', '   ', '가'.repeat(PLANT.todoMax + 1)]) {
      const bad = await call(t.app, 'POST', base, who, { todo });
      expect([bad.status, bad.body.message]).toEqual([400, MESSAGES.todoText]);
    }

    await t.db.insert(plantTodos).values(
      Array.from({ length: PLANT.maxOpenTodos - 2 }, () => ({
        plantId: plant.id,
        kind: 'MY_TASK' as const,
        todo: '할 일',
        dueOn: '2025-03-01',
      })),
    );
    const full = await call(t.app, 'POST', base, who, { todo: '하나 더' });
    expect([full.status, full.body.message]).toEqual([409, MESSAGES.todoLimit]);

    const deleted = await call(t.app, 'DELETE', `${base}/${OneTodo.parse(mine.body).data.id}`, who);
    expect(deleted.status).toBe(200);
    expect((await call(t.app, 'POST', base, who, { todo: '이제 돼요' })).status).toBe(201);

    const [item] = Dashboard.parse(
      (await call(t.app, 'GET', '/v1/plants/dashboard', who)).body,
    ).data;
    const generated = item!.todos.find((todo) => todo.kind === 'WATERING')!;
    const refused = await call(t.app, 'DELETE', `${base}/${generated.id}`, who);
    expect([refused.status, refused.body.message]).toEqual([409, MESSAGES.todoNotDeletable]);
    const missing = await call(t.app, 'DELETE', `${base}/999999`, who);
    expect([missing.status, missing.body.message]).toEqual([404, MESSAGES.todoNotFound]);
  });
});

describe('care events', () => {
  it('are listed latest first, filtered by kind, corrected and removed', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2025-01-01' });
    const base = `/v1/plants/${plant.id}/care-events`;
    const post = (kind: string, date: string) => call(t.app, 'POST', base, who, { kind, date });
    const a = OneEvent.parse((await post('WATERING', '2025-01-05')).body).data;
    await post('REPOTTING', '2025-02-01');
    await post('WATERING', '2025-01-20');

    const all = Events.parse((await call(t.app, 'GET', base, who)).body).data;
    expect(all.map((e) => [e.kind, e.date])).toEqual([
      ['REPOTTING', '2025-02-01'],
      ['WATERING', '2025-01-20'],
      ['WATERING', '2025-01-05'],
    ]);
    const watering = Events.parse(
      (await call(t.app, 'GET', `${base}?kind=WATERING`, who)).body,
    ).data;
    expect(watering).toHaveLength(2);
    expect((await call(t.app, 'GET', `${base}?kind=SINGING`, who)).status).toBe(400);

    const moved = await call(t.app, 'PATCH', `${base}/${a.id}`, who, { date: '2025-03-01' });
    expect(OneEvent.parse(moved.body).data.date).toBe('2025-03-01');
    const read = OnePlant.parse(
      (await call(t.app, 'GET', `/v1/plants/${plant.id}`, who)).body,
    ).data;
    expect([read.lastWateredOn, read.lastRepottedOn, read.lastAiredOn]).toEqual([
      '2025-03-01',
      '2025-02-01',
      '2025-01-01',
    ]);

    expect((await call(t.app, 'DELETE', `${base}/${a.id}`, who)).status).toBe(200);
    const gone = await call(t.app, 'DELETE', `${base}/${a.id}`, who);
    expect([gone.status, gone.body.message]).toEqual([404, MESSAGES.careEventNotFound]);
    const patchGone = await call(t.app, 'PATCH', `${base}/${a.id}`, who, { date: '2025-03-02' });
    expect([patchGone.status, patchGone.body.message]).toEqual([404, MESSAGES.careEventNotFound]);
  });

  it('must fall between plantedAt and today (Seoul)', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2025-01-10' });
    const base = `/v1/plants/${plant.id}/care-events`;
    for (const date of ['2025-01-09', '2099-01-01', '2025-13-01']) {
      const reply = await call(t.app, 'POST', base, who, { kind: 'WATERING', date });
      expect([reply.status, reply.body.message]).toEqual([400, MESSAGES.plantDateRange]);
    }
    expect(
      (await call(t.app, 'POST', base, who, { kind: 'WATERING', date: '2025-01-10' })).status,
    ).toBe(201);
    expect(await careRows(plant.id)).toHaveLength(1);
  });

  it('go with their plant, as do its to-dos', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2025-01-10' });
    await call(t.app, 'POST', `/v1/plants/${plant.id}/care-events`, who, {
      kind: 'WATERING',
      date: '2025-01-11',
    });
    await call(t.app, 'POST', `/v1/plants/${plant.id}/todos`, who, { todo: '분무' });
    expect((await call(t.app, 'DELETE', `/v1/plants/${plant.id}`, who)).status).toBe(200);
    expect(await careRows(plant.id)).toHaveLength(0);
    expect(
      await t.db.select().from(plantTodos).where(eq(plantTodos.plantId, plant.id)),
    ).toHaveLength(0);
  });
});

describe('findDueCare', () => {
  it('lists the care due today whose alarm is on, and own to-dos due', async () => {
    const who = await signIn(t.app, t.db);
    const other = await signIn(t.app, t.db);
    const now = new Date('2026-03-31T03:00:00Z');
    // Watering (7) and airing (3) due; repotting (365) not.
    const all = await newPlant(who, { plantedAt: '2026-03-01', plantName: '다 켜짐' });
    const quiet = await newPlant(who, {
      plantedAt: '2026-03-01',
      plantName: '물만',
      isWindAlarm: false,
      isMyTaskAlarm: 0,
    });
    // Named after its product; nothing due but its own to-do.
    const named = await newPlant(who, { productId: monstera.id, plantedAt: '2026-03-30' });
    await t.db.update(plants).set({ plantName: '' }).where(eq(plants.id, named.id));
    await t.db.insert(plantTodos).values([
      { plantId: named.id, kind: 'MY_TASK', todo: '영양제', dueOn: '2026-03-31' },
      { plantId: quiet.id, kind: 'MY_TASK', todo: '영양제', dueOn: '2026-03-31' },
      // Due tomorrow: not yet.
      { plantId: all.id, kind: 'MY_TASK', todo: '분무', dueOn: '2026-04-01' },
    ]);
    const nothingDue = await newPlant(who, { plantedAt: '2026-03-30', isMyTaskAlarm: 1 });
    await newPlant(other, { plantedAt: '2026-03-01' });

    const due = await findDueCare(t.db, now, [who.id]);
    const byPlant = new Map(due.map((d) => [d.plantId, d]));
    expect(byPlant.get(all.id)).toEqual({
      userId: who.id,
      plantId: all.id,
      plantName: '다 켜짐',
      kinds: ['WATERING', 'AIR_EXPOSURE'],
      myTasks: [],
      // Without the weather: no advice, nothing moved.
      advice: [],
      movedByWeather: [],
    });
    expect(byPlant.get(quiet.id)!.kinds).toEqual(['WATERING']);
    // The user's own to-do is named by its text, for the reminder to say.
    expect(byPlant.get(named.id)).toMatchObject({
      plantName: '몬스테라',
      kinds: ['MY_TASK'],
      myTasks: ['영양제'],
    });
    expect(byPlant.get(quiet.id)!.myTasks).toEqual([]);
    expect(byPlant.has(nothingDue.id)).toBe(false);
    expect(due.every((d) => d.userId === who.id)).toBe(true);

    const everyone = await findDueCare(t.db, now);
    expect(everyone.some((d) => d.userId === other.id)).toBe(true);
    expect(await findDueCare(t.db, now, [])).toEqual([]);
  });

  it('with the weather, says what the dashboard says: no airing in the cold, watering a day late', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, {
      plantedAt: '2026-03-01',
      wateringFrequency: 7,
      airExposureFrequency: 3,
    });
    // Day 7 at 4 °C: by frequency alone both are due; the weather skips airing and moves watering.
    const day7 = new Date('2026-03-08T03:00:00Z');
    const byFrequency = await findDueCare(t.db, day7, [who.id]);
    expect(byFrequency.find((d) => d.plantId === plant.id)!.kinds).toEqual([
      'WATERING',
      'AIR_EXPOSURE',
    ]);
    const cold = fixedWeather({ temperatureC: 4 });
    expect(await findDueCare(t.db, day7, [who.id], cold)).toEqual([]);
    const [dashboardItem] = await plantDashboard(t.db, cold, who.id, day7);
    expect(dashboardItem!.todos).toEqual([]);
    // Day 8, still cold: watering is due, a day late, in the reminder as on the dashboard, with
    // the dashboard's advice and airing marked as held back by the weather.
    const day8 = new Date('2026-03-09T03:00:00Z');
    const [onDashboard] = await plantDashboard(t.db, cold, who.id, day8);
    expect(await findDueCare(t.db, day8, [who.id], cold)).toEqual([
      {
        userId: who.id,
        plantId: plant.id,
        plantName: plant.plantName,
        kinds: ['WATERING'],
        myTasks: [],
        advice: onDashboard!.advice,
        movedByWeather: ['AIR_EXPOSURE'],
      },
    ]);
    expect(onDashboard!.advice.find((a) => a.kind === 'AIR_EXPOSURE')).toMatchObject({
      effect: 'SKIP',
      message: expect.stringContaining('기온이 4°C로 낮아요'),
    });
    // A hot day brings watering a day sooner (day 6 of 7): moved the other way.
    const day6 = new Date('2026-03-07T03:00:00Z');
    const [hot] = await findDueCare(t.db, day6, [who.id], fixedWeather({ temperatureC: 30 }));
    expect(hot).toMatchObject({
      kinds: ['WATERING', 'AIR_EXPOSURE'],
      movedByWeather: ['WATERING'],
    });
  });
});
