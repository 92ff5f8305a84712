import type { APIRequestContext, Page } from '@playwright/test';
import {
  agreeToTerms,
  appStarted,
  expect,
  seriousA11yViolations,
  test,
} from '../support/fixtures.ts';

/*
 * The plant questionnaire, end to end at 390 × 844: a visitor answers it, sees a result matched
 * to the answers (no plant unsafe for pets among them), signs in with the demo account, saves the
 * answers with one tap, and the shop's recommend list follows them from then on.
 */

const ANSWERS = '1,12,31'; // 거실, 밝은 간접광, 반려동물과 함께

/** Product ids of the cards on screen, top to bottom. */
async function cardIds(page: Page): Promise<number[]> {
  const links = page.locator('main a[href^="/products/detail/"]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(href.split('/')[3])))];
}

/** The first ids of GET /products/recommend for `query`, as a visitor asks for them. */
async function recommendIds(request: APIRequestContext, query: string, count: number) {
  const response = await request.get(`/v1/products/recommend?${query}&perPage=${count}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number }[] }).data.map((p) => p.id);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('a visitor takes the questionnaire, signs in, saves the answers and the shop follows them', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto('/life/recommend');
  await appStarted(page);

  // One question a screen, with its progress.
  const progress = page.getByRole('progressbar', { name: '질문 진행' });
  await expect(progress).toHaveAttribute('aria-valuetext', '질문 4개 중 1번째');
  await expect(page.getByText('1/4')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('checkbox', { name: '거실' }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await page.getByRole('radio', { name: '밝은 간접광' }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByRole('button', { name: '건너뛰기' }).click();
  await expect(progress).toHaveAttribute('aria-valuetext', '질문 4개 중 4번째');
  await page.getByRole('checkbox', { name: '반려동물과 함께' }).check();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '결과 보기' }).click();

  // The result: its address holds the answers, its sentence names them.
  await expect(page).toHaveURL(/\/life\/recommend\?recommendMetadata=/);
  expect(new URL(page.url()).searchParams.get('recommendMetadata')).toBe(ANSWERS);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: '거실 · 밝은 간접광 · 반려동물과 함께 → 이런 식물이 잘 맞아요',
    }),
  ).toBeVisible();
  await expect(page.getByText('반려동물에게 안전한 식물만 골랐어요.')).toBeVisible();
  const resultIds = await cardIds(page);
  expect(resultIds.slice(0, 6)).toEqual(
    await recommendIds(request, `recommendMetadataIds=${ANSWERS}`, 6),
  );
  // No plant on the result is unsafe for pets (goods have no care facts and may stay).
  for (const id of resultIds.slice(0, 8)) {
    const detail = await request.get(`/v1/products/${id}`);
    const care = ((await detail.json()) as { data: { care: { petSafe: boolean } | null } }).data
      .care;
    expect(care?.petSafe ?? true, `product ${id}`).toBe(true);
  }
  await expectNoSeriousViolations(page);

  // Sign in with the demo account and come back to the same result, where saving is one tap.
  await page.getByRole('link', { name: '로그인하고 답변 저장하기' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
  await page.getByRole('button', { name: '체험 계정으로 시작하기' }).click();
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/life\/recommend\?recommendMetadata=/);
  await page.getByRole('button', { name: '이 답변 저장하기' }).click();
  await expect(page.getByText('답변을 저장했어요.')).toBeVisible();

  // The shop's recommend list now follows the saved answers.
  await page.getByRole('link', { name: '쇼핑 추천 보기' }).click();
  await expect(page).toHaveURL(/\/products\/recommend$/);
  await expect(page.getByText('내 답변으로 추천 중')).toBeVisible();
  await expect(page.getByRole('link', { name: '다시 하기' })).toHaveAttribute(
    'href',
    '/profile/recommend',
  );
  const shopIds = (await cardIds(page)).slice(0, 6);
  expect(shopIds).toEqual(await recommendIds(request, `recommendMetadataIds=${ANSWERS}`, 6));
  expect(shopIds).not.toEqual(await recommendIds(request, 'page=1', 6));
});
