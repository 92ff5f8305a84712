import { expect, seriousA11yViolations, test } from '../support/fixtures.ts';

test('a visitor goes from the landing page to home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: '시작하기' }).first()).toBeVisible();
  // The landing layout has no bottom navigation.
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0);

  await page.getByRole('link', { name: '시작하기' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole('navigation', { name: '하단 메뉴' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
});

test('the bottom navigation is hidden on nav-hidden routes', async ({ page }) => {
  await page.goto('/policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0);
});

test('an unknown route shows Not Found beside a Korean headline and a way home', async ({
  page,
}) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
  ).toBeVisible();
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('/products redirects to /products/recommend', async ({ page }) => {
  await page.goto('/products');
  await expect(page).toHaveURL(/\/products\/recommend$/);
});

test('a non-numeric product id shows the spec message', async ({ page }) => {
  await page.goto('/products/detail/abc');
  await expect(page.getByText('productsId는 숫자만 가능합니다.')).toBeVisible();
});

for (const path of ['/', '/home', '/auth/sign-in']) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    // axe walks every element of the page; /home is long, and on a busy 2-core runner one pass
    // took 22 s of a 60 s budget.
    test.slow();
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
