import { randomBytes } from 'node:crypto';
import { createDatabase, deviceInfos, migrate, notifications, pushOutbox } from '@chorok/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { signIn } from '../../test/catalogue-fixtures.ts';
import { createTestApp, testConfig } from '../../test/helper.ts';
import { fakeDueCare } from '../../test/due-care-fake.ts';
import { updateSettings } from './settings.ts';
import { seoulClock } from '@chorok/contract';

/* The scheduler as the server runs it: an interval in every process, on either database. */

const postgresUrl = process.env.TEST_DATABASE_URL;
const due = fakeDueCare();
const { findDueCare } = due;

async function waitFor<T>(check: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(postgresUrl)('embedded (PGlite): an interval in the server process', () => {
  it('sends at the user’s hour on its own, once', async () => {
    const t = await createTestApp(
      {
        rateLimitPerMinute: 0,
        orderSweepIntervalMs: 0,
        reminders: { ...testConfig().reminders, tickMs: 100 },
      },
      { findDueCare },
    );
    cleanup.push(() => t.close());
    const who = await signIn(t.app, t.db);
    due.set(who.id, [{ plantId: 1, plantName: '몬스테라', kinds: ['WATERING'] }]);
    await updateSettings(t.db, who.id, { hour: seoulClock(new Date()).hour });
    await t.app.ready();
    const rows = await waitFor(async () => {
      const found = await t.db.select().from(notifications).where(eq(notifications.userId, who.id));
      return found.length > 0 ? found : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 400)); // a few more ticks
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, who.id)),
    ).toHaveLength(rows.length);
    expect(rows).toHaveLength(1);
  });
});

describe.runIf(postgresUrl)('PostgreSQL: two API instances on one database', () => {
  it('every tick of both and every concurrent run sends each user one notification', async () => {
    const name = `chorok_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanup.push(async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    });
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;

    const apps: FastifyInstance[] = [];
    for (const _instance of [1, 2]) {
      const database = await createDatabase({ databaseUrl: url.toString(), poolSize: 4 });
      cleanup.push(() => database.close());
      await migrate(database);
      const config = testConfig({
        rateLimitPerMinute: 0,
        orderSweepIntervalMs: 0,
        reminders: { ...testConfig().reminders, tickMs: 100 },
      });
      const app = await buildApp({ config, database, findDueCare });
      cleanup.push(() => app.close());
      apps.push(app);
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];

    const who = await signIn(a, a.db);
    due.set(who.id, [{ plantId: 3, plantName: '스투키', kinds: ['AIR_EXPOSURE'] }]);
    await a.db.insert(deviceInfos).values({
      userId: who.id,
      fcmToken: 'native-1',
      deviceType: 'android',
      deviceModel: 'Pixel',
    });
    const { date: day, hour } = seoulClock(new Date());
    await updateSettings(a.db, who.id, { hour });

    // Both instances tick every 100 ms from now on.
    await Promise.all([a.ready(), b.ready()]);
    const rows = await waitFor(async () => {
      const found = await a.db.select().from(notifications).where(eq(notifications.userId, who.id));
      return found.length > 0 ? found : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // ten more ticks of each
    // Read again: the row is written before its push goes out, and its deliveries after.
    const after = await a.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(after).toHaveLength(rows.length);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      day,
      deliveries: [{ channel: 'OUTBOX', count: 1 }],
    });
    expect(
      await a.db.select().from(pushOutbox).where(eq(pushOutbox.notificationId, after[0]!.id)),
    ).toHaveLength(1);

    // Two instances running at once, directly: still one per user and day.
    const at = new Date(Date.UTC(2026, 8, 2, hour - 9, 30)); // 2026-09-02, the user's hour in Seoul
    await Promise.all([a.reminders.run({ at }), b.reminders.run({ at })]);
    const second = await a.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(second.map((row) => row.day).sort()).toEqual([day, '2026-09-02'].sort());
    expect(await a.db.select().from(pushOutbox)).toHaveLength(2);
  });
});
