import { MESSAGES } from '@chorok/contract';
import { CareCalendar, Plant, envelope } from '@chorok/contract/schemas';
import { plantTodos } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call, noonInSeoul, steadyWeather } from '../../test/plant-fixtures.ts';
import { updateSettings } from '../notifications/settings.ts';
import { careCalendar } from './calendar.ts';
import { addDays, seoulDate } from './seoul-date.ts';

/* The care calendar (GET /plants/calendar): 14 days of every plant's care, read only. */

let t: TestApp;
const OnePlant = envelope(Plant);
const Calendar = envelope(CareCalendar);

/** Cold (2°C): no airing today, watering a day later. */
const cold = steadyWeather(2);

const noon = noonInSeoul;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newPlant(who: Shopper, body: Record<string, unknown>) {
  const reply = await call(t.app, 'POST', '/v1/plants', who, {
    airExposureFrequency: 700,
    repottingFrequency: 700,
    ...body,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return OnePlant.parse(reply.body).data;
}

/** "MM-DD kind state" of one plant's care, day by day. */
const careOf = (calendar: CareCalendar, plantId: number) =>
  calendar.days.flatMap((d) =>
    d.items
      .filter((i) => i.plantId === plantId)
      .map((i) => `${d.date.slice(5)} ${i.kind} ${i.state}`),
  );

describe('GET /plants/calendar', () => {
  it("gives 14 days of the caller's own plants' care, each on the days it falls due", async () => {
    const who = await signIn(t.app, t.db);
    const stranger = await signIn(t.app, t.db);
    const today = seoulDate(new Date());
    const yesterday = addDays(today, -1);
    const fern = await newPlant(who, {
      plantName: '고사리',
      plantedAt: yesterday,
      wateringFrequency: 3,
      airExposureFrequency: 7,
    });
    const moss = await newPlant(who, {
      plantName: '이끼',
      plantedAt: yesterday,
      wateringFrequency: 1,
    });
    const theirs = await newPlant(stranger, { plantedAt: yesterday, wateringFrequency: 1 });

    const reply = await call(t.app, 'GET', '/v1/plants/calendar', who);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const calendar = Calendar.parse(reply.body).data;
    expect(calendar.from).toBe(today);
    expect(calendar.days.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => addDays(today, i)),
    );
    const day = (n: number) => addDays(today, n).slice(5);
    expect(careOf(calendar, fern.id)).toEqual([
      `${day(2)} WATERING DUE`,
      `${day(5)} WATERING DUE`,
      `${day(6)} AIR_EXPOSURE DUE`,
      `${day(8)} WATERING DUE`,
      `${day(11)} WATERING DUE`,
      `${day(13)} AIR_EXPOSURE DUE`,
    ]);
    expect(careOf(calendar, moss.id)).toHaveLength(14);
    expect(calendar.days.flatMap((d) => d.items).some((i) => i.plantId === theirs.id)).toBe(false);
    const first = calendar.days[2]!.items.find((i) => i.plantId === fern.id)!;
    expect(first).toMatchObject({ plantName: '고사리', reminded: true, hold: null });
    expect(calendar).toMatchObject({
      reminderHour: 9,
      remindersOn: {
        watering: true,
        airExposure: true,
        repotting: true,
        fertilizing: true,
        misting: true,
        leafWiping: true,
      },
    });

    // A later window: the same days, in step.
    const later = await call(t.app, 'GET', `/v1/plants/calendar?from=${addDays(today, 5)}`, who);
    expect(later.status).toBe(200);
    const laterCare = careOf(Calendar.parse(later.body).data, fern.id);
    expect(laterCare.slice(0, 3)).toEqual([
      `${day(5)} WATERING DUE`,
      `${day(6)} AIR_EXPOSURE DUE`,
      `${day(8)} WATERING DUE`,
    ]);
  });

  it('refuses a `from` before today, too far ahead or not a date (400), and asks to sign in', async () => {
    const who = await signIn(t.app, t.db);
    const today = seoulDate(new Date());
    for (const from of [addDays(today, -1), addDays(today, 57), '2026-13-01', 'tomorrow']) {
      const reply = await call(t.app, 'GET', `/v1/plants/calendar?from=${from}`, who);
      expect([from, reply.status, reply.body.message]).toEqual([from, 400, MESSAGES.calendarFrom]);
    }
    expect(
      (await call(t.app, 'GET', `/v1/plants/calendar?from=${addDays(today, 56)}`, who)).status,
    ).toBe(200);
    expect((await call(t.app, 'GET', '/v1/plants/calendar')).status).toBe(401);
  });

  it('puts the watering a hot day brings forward on today, as the dashboard does', async () => {
    const who = await signIn(t.app, t.db);
    // Last watered 2026-07-03 every 7 days: due on 07-10, a day early (07-09) in 33 °C heat.
    const plant = await newPlant(who, {
      plantedAt: '2026-07-01',
      wateringFrequency: 7,
      lastCare: { WATERING: '2026-07-03' },
    });
    const hot = steadyWeather(33);
    const calendar = await careCalendar(t.db, hot, who.id, noon('2026-07-09'));
    expect(careOf(calendar, plant.id).slice(0, 2)).toEqual([
      '07-09 WATERING DUE',
      '07-17 WATERING DUE',
    ]);
    // A mild day leaves it where the interval puts it.
    const mild = await careCalendar(t.db, steadyWeather(20), who.id, noon('2026-07-09'));
    expect(careOf(mild, plant.id)[0]).toBe('07-10 WATERING DUE');
  });

  it("shows overdue care once on today with today's weather hold, marks reminders, and creates no to-dos", async () => {
    const who = await signIn(t.app, t.db);
    // Planted long ago: watering (7) and airing (10) overdue; airing's alarm off.
    const plant = await newPlant(who, {
      plantedAt: '2026-01-01',
      wateringFrequency: 7,
      airExposureFrequency: 10,
      isWindAlarm: 0,
    });
    // 2026-03-10 is a Tuesday; Thursdays (4) are quiet.
    await updateSettings(t.db, who.id, { hour: 20, quietDays: [4], repotting: false });
    const calendar = await careCalendar(t.db, cold, who.id, noon('2026-03-10'));

    expect(careOf(calendar, plant.id).slice(0, 4)).toEqual([
      '03-10 WATERING OVERDUE',
      '03-10 AIR_EXPOSURE OVERDUE',
      '03-17 WATERING DUE',
      '03-20 AIR_EXPOSURE DUE',
    ]);
    const [water, air] = calendar.days[0]!.items;
    // Overdue watering is due even a day later; airing is held by the cold.
    expect(water).toMatchObject({ kind: 'WATERING', reminded: true, hold: null });
    expect(air).toMatchObject({ kind: 'AIR_EXPOSURE', reminded: false });
    expect(air!.hold).toContain('2°C');
    // No forecasts: later days have no holds.
    expect(calendar.days.slice(1).flatMap((d) => d.items.map((i) => i.hold))).not.toContain(
      expect.any(String),
    );
    const thursday = calendar.days.find((d) => d.date === '2026-03-12')!;
    expect([thursday.weekday, thursday.quiet]).toEqual([4, true]);
    expect(calendar.days[0]).toMatchObject({ weekday: 2, quiet: false });
    expect(calendar).toMatchObject({
      reminderHour: 20,
      remindersOn: {
        watering: true,
        airExposure: true,
        repotting: false,
        fertilizing: true,
        misting: true,
        leafWiping: true,
      },
    });

    expect(await t.db.select().from(plantTodos).where(eq(plantTodos.plantId, plant.id))).toEqual(
      [],
    );
  });

  it("once today's reminder hour has passed, today's care is no longer to be reminded", async () => {
    const who = await signIn(t.app, t.db);
    const plant = await newPlant(who, { plantedAt: '2026-03-01', wateringFrequency: 1 });
    await updateSettings(t.db, who.id, { hour: 20 });
    const remindedOn = async (at: Date) =>
      (await careCalendar(t.db, steadyWeather(20), who.id, at)).days
        .slice(0, 2)
        .map((d) => d.items.find((i) => i.plantId === plant.id)?.reminded);
    // 20:30 in Seoul: the hour is still on; 21:00: it has passed, tomorrow's still comes.
    expect(await remindedOn(new Date('2026-03-10T11:30:00Z'))).toEqual([true, true]);
    expect(await remindedOn(new Date('2026-03-10T12:00:00Z'))).toEqual([false, true]);
  });

  it('a quiet day is not reminded', async () => {
    const who = await signIn(t.app, t.db);
    const today = seoulDate(new Date());
    const plant = await newPlant(who, { plantedAt: addDays(today, -1), wateringFrequency: 1 });
    await updateSettings(t.db, who.id, { quietDays: [0, 1, 2, 3, 4, 5, 6] });
    const reply = await call(t.app, 'GET', '/v1/plants/calendar', who);
    const calendar = Calendar.parse(reply.body).data;
    expect(calendar.days.every((d) => d.quiet)).toBe(true);
    const items = calendar.days.flatMap((d) => d.items).filter((i) => i.plantId === plant.id);
    expect(items).toHaveLength(14);
    expect(items.every((i) => !i.reminded)).toBe(true);
  });
});
