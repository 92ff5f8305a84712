import type { Locator, Page } from '@playwright/test';
import {
  agreeToTerms,
  appStarted,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

/** The seed's first product: a plant on sale with reviews and review photos. */
const DETAIL = '/products/detail/1';

/** Ratings of the listed reviews, in order, read from each star row's accessible name. */
async function listedRatings(page: Page): Promise<number[]> {
  const labels = await page
    .getByRole('list', { name: /^리뷰 목록/ })
    .getByRole('img', { name: /^별점 5점 만점에/ })
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  return labels.map((label) => Number(/(\d+(?:\.\d)?)점$/.exec(label)?.[1]));
}

/** The product's name as the API has it (the heading to wait for). */
async function productName(page: Page, id = 1): Promise<string> {
  const response = await page.request.get(`/v1/products/${id}`);
  return ((await response.json()) as { data: { name: string } }).data.name;
}

/** Reviews and related products render as the visitor scrolls toward them: scroll until `target` is there. */
async function scrollTo(page: Page, target: Locator) {
  await expect
    .poll(async () => {
      if ((await target.count()) > 0) return true;
      await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2));
      return false;
    })
    .toBe(true);
  await target.scrollIntoViewIfNeeded();
}

async function signInTo(page: Page, path: string) {
  const code = await issueTempCode(uniqueEmail('detail'));
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(path)}&secretCode=${code}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

test('detail → all reviews: the order changes the list, the photo viewer opens and closes', async ({
  page,
}) => {
  await page.goto(DETAIL);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  // The sections under the first screen come with the app, which a visitor's input starts.
  await appStarted(page);
  await expect(page.getByRole('region', { name: '키우기 가이드' })).toBeVisible();
  await expect(page.getByRole('link', { name: '장바구니 담기' })).toBeVisible();

  const allReviews = page.getByRole('link', { name: '리뷰 전체보기' });
  await scrollTo(page, allReviews);
  await allReviews.click();
  await expect(page).toHaveURL(/\/products\/detail\/1\/review$/);
  await expect(page.getByRole('heading', { level: 1, name: '리뷰' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('radio', { name: '추천순' })).toBeChecked();
  await expect(page.getByRole('list', { name: '리뷰 목록, 추천순' })).toBeVisible();

  await page.getByText('별점 낮은순').click();
  await expect(page).toHaveURL(/\?sort=RATING_LOW$/);
  await expect(page.getByRole('list', { name: '리뷰 목록, 별점 낮은순' })).toBeVisible();
  const low = await listedRatings(page);
  expect(low.length).toBeGreaterThan(1);
  expect(low).toEqual([...low].sort((a, b) => a - b));

  await page.getByText('별점 높은순').click();
  await expect(page.getByRole('list', { name: '리뷰 목록, 별점 높은순' })).toBeVisible();
  const high = await listedRatings(page);
  expect(high).toEqual([...high].sort((a, b) => b - a));
  expect(high[0]).toBeGreaterThan(low[0] ?? 0);

  // The photo strip opens the viewer; arrows move, Escape closes and focus comes back.
  const firstPhoto = page.getByRole('list', { name: '리뷰 사진' }).getByRole('button').first();
  await firstPhoto.click();
  const viewer = page.getByRole('dialog', { name: /^사진 1 \/ \d+$/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: '사진 닫기' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: /^사진 2 \/ \d+$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(firstPhoto).toBeFocused();

  // And with the close button.
  await firstPhoto.click();
  await page.getByRole('button', { name: '사진 닫기' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a signed-in shopper likes a product, it stays after a reload, shows in /likes and leaves it', async ({
  page,
}) => {
  const name = await productName(page);
  await signInTo(page, DETAIL);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const heart = page.getByRole('button', { name: `${name} 찜하기` }).last();
  const count = page.getByTestId('like-count');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const before = Number((await count.innerText()).replace(/[^\d]/g, ''));

  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count).toContainText(String(before + 1));

  await page.reload();
  await expect(page.getByRole('button', { name: `${name} 찜하기` }).last()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('like-count')).toContainText(String(before + 1));

  await page.goto('/likes');
  await expect(page.getByRole('tab', { name: /상품\s*1/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `${name} 찜하기` }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '찜한 상품이 없어요' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: '찜한 상품이 없어요' })).toBeVisible();
  await page.goto(DETAIL);
  await expect(page.getByRole('button', { name: `${name} 찜하기` }).last()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByTestId('like-count')).toContainText(String(before));
});

test('a visitor who likes a product signs in and comes back to it', async ({ page }) => {
  await page.goto(DETAIL);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await appStarted(page);
  await page
    .getByRole('button', { name: `${name} 찜하기` })
    .last()
    .click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fproducts%2Fdetail%2F1$/);
  await page.getByRole('button', { name: '체험 계정으로 시작하기' }).click();
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/products\/detail\/1$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a visitor who finds a review helpful signs in and comes back to the reviews', async ({
  page,
}) => {
  await page.goto(`${DETAIL}/review`);
  await page
    .getByRole('list', { name: /^리뷰 목록/ })
    .getByRole('button', { name: /^도움돼요/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fproducts%2Fdetail%2F1%2Freview$/);
});

test('a product that does not exist shows Not Found, a malformed id its message', async ({
  page,
}) => {
  await page.goto('/products/detail/999999');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
  ).toBeVisible();
  await page.goto('/products/detail/999999/review');
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없어요' }),
  ).toBeVisible();
  await page.goto('/products/detail/abc');
  await expect(page.getByText('productsId는 숫자만 가능합니다.')).toBeVisible();
});

test('the detail page preloads its first picture and has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto(DETAIL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  const firstImage = page.getByRole('region', { name: /사진$/ }).locator('img').first();
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  expect(await preload.getAttribute('imagesrcset')).toBe(await firstImage.getAttribute('srcset'));
  const firstReview = page
    .getByRole('region', { name: /^리뷰 \d+/ })
    .getByRole('article')
    .first();
  await scrollTo(page, firstReview);
  await expect(firstReview).toBeVisible();
  const related = page.getByRole('region', { name: '빛 조건이 비슷한 식물' });
  await scrollTo(page, related.getByRole('article').first());
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the detail page is on screen from the server’s HTML, its first picture preloaded', async ({
    page,
  }) => {
    const name = await productName(page);
    await page.goto(DETAIL);
    await expect(page).toHaveTitle(`${name} · 초록`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: '장바구니 담기' })).toBeVisible();
    const firstImage = page.getByRole('region', { name: /사진$/ }).locator('img').first();
    await expect(firstImage).toBeVisible();
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(await preload.getAttribute('imagesrcset')).toBe(await firstImage.getAttribute('srcset'));
    // What only the running app draws is not there.
    await expect(page.getByRole('region', { name: '키우기 가이드' })).toHaveCount(0);
  });
});

test('the server-rendered detail page starts without asking a visitor’s browser for the product again', async ({
  page,
}) => {
  await page.goto(DETAIL);
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  await appStarted(page);
  // The sections under the first screen come after the app's first commit.
  await expect(page.getByRole('region', { name: '키우기 가이드' })).toBeVisible();
  const readsOf = (pathname: string) =>
    page.evaluate(
      (path) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === path).length,
      pathname,
    );
  // Not before its first commit, nor when the screen mounts: the page's data is fresh.
  expect(await readsOf('/v1/products/1')).toBe(0);
  // Reviews and related products, far under the first screen, wait for the visitor to scroll.
  expect(await readsOf('/v1/reviews')).toBe(0);
  await scrollTo(
    page,
    page
      .getByRole('region', { name: /^리뷰 \d+/ })
      .getByRole('article')
      .first(),
  );
  expect(await readsOf('/v1/reviews')).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // And it works: a visitor's like leads to sign-in.
  await page
    .getByRole('button', { name: `${name} 찜하기` })
    .last()
    .click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fproducts%2Fdetail%2F1$/);
});

for (const path of [`${DETAIL}/review`, '/likes']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    if (path === '/likes') await signInTo(page, '/likes');
    else await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Not 'networkidle': chromium never reports the keepalive page-view of a client-side move as done.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
