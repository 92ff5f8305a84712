import { join } from 'node:path';
import { REPO_ROOT } from '../support/env.ts';
import {
  expect,
  newOperatorEmail,
  seriousA11yViolations,
  signInAt,
  test,
} from '../support/fixtures.ts';

/*
 * The console's products (issue 22): an operator adds a pot with a photo, puts it on sale,
 * receives stock, and a shopper finds it in the shop with its price; the product screens pass axe
 * on a desktop and a phone.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('an operator adds a pot with a photo and stock; the shop sells it', async ({ browser }) => {
  test.setTimeout(150_000);
  const name = `콘솔 토분 ${Date.now().toString(36)}`;
  const context = await browser.newContext({
    ...DESKTOP,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const desk = await context.newPage();
  await signInAt(desk, '/admin/products', await newOperatorEmail('console-products'));
  await desk.getByRole('link', { name: '상품 등록' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('상품 등록');
  await desk.getByRole('combobox', { name: '분류' }).selectOption({ label: '화분' });
  await desk.getByRole('textbox', { name: '상품 이름' }).fill(name);
  await desk.getByRole('textbox', { name: '한 줄 소개' }).fill('숨 쉬는 토분이에요.');
  await desk.getByLabel('정가', { exact: true }).fill('15000');
  await desk.getByLabel('판매가', { exact: true }).fill('12000');
  await expect(desk.getByText('20% 할인해서 팔아요')).toBeVisible();
  await desk.getByRole('combobox', { name: '판매 상태' }).selectOption({ label: '판매 중' });
  await desk.getByRole('button', { name: '상품 등록' }).click();
  await expect(desk).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(new URL(desk.url()).pathname.split('/').pop());

  await desk
    .getByLabel('사진 추가')
    .setInputFiles(join(REPO_ROOT, 'apps/web/public/icons/icon-512.png'));
  await desk.getByRole('textbox', { name: '사진 설명' }).fill(`${name} 정면`);
  await desk.getByRole('button', { name: '올리기' }).click();
  await expect(desk.getByRole('status').getByText('사진을 올렸어요')).toBeVisible();
  await expect(desk.getByText('대표 사진')).toBeVisible();

  // Without a photo it stayed 출시 예정; with one, 판매 중 holds (sold out until stock comes in).
  await expect(desk.getByRole('combobox', { name: '판매 상태' })).toHaveValue('PENDING');
  await desk.getByRole('combobox', { name: '판매 상태' }).selectOption({ label: '판매 중' });
  await desk.getByRole('button', { name: '저장' }).click();
  await expect(desk.getByRole('status').getByText('저장했어요')).toBeVisible();
  await desk.getByRole('button', { name: '재고 조정' }).click();
  const dialog = desk.getByRole('dialog', { name: '재고 조정' });
  await dialog.getByLabel('수량', { exact: true }).fill('8');
  await dialog.getByRole('combobox', { name: '이유' }).selectOption({ label: '입고' });
  await dialog.getByRole('button', { name: '조정하기' }).click();
  await expect(desk.getByText('재고를 조정했어요. 지금 8개예요.')).toBeVisible();
  expect(await seriousA11yViolations(desk)).toEqual([]);

  const shop = await (
    await browser.newContext({ ...PHONE, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  ).newPage();
  await shop.goto(`/products/detail/${id}`);
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shop.getByText('12,000원').first()).toBeVisible();
  await expect(shop.getByRole('link', { name: '장바구니 담기' })).toBeVisible();
  await expect(shop.getByRole('img', { name: `${name} 정면` }).first()).toBeVisible();

  await desk.goto(`/admin/audit`);
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('활동 기록');
  const created = desk.getByRole('row').filter({ hasText: '상품 등록' }).first();
  await expect(created.getByRole('link', { name: `상품 #${id}` })).toBeVisible();
  await expect(created.getByText(name)).toBeVisible();
  await expect(created.getByText('화분')).toBeVisible();
});

for (const [label, size] of [
  ['1280 × 800', DESKTOP],
  ['390 × 844', PHONE],
] as const) {
  test(`the product screens pass axe at ${label}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await (
      await browser.newContext({ ...size, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
    ).newPage();
    await signInAt(page, '/admin/products', await newOperatorEmail('console-products'));
    for (const path of ['/admin/products', '/admin/products/new', '/admin/products/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
}
