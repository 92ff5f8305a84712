import { join } from 'node:path';
import { E2E_BASE_URL, REPO_ROOT } from '../support/env.ts';
import {
  expect,
  newOperatorEmail,
  seriousA11yViolations,
  signInAt,
  test,
} from '../support/fixtures.ts';

/*
 * 라이프 articles in the console (issue 22, decision 0044): an operator writes an article with a
 * product embed and an uploaded cover, sees the preview, publishes it, and a visitor finds it on
 * /life and reads it with the product's card; the article screens pass axe on a desktop and a phone.
 */

const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Seed plants: the embedded one and a second linked one. */
const EMBEDDED = 45;
const LINKED = 7;

async function productName(id: number): Promise<string> {
  const reply = await fetch(`${E2E_BASE_URL}/v1/products/${id}`);
  return ((await reply.json()) as { data: { name: string } }).data.name;
}

test('an operator publishes an article; a visitor reads it on /life', async ({ browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `창턱 정원 ${stamp}`;
  const plant = await productName(EMBEDDED);
  const context = await browser.newContext({
    ...DESKTOP,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const desk = await context.newPage();
  await signInAt(desk, '/admin/articles', await newOperatorEmail('console-articles'));
  await desk.getByRole('link', { name: '글쓰기' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('글쓰기');
  await desk.getByRole('textbox', { name: '주소 이름' }).fill(`sunny-sill-${stamp}`);
  await desk.getByRole('textbox', { name: '제목' }).fill(title);
  await desk.getByRole('textbox', { name: '부제' }).fill('작은 창턱에도 정원이 생겨요');
  await desk.getByRole('combobox', { name: '분류' }).selectOption({ label: '공간' });
  await desk.getByRole('textbox', { name: '글쓴이' }).fill('초록 에디터 한서윤');
  await desk.getByRole('textbox', { name: '연결할 상품 번호' }).fill(`${EMBEDDED}, ${LINKED}`);
  await desk.getByRole('textbox', { name: '표지에 그릴 식물 번호' }).fill(String(EMBEDDED));
  await desk.getByRole('textbox', { name: '표지 설명' }).fill('창턱에 놓인 화분');
  await desk
    .getByRole('textbox', { name: '마크다운' })
    .fill(
      `## 볕이 드는 자리\n\n남향 창턱이라면 **다육식물**이 잘 자라요.\n\n::product{id=${EMBEDDED}}\n\n흙이 마르면 물을 주세요.\n`,
    );
  const preview = desk.getByRole('region', { name: '미리보기' });
  await expect(preview.getByRole('heading', { name: '볕이 드는 자리' })).toBeVisible();
  await expect(preview.getByText(plant).first()).toBeVisible();
  await desk.getByRole('button', { name: '저장' }).click();
  await expect(desk).toHaveURL(/\/admin\/articles\/\d+$/);
  const id = Number(new URL(desk.url()).pathname.split('/').pop());
  await expect(desk.getByText('임시저장').first()).toBeVisible();

  await desk
    .getByLabel('표지 사진 고르기')
    .setInputFiles(join(REPO_ROOT, 'apps/web/public/icons/icon-512.png'));
  await desk.getByRole('button', { name: '표지 올리기' }).click();
  await expect(desk.getByRole('status').getByText('표지를 바꿨어요.')).toBeVisible();
  await expect(desk.getByText('올린 사진이 표지예요.')).toBeVisible();

  await desk.getByRole('button', { name: '지금 발행' }).click();
  await expect(desk.getByRole('status').getByText('발행했어요')).toBeVisible();
  await expect(desk.getByRole('link', { name: '쇼핑몰에서 보기' })).toBeVisible();
  expect(await seriousA11yViolations(desk)).toEqual([]);

  const visitor = await (
    await browser.newContext({ ...PHONE, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
  ).newPage();
  await visitor.goto('/life');
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/life/detail/${id}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: '볕이 드는 자리' })).toBeVisible();
  await expect(visitor.getByText(plant).first()).toBeVisible();

  await desk.goto('/admin/articles');
  const row = desk.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('발행', { exact: true })).toBeVisible();
});

for (const [label, size] of [
  ['1280 × 800', DESKTOP],
  ['390 × 844', PHONE],
] as const) {
  test(`the article screens pass axe at ${label}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await (
      await browser.newContext({ ...size, locale: 'ko-KR', timezoneId: 'Asia/Seoul' })
    ).newPage();
    await signInAt(page, '/admin/articles', await newOperatorEmail('console-articles'));
    for (const path of ['/admin/articles', '/admin/articles/new', '/admin/articles/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
}
