import { createECDH, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deviceInfos, notifications, pushOutbox, webPushSubscriptions } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/helper.ts';
import { fakeDueCare } from '../../test/due-care-fake.ts';
import { createDeliver } from './deliver.ts';
import { createFcmClient } from './fcm.ts';
import { lazyVapidKeys } from './vapid.ts';

/* Delivery over real HTTP: a local push service, a local FCM, and the outbox. */

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: string; privateKey: unknown; authSecret: string },
  ): Buffer;
};

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A local HTTP server; `answer` decides the status and JSON body per request. */
async function localServer(
  answer: (request: Received) => { status: number; json?: unknown; location?: string },
): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      const { status, json, location } = answer(request);
      res.writeHead(status, {
        'content-type': 'application/json',
        ...(location ? { location } : {}),
      });
      res.end(json === undefined ? '' : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, server };
}

let t: TestApp;
let dataDir: string;
let push: Awaited<ReturnType<typeof localServer>>;
const servers: Server[] = [];
const due = fakeDueCare();
const { findDueCare } = due;

/** Where a redirecting push service sends the server: it must never be asked anything. */
let elsewhere: Awaited<ReturnType<typeof localServer>>;
/** Subscriptions name the real push service; WEB_PUSH_RELAY_URL brings the posts here. */
const PUSH_SERVICE = 'https://fcm.googleapis.com';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'chorok-delivery-'));
  elsewhere = await localServer(() => ({ status: 201 }));
  push = await localServer(({ url }) =>
    url.startsWith('/moved')
      ? { status: 307, location: `${elsewhere.url}/internal` }
      : { status: url.startsWith('/gone') ? 410 : url.startsWith('/flaky') ? 500 : 201 },
  );
  servers.push(push.server, elsewhere.server);
  const reminders = { ...testConfig().reminders, tickMs: 0, webPushRelay: push.url };
  t = await createTestApp(
    { rateLimitPerMinute: 0, orderSweepIntervalMs: 0, dataDir, reminders },
    { findDueCare },
  );
});
afterAll(async () => {
  await t?.close();
  for (const server of servers) server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser's subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    auth: randomBytes(16).toString('base64url'),
    p256dh: ecdh.getPublicKey().toString('base64url'),
  };
}

async function subscribeAt(who: Shopper, pathname: string) {
  const keys = browserKeys();
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/notifications/web-push/subscriptions',
    headers: who.headers,
    payload: {
      endpoint: `${PUSH_SERVICE}${pathname}`,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    },
  });
  expect(response.statusCode).toBe(201);
  return keys;
}

async function runNow(at: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/admin/reminders/run',
    headers: { 'x-admin-secret': t.config.adminSecret },
    payload: { at, ignoreHour: true },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { day: string; notifiedUsers: number; notifications: number };
}

describe('Web Push', () => {
  it('sends a VAPID-signed, aes128gcm-encrypted payload the browser can read; 410 removes the subscription, 500 counts a failure', async () => {
    const who = await signIn(t.app, t.db);
    due.set(who.id, [{ plantId: 7, plantName: '몬스테라', kinds: ['WATERING'] }]);
    const good = await subscribeAt(who, `/ok/${who.id}`);
    await subscribeAt(who, `/gone/${who.id}`);
    await subscribeAt(who, `/flaky/${who.id}`);

    const result = await runNow('2026-08-01T00:00:00Z');
    expect(result).toMatchObject({ day: '2026-08-01' });

    const request = push.received.find((r) => r.url === `/ok/${who.id}`)!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toMatch(/^\d+$/);
    const { publicKey } = (await t.app.inject({ url: '/v1/notifications/web-push/key' })).json()
      .data as { publicKey: string };
    const authorization = request.headers.authorization ?? '';
    expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(authorization).toContain(`k=${publicKey}`);
    const jwt = JSON.parse(
      Buffer.from(authorization.split('t=')[1]!.split('.')[1]!, 'base64url').toString(),
    ) as { aud: string; sub: string; exp: number };
    expect(jwt.aud).toBe(PUSH_SERVICE);
    expect(jwt.sub).toMatch(/^mailto:|^https:/);

    const plain = ece.decrypt(request.body, {
      version: 'aes128gcm',
      privateKey: good.ecdh,
      authSecret: good.auth,
    });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: '오늘 돌봐 줄 식물이 1개 있어요',
      body: '몬스테라 물 주기',
      url: '/plants/setting/7',
      tag: 'chorok-reminder',
      notificationId: row!.id,
    });
    // Three subscriptions were sent to; how each push service answered is not the user's to see.
    expect(row!.deliveries).toEqual([{ channel: 'WEB_PUSH', count: 3 }]);

    const left = await t.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, who.id));
    expect(left.map((s) => new URL(s.endpoint).pathname).sort()).toEqual(
      [`/flaky/${who.id}`, `/ok/${who.id}`].sort(),
    );
    expect(left.find((s) => s.endpoint.includes('/flaky'))?.failureCount).toBe(1);
    expect(left.find((s) => s.endpoint.includes('/ok'))?.lastSuccessAt).toBeInstanceOf(Date);

    const list = await t.app.inject({ url: '/v1/notifications', headers: who.headers });
    expect(list.json().data).toMatchObject([
      { id: row!.id, day: '2026-08-01', deliveries: [{ channel: 'WEB_PUSH', count: 3 }] },
    ]);
  });
});

describe('Web Push never reaches elsewhere (SSRF)', () => {
  it('drops a stored endpoint that is not a push service without posting to it', async () => {
    const who = await signIn(t.app, t.db);
    due.set(who.id, [{ plantId: 11, plantName: '호야', kinds: ['WATERING'] }]);
    const keys = browserKeys();
    // Stored before the rule (or written around the API): the sender checks again.
    await t.db.insert(webPushSubscriptions).values({
      userId: who.id,
      endpoint: `${elsewhere.url}/legacy/${who.id}`,
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    const before = elsewhere.received.length;
    await runNow('2026-08-03T00:00:00Z');
    expect(elsewhere.received.length).toBe(before);
    expect(
      await t.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.userId, who.id)),
    ).toEqual([]);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(row!.deliveries).toEqual([]);
  });

  it('does not follow a redirect, and the list reads the same whatever the services answered', async () => {
    const moved = await signIn(t.app, t.db);
    const fine = await signIn(t.app, t.db);
    for (const who of [moved, fine])
      due.set(who.id, [{ plantId: 12, plantName: '스투키', kinds: ['WATERING'] }]);
    await subscribeAt(moved, `/moved/${moved.id}`);
    await subscribeAt(fine, `/ok/${fine.id}`);
    const before = elsewhere.received.length;
    await runNow('2026-08-04T00:00:00Z');
    expect(push.received.some((r) => r.url === `/moved/${moved.id}`)).toBe(true);
    expect(elsewhere.received.length).toBe(before);

    const listed = async (who: Shopper) =>
      (
        (await t.app.inject({ url: '/v1/notifications', headers: who.headers })).json().data as {
          deliveries: unknown;
        }[]
      )[0]?.deliveries;
    expect(await listed(moved)).toEqual([{ channel: 'WEB_PUSH', count: 1 }]);
    expect(await listed(moved)).toEqual(await listed(fine));
  });
});

describe('native devices', () => {
  it('without FCM: one outbox row per device token', async () => {
    const who = await signIn(t.app, t.db);
    due.set(who.id, [
      { plantId: 8, plantName: '스투키', kinds: ['AIR_EXPOSURE'] },
      { plantId: 9, plantName: '호야', kinds: ['WATERING'] },
    ]);
    await t.db.insert(deviceInfos).values([
      { userId: who.id, fcmToken: `tok-a-${who.id}`, deviceType: 'android', deviceModel: 'Galaxy' },
      { userId: who.id, fcmToken: `tok-b-${who.id}`, deviceType: 'ios', deviceModel: 'iPhone' },
    ]);
    await runNow('2026-08-02T00:00:00Z');
    const [row] = await t.db.select().from(notifications).where(eq(notifications.userId, who.id));
    expect(row!.deliveries).toEqual([{ channel: 'OUTBOX', count: 2 }]);
    const outbox = await t.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.notificationId, row!.id));
    expect(outbox.map((o) => o.deviceToken).sort()).toEqual([`tok-a-${who.id}`, `tok-b-${who.id}`]);
    expect(outbox[0]!.payload).toMatchObject({ url: '/plants/manage', notificationId: row!.id });
  });

  it('with FCM: HTTP v1 with a service-account token; an unregistered token is forgotten', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const tokenUri = 'https://oauth2.googleapis.com/token';
    const fcm = await localServer(({ url, body, headers }) => {
      if (url === '/token') {
        const form = new URLSearchParams(body.toString());
        const [h, c, s] = (form.get('assertion') ?? '').split('.');
        const valid = createVerify('RSA-SHA256')
          .update(`${h}.${c}`)
          .verify(publicKey, Buffer.from(s ?? '', 'base64url'));
        const claims = JSON.parse(Buffer.from(c ?? '', 'base64url').toString()) as {
          iss: string;
          aud: string;
          scope: string;
        };
        const ok =
          valid &&
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          claims.iss === 'chorok@test.iam.gserviceaccount.com' &&
          claims.aud === tokenUri &&
          claims.scope === 'https://www.googleapis.com/auth/firebase.messaging';
        return ok
          ? { status: 200, json: { access_token: 'ya29.local', expires_in: 3600 } }
          : { status: 400, json: { error: 'invalid_grant' } };
      }
      if (
        url !== '/v1/projects/chorok-test/messages:send' ||
        headers.authorization !== 'Bearer ya29.local'
      )
        return { status: 401, json: { error: { status: 'UNAUTHENTICATED' } } };
      const { message } = JSON.parse(body.toString()) as { message: { token: string } };
      return message.token === 'gone-token'
        ? {
            status: 404,
            json: { error: { status: 'NOT_FOUND', details: [{ errorCode: 'UNREGISTERED' }] } },
          }
        : { status: 200, json: { name: 'projects/chorok-test/messages/1' } };
    });
    servers.push(fcm.server);
    // Google's token endpoint, brought here.
    const localFetch: typeof fetch = (input, init) =>
      fetch(String(input) === tokenUri ? `${fcm.url}/token` : input, init);
    const client = createFcmClient(
      {
        project_id: 'chorok-test',
        client_email: 'chorok@test.iam.gserviceaccount.com',
        private_key: privateKey,
      },
      fcm.url,
      localFetch,
    );

    const who = await signIn(t.app, t.db);
    await t.db.insert(deviceInfos).values([
      { userId: who.id, fcmToken: 'live-token', deviceType: 'android', deviceModel: 'Galaxy' },
      { userId: who.id, fcmToken: 'gone-token', deviceType: 'ios', deviceModel: 'iPhone' },
    ]);
    const deliver = createDeliver({
      db: t.db,
      vapid: lazyVapidKeys(t.config.reminders, dataDir),
      fcm: client,
    });
    const deliveries = await deliver({
      userId: who.id,
      notificationId: 99,
      title: '오늘 돌봐 줄 식물이 1개 있어요',
      body: '몬스테라 물 주기',
      url: '/plants/setting/1',
    });
    expect(deliveries).toEqual([{ channel: 'NATIVE_PUSH', count: 2 }]);
    const sends = fcm.received.filter((r) => r.url.endsWith(':send'));
    expect(sends).toHaveLength(2);
    expect(fcm.received.filter((r) => r.url === '/token')).toHaveLength(1);
    expect(JSON.parse(sends[0]!.body.toString())).toEqual({
      message: {
        token: 'live-token',
        notification: { title: '오늘 돌봐 줄 식물이 1개 있어요', body: '몬스테라 물 주기' },
        data: { url: '/plants/setting/1', notificationId: '99' },
      },
    });
    const left = await t.db.select().from(deviceInfos).where(eq(deviceInfos.userId, who.id));
    expect(left.map((d) => d.fcmToken)).toEqual(['live-token']);
  });
});

describe('POST /admin/reminders/run', () => {
  it('needs the admin secret', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reminders/run',
      payload: { ignoreHour: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it('runs for the current Seoul hour when no time is given', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reminders/run',
      headers: { 'x-admin-secret': t.config.adminSecret },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const seoulHour = (new Date().getUTCHours() + 9) % 24;
    expect([seoulHour, (seoulHour + 1) % 24]).toContain(response.json().data.hour);
  });
});
