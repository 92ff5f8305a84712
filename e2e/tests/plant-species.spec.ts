import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.ts';
import {
  appStarted,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

/*
 * A plant the shop does not sell, at 390 × 844: found in the species list by its 초성, its care
 * fills the registration form (and the hint names it), and it joins the dashboard with the
 * species' numbers; its settings show the species' care note. Axe on each screen on the way.
 */

interface SpeciesAnswer {
  key: string;
  nameKo: string;
  productId: number | null;
  careNote: string;
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

async function signInTo(page: Page, path: string) {
  const code = await issueTempCode(uniqueEmail('species'));
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(path)}&secretCode=${code}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  await appStarted(page);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('register a plant the shop does not sell by finding its species', async ({ page }) => {
  test.slow();
  // 스트렐리치아 레기나에: the shop sells its cousin 극락조화, not this one.
  const reginae = await speciesFacts('strelitzia-reginae');
  expect(reginae.productId).toBeNull();
  const { wateringFrequency, airExposureFrequency, repottingFrequency } =
    reginae.defaultFrequencies;

  await signInTo(page, '/plants/new');
  await page.getByRole('tab', { name: '직접 입력' }).click();
  await expect(page.getByText(/^많이 키우는 관엽식물 기준으로 채워 두었어요/)).toBeVisible();

  await page.getByLabel('식물 종 찾기').fill('ㅅㅌㄹ');
  const results = page.getByRole('list', { name: '찾은 식물 종' });
  const row = results.getByRole('button', { name: /스트렐리치아 레기나에/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Strelitzia reginae');
  await expectNoSeriousViolations(page);
  await row.click();

  // The form holds the species' numbers and name, and says whose they are.
  await expect(page.getByLabel('물 주기', { exact: true })).toHaveValue(String(wateringFrequency));
  await expect(page.getByLabel('환기', { exact: true })).toHaveValue(String(airExposureFrequency));
  await expect(page.getByLabel('분갈이', { exact: true })).toHaveValue(String(repottingFrequency));
  await expect(page.getByLabel('식물 이름')).toHaveValue('스트렐리치아 레기나에');
  await expect(
    page.getByText(/^스트렐리치아 레기나에에 맞춰 물 주기·환기·분갈이 주기를 채워 두었어요/),
  ).toBeVisible();
  await expect(page.getByText(/^많이 키우는 관엽식물 기준으로/)).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByLabel('식물 이름').fill('베란다 극락조');
  await page.getByRole('button', { name: '등록하기', exact: true }).click();

  // The dashboard: the card, with the species' watering as its ring's frequency.
  await expect(page).toHaveURL(/\/plants\/manage$/);
  const card = page.getByRole('article', { name: '베란다 극락조' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('meter', { name: '베란다 극락조 물 주기' })).toHaveAttribute(
    'aria-valuemax',
    String(wateringFrequency),
  );

  // Its settings name the species and give its care note.
  await page.getByRole('link', { name: '베란다 극락조 설정' }).click();
  await expect(page).toHaveURL(/\/plants\/setting\/\d+$/);
  const note = page.getByRole('region', { name: '식물 종' });
  await expect(note).toContainText('스트렐리치아 레기나에');
  await expect(note).toContainText(reginae.careNote);
  await expectNoSeriousViolations(page);
});
