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
 * Issue 18 at 390 × 844: a shopper with two plants opens the 14-day care calendar on the plants
 * tab, sees today's overdue watering and the fern's on its day, picks days; axe on the calendar.
 */

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

async function register(token: string | null, body: Record<string, unknown>) {
  const created = await fetch(`${E2E_BASE_URL}/v1/plants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ airExposureFrequency: 700, repottingFrequency: 700, ...body }),
  });
  expect(created.status).toBe(201);
}

test('two plants on the 14-day calendar: today, a picked day and an empty one', async ({
  page,
}) => {
  test.slow();
  await signInAt(page, '/plants/manage', uniqueEmail('care-calendar'));
  const token = await accessToken(page);
  const yesterday = seoulDaysAgo(1);
  // Every 7 days, last watered 10 days ago: overdue, on today; then a week later.
  await register(token, {
    plantName: '창가 몬스테라',
    plantedAt: seoulDaysAgo(30),
    wateringFrequency: 7,
    lastCare: { WATERING: seoulDaysAgo(10), AIR_EXPOSURE: yesterday, REPOTTING: yesterday },
  });
  // Every 3 days, watered yesterday: in 2, 5, 8 and 11 days.
  await register(token, {
    plantName: '책상 고사리',
    plantedAt: seoulDaysAgo(5),
    wateringFrequency: 3,
    lastCare: { WATERING: yesterday, AIR_EXPOSURE: yesterday, REPOTTING: yesterday },
  });
  // Reminders at 23:00: today's is still to come whatever the hour the test runs (once the hour
  // has passed, today's care no longer promises one).
  const settings = await fetch(`${E2E_BASE_URL}/v1/notifications/settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ hour: 23 }),
  });
  expect(settings.status).toBe(200);
  await page.reload();

  await page.getByRole('tab', { name: '14일 달력' }).click();
  const strip = page.getByRole('list', { name: '날짜 고르기' });
  const chips = strip.getByRole('button');
  await expect(chips).toHaveCount(14);
  await expect(chips.nth(0)).toHaveAttribute('aria-label', /, 오늘, 돌봄 1개/);
  await expect(chips.nth(0)).toHaveAttribute('aria-pressed', 'true');
  for (const n of [2, 5, 7, 8, 11])
    await expect(chips.nth(n)).toHaveAttribute('aria-label', /돌봄 1개/);
  await expect(chips.nth(1)).toHaveAttribute('aria-label', /돌봄 없음/);

  const list = page.getByRole('list', { name: '이날 챙길 돌봄' });
  await expect(list.getByText('창가 몬스테라')).toBeVisible();
  await expect(list.getByText('밀린 돌봄')).toBeVisible();
  await expect(list.getByText('오후 11시 알림')).toBeVisible();
  await expectNoSeriousViolations(page);

  await chips.nth(2).click();
  await expect(chips.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByText('책상 고사리')).toBeVisible();
  await expect(list.getByText('물 주기')).toBeVisible();
  await expect(list.getByText('오후 11시 알림')).toBeVisible();
  await expect(list.getByText('창가 몬스테라')).toHaveCount(0);

  await chips.nth(1).click();
  await expect(
    page.getByText('이날은 챙길 돌봄이 없어요. 식물도 쉬어 가는 날이에요.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
