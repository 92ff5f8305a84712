import { notifications } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { fakeDueCare, type DuePlant } from '../../test/due-care-fake.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { ClaimedNotification, Deliver } from './deliver.ts';
import { createReminderRunner } from './runner.ts';
import { updateSettings } from './settings.ts';

/* The scheduler's rules, with an injected clock, a fake findDueCare and a recording delivery. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

const due = fakeDueCare();
const { findDueCare } = due;

const delivered: ClaimedNotification[] = [];
const deliver: Deliver = async (notification) => {
  delivered.push(notification);
  return [{ channel: 'OUTBOX', count: 1 }];
};
const runner = () => createReminderRunner({ db: t.db, findDueCare, deliver });

async function plantOwner(plants: DuePlant[]): Promise<Shopper> {
  const who = await signIn(t.app, t.db);
  due.set(who.id, plants);
  return who;
}

const sentTo = (who: Shopper) => delivered.filter((n) => n.userId === who.id);
const rowsOf = (who: Shopper) =>
  t.db.select().from(notifications).where(eq(notifications.userId, who.id));

describe('when reminders go out', () => {
  it('sends at the user’s hour in Asia/Seoul: 00:30 UTC is 09:30 in Seoul', async () => {
    const morning = await plantOwner([{ plantId: 1, plantName: '몬스테라', kinds: ['WATERING'] }]);
    const evening = await plantOwner([{ plantId: 2, plantName: '스투키', kinds: ['WATERING'] }]);
    await updateSettings(t.db, evening.id, { hour: 20 });

    const atNine = await runner().run({ at: new Date('2026-03-02T00:30:00Z') });
    expect(atNine).toMatchObject({ day: '2026-03-02', hour: 9 });
    expect(sentTo(morning)).toHaveLength(1);
    expect(sentTo(evening)).toHaveLength(0);

    await runner().run({ at: new Date('2026-03-02T10:59:00Z') }); // 19:59 Seoul
    expect(sentTo(evening)).toHaveLength(0);
    const atEight = await runner().run({ at: new Date('2026-03-02T11:00:00Z') }); // 20:00 Seoul
    expect(atEight).toMatchObject({ day: '2026-03-02', hour: 20 });
    expect(sentTo(evening)).toHaveLength(1);
    expect(sentTo(morning)).toHaveLength(1);
  });

  it('counts the Seoul day, not the UTC one: 15:30 UTC is already tomorrow 00:30 in Seoul', async () => {
    const owl = await plantOwner([{ plantId: 3, plantName: '선인장', kinds: ['WATERING'] }]);
    await updateSettings(t.db, owl.id, { hour: 0 });
    const result = await runner().run({ at: new Date('2026-03-02T15:30:00Z') });
    expect(result).toMatchObject({ day: '2026-03-03', hour: 0 });
    expect((await rowsOf(owl)).map((row) => row.day)).toEqual(['2026-03-03']);
  });

  it('keeps quiet days quiet (Seoul weekday), and sends the next day', async () => {
    const who = await plantOwner([{ plantId: 4, plantName: '고무나무', kinds: ['AIR_EXPOSURE'] }]);
    await updateSettings(t.db, who.id, { quietDays: [1] }); // Monday
    await runner().run({ at: new Date('2026-06-01T00:10:00Z') }); // Monday 09:10 Seoul
    expect(sentTo(who)).toHaveLength(0);
    await runner().run({ at: new Date('2026-06-01T00:10:00Z'), ignoreHour: true });
    expect(sentTo(who)).toHaveLength(0);
    await runner().run({ at: new Date('2026-06-02T00:10:00Z') }); // Tuesday
    expect(sentTo(who)).toHaveLength(1);
  });

  it('ignoreHour sends to everyone due today whatever their hour', async () => {
    const who = await plantOwner([{ plantId: 5, plantName: '호야', kinds: ['REPOTTING'] }]);
    await updateSettings(t.db, who.id, { hour: 22 });
    await runner().run({ at: new Date('2026-04-01T03:00:00Z'), ignoreHour: true });
    expect(sentTo(who)).toHaveLength(1);
  });
});

describe('what goes out', () => {
  it('one grouped notification per user, naming plants and what to do', async () => {
    const who = await plantOwner([
      { plantId: 11, plantName: '몬스테라', kinds: ['WATERING'] },
      { plantId: 12, plantName: '스투키', kinds: ['AIR_EXPOSURE'] },
      { plantId: 13, plantName: '', kinds: ['WATERING', 'REPOTTING'] },
      { plantId: 14, plantName: '올리브', kinds: ['MY_TASK'], myTasks: ['영양제 주기'] },
    ]);
    const result = await runner().run({ at: new Date('2026-05-05T00:00:00Z') });
    expect(result.notifiedUsers).toBeGreaterThanOrEqual(1);
    expect(sentTo(who)).toHaveLength(1);
    const [row] = await rowsOf(who);
    expect(row).toMatchObject({
      day: '2026-05-05',
      title: '오늘 돌봐 줄 식물이 4개 있어요',
      body: '몬스테라 물 주기, 스투키 환기하기, 식물 물 주기·분갈이하기 외 1개',
      url: '/plants/manage',
      plantIds: [11, 12, 13, 14],
      deliveries: [{ channel: 'OUTBOX', count: 1 }],
    });
    expect([...(row?.kinds ?? [])].sort()).toEqual(
      ['AIR_EXPOSURE', 'MY_TASK', 'REPOTTING', 'WATERING'].sort(),
    );
    expect(sentTo(who)[0]).toMatchObject({
      title: row?.title,
      url: row?.url,
      notificationId: row?.id,
    });
  });

  it('one plant leads to its page; kinds turned off in the settings are left out', async () => {
    const who = await plantOwner([
      { plantId: 21, plantName: '몬스테라', kinds: ['WATERING', 'AIR_EXPOSURE'] },
      { plantId: 22, plantName: '스투키', kinds: ['WATERING'] },
    ]);
    await updateSettings(t.db, who.id, { watering: false });
    await runner().run({ at: new Date('2026-05-06T00:00:00Z') });
    const [row] = await rowsOf(who);
    expect(row).toMatchObject({
      title: '오늘 돌봐 줄 식물이 1개 있어요',
      body: '몬스테라 환기하기',
      url: '/plants/setting/21',
      kinds: ['AIR_EXPOSURE'],
      plantIds: [21],
    });
  });

  it('nothing at all when every due kind is turned off', async () => {
    const who = await plantOwner([{ plantId: 31, plantName: '호접란', kinds: ['MY_TASK'] }]);
    await updateSettings(t.db, who.id, { myTask: false });
    await runner().run({ at: new Date('2026-05-07T00:00:00Z') });
    expect(await rowsOf(who)).toEqual([]);
  });
});

describe('exactly once', () => {
  it('a second run the same day sends nothing', async () => {
    const who = await plantOwner([{ plantId: 41, plantName: '몬스테라', kinds: ['WATERING'] }]);
    const at = new Date('2026-07-01T00:05:00Z');
    await runner().run({ at });
    const again = await runner().run({ at: new Date('2026-07-01T00:45:00Z') });
    expect(again.notifiedUsers).toBe(0);
    await runner().run({ at, ignoreHour: true });
    expect(sentTo(who)).toHaveLength(1);
    expect(await rowsOf(who)).toHaveLength(1);
  });

  it('two runners started at once: one notification row and one delivery per user', async () => {
    const people = await Promise.all(
      [0, 1, 2].map((i) =>
        plantOwner([{ plantId: 50 + i, plantName: `식물${i}`, kinds: ['WATERING'] }]),
      ),
    );
    const at = new Date('2026-07-02T00:05:00Z');
    const [a, b] = await Promise.all([runner().run({ at }), runner().run({ at })]);
    for (const who of people) {
      expect(sentTo(who)).toHaveLength(1);
      expect(await rowsOf(who)).toHaveLength(1);
    }
    expect(a.notifiedUsers + b.notifiedUsers).toBeGreaterThanOrEqual(3);
  });

  it('left accounts get nothing', async () => {
    const who = await plantOwner([{ plantId: 61, plantName: '몬스테라', kinds: ['WATERING'] }]);
    const left = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/leave',
      headers: who.headers,
      payload: { reason: 'RARELY_USED' },
    });
    expect(left.statusCode).toBe(200);
    await runner().run({ at: new Date('2026-07-03T00:05:00Z'), ignoreHour: true });
    expect(sentTo(who)).toHaveLength(0);
  });
});
