import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR } from '../support/env.ts';
import { FIRST_ADDRESS, payInSandbox } from '../support/shopping.ts';
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
 * The console's 클레임 and 혜택 (issue 22, decisions 0023 and 0033): an operator approves a
 * shopper's return in the browser and the shopper's order shows the refund; an operator makes a
 * coupon, issues it to a shopper and adjusts their 적립금, and the shopper sees both under 마이.
 * Both screens pass axe at 1280 × 800 and 390 × 844. The order and the claim are made through
 * the API (buying and asking are commerce.spec.ts's and claims.spec.ts's).
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const secret = () => readFileSync(join(E2E_DATA_DIR, 'admin-secret'), 'utf8').trim();
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

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

/** A new member; an OPERATOR when asked, as `npm run admin -- grant operator` makes one. */
async function newMember(label: string, operator = false): Promise<Member> {
  const email = uniqueEmail(label);
  const { accessToken: token } = await call<{ accessToken: string }>('/auth/temporary/sign-in', {
    body: { code: await issueTempCode(email) },
  });
  if (operator)
    await call('/admin/operators', {
      method: 'PUT',
      headers: { 'x-admin-secret': secret() },
      body: { email, role: 'OPERATOR' },
    });
  return { email, token };
}

interface ApiOrder {
  id: number;
  orderNumber: string;
  shippingFee: number;
  items: { id: number; name: string; amount: number }[];
}

/** One plant bought by `who`, paid with the sandbox's test card and delivered. */
async function deliveredOrder(who: Member): Promise<ApiOrder> {
  const products = await call<{ id: number; category: string }[]>(
    '/products?status=ON_SALE&perPage=40',
  );
  const plant = products.find((p) => p.category === 'PLANT');
  if (!plant) throw new Error('the seed has no plant on sale');
  const address = await call<{ id: number }>('/users/me/addresses', {
    token: who.token,
    body: FIRST_ADDRESS,
  });
  const { order, checkout } = await call<{ order: ApiOrder; checkout: { checkoutUrl: string } }>(
    '/orders',
    {
      token: who.token,
      body: { items: [{ productId: plant.id, quantity: 1 }], addressId: address.id },
    },
  );
  await payInSandbox(checkout.checkoutUrl, who.token);
  for (const action of ['prepare', 'ship', 'deliver'] as const)
    await operatorStep(order.id, action);
  return order;
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

test('an operator approves a return in the console; the shopper sees it refunded', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const shopper = await newMember('claims-buyer');
  const order = await deliveredOrder(shopper);
  const line = order.items[0]!;
  const detail = `상자가 젖어서 잎이 꺾여 있었어요. ${Date.now()}`;
  await call(`/orders/${order.id}/claims`, {
    token: shopper.token,
    body: { orderProductId: line.id, kind: 'RETURN', reason: 'DAMAGED_IN_TRANSIT', detail },
  });
  // Damaged on arrival and nothing else in the order: the shipping fee comes back too.
  const refund = line.amount + order.shippingFee;
  const operator = await newMember('claims-operator', true);

  const desk = await pageAs(browser, DESKTOP);
  await signInAt(desk, '/admin/claims', operator.email);
  const claim = desk.getByRole('article').filter({ hasText: detail });
  await expect(claim.getByText('배송 중 손상')).toBeVisible();
  await expect(claim.getByRole('link', { name: `주문 ${order.orderNumber} 보기` })).toBeVisible();
  expect(await seriousA11yViolations(desk), 'claims').toEqual([]);
  await claim.getByRole('button', { name: /반품 승인$/ }).click();
  const dialog = desk.getByRole('alertdialog', { name: '반품을 승인할까요?' });
  await expect(dialog.getByTestId('claim-expected-refund')).toHaveText(won(refund));
  expect(await seriousA11yViolations(desk), 'approve dialog').toEqual([]);
  await dialog.getByRole('button', { name: '승인하고 환불하기' }).click();
  await expect(desk.getByRole('status')).toHaveText(
    `${line.name} 반품을 승인하고 ${won(refund)}을 환불했어요.`,
  );
  await expect(claim).toHaveCount(0);

  const shop = await pageAs(browser, PHONE);
  await signInAt(shop, `/order/${order.id}`, shopper.email);
  await expect(shop.getByText('반품 완료')).toBeVisible();
  await expect(shop.getByText(`${won(refund)} 환불`)).toBeVisible();
});

test('an operator makes and issues a coupon and adjusts 적립금; the shopper sees both', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const shopper = await newMember('benefits-member');
  const operator = await newMember('benefits-operator', true);
  const name = `단골 감사 쿠폰 ${Date.now() % 100_000}`;
  const note = '배송 지연 보상 적립금';

  const desk = await pageAs(browser, DESKTOP);
  await signInAt(desk, '/admin/benefits', operator.email);
  await desk.getByRole('button', { name: '쿠폰 만들기' }).click();
  const form = desk.getByRole('dialog', { name: '쿠폰 만들기' });
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(form.getByText('쿠폰 이름을 40자 안으로 적어 주세요.')).toBeVisible();
  expect(await seriousA11yViolations(desk), 'coupon form').toEqual([]);
  await form.getByRole('textbox', { name: '쿠폰 이름' }).fill(name);
  await form.getByRole('textbox', { name: '할인 값' }).fill('2,000');
  await form.getByRole('textbox', { name: '받은 뒤 사용 기간 (일)' }).fill('14');
  await form.getByRole('button', { name: '만들기' }).click();
  const coupon = desk.getByRole('article', { name });
  await expect(coupon.getByText('2,000원')).toBeVisible();
  await expect(coupon.getByText('발급 0 · 한도 없음')).toBeVisible();

  await coupon.getByRole('button', { name: `${name} 발급` }).click();
  const issue = desk.getByRole('dialog', { name: '쿠폰 발급' });
  await issue.getByRole('textbox', { name: '회원 이메일' }).fill(shopper.email.toUpperCase());
  await issue.getByRole('button', { name: '발급하기' }).click();
  await expect(coupon.getByText('발급 1 · 한도 없음')).toBeVisible();

  const points = desk.getByRole('region', { name: '적립금 조정' });
  await points.getByRole('textbox', { name: '회원 이메일' }).fill(shopper.email);
  await points.getByRole('textbox', { name: '금액 (원)' }).fill('1,500');
  await points.getByRole('textbox', { name: '메모' }).fill(note);
  await points.getByRole('button', { name: '적립금 조정하기' }).click();
  await expect(points.getByRole('status')).toContainText(
    `${shopper.email} 님 적립금을 +1,500원 조정했어요.`,
  );
  expect(await seriousA11yViolations(desk), 'benefits').toEqual([]);

  const shop = await pageAs(browser, PHONE);
  await signInAt(shop, '/profile/coupons', shopper.email);
  await expect(shop.getByText(name)).toBeVisible();
  await shop.goto('/profile/points');
  await expect(shop.getByText(note)).toBeVisible();
  await expect(shop.getByText('조정', { exact: true }).first()).toBeVisible();
});

for (const [label, size] of [
  ['1280 × 800', DESKTOP],
  ['390 × 844', PHONE],
] as const)
  test(`the claims and benefits screens pass axe at ${label}, with rows and empty`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const operator = await newMember('claims-axe', true);
    const page = await pageAs(browser, size);
    await signInAt(page, '/admin/claims', operator.email);
    const screens = [
      ['/admin/claims', '클레임', 'claims', '기다리는 클레임이 없어요'],
      ['/admin/benefits', '혜택', 'coupons', '아직 만든 쿠폰이 없어요'],
    ] as const;
    const check = async (state: 'as it is' | 'empty') => {
      for (const [path, heading, , none] of screens) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (state === 'empty')
          await expect(page.getByRole('heading', { name: none })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await seriousA11yViolations(page), `${path} ${state}`).toEqual([]);
      }
    };
    await check('as it is');
    // Empty: whatever other tests left, the lists answer nothing.
    for (const [path, , list] of screens)
      await page.route(`**/v1${path.replace('/admin/benefits', '/admin/coupons')}`, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { status: 200, message: 'OK', data: { [list]: [] } } })
          : route.fallback(),
      );
    await check('empty');
  });
