import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.ts';
import {
  accessToken,
  appStarted,
  expect,
  seoulDaysAgo,
  seriousA11yViolations,
  signInAt,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

/*
 * 영양제, 분무 and 잎 닦기 at 390 × 844: off until the shopper turns one on in a plant's settings,
 * then a ring of its own on the dashboard; a due 분무 is a to-do marked done with one tap; the
 * reminder settings have a switch for it. Axe on each screen touched.
 */

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Registers a plant through the API, as the signed-in shopper. */
async function createPlant(page: Page, body: Record<string, unknown>) {
  const token = await accessToken(page);
  const response = await fetch(`${E2E_BASE_URL}/v1/plants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

test('turning on 분무 in a plant’s settings gives it a ring on the dashboard', async ({ page }) => {
  test.slow();
  await signInAt(page, '/plants/manage', uniqueEmail('kinds-on'));
  await createPlant(page, { plantName: '욕실 고사리', plantedAt: seoulDaysAgo(30) });
  await page.reload();
  await appStarted(page);

  // Off by default: the three rings only.
  const card = page.getByRole('article', { name: '욕실 고사리' });
  await expect(card.getByRole('meter')).toHaveCount(3);
  await expect(card.getByRole('meter', { name: '욕실 고사리 분무' })).toHaveCount(0);

  await page.getByRole('link', { name: '욕실 고사리 설정' }).click();
  await expect(page).toHaveURL(/\/plants\/setting\/\d+$/);
  const more = page.getByRole('group', { name: '더 챙길 돌봄' });
  const mist = more.getByRole('switch', { name: '분무', exact: true });
  await expect(mist).toHaveAttribute('aria-checked', 'false');
  await expect(more.getByLabel('분무 주기')).toHaveCount(0);
  await mist.click();
  await expect(mist).toHaveAttribute('aria-checked', 'true');
  // No species: the usual interval (PLANT.optionalFrequencies), and its own reminder, on.
  await expect(more.getByLabel('분무 주기')).toHaveValue('3');
  await expect(more.getByRole('switch', { name: '분무 알림', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '저장하기', exact: true }).click();
  await expect(page.getByText('저장했어요')).toBeVisible();

  await page.goto('/plants/manage');
  await appStarted(page);
  await expect(card.getByRole('meter')).toHaveCount(4);
  const ring = card.getByRole('meter', { name: '욕실 고사리 분무' });
  await expect(ring).toHaveAttribute('aria-valuemax', '3');
  // Turned on today: its count starts partway through, not overdue at once.
  await expect(ring).not.toHaveAttribute('data-overdue', 'true');
  await expectNoSeriousViolations(page);
});

test('a due 분무 shows as a to-do and is marked done', async ({ page }) => {
  test.slow();
  await signInAt(page, '/plants/manage', uniqueEmail('kinds-due'));
  // Misted five days ago, every 3 days: due today.
  await createPlant(page, {
    plantName: '창가 보스턴고사리',
    plantedAt: seoulDaysAgo(40),
    mistingFrequency: 3,
    lastCare: {
      WATERING: 'UNKNOWN',
      AIR_EXPOSURE: 'UNKNOWN',
      REPOTTING: 'UNKNOWN',
      MISTING: seoulDaysAgo(5),
    },
  });
  await page.reload();
  await appStarted(page);

  const card = page.getByRole('article', { name: '창가 보스턴고사리' });
  const ring = card.getByRole('meter', { name: '창가 보스턴고사리 분무' });
  await expect(ring).toHaveAttribute('data-overdue', 'true');
  const todos = card.getByRole('region', { name: '창가 보스턴고사리 오늘 할 일' });
  await expect(todos.getByText('분무하기', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  const done = card.getByRole('button', { name: '창가 보스턴고사리 분무하기 완료' });
  await done.click();
  await expect(done).toHaveCount(0);
  await expect(ring).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('창가 보스턴고사리 분무하기 완료했어요')).toBeVisible();
  await page.reload();
  await appStarted(page);
  await expect(card.getByRole('button', { name: '창가 보스턴고사리 분무하기 완료' })).toHaveCount(
    0,
  );
  await expect(ring).not.toHaveAttribute('data-overdue', 'true');
});

test('the reminder settings have a 분무 switch, saved with the others', async ({ page }) => {
  test.slow();
  await signInAt(page, '/profile/notifications', uniqueEmail('kinds-reminders'));
  const kinds = page.getByRole('group', { name: '받을 알림' });
  for (const care of [/^영양제/, /^분무/, /^잎 닦기/])
    await expect(kinds.getByRole('switch', { name: care })).toBeChecked();
  await expectNoSeriousViolations(page);

  const mist = page.getByRole('switch', { name: /^분무/ });
  // The switch is drawn beside its label; the whole row is what a thumb taps.
  await page.locator('label', { has: mist }).click();
  await expect(mist).not.toBeChecked();
  await page.getByRole('button', { name: '저장하기', exact: true }).click();
  await expect(page.getByText('알림 설정을 저장했어요')).toBeVisible();

  await page.reload();
  await appStarted(page);
  await expect(kinds.getByRole('switch', { name: /^분무/ })).not.toBeChecked();
  await expect(kinds.getByRole('switch', { name: /^영양제/ })).toBeChecked();
});
