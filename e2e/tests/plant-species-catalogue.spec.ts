import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.ts';
import { expect, seriousA11yViolations, signInAt, test } from '../support/fixtures.ts';

/*
 * Issue 18, at 390 × 844: the 식물 찾기 tab finds a plant the shop does not sell in the species
 * list (under 상점에 없는 식물), picking it opens 직접 입력 with its care filled in, and the plant
 * joins /plants/manage. Axe on the screen on the way.
 */

interface SpeciesAnswer {
  key: string;
  nameKo: string;
  botanicalName: string;
  productId: number | null;
  defaultFrequencies: {
    wateringFrequency: number;
    airExposureFrequency: number;
    repottingFrequency: number;
  };
}

async function speciesFacts(key: string): Promise<SpeciesAnswer> {
  const response = await fetch(`${E2E_BASE_URL}/v1/species/${key}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: SpeciesAnswer }).data;
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('register a plant the shop does not sell from the 식물 찾기 tab', async ({ page }) => {
  test.slow();
  // 만년청: a species of the list the shop has no product of.
  const rohdea = await speciesFacts('rohdea-japonica');
  expect(rohdea.productId).toBeNull();
  const { wateringFrequency, airExposureFrequency, repottingFrequency } = rohdea.defaultFrequencies;

  await signInAt(page, '/plants/new');
  await page.getByRole('tab', { name: '식물 찾기' }).click();
  await page.getByLabel('식물 이름으로 찾기').fill(rohdea.nameKo);

  // No product of that name: no bare "nothing found", the species list instead.
  await expect(page.getByRole('status')).toHaveText(
    '초록에서 파는 식물 중에는 없어요. 아래에서 골라 등록할 수 있어요.',
  );
  const lacking = page.getByRole('list', { name: '상점에 없는 식물' });
  const row = lacking.getByRole('button', { name: `${rohdea.nameKo} 선택` });
  await expect(row).toBeVisible();
  await expect(row).toContainText(rohdea.botanicalName);
  await expectNoSeriousViolations(page);
  await row.click();

  // 직접 입력, with the species chosen and its numbers and name in the form.
  await expect(page.getByRole('tab', { name: '직접 입력' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    page.getByRole('button', { name: `${rohdea.nameKo} 말고 다른 종 고르기` }),
  ).toBeVisible();
  await expect(page.getByLabel('물 주기', { exact: true })).toHaveValue(String(wateringFrequency));
  await expect(page.getByLabel('환기', { exact: true })).toHaveValue(String(airExposureFrequency));
  await expect(page.getByLabel('분갈이', { exact: true })).toHaveValue(String(repottingFrequency));
  await expect(page.getByLabel('식물 이름')).toHaveValue(rohdea.nameKo);
  await expectNoSeriousViolations(page);

  await page.getByLabel('식물 이름').fill('현관 만년청');
  await page.getByRole('button', { name: '등록하기', exact: true }).click();

  await expect(page).toHaveURL(/\/plants\/manage$/);
  const card = page.getByRole('article', { name: '현관 만년청' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('meter', { name: '현관 만년청 물 주기' })).toHaveAttribute(
    'aria-valuemax',
    String(wateringFrequency),
  );
});
