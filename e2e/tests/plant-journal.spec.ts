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
 * The photo journal (issue 18), at 390 × 844: on a plant's 성장 기록, a shopper adds two photos
 * on two days, sees them in the timeline with the watering given between them, sees the newest
 * become the plant's picture, and compares them side by side in 그때와 지금. axe on the way.
 */

const dotted = (date: string) => date.replaceAll('-', '.');

/** A small JPEG: a catalogue picture as the images service renders it (320 px wide). */
async function jpegPhoto(index: number): Promise<Buffer> {
  const products = (await (await fetch(`${E2E_BASE_URL}/v1/products?perPage=4`)).json()) as {
    data: { image: { url: string } }[];
  };
  const url = products.data[index]?.image.url;
  if (!url) throw new Error('the seed has too few products');
  const response = await fetch(`${E2E_BASE_URL}${url}?w=320&q=70&f=jpeg`);
  expect(response.headers.get('content-type')).toContain('image/jpeg');
  return Buffer.from(await response.arrayBuffer());
}

async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  const token = await accessToken(page);
  const response = await fetch(`${E2E_BASE_URL}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.status, path).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

async function addEntry(page: Page, photo: Buffer, name: string, day: string, note: string) {
  const form = page.getByRole('form', { name: '새 기록' });
  await form
    .getByLabel('사진 고르기')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: '기록할 사진' })).toBeVisible();
  await expect(form.getByText('사진을 올리고 있어요')).toHaveCount(0, { timeout: 20_000 });
  await form.getByLabel('날짜').fill(day);
  await form.getByLabel('메모').fill(note);
  await form.getByRole('button', { name: '기록하기' }).click();
  await expect(page.getByText('기록했어요')).toBeVisible();
  await expect(form.getByRole('img', { name: '기록할 사진' })).toHaveCount(0);
}

test('add two journal photos, see the timeline and compare then and now', async ({ page }) => {
  test.slow();
  await signInAt(page, '/plants/manage', uniqueEmail('journal'));
  const plant = await api<{ id: number }>(page, '/plants', {
    plantName: '몬순이',
    plantedAt: seoulDaysAgo(30),
  });
  await api(page, `/plants/${plant.id}/care-events`, {
    kind: 'WATERING',
    date: seoulDaysAgo(5),
  });

  await page.goto(`/plants/setting/${plant.id}`);
  await page.getByRole('tab', { name: '성장 기록' }).click();
  await expect(page.getByRole('heading', { name: '첫 사진을 남겨 보세요' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const then = seoulDaysAgo(12);
  const now = seoulDaysAgo(0);
  await addEntry(page, await jpegPhoto(0), 'first.jpg', then, '처음 데려온 날');
  await addEntry(page, await jpegPhoto(1), 'today.jpg', now, '새 잎이 났어요');

  // The timeline: newest first, the watering between the two photos.
  const timeline = page.getByRole('list', { name: '성장 기록 목록' });
  const items = timeline.locator(':scope > li');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(dotted(now));
  await expect(items.nth(0)).toContainText('새 잎이 났어요');
  await expect(items.nth(1)).toContainText('물 줬어요');
  await expect(items.nth(1)).toContainText(dotted(seoulDaysAgo(5)));
  await expect(items.nth(2)).toContainText('처음 데려온 날');
  const newest = items.nth(0).getByRole('img', { name: `${dotted(now)}에 찍은 몬순이` });
  await expect(newest).toBeVisible();
  await expect(
    items.nth(2).getByRole('img', { name: `${dotted(then)}에 찍은 몬순이` }),
  ).toBeVisible();

  // The newest photo is the plant's picture now (the header's, and the card's on 내 식물).
  const newestPath = new URL((await newest.getAttribute('src')) ?? '', E2E_BASE_URL).pathname;
  expect(newestPath).toMatch(/^\/images\/plants\/uploads\//);
  await expect(page.locator(`img[alt=""][src*="${newestPath}"]`).first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // 그때와 지금: both photos side by side, with their days and the days between.
  await page.getByRole('button', { name: '그때와 지금' }).click();
  const sheet = page.getByRole('dialog', { name: '그때와 지금' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('img', { name: `그때: ${dotted(then)}에 찍은 사진` })).toBeVisible();
  await expect(sheet.getByRole('img', { name: `지금: ${dotted(now)}에 찍은 사진` })).toBeVisible();
  await expect(sheet.getByText('두 사진은 12일 차이예요')).toBeVisible();
  await expect(sheet.getByLabel('그때 사진')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
