import type { Page, Response } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.ts';
import { accessToken, expect, signInAt, test, uniqueEmail } from '../support/fixtures.ts';
import { installNativeShell } from '../support/native-shell.ts';
import { FIRST_ADDRESS, productsOnSale } from '../support/shopping.ts';

/*
 * Push inside the native app at 390 × 844, with the shell played by support/native-shell.ts: the
 * shell's push token is registered for the signed-in shopper (POST /users/{id}/device-info, spec
 * §7), and a tapped notification (notificationAction, the FCM data the API sends: url and
 * notificationId) opens the plant or the order it is about, also when the tap launched the app.
 */

async function call<T>(path: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json.data;
}

/** A plant of the signed-in shopper's, and an order waiting for payment. */
async function plantAndOrder(page: Page) {
  const token = (await accessToken(page))!;
  const [product] = await productsOnSale(1);
  const plant = await call<{ id: number }>('/plants', token, {
    productId: product!.id,
    plantName: '거실 몬스테라',
    plantedAt: '2026-01-01',
  });
  const address = await call<{ id: number }>('/users/me/addresses', token, FIRST_ADDRESS);
  const { order } = await call<{ order: { id: number } }>('/orders', token, {
    items: [{ productId: product!.id, quantity: 1 }],
    addressId: address.id,
  });
  return { plant, order };
}

const isDeviceInfo = (response: Response) =>
  /\/v1\/users\/\d+\/device-info$/.test(response.url()) && response.request().method() === 'POST';

async function signOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page
    .getByRole('alertdialog', { name: '로그아웃할까요?' })
    .getByRole('button', { name: '로그아웃' })
    .click();
  await expect(page).toHaveURL(/\/home$/);
}

test('the shell’s push token is registered for the shopper, again after signing out and in', async ({
  page,
}) => {
  const pushToken = `e2e-fcm-${Date.now()}`;
  const shell = await installNativeShell(page, {
    platform: 'android',
    deviceModel: 'Pixel 8',
    pushToken,
  });
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (/\/device-info$/.test(request.url())) sent.push(request.postDataJSON());
  });
  const email = uniqueEmail('native-push');

  let registered = page.waitForResponse(isDeviceInfo);
  await signInAt(page, '/home', email);
  await shell.waitForMessage('GET_PUSH_TOKEN');
  const first = await registered;
  expect(first.status()).toBe(201);
  const device = { fcmToken: pushToken, deviceType: 'android', deviceModel: 'Pixel 8' };
  expect(first.request().postDataJSON()).toEqual(device);
  expect(((await first.json()) as { data: unknown }).data).toMatchObject(device);

  // Once per shopper, token and session: a reload sends nothing new.
  await page.reload();
  await expect.poll(() => shell.count('GET_PUSH_TOKEN')).toBe(2);
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(1);

  // Signing out takes the token off the account (decision 0027): signing in again puts it back.
  await signOut(page);
  registered = page.waitForResponse(isDeviceInfo);
  await signInAt(page, '/home', email);
  expect((await registered).status()).toBe(201);
  expect(sent).toHaveLength(2);

  // The push service gave the phone a new token: it replaces the old one.
  registered = page.waitForResponse(isDeviceInfo);
  await shell.sendPushToken(`${pushToken}-rotated`);
  const rotated = await registered;
  expect(rotated.status()).toBe(201);
  expect(rotated.request().postDataJSON()).toEqual({ ...device, fcmToken: `${pushToken}-rotated` });
  expect(shell.refused()).toEqual([]);
});

test('a tapped notification opens the plant or the order it is about, and nothing outside the app', async ({
  page,
}) => {
  const shell = await installNativeShell(page, { platform: 'ios' });
  await signInAt(page, '/home');
  await shell.waitForMessage('GET_APP_ENVIRONMENT');
  const { plant, order } = await plantAndOrder(page);

  await shell.sendNotificationAction({ url: `/plants/setting/${plant.id}`, notificationId: '11' });
  await expect(page).toHaveURL(new RegExp(`/plants/setting/${plant.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '식물 설정' })).toBeVisible();
  await expect(page.getByLabel('식물 이름')).toHaveValue('거실 몬스테라');

  await shell.sendNotificationAction({ url: `/order/${order.id}`, notificationId: '12' });
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: '주문 상세' })).toBeVisible();
  await expect(page.getByText('결제를 기다리고 있어요')).toBeVisible();

  for (const url of ['https://evil.example/', '//evil.example/home', 'plants/manage']) {
    await shell.sendNotificationAction({ url });
  }
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
});

test('a notification that launched the app opens its page once the app has started', async ({
  page,
  context,
}) => {
  await installNativeShell(page);
  await signInAt(page, '/home');
  const { plant } = await plantAndOrder(page);

  const launched = await context.newPage();
  await installNativeShell(launched, {
    launchedFromNotification: { url: `/plants/setting/${plant.id}`, notificationId: '21' },
  });
  await launched.goto('/home');
  await expect(launched).toHaveURL(new RegExp(`/plants/setting/${plant.id}$`));
  await expect(launched.getByRole('heading', { level: 1, name: '식물 설정' })).toBeVisible();
});
