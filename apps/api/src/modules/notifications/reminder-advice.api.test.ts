import { type Sido, type Weather } from '@chorok/contract';
import { Plant, PlantDashboardItem, SentNotification, envelope } from '@chorok/contract/schemas';
import { deviceInfos, pushOutbox } from '@chorok/db';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { call } from '../../test/plant-fixtures.ts';
import { addDays, seoulDate } from '../plants/seoul-date.ts';
import type { WeatherProvider } from '../weather/provider.ts';
import { updateSettings } from './settings.ts';

/*
 * The reminder as the server sends it (the plants module's findDueCare, the app's weather) on a
 * cold day: it says why airing is skipped in the words the dashboard uses, in the push and in
 * the notifications list alike.
 */

/** 3.8 °C and otherwise fair, everywhere. */
const cold: WeatherProvider = {
  current: async (sido: Sido, now: Date): Promise<Weather> => ({
    sido,
    source: 'forecast',
    temperatureC: 3.8,
    humidityPct: 60,
    condition: 'CLEAR',
    airQuality: 'GOOD',
    observedAt: now.toISOString(),
  }),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { rateLimitPerMinute: 0, orderSweepIntervalMs: 0 },
    { weatherProvider: cold },
  );
});
afterAll(async () => {
  await t?.close();
});

const Dashboard = envelope(z.array(PlantDashboardItem));
const Notifications = envelope(z.array(SentNotification));

/** A plant watered and aired last 8 days ago: by frequency both watering (7) and airing (3) are due. */
async function plantDueForBoth(who: Shopper) {
  const reply = await call(t.app, 'POST', '/v1/plants', who, {
    plantName: '몬스테라',
    plantedAt: addDays(seoulDate(new Date()), -8),
    address: '서울 마포구',
    wateringFrequency: 7,
    airExposureFrequency: 3,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return envelope(Plant).parse(reply.body).data;
}

async function runReminders() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/reminders/run',
    headers: { 'x-admin-secret': t.config.adminSecret },
    payload: { ignoreHour: true },
  });
  expect(response.statusCode).toBe(200);
}

async function notificationsOf(who: Shopper) {
  const reply = await call(t.app, 'GET', '/v1/notifications', who);
  expect(reply.status).toBe(200);
  return Notifications.parse(reply.body).data;
}

describe('a cold day’s reminder', () => {
  it('says why airing is skipped, in the dashboard’s words, in the push and in the list', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await plantDueForBoth(who);
    await t.db.insert(deviceInfos).values({
      userId: who.id,
      fcmToken: `cold-${who.id}`,
      deviceType: 'android',
      deviceModel: 'Galaxy',
    });

    const dashboard = await call(t.app, 'GET', '/v1/plants/dashboard', who);
    const [item] = Dashboard.parse(dashboard.body).data;
    expect(item!.dayWithWind).toBeGreaterThanOrEqual(item!.airExposureFrequency);
    expect(item!.weather.temperatureC).toBe(3.8);
    const airing = item!.advice.find((a) => a.kind === 'AIR_EXPOSURE')!;
    expect(airing.effect).toBe('SKIP');
    // The weather line shows Math.round(3.8) = 4 °C; the advice says the same.
    expect(airing.message).toBe(
      '기온이 4°C로 낮아요. 찬 바람은 잎을 상하게 하니 오늘은 창문을 닫아 두세요.',
    );

    await runReminders();
    const [sent, ...older] = await notificationsOf(who);
    expect(older).toEqual([]);
    expect(sent).toMatchObject({
      title: '오늘 돌봐 줄 식물이 1개 있어요',
      body: `몬스테라 물 주기\n${airing.message}`,
      kinds: ['WATERING'],
      plantIds: [plant.id],
    });
    const [pushed] = await t.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.notificationId, sent!.id));
    expect(pushed!.payload).toMatchObject({ title: sent!.title, body: sent!.body });
  });

  it('leaves the airing out when its reminders are turned off (and waits no longer to water)', async () => {
    const who = await signIn(t.app, t.db);
    await plantDueForBoth(who);
    await updateSettings(t.db, who.id, { airExposure: false });
    await runReminders();
    const [sent] = await notificationsOf(who);
    // The cold's other advice, "water a day later", does not belong beside a watering due today.
    expect(sent!.body).toBe('몬스테라 물 주기');
  });
});
