import { appStarted, expect, seriousA11yViolations, test } from '../support/fixtures.ts';

// The e2e server runs the default AI_PROVIDER=local: the answer is the same every run.
test('describe a place, get plants with reasons and a care tip', async ({ page }) => {
  await page.goto('/products/recommend');
  await appStarted(page);
  await page
    .getByRole('navigation', { name: '쇼핑 목록' })
    .getByRole('link', { name: 'AI 추천' })
    .click();
  await expect(page).toHaveURL(/\/products\/ai-recommend$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI 식물 추천' })).toBeVisible();

  const field = page.getByRole('textbox', { name: '키우는 곳과 생활 이야기' });
  await field.fill('북향 원룸이고 고양이를 키워요. 물을 자주 못 줘요');
  await expect(page.getByText('28/300')).toBeVisible();
  await page.getByRole('button', { name: '추천 받기' }).click();

  const results = page.getByRole('region', { name: '추천 결과' });
  const understood = results.getByRole('region', { name: '이렇게 이해했어요' });
  await expect(understood.getByRole('listitem')).toHaveText([
    '북향',
    '원룸',
    '고양이',
    '물 주기 어려움',
  ]);
  const cards = results.getByRole('article');
  await expect(cards).toHaveCount(5);
  await expect(results.getByText('고양이에게 안전해요').first()).toBeVisible();
  await expect(
    results.getByText(
      '북향 원룸처럼 빛이 적어도 잘 버티고, 물을 열흘에 한 번만 줘도 되고, 고양이에게 안전해요',
    ),
  ).toBeVisible();
  await expect(results.getByRole('region', { name: '관리 팁' })).toContainText('가장 밝은 창가');
  await expect(page.getByRole('status')).toHaveText('추천 식물 5개를 골랐어요');
  // Toxic to cats, and hungry for sun: never for this room.
  await expect(results.getByRole('link', { name: '스투키' })).toHaveCount(0);
  await expect(results.getByRole('link', { name: '에케베리아 롤라' })).toHaveCount(0);

  expect(await seriousA11yViolations(page)).toEqual([]);

  // A card opens its product, and Back shows the same answer again.
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/detail\/\d+$/);
  await page.goBack();
  await expect(page.getByRole('region', { name: '추천 결과' }).getByRole('article')).toHaveCount(5);
});

test('an example chip fills the field; too short a description is refused on the spot', async ({
  page,
}) => {
  await page.goto('/products/ai-recommend');
  await appStarted(page);
  const field = page.getByRole('textbox', { name: '키우는 곳과 생활 이야기' });
  await field.fill('북');
  await page.getByRole('button', { name: '추천 받기' }).click();
  await expect(page.getByRole('alert')).toContainText('2자 이상');

  await page
    .getByRole('group', { name: '이렇게 물어보세요' })
    .getByRole('button', { name: '창문 없는 사무실 책상에 둘 작은 식물' })
    .click();
  await expect(field).toHaveValue('창문 없는 사무실 책상에 둘 작은 식물');
  await page.getByRole('button', { name: '추천 받기' }).click();
  const results = page.getByRole('region', { name: '추천 결과' });
  await expect(results.getByRole('article')).toHaveCount(5);
  await expect(results.getByText(/^창문이 없어도 조명 빛으로 잘 버티고/).first()).toBeVisible();
});
