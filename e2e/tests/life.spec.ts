import {
  agreeToTerms,
  appStarted,
  expect,
  seriousA11yViolations,
  test,
} from '../support/fixtures.ts';

/*
 * 라이프 as a visitor meets it at 390 × 844: the list by category, an article rendered on the
 * server (readable before the app runs), its plants added to the cart after signing in, and the
 * article saved to the 찜 목록's 글 tab.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a visitor reads an article, signs in from it, adds its plant to the cart and saves it', async ({
  page,
  request,
}) => {
  test.slow();
  const list = (await (await request.get('/v1/curations?perPage=50')).json()) as {
    data: { id: number; title: string; category: string }[];
  };
  const article = list.data.find((a) => a.category === 'PLACE') ?? list.data[0]!;

  await page.goto('/life');
  await expect(page.getByRole('heading', { level: 1, name: '라이프' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: /공간/ }).click();
  await expect(page).toHaveURL(/category=PLACE/);
  await page
    .getByRole('link', { name: new RegExp(escaped(article.title)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/life/detail/${article.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();

  // The article arrives rendered: its title and body are in the HTML before any script runs.
  const document = await (
    await request.get(`/life/detail/${article.id}`, { headers: { accept: 'text/html' } })
  ).text();
  expect(document).toContain(`<title>${article.title} · 초록</title>`);
  expect(document).toMatch(/<h2[^>]*>/);

  await appStarted(page);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // 장바구니 담기 for a visitor goes through sign-in and comes back to the article.
  const list2 = page.getByRole('region', { name: /이 글에 나온/ });
  const firstAdd = list2.getByRole('button', { name: /장바구니 담기$/ }).first();
  const label = (await firstAdd.getAttribute('aria-label')) ?? '';
  const productName = label.replace(/ 장바구니 담기$/, '');
  await firstAdd.click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
  await page.getByRole('button', { name: '체험 계정으로 시작하기' }).click();
  await agreeToTerms(page);
  await expect(page).toHaveURL(new RegExp(`/life/detail/${article.id}`));
  await appStarted(page);
  await page
    .getByRole('region', { name: /이 글에 나온/ })
    .getByRole('button', { name: `${productName} 장바구니 담기` })
    .click();
  await expect(page.getByText('장바구니에 담았어요')).toBeVisible();

  // Saved articles are listed on the 찜 목록's 글 tab.
  await page.getByRole('button', { name: '글 저장하기' }).click();
  await expect(page.getByText(/저장했어요/)).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText(productName).first()).toBeVisible();

  await page.goto('/likes');
  await page.getByRole('tab', { name: /글/ }).click();
  await expect(
    page.getByRole('link', { name: new RegExp(escaped(article.title)) }).first(),
  ).toBeVisible();
});

test('an unknown article is Not Found, a malformed id is refused in Korean', async ({ page }) => {
  await page.goto('/life/detail/99999');
  await expect(page.getByText('Not Found')).toBeVisible();
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await page.goto('/life/detail/abc');
  await expect(page.getByText('주소에 든 번호가 올바르지 않아요.', { exact: false })).toBeVisible();
  await expect(page.getByText('Invalid id')).toHaveCount(0);
});
