import { createDecipheriv, createECDH, createHmac, randomBytes, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PUSH_RELAY_PORT } from '../support/env.ts';
import {
  accessToken,
  appStarted,
  expect,
  seriousA11yViolations,
  test,
  uniqueEmail,
  signInAt,
  seoulDaysAgo,
} from '../support/fixtures.ts';

/*
 * A care reminder end to end: a signed-in shopper with notifications allowed, a plant whose
 * watering is due, the scheduler run by the operator's endpoint, the server's Web Push message,
 * and the notification the service worker shows.
 *
 * What headless Chromium cannot do here (measured on this machine): PushManager.subscribe fails
 * with "AbortError: Registration failed - permission denied" even with the notifications
 * permission granted (headless has no push messaging, and offline there is no FCM push service to
 * register with). So the browser's part of the subscription is played by this test: it makes the
 * subscription keys a browser makes (a P-256 key pair and an auth secret), registers them through
 * the same API call the app makes, with an FCM endpoint the server relays to a local push service
 * (WEB_PUSH_RELAY_URL: the server sends only to real push services). The server's message
 * arrives there VAPID-signed and aes128gcm-encrypted; the test decrypts it (RFC 8291) and hands
 * the payload to the page's service worker through the DevTools protocol
 * (ServiceWorker.deliverPushMessage), exactly as Chromium's push service client would. What the
 * page then shows is checked through `registration.getNotifications()`.
 */

interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  notificationId: number;
}

/** A browser's push subscription keys, as PushManager makes them. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 / RFC 8188 (aes128gcm, one record): what a browser does with a push message. */
function decryptPush(body: Buffer, ecdh: ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    ecdh.getPublicKey(),
    serverPublic,
  ]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

/** A local push service: records each message and answers 201 as FCM and Mozilla's do. */
async function localPushService() {
  const received: { path: string; headers: Record<string, unknown>; body: Buffer }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(E2E_PUSH_RELAY_PORT, '127.0.0.1', resolve));
  // Subscriptions name FCM; the server's WEB_PUSH_RELAY_URL delivers them here (decision 0027).
  return { url: 'https://fcm.googleapis.com', received, close: () => server.close() };
}

function adminSecret() {
  return readFileSync(join(E2E_DATA_DIR, 'admin-secret'), 'utf8').trim();
}

async function api(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${E2E_BASE_URL}/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => null)) as { data?: unknown; message?: string };
  return { status: response.status, data: json?.data, message: json?.message };
}

async function notificationsShown(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });
}

test('a due plant sends a reminder that the service worker shows', async ({ page, context }) => {
  const push = await localPushService();
  try {
    await context.grantPermissions(['notifications'], { origin: E2E_BASE_URL });

    await signInAt(page, '/home', uniqueEmail('reminder'));
    // Notifications allowed: no prompt, and the app's service worker is registered at the root.
    await expect(page.getByRole('dialog', { name: '물 줄 때를 알려 드릴까요?' })).toHaveCount(0);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${E2E_BASE_URL}/`);
    const token = await accessToken(page);
    expect(token).toBeTruthy();

    // The browser's subscription (see the note at the top), through the app's own API call.
    const keys = subscriptionKeys();
    const endpoint = `${push.url}/push/${Date.now()}`;
    const key = await api(null, 'GET', '/notifications/web-push/key');
    expect(key.status).toBe(200);
    const subscribed = await api(token, 'POST', '/notifications/web-push/subscriptions', {
      endpoint,
      expirationTime: null,
      keys: keys.json,
    });
    expect(subscribed.status, subscribed.message).toBe(201);

    // Planted 10 days ago, watered every 3 days, never watered: due today.
    const plant = await api(token, 'POST', '/plants', {
      plantName: '알림 몬스테라',
      plantedAt: seoulDaysAgo(10),
      wateringFrequency: 3,
    });
    expect(plant.status, plant.message).toBe(201);
    const plantId = (plant.data as { id: number }).id;

    const run = await api(
      null,
      'POST',
      '/admin/reminders/run',
      { ignoreHour: true },
      { 'x-admin-secret': adminSecret() },
    );
    expect(run.status, run.message).toBe(200);
    expect((run.data as { notifications: number }).notifications).toBeGreaterThanOrEqual(1);

    // The push service received one encrypted message for this subscription.
    await expect.poll(() => push.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const message = push.received.find((r) => endpoint.endsWith(r.path))!;
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message.headers.authorization)).toMatch(/^vapid t=.+, k=/);
    const payload = JSON.parse(decryptPush(message.body, keys.ecdh, keys.auth)) as PushPayload;
    expect(payload).toMatchObject({ tag: 'chorok-reminder' });
    expect(payload.title).toBeTruthy();
    expect(payload.body).toContain('알림 몬스테라');
    expect([`/plants/setting/${plantId}`, '/plants/manage']).toContain(payload.url);

    // Chromium's push client would now wake the worker with this payload; DevTools does the same.
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await expect
      .poll(() => registrations.some((r) => r.scopeURL === `${E2E_BASE_URL}/` && !r.isDeleted))
      .toBe(true);
    const registration = registrations.find(
      (r) => r.scopeURL === `${E2E_BASE_URL}/` && !r.isDeleted,
    )!;
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: E2E_BASE_URL,
        registrationId: registration.registrationId,
        data: JSON.stringify(payload),
      });
    await deliver();

    // On a busy machine chromium can drop a message that arrives while the worker is starting:
    // deliver it again until one is shown (the tag makes a second one replace the first).
    await expect(async () => {
      const shown = await notificationsShown(page);
      if (shown.length === 0) await deliver();
      expect(shown).toContainEqual({
        title: payload.title,
        body: payload.body,
        tag: 'chorok-reminder',
        data: { url: payload.url, notificationId: payload.notificationId },
      });
    }).toPass({ timeout: 30_000, intervals: [2_000] });

    // The profile lists it, with a link to what it is about.
    await page.goto('/profile/notifications');
    const item = page.getByRole('link', { name: new RegExp(payload.body.slice(0, 10)) });
    await expect(item.first()).toHaveAttribute('href', payload.url);
  } finally {
    push.close();
  }
});

test('signed in without a decision: the prompt waits for a tap, and 나중에 asks nothing', async ({
  page,
}) => {
  await signInAt(page, '/home', uniqueEmail('prompt'));
  const prompt = page.getByRole('dialog', { name: '물 줄 때를 알려 드릴까요?' });
  await expect(prompt).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await prompt.getByRole('button', { name: '나중에' }).click();
  await expect(prompt).toHaveCount(0);
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  await page.reload();
  await appStarted(page);
  await page.waitForTimeout(1_500);
  await expect(prompt).toHaveCount(0);
});

test('the prompt covers nothing for good: the page scrolls its last button above it', async ({
  page,
}) => {
  await signInAt(page, '/profile', uniqueEmail('prompt-room'));
  const prompt = page.getByRole('dialog', { name: '물 줄 때를 알려 드릴까요?' });
  await expect(prompt).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // At the end of the page 로그아웃 and 회원 탈퇴 sit above the card, not under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const card = await prompt.boundingBox();
  for (const control of [
    page.getByRole('button', { name: '로그아웃' }),
    page.getByRole('button', { name: '회원 탈퇴' }),
  ]) {
    const box = await control.boundingBox();
    expect(box && card && box.y + box.height).toBeLessThanOrEqual(card?.y ?? 0);
  }

  // A product's buy bar holds the bottom of its screen: the prompt waits for the next tab screen.
  await page.goto('/products/recommend');
  await appStarted(page);
  await expect(prompt).toBeVisible();
  const product = page.locator('a[href^="/products/detail/"]').first();
  await page.goto((await product.getAttribute('href')) ?? '');
  await appStarted(page);
  await page.waitForTimeout(1_500);
  await expect(prompt).toHaveCount(0);
  await page
    .getByRole('button', { name: /찜하기$/ })
    .last()
    .click();
  await expect(page.getByRole('button', { name: /찜하기$/ }).last()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
