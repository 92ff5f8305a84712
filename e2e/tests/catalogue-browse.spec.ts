import {
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

/** "상품 1,234개" → 1234 */
const countOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/*
 * /home comes with its first row drawn; a visitor's app starts at their first input (decision
 * 0048) and asks for a lower row's cards once it has drawn: on this shared 2-core machine that
 * chain can outlast the default 7 s while other browsers run.
 */
const HOME_CARDS_TIMEOUT = 20_000;

test('home → a section → its list → a product', async ({ page }) => {
  await page.goto('/home');
  // The first row is on the first screen: the server drew its cards.
  await expect(
    page.getByRole('region', { name: '새로 들어온 식물' }).getByRole('article').first(),
  ).toBeVisible();
  // Rows under the first screen draw their cards as they are scrolled to (the scroll starts the app).
  const best = page.getByRole('region', { name: '베스트' });
  await best.scrollIntoViewIfNeeded();
  await expect(best.getByRole('article').first()).toBeVisible({ timeout: HOME_CARDS_TIMEOUT });
  // The app's first render left the visitor where they had scrolled.
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);

  await page.getByRole('link', { name: '베스트 전체보기' }).click();
  await expect(page).toHaveURL(/\/products\/best$/);
  await expect(page.getByRole('heading', { level: 1, name: '베스트' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '쇼핑 목록' }).getByRole('link', { name: '베스트' }),
  ).toHaveAttribute('aria-current', 'page');

  const first = page.getByRole('article').first();
  await expect(first.getByText('1위')).toBeAttached();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/detail\/\d+$/);
});

test('the list loads its next page as it scrolls', async ({ page }) => {
  await page.goto('/products/all');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(20);
  await page.getByRole('button', { name: '상품 더 보기' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
});

test('search by initial consonants finds 몬스테라, with suggestions and a remembered search', async ({
  page,
}) => {
  await page.goto('/products/search');
  const field = page.getByRole('searchbox', { name: '검색어' });
  await expect(field).toBeFocused();
  await field.fill('ㅁㅅㅌㄹ');
  await expect(page.locator('mark', { hasText: '몬스테라' }).first()).toBeVisible();

  await field.press('Enter');
  await expect(page).toHaveURL(/\/products\/search\?q=/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('ㅁㅅㅌㄹ');
  await expect(page.getByRole('article').filter({ hasText: '몬스테라' }).first()).toBeVisible();

  await page.getByRole('button', { name: '검색어 지우기' }).click();
  await expect(page.getByRole('button', { name: 'ㅁㅅㅌㄹ', exact: true })).toBeVisible();
});

test('filter chips change the list and live in the address', async ({ page }) => {
  await page.goto('/products/all');
  const count = page.getByRole('heading', { level: 2, name: /^상품 [\d,]+개$/ });
  await expect(count).toBeVisible();
  const before = countOf(await count.innerText());

  const filters = page.getByRole('group', { name: '상품 필터' });
  const chip = filters.locator('button[aria-pressed="false"]').first();
  const label = await chip.innerText();
  await chip.click();
  // The router writes the list as JSON: ?metadataIds=[41]
  await expect.poll(() => new URL(page.url()).searchParams.get('metadataIds')).toMatch(/^\[\d+\]$/);
  await expect(filters.getByRole('button', { name: label, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(async () => countOf(await count.innerText())).toBeLessThan(before);

  // The sheet holds every option, grouped; resetting brings the whole list back.
  await page.getByRole('button', { name: /^필터/ }).click();
  const sheet = page.getByRole('dialog', { name: '필터' });
  await expect(sheet.getByRole('heading', { name: '키울 곳' })).toBeVisible();
  await sheet.getByRole('button', { name: '초기화' }).click();
  await sheet.getByRole('button', { name: /상품 [\d,]+개 보기/ }).click();
  await expect(page).not.toHaveURL(/metadataIds/);
  await expect.poll(async () => countOf(await count.innerText())).toBe(before);
});

test('a visitor who taps a heart goes to sign-in and comes back', async ({ page }) => {
  await page.goto('/products/best');
  await page
    .getByRole('button', { name: /찜하기$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fproducts%2Fbest$/);
});

test('a signed-in shopper likes and unlikes from a list, and it stays', async ({ page }) => {
  const code = await issueTempCode(uniqueEmail('like'));
  await page.goto(
    `/auth/sign-in?redirect=${encodeURIComponent('/products/new')}&secretCode=${code}`,
  );
  await expect(page).toHaveURL(/\/products\/new$/);

  const heart = page.getByRole('button', { name: /찜하기$/ }).first();
  const name = await heart.getAttribute('aria-label');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart fills at once; the reload waits for the server to have the like (on a loaded
  // machine a reload could otherwise cut the request short).
  const liked = page.waitForResponse(
    (r) => /\/v1\/products\/\d+\/like$/.test(r.url()) && r.request().method() === 'POST',
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await liked;

  await page.reload();
  const same = page.getByRole('button', { name: name ?? '' }).first();
  await expect(same).toHaveAttribute('aria-pressed', 'true');
  const unliked = page.waitForResponse(
    (r) => /\/v1\/products\/\d+\/like$/.test(r.url()) && r.request().method() === 'DELETE',
  );
  await same.click();
  await expect(same).toHaveAttribute('aria-pressed', 'false');
  await unliked;
  await page.reload();
  await expect(page.getByRole('button', { name: name ?? '' }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

for (const path of ['/home', '/products/best']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: HOME_CARDS_TIMEOUT });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
