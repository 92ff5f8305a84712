import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Http2Server, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deviceInfos, notifications, pushOutbox } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { importSPKI, jwtVerify, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { signIn } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { createApnsClient } from './apns.ts';
import { createDeliver, nativeServiceOf } from './deliver.ts';
import type { NativePushClient } from './fcm.ts';
import { lazyVapidKeys } from './vapid.ts';

/* APNs over real HTTP/2: a local server in Apple's place answers as the provider API does. */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

const { privateKey, publicKey } = generateKeyPairSync('ec', {
  namedCurve: 'prime256v1',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const LIVE = 'a'.repeat(64);
const GONE = 'b'.repeat(64);
const BAD = 'c'.repeat(64);
const BUSY = 'd'.repeat(64);

let t: TestApp;
let dataDir: string;
let apple: { url: string; received: Received[]; server: Http2Server; sessions: number };
/** Apple's answer to the next request with this token, when not the default. */
const expired = new Set<string>();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'chorok-apns-'));
  const received: Received[] = [];
  const server = createServer();
  apple = { url: '', received, server, sessions: 0 };
  server.on('session', () => (apple.sessions += 1));
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const requestPath = String(headers[':path']);
      received.push({
        path: requestPath,
        headers,
        body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
      });
      const token = requestPath.split('/').at(-1)!;
      const answer = (status: number, reason?: string) => {
        stream.respond({ ':status': status, 'apns-id': 'local' });
        stream.end(reason ? JSON.stringify({ reason }) : undefined);
      };
      if (expired.delete(token)) return answer(403, 'ExpiredProviderToken');
      if (token === GONE) return answer(410, 'Unregistered');
      if (token === BAD) return answer(400, 'BadDeviceToken');
      if (token === BUSY) return answer(503, 'ServiceUnavailable');
      answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apple.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0, dataDir });
});
afterAll(async () => {
  await t?.close();
  apple?.server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function client(): NativePushClient {
  return createApnsClient({
    key: privateKey,
    keyId: 'KEY1234567',
    teamId: 'TEAM123456',
    topic: 'kr.chorok.app',
    apiBaseUrl: apple.url,
  });
}

const MESSAGE = {
  title: '오늘 돌봐 줄 식물이 1개 있어요',
  body: '몬스테라 물 주기',
  data: { url: '/plants/setting/1', notificationId: '7' },
};

describe('the APNs client', () => {
  it('posts an alert with a signed provider token, the topic and the tap data beside aps', async () => {
    const apns = client();
    const from = apple.received.length;
    expect(await apns.send(LIVE, MESSAGE)).toBe('sent');
    expect(await apns.send(LIVE, MESSAGE)).toBe('sent');
    apns.close?.();

    const [first, second] = apple.received.slice(from);
    expect(first!.path).toBe(`/3/device/${LIVE}`);
    expect(first!.headers).toMatchObject({
      ':method': 'POST',
      'apns-topic': 'kr.chorok.app',
      'apns-push-type': 'alert',
      'apns-priority': '10',
    });
    expect(first!.body).toEqual({
      aps: { alert: { title: MESSAGE.title, body: MESSAGE.body }, sound: 'default' },
      url: '/plants/setting/1',
      notificationId: '7',
    });
    const jwt = String(first!.headers.authorization).replace(/^bearer /, '');
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const { payload } = await jwtVerify(jwt, await importSPKI(publicKey, 'ES256'), {
      issuer: 'TEAM123456',
    });
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
    // One provider token for both pushes (Apple refuses one renewed too often).
    expect(second!.headers.authorization).toBe(first!.headers.authorization);
  });

  it('keeps one connection for many pushes', async () => {
    const apns = client();
    const before = apple.sessions;
    for (let i = 0; i < 5; i += 1) expect(await apns.send(LIVE, MESSAGE)).toBe('sent');
    expect(apple.sessions - before).toBe(1);
    apns.close?.();
  });

  it('says gone for an unregistered or bad token, failed for a busy service', async () => {
    const apns = client();
    expect(await apns.send(GONE, MESSAGE)).toBe('gone');
    expect(await apns.send(BAD, MESSAGE)).toBe('gone');
    expect(await apns.send(BUSY, MESSAGE)).toBe('failed');
    apns.close?.();
  });

  it('makes a new provider token after Apple calls the old one expired', async () => {
    const apns = client();
    const from = apple.received.length;
    expect(await apns.send(LIVE, MESSAGE)).toBe('sent');
    expired.add(LIVE);
    expect(await apns.send(LIVE, MESSAGE)).toBe('failed');
    // A second later, so the new token's iat differs from the old one's.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await apns.send(LIVE, MESSAGE)).toBe('sent');
    apns.close?.();
    const tokens = apple.received.slice(from).map((r) => r.headers.authorization);
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).not.toBe(tokens[0]);
  });

  it('answers failed, not an exception, when Apple cannot be reached', async () => {
    const apns = createApnsClient({
      key: privateKey,
      keyId: 'KEY1234567',
      teamId: 'TEAM123456',
      topic: 'kr.chorok.app',
      apiBaseUrl: 'http://127.0.0.1:1',
    });
    expect(await apns.send(LIVE, MESSAGE)).toBe('failed');
    apns.close?.();
  });
});

describe('delivery to the iOS app', () => {
  it('tells the iOS app’s APNs tokens from FCM tokens', () => {
    expect(nativeServiceOf({ deviceType: 'ios', token: LIVE })).toBe('APNS');
    expect(nativeServiceOf({ deviceType: 'ios', token: LIVE.toUpperCase() })).toBe('APNS');
    // An iOS app registered with Firebase hands over an FCM token.
    expect(nativeServiceOf({ deviceType: 'ios', token: 'fcm:APA91bH-x_y' })).toBe('FCM');
    expect(nativeServiceOf({ deviceType: 'android', token: LIVE })).toBe('FCM');
    expect(nativeServiceOf({ deviceType: 'ios', token: 'a'.repeat(63) })).toBe('FCM');
  });

  it('sends iOS tokens through APNs and the rest to the outbox without FCM; a gone token is forgotten', async () => {
    const who = await signIn(t.app, t.db);
    await t.db.insert(deviceInfos).values([
      { userId: who.id, fcmToken: LIVE, deviceType: 'ios', deviceModel: 'iPhone 16' },
      { userId: who.id, fcmToken: GONE, deviceType: 'ios', deviceModel: 'iPad' },
      {
        userId: who.id,
        fcmToken: `android-${who.id}`,
        deviceType: 'android',
        deviceModel: 'Pixel',
      },
    ]);
    const [notice] = await t.db
      .insert(notifications)
      .values({
        userId: who.id,
        day: '2026-11-27',
        title: MESSAGE.title,
        body: MESSAGE.body,
        url: '/plants/manage',
        kinds: ['WATERING'],
        plantIds: [1],
      })
      .returning();
    const apns = client();
    const from = apple.received.length;
    const deliver = createDeliver({
      db: t.db,
      vapid: lazyVapidKeys(t.config.reminders, dataDir),
      fcm: null,
      apns,
    });
    const deliveries = await deliver({
      userId: who.id,
      notificationId: notice!.id,
      ...MESSAGE,
      url: '/plants/manage',
    });
    apns.close?.();

    expect(deliveries).toEqual([
      { channel: 'OUTBOX', count: 1 },
      { channel: 'NATIVE_PUSH', count: 2 },
    ]);
    expect(
      apple.received
        .slice(from)
        .map((r) => r.path)
        .sort(),
    ).toEqual([`/3/device/${LIVE}`, `/3/device/${GONE}`]);
    const outbox = await t.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.notificationId, notice!.id));
    expect(outbox.map((row) => row.deviceToken)).toEqual([`android-${who.id}`]);
    const left = await t.db.select().from(deviceInfos).where(eq(deviceInfos.userId, who.id));
    expect(left.map((d) => d.fcmToken).sort()).toEqual([LIVE, `android-${who.id}`].sort());
  });
});

describe('APNs settings', () => {
  const SECRET = 'x'.repeat(64);
  const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };
  it('are all four or none; a key that is not a .p8 is refused', () => {
    expect(loadEnv(base).reminders.apns).toBeNull();
    expect(() => loadEnv({ ...base, APNS_KEY: privateKey, APNS_KEY_ID: 'K' })).toThrow(
      /APNS_TEAM_ID, APNS_TOPIC: APNs needs/,
    );
    const all = {
      APNS_KEY: privateKey,
      APNS_KEY_ID: 'K',
      APNS_TEAM_ID: 'T',
      APNS_TOPIC: 'kr.chorok.app',
    };
    expect(loadEnv({ ...base, ...all }).reminders.apns).toMatchObject({
      apiBaseUrl: 'https://api.push.apple.com',
      topic: 'kr.chorok.app',
    });
    expect(
      loadEnv({ ...base, ...all, APNS_ENVIRONMENT: 'sandbox' }).reminders.apns?.apiBaseUrl,
    ).toBe('https://api.sandbox.push.apple.com');
    expect(() => loadEnv({ ...base, ...all, APNS_KEY: 'not a key' })).toThrow(/APNS_KEY/);
    expect(() => loadEnv({ ...base, ...all, APNS_ENVIRONMENT: 'dev' })).toThrow(/APNS_ENVIRONMENT/);
  });
});
