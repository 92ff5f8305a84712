import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.ts';
import { appStarted, expect, issueTempCode, test, uniqueEmail } from '../support/fixtures.ts';

/*
 * How the screens read to a screen reader at 390 × 844: no accessible name ends in a comma (a
 * name joined from parts with one part missing, "몬스테라, "), on the screens a visitor and a
 * signed-in shopper meet first. Each screen's names come from its aria snapshot.
 */

/** Every quoted accessible name in the page's aria snapshot that ends in a comma. */
async function namesEndingInComma(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return [...snapshot.matchAll(/^\s*- [\w-]+ "((?:[^"\\]|\\.)*)"/gm)]
    .map((match) => match[1] ?? '')
    .filter((name) => /,\s*$/.test(name));
}

async function expectWholeNames(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await appStarted(page);
  await ready();
  expect(await namesEndingInComma(page), path).toEqual([]);
}

async function firstProductOnSale(): Promise<number> {
  const response = await fetch(`${E2E_BASE_URL}/v1/products?status=ON_SALE&perPage=20`);
  const body = (await response.json()) as { data: { id: number; category: string }[] };
  return body.data.find((p) => p.category === 'PLANT')!.id;
}

test('a visitor’s screens name every control without a trailing comma', async ({ page }) => {
  const productId = await firstProductOnSale();
  const heading = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectWholeNames(page, '/home', () =>
    expect(page.getByRole('link', { name: /베스트/ }).first()).toBeVisible(),
  );
  await expectWholeNames(page, '/products/all', () =>
    expect(page.getByRole('list', { name: '상품 목록' })).toBeVisible(),
  );
  await expectWholeNames(page, `/products/detail/${productId}`, heading);
  await expectWholeNames(page, `/products/detail/${productId}/review`, heading);
  await expectWholeNames(page, '/life', heading);
  await expectWholeNames(page, '/plants/manage', heading);
});

test('a signed-in shopper’s screens name every control without a trailing comma', async ({
  page,
}) => {
  const productId = await firstProductOnSale();
  const code = await issueTempCode(uniqueEmail('reader'));
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent('/profile')}&secretCode=${code}`);
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(`/products/detail/${productId}`);
  await appStarted(page);
  await page.getByRole('link', { name: '장바구니 담기' }).first().click();
  await page.getByRole('button', { name: '장바구니 담기' }).last().click();
  await expect(page.getByText('장바구니에 담았어요')).toBeVisible();

  const heading = () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectWholeNames(page, '/cart', () =>
    expect(page.getByRole('button', { name: /구매하기 \(1개\)$/ })).toBeVisible(),
  );
  await expectWholeNames(page, '/profile', heading);
  await expectWholeNames(page, '/plants/manage', heading);
  await expectWholeNames(page, '/order/history', heading);
  await expectWholeNames(page, '/likes', heading);
  await expectWholeNames(page, '/profile/notifications', heading);
});
