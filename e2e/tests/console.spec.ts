import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from '../support/env.ts';
import { payInSandbox } from '../support/shopping.ts';
import {
  expect,
  issueTempCode,
  operatorStep,
  seriousA11yViolations,
  signInAt,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

/*
 * The console at /admin (issue 22, decision 0043): an operator ships an order with its waybill
 * and the shopper sees it on the order; an operator hides a review and the product page no longer
 * shows it (its author sees why); every console screen passes axe on a desktop (1280 × 800) and a
 * phone (390 × 844). Members are made operators as the CLI does (`npm run admin -- grant …`):
 * PUT /v1/admin/operators with the admin secret. Orders and reviews are made through the API.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const secret = () => readFileSync(join(E2E_DATA_DIR, 'admin-secret'), 'utf8').trim();

async function call<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/v1${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json.data;
}

interface Member {
  email: string;
  token: string;
}

/** A new member who has agreed to the terms; OPERATOR or OWNER when `role` says so. */
async function newMember(label: string, role?: 'OPERATOR' | 'OWNER'): Promise<Member> {
  const email = uniqueEmail(label);
  const { accessToken: token } = await call<{ accessToken: string }>('/auth/temporary/sign-in', {
    body: { code: await issueTempCode(email) },
  });
  if (role)
    await call('/admin/operators', {
      method: 'PUT',
      headers: { 'x-admin-secret': secret() },
      body: { email, role },
    });
  return { email, token };
}

async function plantOnSale(): Promise<{ id: number; name: string }> {
  const list = await call<{ id: number; name: string; category: string }[]>(
    '/products?status=ON_SALE&perPage=40',
  );
  const plant = list.find((product) => product.category === 'PLANT');
  if (!plant) throw new Error('the seed has no plant on sale');
  return plant;
}

interface PaidOrder {
  id: number;
  orderNumber: string;
  lineId: number;
}

/** One plant bought by `who` and paid with the sandbox's test card, through the API. */
async function paidOrder(who: Member, productId: number): Promise<PaidOrder> {
  const [place] = await call<Record<string, string>[]>(
    `/addresses/search?query=${encodeURIComponent('테헤란로 152')}`,
  );
  const address = await call<{ id: number }>('/users/me/addresses', {
    token: who.token,
    body: { receiverName: '김초록', receiverPhoneNumber: '01012345678', address: place },
  });
  const { order, checkout } = await call<{
    order: { id: number; orderNumber: string; items: { id: number }[] };
    checkout: { checkoutUrl: string };
  }>('/orders', {
    token: who.token,
    body: { items: [{ productId, quantity: 1 }], addressId: address.id },
  });
  await payInSandbox(checkout.checkoutUrl, who.token);
  return { id: order.id, orderNumber: order.orderNumber, lineId: order.items[0]!.id };
}

/** A review of `productId` by `who`: bought, shipped by the operator, confirmed, reviewed. */
async function reviewed(who: Member, productId: number): Promise<string> {
  const order = await paidOrder(who, productId);
  await operatorStep(order.id, 'ship');
  await call(`/orders/${order.id}/confirm`, {
    token: who.token,
    body: { orderProductIds: [order.lineId] },
  });
  const content = `광고 문구가 섞인 리뷰예요. 확인 번호 ${Date.now()}`;
  await call('/reviews', {
    token: who.token,
    body: { orderProductId: order.lineId, rating: 1, content },
  });
  return content;
}

async function pageAs(browser: Browser, size: typeof DESKTOP | typeof PHONE) {
  const context = await browser.newContext({
    ...size,
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  return context.newPage();
}

test('an operator ships an order from the console; the shopper sees the courier and waybill', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const plant = await plantOnSale();
  const shopper = await newMember('console-buyer');
  const order = await paidOrder(shopper, plant.id);
  const operator = await newMember('console-operator', 'OPERATOR');

  const desk = await pageAs(browser, DESKTOP);
  await signInAt(desk, '/admin/orders', operator.email);
  await desk.getByRole('button', { name: '준비할 주문' }).click();
  await desk.getByRole('searchbox', { name: '주문 검색' }).fill(order.orderNumber);
  await desk.getByRole('button', { name: '검색', exact: true }).click();
  await expect(desk).toHaveURL(/state=toPrepare&q=/);
  await desk.getByRole('link', { name: `주문 ${order.orderNumber} 보기` }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`주문 ${order.orderNumber}`);

  await desk.getByRole('button', { name: '발송', exact: true }).click();
  const dialog = desk.getByRole('dialog', { name: '발송' });
  await dialog.getByRole('combobox', { name: '택배사' }).selectOption({ label: 'CJ대한통운' });
  await dialog.getByRole('textbox', { name: '운송장 번호' }).fill('6543-2109');
  await dialog.getByRole('button', { name: '발송하기' }).click();
  // The contract's rule, before anything is sent.
  await expect(dialog.getByText('CJ대한통운은 10자리나 12자리 숫자예요')).toBeVisible();
  await dialog.getByRole('textbox', { name: '운송장 번호' }).fill('6543-2109-8765');
  await dialog.getByRole('button', { name: '발송하기' }).click();
  await expect(
    desk.getByRole('status').getByText('발송했어요 · CJ대한통운 654321098765'),
  ).toBeVisible();
  const parcel = desk.getByRole('region', { name: '배송 정보' });
  await expect(parcel.getByText('654321098765')).toBeVisible();
  await expect(
    desk.getByRole('region', { name: '이 주문의 활동 기록' }).getByText('발송', { exact: true }),
  ).toBeVisible();

  const shop = await pageAs(browser, PHONE);
  await signInAt(shop, `/order/${order.id}`, shopper.email);
  const shipped = shop.getByRole('region', { name: '배송 정보' });
  await expect(shipped.getByText('배송중')).toBeVisible();
  await expect(shipped.getByText('CJ대한통운')).toBeVisible();
  await expect(shipped.getByText('654321098765')).toBeVisible();
  await expect(shipped.getByRole('link', { name: /배송 조회/ })).toHaveAttribute(
    'href',
    'https://trace.cjlogistics.com/next/tracking.html?wblNo=654321098765',
  );
});

test('an operator hides a review: the product page drops it and its author sees why', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const plant = await plantOnSale();
  const author = await newMember('console-reviewer');
  const content = await reviewed(author, plant.id);
  const operator = await newMember('console-moderator', 'OPERATOR');

  const shop = await pageAs(browser, PHONE);
  await shop.goto(`/products/detail/${plant.id}/review?sort=LATEST`);
  await expect(shop.getByText(content)).toBeVisible();

  const desk = await pageAs(browser, DESKTOP);
  await signInAt(desk, '/admin/reviews', operator.email);
  const review = desk.getByRole('article').filter({ hasText: content });
  await review.getByRole('button', { name: /숨기기/ }).click();
  const dialog = desk.getByRole('dialog', { name: '이 리뷰를 숨길까요?' });
  await dialog
    .getByRole('textbox', { name: '숨기는 이유' })
    .fill('다른 쇼핑몰을 홍보하는 내용이에요.');
  await dialog.getByRole('button', { name: '숨기기' }).click();
  await expect(desk.getByRole('status').getByText('리뷰를 숨겼어요')).toBeVisible();
  await expect(review.getByText('이유: 다른 쇼핑몰을 홍보하는 내용이에요.')).toBeVisible();
  await expect(review.getByRole('button', { name: /다시 보이기/ })).toBeVisible();

  await shop.goto(`/products/detail/${plant.id}/review?sort=LATEST`);
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shop.getByText(content)).toHaveCount(0);
  await shop.goto(`/products/detail/${plant.id}`);
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shop.getByText(content)).toHaveCount(0);

  const mine = await pageAs(browser, PHONE);
  await signInAt(mine, '/profile/reviews', author.email);
  const own = mine.getByRole('article').filter({ hasText: content });
  await expect(own.getByText('운영자가 이 리뷰를 숨겼어요')).toBeVisible();
  await expect(own.getByText('이유: 다른 쇼핑몰을 홍보하는 내용이에요.')).toBeVisible();
});

test('an operator cancels a sold-out plant for the buyer: refunded, and the shopper is told why', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const plant = await plantOnSale();
  const shopper = await newMember('console-cancel-buyer');
  const order = await paidOrder(shopper, plant.id);
  const operator = await newMember('console-canceller', 'OPERATOR');

  const desk = await pageAs(browser, DESKTOP);
  await signInAt(desk, '/admin', operator.email);
  await expect(desk.getByRole('heading', { level: 1, name: '오늘' })).toBeVisible();
  await expect(desk.getByText('오늘 주문')).toBeVisible();
  await desk.goto(`/admin/orders/${order.id}`);
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText(`주문 ${order.orderNumber}`);
  await desk.getByRole('button', { name: '주문 취소' }).click();
  const dialog = desk.getByRole('dialog', { name: '구매자 대신 주문을 취소할까요?' });
  await dialog.getByRole('radio', { name: '품절' }).check();
  await dialog.getByRole('button', { name: '1개 상품 취소하기' }).click();
  await expect(
    desk.getByRole('status').getByText(/상품 1개를 취소하고 .+원을 환불했어요/),
  ).toBeVisible();
  await expect(
    desk.getByRole('region', { name: '이 주문의 활동 기록' }).getByText('주문 취소'),
  ).toBeVisible();
  await expect(desk.getByRole('button', { name: '주문 취소' })).toHaveCount(0);

  const shop = await pageAs(browser, PHONE);
  await signInAt(shop, `/order/${order.id}`, shopper.email);
  await expect(shop.getByText('취소 사유 · 품절(판매자 취소)')).toBeVisible();
  await shop.goto('/profile/notifications');
  const recent = shop.getByRole('region', { name: '최근 받은 알림' });
  await expect(recent.getByRole('link', { name: /주문하신 상품을 취소했어요/ })).toContainText(
    '상품이 품절되어 취소했어요',
  );
  expect(await seriousA11yViolations(shop)).toEqual([]);
});

/** Each console screen, settled, has no serious or critical axe violation. */
async function axeEveryScreen(page: Page, orderId: number) {
  const screens: [string, string][] = [
    ['/admin', '오늘'],
    ['/admin/orders', '주문'],
    [`/admin/orders/${orderId}`, '주문 '],
    ['/admin/reviews', '리뷰'],
    ['/admin/audit', '활동 기록'],
    ['/admin/operators', '운영자'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading);
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
  // The ship dialog, over the order.
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: '발송', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '발송' })).toBeVisible();
  expect(await seriousA11yViolations(page), 'ship dialog').toEqual([]);
  await page.getByRole('button', { name: '닫기' }).click();
  await page.getByRole('button', { name: '주문 취소' }).click();
  await expect(page.getByRole('dialog', { name: '구매자 대신 주문을 취소할까요?' })).toBeVisible();
  expect(await seriousA11yViolations(page), 'cancel dialog').toEqual([]);
}

for (const [name, size] of [
  ['1280 × 800', DESKTOP],
  ['390 × 844', PHONE],
] as const) {
  test(`every console screen passes axe at ${name}`, async ({ browser }) => {
    test.setTimeout(150_000);
    const plant = await plantOnSale();
    const order = await paidOrder(await newMember('console-axe-buyer'), plant.id);
    const owner = await newMember('console-owner', 'OWNER');
    const page = await pageAs(browser, size);
    await signInAt(page, '/admin/orders', owner.email);
    if (size === PHONE) {
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await expect(page.getByRole('navigation', { name: '운영 메뉴' })).toBeVisible();
      expect(await seriousA11yViolations(page), 'menu').toEqual([]);
      await page.getByRole('link', { name: '리뷰' }).click();
      await expect(page).toHaveURL(/\/admin\/reviews$/);
    }
    await axeEveryScreen(page, order.id);

    // A shopper at the console: told it is for operators, with the way back.
    const shopper = await pageAs(browser, size);
    await signInAt(shopper, '/admin/orders', (await newMember('console-shopper')).email);
    await expect(shopper.getByRole('heading', { name: '운영자만 쓸 수 있어요' })).toBeVisible();
    await expect(shopper.getByRole('link', { name: '쇼핑몰로 돌아가기' })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(await seriousA11yViolations(shopper), 'denied').toEqual([]);
  });
}
