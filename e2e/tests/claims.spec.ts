import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from '../support/env.ts';
import { FIRST_ADDRESS, payInSandbox } from '../support/shopping.ts';
import {
  accessToken,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
  operatorStep,
} from '../support/fixtures.ts';

/*
 * A plant that arrived damaged (배송 중 손상), end to end at 390 × 844: the shopper asks for a
 * return with two photos and sees the refund before sending, the operator approves it through the
 * admin endpoint the CLI calls, and the order shows the money back and the line 반품 완료.
 * Buying itself is commerce.spec.ts's; here the order is made, paid and delivered through the API.
 */

const secret = () => readFileSync(join(E2E_DATA_DIR, 'admin-secret'), 'utf8').trim();

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${E2E_BASE_URL}/v1${path}`, {
    ...rest,
    headers: {
      ...(rest.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${body.message}`);
  return body.data;
}

interface ApiOrder {
  id: number;
  shippingFee: number;
  items: { id: number; name: string; amount: number }[];
  claims: { id: number; status: string }[];
}

/** The operator's steps up to DELIVERED, through the admin endpoint; ship names the parcel. */
async function deliver(orderId: number) {
  for (const action of ['prepare', 'ship', 'deliver'] as const) await operatorStep(orderId, action);
}

/** One plant bought by the signed-in shopper, paid with the sandbox's test card and delivered. */
async function deliveredOrder(token: string): Promise<ApiOrder> {
  const { data: products } = (await (
    await fetch(`${E2E_BASE_URL}/v1/products?status=ON_SALE&perPage=40`)
  ).json()) as { data: { id: number; category: string }[] };
  const plant = products.find((p) => p.category === 'PLANT');
  if (!plant) throw new Error('the seed has no plant on sale');
  const address = await call<{ id: number }>('/users/me/addresses', {
    method: 'POST',
    token,
    body: JSON.stringify(FIRST_ADDRESS),
  });
  const { order, checkout } = await call<{
    order: ApiOrder;
    checkout: { checkoutUrl: string };
  }>('/orders', {
    method: 'POST',
    token,
    body: JSON.stringify({ items: [{ productId: plant.id, quantity: 1 }], addressId: address.id }),
  });
  await payInSandbox(checkout.checkoutUrl, token);
  await deliver(order.id);
  return order;
}

/** A phone photo's worth of JPEG: a product picture as the images service renders it. */
async function photo(name: string) {
  const { data } = (await (
    await fetch(`${E2E_BASE_URL}/v1/products?status=ON_SALE&perPage=2`)
  ).json()) as { data: { image: { url: string } }[] };
  const response = await fetch(`${E2E_BASE_URL}${data[0]!.image.url}?w=480&q=80&f=jpeg`);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(await response.arrayBuffer()) };
}

async function noSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('a plant damaged on arrival: a return with two photos, approved and refunded', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const code = await issueTempCode(uniqueEmail('claim'));
  await page.goto(
    `/auth/sign-in?redirect=${encodeURIComponent('/order/history')}&secretCode=${code}`,
  );
  await expect(page).toHaveURL(/\/order\/history$/);
  const token = await accessToken(page);
  if (!token) throw new Error('not signed in');
  const order = await deliveredOrder(token);
  const line = order.items[0]!;
  // Damaged on arrival, and nothing else in the order: the shipping fee comes back too.
  const refund = line.amount + order.shippingFee;
  const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

  await page.goto(`/order/${order.id}`);
  await expect(page.getByText('배송 완료').first()).toBeVisible();
  await expect(page.getByText(/반품·교환은 \d+월 \d+일까지 신청할 수 있어요\./)).toBeVisible();
  await page.getByRole('link', { name: `${line.name} 반품·교환 신청` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/claim/${line.id}$`));
  await expect(page.getByRole('heading', { name: '반품·교환 신청' })).toBeVisible();

  await page.getByRole('radio', { name: '반품하고 환불받기' }).check();
  await page.getByRole('radio', { name: '배송 중 손상' }).check();
  await expect(page.getByTestId('claim-refund')).toHaveText(won(refund));
  await expect(page.getByText('반품 배송비는 초록이 부담해요.')).toBeVisible();
  await page
    .getByRole('textbox', { name: /자세한 내용/ })
    .fill('상자가 젖어서 잎이 꺾여 있었어요.');
  await page
    .locator('input[type=file]')
    .setInputFiles([await photo('leaf.jpg'), await photo('box.jpg')]);
  await expect(page.getByRole('img', { name: '첨부한 사진 2' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
  await noSeriousViolations(page);

  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('2/2 단계')).toBeVisible();
  await expect(page.getByText('반품 · 배송 중 손상')).toBeVisible();
  await expect(page.getByText('2장')).toBeVisible();
  await expect(page.getByTestId('claim-refund')).toHaveText(won(refund));
  await noSeriousViolations(page);
  await page.getByRole('button', { name: '신청하기' }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(page.getByText('반품을 신청했어요. 확인한 뒤 알려 드릴게요.')).toBeVisible();
  await expect(page.getByText('신청됨')).toBeVisible();
  await expect(page.getByRole('img', { name: '신청할 때 올린 사진 2' })).toBeVisible();
  await noSeriousViolations(page);

  // The operator approves it, through the endpoint `npm run admin -- claim <id> approve` calls.
  const me = await call<{ id: number }>('/users/me', { token });
  const claimed = await call<ApiOrder>(`/users/${me.id}/orders/${order.id}`, { token });
  const claimId = claimed.claims[0]!.id;
  const approved = await call<{ claim: { status: string; refundAmount: number } }>(
    `/admin/claims/${claimId}/approve`,
    { method: 'POST', headers: { 'x-admin-secret': secret() } },
  );
  expect(approved.claim).toEqual(
    expect.objectContaining({ status: 'COMPLETED', refundAmount: refund }),
  );

  await page.reload();
  await expect(page.getByText('반품 완료')).toBeVisible();
  await expect(page.getByText('완료', { exact: true })).toBeVisible();
  await expect(page.getByText(`${won(refund)} 환불`)).toBeVisible();
  const refunds = page.getByRole('region', { name: '환불 내역' });
  await expect(refunds.getByText('반품 · 배송 중 손상')).toBeVisible();
  await expect(refunds.getByText(won(refund))).toBeVisible();
  await expect(page.getByRole('link', { name: `${line.name} 반품·교환 신청` })).toHaveCount(0);
  await noSeriousViolations(page);
});
