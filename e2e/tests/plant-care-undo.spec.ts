import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.ts';
import {
  accessToken,
  expect,
  seriousA11yViolations,
  signInAt,
  test,
  uniqueEmail,
  seoulDaysAgo,
} from '../support/fixtures.ts';

/*
 * Issue 18 at 390 × 844: a plant the shop does not sell, registered with its last watering, is
 * not overdue on its first day; a due watering is marked done and undone, then put off until
 * tomorrow. axe on the registration form, the dashboard and the 나중에 sheet.
 */

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('a plant kept for months, registered with its last watering, is not overdue', async ({
  page,
}) => {
  test.slow();
  await signInAt(page, '/plants/new', uniqueEmail('care-start'));
  await page.getByRole('tab', { name: '직접 입력' }).click();
  await page.getByLabel('식물 이름').fill('베란다 올리브나무');
  await page.getByLabel('함께하기 시작한 날').fill(seoulDaysAgo(120));
  await page.getByLabel('물 주기', { exact: true }).fill('7');
  // Each last care starts at 모르겠어요; the last watering is known: two days ago.
  const unknownWater = page.getByRole('checkbox', { name: '마지막으로 물 준 날 모르겠어요' });
  await expect(unknownWater).toBeChecked();
  await page.getByLabel('마지막으로 물 준 날', { exact: true }).fill(seoulDaysAgo(2));
  await expect(unknownWater).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: '마지막 환기 모르겠어요' })).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '등록하기', exact: true }).click();

  await expect(page).toHaveURL(/\/plants\/manage$/);
  const card = page.getByRole('article', { name: '베란다 올리브나무' });
  await expect(card.getByText('함께한 지 120일')).toBeVisible();
  // Counted from the last watering, not from 120 days ago; nothing else overdue either.
  await expect(card.getByRole('meter', { name: '베란다 올리브나무 물 주기' })).toHaveAttribute(
    'aria-valuetext',
    '주기 7일 중 2일 지남, 5일 남음',
  );
  await expect(card.locator('[data-overdue]')).toHaveCount(0);
  await expect(card.getByText('오늘은 할 일이 없어요. 푹 쉬게 해 주세요.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a due watering: done and undone, then put off until tomorrow', async ({ page }) => {
  test.slow();
  await signInAt(page, '/plants/manage', uniqueEmail('care-undo'));
  const token = await accessToken(page);
  // Last watered ten days ago, every 7 days: due today.
  const created = await fetch(`${E2E_BASE_URL}/v1/plants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      plantName: '창가 몬스테라',
      plantedAt: seoulDaysAgo(30),
      wateringFrequency: 7,
      lastCare: { WATERING: seoulDaysAgo(10), AIR_EXPOSURE: 'UNKNOWN', REPOTTING: 'UNKNOWN' },
    }),
  });
  expect(created.status).toBe(201);
  await page.reload();

  const card = page.getByRole('article', { name: '창가 몬스테라' });
  const water = card.getByRole('meter', { name: '창가 몬스테라 물 주기' });
  await expect(water).toHaveAttribute('data-overdue', 'true');
  const done = card.getByRole('button', { name: '창가 몬스테라 물 주기 완료' });

  // 완료, then 되돌리기 in the toast: the to-do and the overdue ring come back, on the server too.
  await done.click();
  await expect(done).toHaveCount(0);
  await expect(water).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('창가 몬스테라 물 주기 완료했어요')).toBeVisible();
  await page.getByRole('button', { name: '창가 몬스테라 물 주기 되돌리기' }).click();
  await expect(done).toBeVisible();
  await expect(water).toHaveAttribute('data-overdue', 'true');
  await expect(page.getByText('되돌렸어요')).toBeVisible();
  await page.reload();
  await expect(done).toBeVisible();
  await expectNoSeriousViolations(page);

  // 나중에 → 내일: the to-do leaves, the ring waits, and it stays so after a reload.
  await card.getByRole('button', { name: '창가 몬스테라 물 주기 나중에' }).click();
  const sheet = page.getByRole('dialog', { name: '물 주기, 언제 할까요?' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: '흙이 아직 촉촉해요' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await sheet.getByRole('button', { name: /^내일/ }).click();
  await expect(sheet).toHaveCount(0);
  await expect(done).toHaveCount(0);
  await expect(page.getByText('창가 몬스테라 물 주기, 내일 다시 알려 드릴게요')).toBeVisible();
  await page.reload();
  await expect(card).toBeVisible();
  await expect(done).toHaveCount(0);
  await expect(card.getByText('미뤘어요')).toBeVisible();
  await expect(water).not.toHaveAttribute('data-overdue', 'true');
  await expectNoSeriousViolations(page);
});
