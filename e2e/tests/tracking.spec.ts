import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from '../support/env.ts';
import {
  accessToken,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

/*
 * After payment, as the shopper follows the parcel at 390 × 844: the operator ships it with a
 * courier and waybill, the order shows 택배사, 운송장 번호 and 배송 조회, and the notices of its
 * departure and arrival are in the notification list, each opening the order.
 */

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/v1${path}`, init);
  const body = (await response.json()) as { data: T; message: string };
  expect(response.ok, `${path}: ${response.status} ${body.message}`).toBe(true);
  return body.data;
}

const post = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

/** The operator's step, through the admin endpoint the CLI calls. */
async function operatorStep(orderId: number, action: 'ship' | 'deliver', parcel?: unknown) {
  const secret = readFileSync(join(E2E_DATA_DIR, 'admin-secret'), 'utf8').trim();
  const response = await fetch(`${E2E_BASE_URL}/v1/admin/orders/${orderId}/${action}`, {
    method: 'POST',
    headers: {
      'x-admin-secret': secret,
      ...(parcel ? { 'content-type': 'application/json' } : {}),
    },
    body: parcel ? JSON.stringify(parcel) : undefined,
  });
  expect(response.status).toBe(200);
}

/**
 * A paid order of one plant: the address and the order made through the API as the app makes
 * them (commerce.spec.ts walks those screens), then paid on the sandbox's card form.
 */
async function paidOrder(page: Page): Promise<{ id: number; name: string }> {
  const token = await accessToken(page);
  if (!token) throw new Error('not signed in');
  const products = await call<{ id: number; name: string; category: string }[]>(
    '/products?status=ON_SALE&perPage=40',
  );
  const plant = products.find((product) => product.category === 'PLANT');
  if (!plant) throw new Error('the seed has no plant on sale');
  const [found] = await call<Record<string, string>[]>(
    `/addresses/search?query=${encodeURIComponent('테헤란로 152')}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const address = await call<{ id: number }>(
    '/users/me/addresses',
    post(token, {
      receiverName: '김초록',
      receiverPhoneNumber: '010-1234-5678',
      isDefault: true,
      address: found,
      detailAddress: '12층',
    }),
  );
  const { order, checkout } = await call<{
    order: { id: number };
    checkout: { checkoutUrl: string };
  }>(
    '/orders',
    post(token, { items: [{ productId: plant.id, quantity: 1 }], addressId: address.id }),
  );

  await page.goto(checkout.checkoutUrl);
  await page.getByLabel('카드 번호').fill('4330-1234-1234-1234');
  await page.getByLabel('유효기간').fill('12/29');
  await page.getByRole('button', { name: /결제하기/ }).click();
  await expect(page.getByText('주문이 완료되었어요')).toBeVisible({ timeout: 15_000 });
  return { id: order.id, name: plant.name };
}

test('a shipped order shows its courier, waybill and tracking link; departure and arrival are notified', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  const code = await issueTempCode(uniqueEmail('parcel'));
  await page.goto(
    `/auth/sign-in?redirect=${encodeURIComponent('/order/history')}&secretCode=${code}`,
  );
  await expect(page).toHaveURL(/\/order\/history$/);
  const order = await paidOrder(page);

  await operatorStep(order.id, 'ship', { courier: 'cj', trackingNumber: '6543-2109-8765' });
  await page.goto(`/order/${order.id}`);
  const parcel = page.getByRole('region', { name: '배송 정보' });
  await expect(parcel.getByText('배송중')).toBeVisible();
  await expect(parcel.getByText('CJ대한통운')).toBeVisible();
  await expect(parcel.getByText('654321098765')).toBeVisible();
  const track = parcel.getByRole('link', { name: /배송 조회/ });
  await expect(track).toHaveAttribute(
    'href',
    'https://trace.cjlogistics.com/next/tracking.html?wblNo=654321098765',
  );
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(track).toHaveAttribute('rel', 'noopener noreferrer');
  await parcel.getByRole('button', { name: '운송장 번호 복사' }).click();
  await expect(page.getByRole('status').getByText('운송장 번호를 복사했어요')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('654321098765');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/order/history');
  const card = page.getByRole('article').filter({ hasText: order.name });
  await expect(card.getByText('배송중')).toBeVisible();
  await expect(card.getByText('CJ대한통운 654321098765')).toBeVisible();

  await operatorStep(order.id, 'deliver');
  await page.goto('/profile/notifications');
  const recent = page.getByRole('region', { name: '최근 받은 알림' });
  const arrived = recent.getByRole('link', { name: /상품이 도착했어요/ });
  await expect(arrived).toContainText('반품·교환을 신청할 수 있어요');
  await expect(recent.getByRole('link', { name: /주문하신 상품이 출발했어요/ })).toContainText(
    'CJ대한통운 654321098765',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  await arrived.click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(
    page.getByRole('region', { name: '배송 정보' }).getByText('배송 완료'),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
