import { PlantCreateBody } from '@chorok/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { noonInSeoul } from '../../test/plant-fixtures.ts';
import { findDueCare } from '../plants/due.ts';
import { createPlant } from '../plants/service.ts';
import type { ClaimedNotification, Deliver } from './deliver.ts';
import { createReminderRunner } from './runner.ts';
import { updateSettings } from './settings.ts';

/*
 * The reminder of 분무 (an optional care kind) as the server finds it: the plants module's
 * findDueCare on real plants, with an injected clock and a recording delivery. It names the care
 * when the plant's alarm for it and the user's switch are both on.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const delivered: ClaimedNotification[] = [];
const deliver: Deliver = async (notification) => {
  delivered.push(notification);
  return [{ channel: 'OUTBOX', count: 1 }];
};
const sentTo = (who: Shopper) => delivered.filter((n) => n.userId === who.id);

/** 12 May 2026, noon in Seoul. */
const DAY = '2026-05-12';
const runOn = (day: string) =>
  createReminderRunner({ db: t.db, findDueCare, deliver }).run({
    at: noonInSeoul(day),
    ignoreHour: true,
  });

/**
 * A 몬스테라 registered two days before DAY: misting every 3 days (from halfway: due on DAY) and,
 * with `watering`, watered last a week before DAY (due on DAY too); nothing else due.
 */
async function mistedPlantOf(
  who: Shopper,
  options: { watering?: boolean; isMistingAlarm?: 0 | 1; mistingFrequency?: number | null } = {},
) {
  return createPlant(
    t.db,
    who.id,
    PlantCreateBody.parse({
      plantName: '몬스테라',
      plantedAt: '2026-05-01',
      wateringFrequency: 7,
      airExposureFrequency: 30,
      repottingFrequency: 365,
      mistingFrequency: options.mistingFrequency === undefined ? 3 : options.mistingFrequency,
      isMistingAlarm: options.isMistingAlarm ?? 1,
      lastCare: { WATERING: options.watering ? '2026-05-05' : '2026-05-10' },
    }),
    noonInSeoul('2026-05-10'),
  );
}

describe('a reminder of 분무', () => {
  it('names 분무 beside the watering when both are due', async () => {
    const who = await signIn(t.app, t.db);
    const plant = await mistedPlantOf(who, { watering: true });
    await runOn(DAY);
    expect(sentTo(who)).toMatchObject([
      { title: '오늘 돌봐 줄 식물이 1개 있어요', body: '몬스테라 물 주기·분무하기' },
    ]);
    const only = await signIn(t.app, t.db);
    await mistedPlantOf(only);
    await runOn(DAY);
    expect(sentTo(only).map((n) => n.body)).toEqual(['몬스테라 분무하기']);
    expect(plant.mistingFrequency).toBe(3);
  });

  it("leaves 분무 out when the user's misting switch is off", async () => {
    const who = await signIn(t.app, t.db);
    await mistedPlantOf(who, { watering: true });
    await updateSettings(t.db, who.id, { misting: false });
    await runOn(DAY);
    expect(sentTo(who).map((n) => n.body)).toEqual(['몬스테라 물 주기']);
    // With nothing else due, no reminder at all.
    const quiet = await signIn(t.app, t.db);
    await mistedPlantOf(quiet);
    await updateSettings(t.db, quiet.id, { misting: false });
    await runOn(DAY);
    expect(sentTo(quiet)).toEqual([]);
  });

  it("leaves 분무 out when the plant's misting alarm is off, or misting is", async () => {
    const who = await signIn(t.app, t.db);
    await mistedPlantOf(who, { watering: true, isMistingAlarm: 0 });
    await runOn(DAY);
    expect(sentTo(who).map((n) => n.body)).toEqual(['몬스테라 물 주기']);
    const off = await signIn(t.app, t.db);
    await mistedPlantOf(off, { watering: true, mistingFrequency: null });
    await runOn(DAY);
    expect(sentTo(off).map((n) => n.body)).toEqual(['몬스테라 물 주기']);
  });
});
