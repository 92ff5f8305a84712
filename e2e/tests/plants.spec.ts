import type { Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/env.ts';
import {
  appStarted,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
  seoulDaysAgo,
} from '../support/fixtures.ts';

/*
 * Plant care, end to end, at 390 × 844: a shopper registers a plant by hand, sees it on the
 * dashboard with a watering to-do already due, marks it done with one tap, edits the plant and
 * deletes it. Each screen is checked with axe on the way.
 */

async function signInTo(page: Page, path: string) {
  const code = await issueTempCode(uniqueEmail('gardener'));
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(path)}&secretCode=${code}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  await appStarted(page);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('a visitor is invited to sign in and brought back to /plants/manage', async ({ page }) => {
  await page.goto('/plants/manage');
  await appStarted(page);
  const signIn = page.getByRole('link', { name: '로그인하고 시작하기' });
  await expect(signIn).toBeVisible();
  await expect(signIn).toHaveAttribute('href', '/auth/sign-in?redirect=%2Fplants%2Fmanage');
  await expectNoSeriousViolations(page);
});

test('register a plant by hand, do its watering, edit it and delete it', async ({ page }) => {
  // Six screens and five axe passes: on a busy 2-core runner this took just over 60 s.
  test.slow();
  await signInTo(page, '/plants/manage');
  await expect(page.getByRole('heading', { name: '아직 등록한 식물이 없어요' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Register: by hand, planted ten days ago and last watered that day, watered every 7 days, so
  // watering is already due (without the last watering, 모르겠어요 would start it halfway).
  await page.getByRole('link', { name: '식물 등록하기' }).first().click();
  await expect(page).toHaveURL(/\/plants\/new$/);
  await page.getByRole('tab', { name: '직접 입력' }).click();
  await expectNoSeriousViolations(page);
  await page.getByLabel('식물 이름').fill('거실 고무나무');
  await page.getByLabel('함께하기 시작한 날').fill(seoulDaysAgo(10));
  await page.getByLabel('시·도').selectOption('서울특별시');
  await page.getByLabel('시·군·구').fill('강남구');
  await page.getByLabel('물 주기', { exact: true }).fill('7');
  await page.getByLabel('마지막으로 물 준 날', { exact: true }).fill(seoulDaysAgo(10));
  await expect(page.getByRole('switch', { name: '물 주기 알림' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('button', { name: '등록하기', exact: true }).click();

  // The dashboard: the card, its rings, the due watering and the weather.
  await expect(page).toHaveURL(/\/plants\/manage$/);
  const card = page.getByRole('article', { name: '거실 고무나무' });
  await expect(card).toBeVisible();
  await expect(card.getByText('함께한 지 10일')).toBeVisible();
  const water = card.getByRole('meter', { name: '거실 고무나무 물 주기' });
  await expect(water).toHaveAttribute('data-overdue', 'true');
  await expect(card.getByText(/서울특별시 · /)).toBeVisible();
  await expect(page.getByRole('link', { name: '알림 설정' })).toHaveAttribute(
    'href',
    '/profile/notifications',
  );
  await expectNoSeriousViolations(page);

  // One tap: the watering to-do leaves the card and the ring starts again.
  const done = card.getByRole('button', { name: /^거실 고무나무 .*물.* 완료$/ }).first();
  await expect(done).toBeVisible();
  const doneName = await done.getAttribute('aria-label');
  await done.click();
  await expect(card.getByRole('button', { name: doneName ?? '' })).toHaveCount(0);
  await expect(water).toHaveAttribute('aria-valuenow', '0');
  await page.reload();
  await appStarted(page);
  await expect(
    page
      .getByRole('article', { name: '거실 고무나무' })
      .getByRole('button', { name: doneName ?? '' }),
  ).toHaveCount(0);

  // Edit: a new name and another district.
  await page.getByRole('link', { name: '거실 고무나무 설정' }).click();
  await expect(page).toHaveURL(/\/plants\/setting\/\d+$/);
  await expect(page.getByLabel('식물 이름')).toHaveValue('거실 고무나무');
  await expectNoSeriousViolations(page);
  await page.getByLabel('식물 이름').fill('고무고무');
  await page.getByLabel('시·군·구').fill('서초구');
  await page.getByRole('button', { name: '저장하기', exact: true }).click();
  await expect(page.getByText('저장했어요')).toBeVisible();

  // The care history holds today's watering; an own to-do can be added.
  await page.getByRole('tab', { name: '돌봄 기록' }).click();
  await expect(
    page.getByRole('list', { name: '물 주기 기록 목록' }).getByRole('listitem'),
  ).toHaveCount(1);
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: '할 일' }).click();
  await page.getByLabel('고무고무에게 할 일 추가').fill('잎 닦아 주기');
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByRole('list', { name: '내 할 일 목록' })).toContainText('잎 닦아 주기');

  // Delete, after confirming.
  await page.getByRole('tab', { name: '정보' }).click();
  await page.getByRole('button', { name: '식물 삭제하기' }).click();
  const dialog = page.getByRole('alertdialog');
  // The particle follows the name: 고무고무를, not 고무고무을(를).
  await expect(dialog.getByRole('heading')).toHaveText('고무고무를 삭제할까요?');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: '삭제하기' }).click();
  await expect(page).toHaveURL(/\/plants\/manage$/);
  await expect(page.getByRole('heading', { name: '아직 등록한 식물이 없어요' })).toBeVisible();
});

/** A real photo's worth of JPEG: a catalogue picture as the images service renders it. */
async function jpegPhoto(index: number): Promise<Buffer> {
  const products = (await (await fetch(`${E2E_BASE_URL}/v1/products?perPage=4`)).json()) as {
    data: { image: { url: string } }[];
  };
  const url = products.data[index]?.image.url;
  if (!url) throw new Error('the seed has too few products');
  const response = await fetch(`${E2E_BASE_URL}${url}?w=640&q=80&f=jpeg`);
  expect(response.headers.get('content-type')).toContain('image/jpeg');
  return Buffer.from(await response.arrayBuffer());
}

test('register a plant with a photo, then change its photo', async ({ page }) => {
  test.slow();
  await signInTo(page, '/plants/new');
  await page.getByRole('tab', { name: '직접 입력' }).click();
  await page.getByLabel('식물 이름').fill('창가 몬스테라');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'window.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(0) });
  const preview = page.getByRole('img', { name: '내 식물 사진' });
  await expect(preview).toHaveAttribute('src', /\/images\/plants\/uploads\//);
  await expect(page.getByText('사진 바꾸기')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '등록하기', exact: true }).click();

  // Registered (no "Invalid input"): the card shows the shopper's photo.
  await expect(page).toHaveURL(/\/plants\/manage$/);
  const card = page.getByRole('article', { name: '창가 몬스테라' });
  await expect(card.locator('img[src*="/images/plants/uploads/"]')).toBeVisible();
  const src = await card.locator('img[src*="/images/plants/uploads/"]').getAttribute('src');
  const first = new RegExp(new URL(src ?? '', E2E_BASE_URL).pathname.replace(/[.]/g, '\\.'));

  // Edit: another photo, saved, and still there after a reload.
  await page.getByRole('link', { name: '창가 몬스테라 설정' }).click();
  await expect(page).toHaveURL(/\/plants\/setting\/\d+$/);
  await expect(preview).toHaveAttribute('src', first);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'desk.jpg', mimeType: 'image/jpeg', buffer: await jpegPhoto(1) });
  await expect(preview).not.toHaveAttribute('src', first);
  await page.getByRole('button', { name: '저장하기', exact: true }).click();
  await expect(page.getByText('저장했어요')).toBeVisible();
  await page.reload();
  await appStarted(page);
  await expect(preview).toHaveAttribute('src', /\/images\/plants\/uploads\//);
  await expect(preview).not.toHaveAttribute('src', first);
  await expectNoSeriousViolations(page);
});

test('a malformed plant id is refused in Korean (the spec\'s "Invalid id" never shows)', async ({
  page,
}) => {
  await signInTo(page, '/plants/manage');
  await page.goto('/plants/setting/abc');
  await expect(page.getByRole('heading', { name: '주소가 올바르지 않아요' })).toBeVisible();
  await expect(page.getByText('주소에 든 번호가 올바르지 않아요.', { exact: false })).toBeVisible();
  await expect(page.getByText('Invalid id')).toHaveCount(0);
});
