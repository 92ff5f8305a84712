import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, REMINDERS } from '@chorok/contract';
import { notifications, notificationSettings, webPushSubscriptions } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { VAPID_FILE } from './vapid.ts';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'chorok-notifications-'));
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0, dataDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: 'GET' | 'PATCH' | 'POST', url: string, who?: Shopper, body?: unknown) {
  const response = await t.app.inject({
    method,
    url: `/v1${url}`,
    headers: who?.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: unknown; message: string },
  };
}

const subscription = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe('reminder settings', () => {
  it('gives the defaults before anything is saved', async () => {
    const who = await signIn(t.app, t.db);
    const response = await call('GET', '/notifications/settings', who);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      hour: REMINDERS.defaultHour,
      quietDays: [],
      watering: true,
      airExposure: true,
      repotting: true,
      fertilizing: true,
      misting: true,
      leafWiping: true,
      myTask: true,
    });
    expect((await call('GET', '/notifications/settings')).status).toBe(401);
  });

  it('saves a change and keeps the fields not sent', async () => {
    const who = await signIn(t.app, t.db);
    const first = await call('PATCH', '/notifications/settings', who, {
      hour: 20,
      quietDays: [6, 0, 6],
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ hour: 20, quietDays: [0, 6], watering: true });
    const second = await call('PATCH', '/notifications/settings', who, { repotting: false });
    expect(second.body.data).toEqual({
      hour: 20,
      quietDays: [0, 6],
      watering: true,
      airExposure: true,
      repotting: false,
      fertilizing: true,
      misting: true,
      leafWiping: true,
      myTask: true,
    });
    expect((await call('GET', '/notifications/settings', who)).body.data).toEqual(second.body.data);
  });

  it('saves the 영양제, 분무 and 잎 닦기 switches one by one and gives them back', async () => {
    const who = await signIn(t.app, t.db);
    const first = await call('PATCH', '/notifications/settings', who, {
      fertilizing: false,
      misting: false,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      fertilizing: false,
      misting: false,
      leafWiping: true,
      watering: true,
    });
    const second = await call('PATCH', '/notifications/settings', who, {
      misting: true,
      leafWiping: false,
    });
    expect(second.body.data).toMatchObject({
      fertilizing: false,
      misting: true,
      leafWiping: false,
    });
    expect((await call('GET', '/notifications/settings', who)).body.data).toEqual(second.body.data);
    const [row] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, who.id));
    expect(row).toMatchObject({ fertilizing: false, misting: true, leafWiping: false });

    const wrong = await call('PATCH', '/notifications/settings', who, { misting: 'off' });
    expect(wrong.status).toBe(400);
    expect((await call('GET', '/notifications/settings', who)).body.data).toEqual(second.body.data);
  });

  it.each([[24], [-1], [9.5], ['9']])(
    'refuses hour %j with 400 and the message, writing nothing',
    async (hour) => {
      const who = await signIn(t.app, t.db);
      const response = await call('PATCH', '/notifications/settings', who, { hour });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(MESSAGES.reminderHour);
      const rows = await t.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, who.id));
      expect(rows).toEqual([]);
    },
  );

  it('refuses an unknown weekday or field with 400', async () => {
    const who = await signIn(t.app, t.db);
    expect((await call('PATCH', '/notifications/settings', who, { quietDays: [7] })).status).toBe(
      400,
    );
    expect((await call('PATCH', '/notifications/settings', who, { sms: true })).status).toBe(400);
  });
});

describe('Web Push subscriptions', () => {
  it('gives the VAPID public key, generated once into DATA_DIR and kept across restarts', async () => {
    const response = await call('GET', '/notifications/web-push/key');
    expect(response.status).toBe(200);
    const { publicKey } = response.body.data as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, VAPID_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ publicKey });

    // A second server on the same data directory (a restart) hands out the same key.
    const restarted = await createTestApp({ dataDir });
    try {
      const again = await restarted.app.inject({ url: '/v1/notifications/web-push/key' });
      expect(again.json().data.publicKey).toBe(publicKey);
    } finally {
      await restarted.close();
    }
  });

  it('uses VAPID keys from the environment when given', async () => {
    const keys = { publicKey: 'BPubKeyFromEnv', privateKey: 'private' };
    const other = await createTestApp({
      dataDir: path.join(dataDir, 'unused'),
      reminders: { ...t.config.reminders, vapid: keys },
    });
    try {
      const response = await other.app.inject({ url: '/v1/notifications/web-push/key' });
      expect(response.json().data.publicKey).toBe(keys.publicKey);
    } finally {
      await other.close();
    }
  });

  it('stores, replaces and removes the caller’s subscription', async () => {
    const who = await signIn(t.app, t.db);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${who.id}-a`;
    expect(
      (await call('POST', '/notifications/web-push/subscriptions', who, subscription(endpoint)))
        .status,
    ).toBe(201);
    const replaced = { ...subscription(endpoint), keys: { p256dh: 'BOther', auth: 'other' } };
    expect(
      (await call('POST', '/notifications/web-push/subscriptions', who, replaced)).status,
    ).toBe(201);
    const rows = await t.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, who.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint, p256dh: 'BOther', auth: 'other' });

    const removed = await call('POST', '/notifications/web-push/unsubscribe', who, { endpoint });
    expect(removed.status).toBe(200);
    expect(
      await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, who.id)),
    ).toEqual([]);
  });

  it('says whether this browser’s subscription is stored for the caller, and only the caller', async () => {
    const who = await signIn(t.app, t.db);
    const other = await signIn(t.app, t.db);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${who.id}-status`;
    const status = async (shopper: Shopper | undefined) =>
      call('POST', '/notifications/web-push/status', shopper, { endpoint });
    expect((await status(who)).body.data).toEqual({ stored: false });
    await call('POST', '/notifications/web-push/subscriptions', who, subscription(endpoint));
    expect(await status(who)).toMatchObject({ status: 200, body: { data: { stored: true } } });
    // Someone else's endpoint is not theirs, and nobody may ask without signing in.
    expect((await status(other)).body.data).toEqual({ stored: false });
    expect((await status(undefined)).status).toBe(401);
    await call('POST', '/notifications/web-push/unsubscribe', who, { endpoint });
    expect((await status(who)).body.data).toEqual({ stored: false });
    const bad = await call('POST', '/notifications/web-push/status', who, { endpoint: '' });
    expect(bad.status).toBe(400);
  });

  it("leaves another account's endpoint theirs: a second subscriber gets 409, and cannot unsubscribe it", async () => {
    const first = await signIn(t.app, t.db);
    const second = await signIn(t.app, t.db);
    const endpoint = `https://fcm.googleapis.com/fcm/send/shared-${first.id}`;
    expect(
      (await call('POST', '/notifications/web-push/subscriptions', first, subscription(endpoint)))
        .status,
    ).toBe(201);
    const stored = async () =>
      t.db
        .select({
          userId: webPushSubscriptions.userId,
          p256dh: webPushSubscriptions.p256dh,
          auth: webPushSubscriptions.auth,
        })
        .from(webPushSubscriptions)
        .where(eq(webPushSubscriptions.endpoint, endpoint));
    const before = await stored();
    expect(before.map((row) => row.userId)).toEqual([first.id]);

    // Same endpoint, the attacker's own keys: refused, nothing changed.
    const takeover = await call('POST', '/notifications/web-push/subscriptions', second, {
      ...subscription(endpoint),
      keys: { p256dh: 'BAttacker', auth: 'attacker' },
    });
    expect(takeover.status).toBe(409);
    expect(takeover.body.message).toBe(MESSAGES.pushSubscriptionTaken);
    // Even with the very same keys (a copy of the subscription): still the first account's.
    const copy = await call(
      'POST',
      '/notifications/web-push/subscriptions',
      second,
      subscription(endpoint),
    );
    expect(copy.status).toBe(409);
    expect(await stored()).toEqual(before);

    expect(
      (await call('POST', '/notifications/web-push/unsubscribe', second, { endpoint })).status,
    ).toBe(200);
    expect(await stored()).toEqual(before);
    expect(
      (await call('POST', '/notifications/web-push/status', second, { endpoint })).body.data,
    ).toEqual({ stored: false });
  });

  it.each([
    ['loopback', 'https://127.0.0.1:9/push'],
    ['a private range', 'https://10.1.2.3/push'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'https://[::1]:8080/push'],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
  ])('refuses %s as an endpoint with 400 and stores nothing (SSRF)', async (_label, endpoint) => {
    const who = await signIn(t.app, t.db);
    const response = await call(
      'POST',
      '/notifications/web-push/subscriptions',
      who,
      subscription(endpoint),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.pushServiceNotAllowed);
    expect(
      await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, who.id)),
    ).toEqual([]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXut',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD',
  ])('accepts a push service endpoint: %s', async (base) => {
    const who = await signIn(t.app, t.db);
    const endpoint = `${base}${base.includes('?') ? '&' : '?'}u=${who.id}`;
    const response = await call(
      'POST',
      '/notifications/web-push/subscriptions',
      who,
      subscription(endpoint),
    );
    expect(response.status).toBe(201);
  });

  it('refuses a subscription that is not one, with the message', async () => {
    const who = await signIn(t.app, t.db);
    const response = await call('POST', '/notifications/web-push/subscriptions', who, {
      ...subscription('not a url'),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(MESSAGES.pushSubscriptionInvalid);
    expect(
      (
        await call(
          'POST',
          '/notifications/web-push/subscriptions',
          undefined,
          subscription('https://fcm.googleapis.com/fcm/send/x'),
        )
      ).status,
    ).toBe(401);
  });
});

describe('account deletion', () => {
  it('takes settings, subscriptions and notifications with it', async () => {
    const who = await signIn(t.app, t.db);
    await call('PATCH', '/notifications/settings', who, { hour: 7 });
    await call(
      'POST',
      '/notifications/web-push/subscriptions',
      who,
      subscription(`https://fcm.googleapis.com/fcm/send/leave-${who.id}`),
    );
    await t.db.insert(notifications).values({
      userId: who.id,
      day: '2026-05-01',
      title: 't',
      body: 'b',
      url: '/plants/manage',
      kinds: ['WATERING'],
      plantIds: [1],
    });
    expect((await call('GET', '/notifications', who)).body.data).toHaveLength(1);

    expect((await call('POST', '/auth/leave', who, { reason: 'RARELY_USED' })).status).toBe(200);
    for (const table of [notificationSettings, webPushSubscriptions, notifications])
      expect(await t.db.select().from(table).where(eq(table.userId, who.id))).toEqual([]);
  });
});
