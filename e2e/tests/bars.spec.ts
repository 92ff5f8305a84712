import { E2E_BASE_URL } from '../support/env.ts';
import { appStarted, expect, seriousA11yViolations, test } from '../support/fixtures.ts';

/*
 * The bars at the bottom, on a phone with a home indicator (a 34 px safe area, as the native shell
 * reports it through --safe-bottom): the tab bar is opaque down to the screen's edge, and the
 * product page's buy bar takes the tab bar's place rather than sitting on top of it.
 */

const SAFE_AREA = '34px';

test('the tab bar is opaque down into the safe area', async ({ page }) => {
  await page.goto('/home');
  await appStarted(page);
  await page.evaluate(
    (px) => document.documentElement.style.setProperty('--safe-bottom', px),
    SAFE_AREA,
  );
  await page.mouse.wheel(0, 600);
  const nav = page.getByRole('navigation', { name: '하단 메뉴' });
  const style = await nav.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      background: computed.backgroundColor,
      paddingBottom: computed.paddingBottom,
      bottom: element.getBoundingClientRect().bottom,
    };
  });
  expect(style.background).toBe('rgb(255, 255, 255)');
  expect(style.paddingBottom).toBe(SAFE_AREA);
  expect(style.bottom).toBe(844);
});

test('the product page has the buy bar where the tab bar would be, never both', async ({
  page,
}) => {
  const products = (await (await fetch(`${E2E_BASE_URL}/v1/products?perPage=1`)).json()) as {
    data: { id: number }[];
  };
  await page.goto(`/products/detail/${products.data[0]?.id}`);
  await appStarted(page);
  await page.evaluate(
    (px) => document.documentElement.style.setProperty('--safe-bottom', px),
    SAFE_AREA,
  );
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0);
  const buy = page.getByRole('link', { name: '구매하기' });
  await expect(buy).toBeVisible();
  const bar = page.getByTestId('buy-bar');
  const box = await bar.evaluate((element) => ({
    bottom: element.getBoundingClientRect().bottom,
    paddingBottom: getComputedStyle(element).paddingBottom,
    background: getComputedStyle(element).backgroundColor,
  }));
  expect(box).toEqual({ bottom: 844, paddingBottom: '42px', background: 'rgb(255, 255, 255)' });
  // The buttons sit above the safe area.
  expect(
    ((await buy.boundingBox())?.y ?? 0) + ((await buy.boundingBox())?.height ?? 0),
  ).toBeLessThanOrEqual(844 - 34);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
