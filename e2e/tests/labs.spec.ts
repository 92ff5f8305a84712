import type { Page } from '@playwright/test';
import {
  accessToken,
  appStarted,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { installNativeShell } from '../support/native-shell.ts';

/*
 * The lab at 390 × 844: /labs lists the light meter; the meter without a camera says what to do
 * and takes a typed reading; inside the native shell (support/native-shell.ts) its light reaches the
 * dial; a reading saved to a plant shows on its card with advice. Axe on both lab screens.
 */

/** Sign in with a temporary code and land on `path` (every later gate of sign-in goes here). */
async function signIn(page: Page, path: string) {
  const code = await issueTempCode(uniqueEmail('lab'));
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(path)}&secretCode=${code}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  await appStarted(page);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** The camera is refused, as when the shopper says no to the permission prompt. */
async function refuseCamera(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
      },
    });
  });
}

const meter = (page: Page) => page.getByRole('meter', { name: '밝기' });
const suggestions = (page: Page) =>
  page.getByRole('region', { name: '이 자리에 어울리는 식물' }).getByRole('article');

test('/labs lists the light meter with what it does', async ({ page }) => {
  await page.goto('/labs');
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1, name: '초록 실험실' })).toBeVisible();
  // Labs hide the bottom navigation.
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0);
  const tool = page.getByRole('link', { name: /빛 측정기/ });
  await expect(tool).toContainText('음지, 반음지, 반양지, 양지');
  await expectNoSeriousViolations(page);
  await tool.click();
  await expect(page).toHaveURL(/\/labs\/ambient-light$/);
  await expect(page.getByRole('heading', { level: 1, name: '빛 측정기' })).toBeVisible();
});

test('without the camera the meter says what to do, and a typed reading finds plants', async ({
  page,
}) => {
  await refuseCamera(page);
  await page.goto('/labs/ambient-light');
  await appStarted(page);
  await expect(page.getByRole('img', { name: '밝기, 아직 잰 값이 없어요' })).toBeVisible();
  await page.getByRole('button', { name: '카메라로 재기' }).click();
  const problem = page.getByRole('alert');
  await expect(problem).toContainText('카메라 권한이 꺼져 있어요');
  await expect(problem).toContainText('밝기를 직접 입력할 수 있어요');
  await expectNoSeriousViolations(page);

  const answer = page.waitForResponse((r) => r.url().includes('/v1/products/lux?lux=1800'));
  await page.getByLabel('밝기 (lx)').fill('1,800');
  await page.getByRole('button', { name: '이 값으로 보기' }).click();
  expect((await answer).status()).toBe(200);
  await expect(meter(page)).toHaveAttribute('aria-valuetext', '1,800 lx, 반음지');
  await expect(suggestions(page).first()).toBeVisible();
  expect(await suggestions(page).count()).toBeGreaterThan(1);
  await expect(page.getByRole('listitem').filter({ hasText: '지금 여기' })).toContainText('반음지');
  await expectNoSeriousViolations(page);
});

test('inside the app the shell reports the light and the meter settles on it', async ({ page }) => {
  // The shell answers GET_AMBIENT_LIGHT (and nothing else: no environment yet).
  const shell = await installNativeShell(page, {
    ambientLight: 6_400,
    answerAfter: { environment: 'manual', ambientLight: 50 },
  });
  await page.goto('/labs/ambient-light');
  await appStarted(page);
  await expect(meter(page)).toHaveAttribute('aria-valuetext', '6,400 lx, 반양지');
  // Held for two seconds: the reading is taken, plants suggested for it.
  await expect(page.getByText('측정이 끝났어요', { exact: true })).toBeVisible();
  await expect(page.getByText('앱의 조도 센서로 잰 값이에요.')).toBeVisible();
  await expect(suggestions(page).first()).toBeVisible();
  expect(shell.count('GET_AMBIENT_LIGHT')).toBeGreaterThan(0);
  // A kept reading needs no sensor: the page tells the shell to stop it.
  await expect.poll(() => shell.count('STOP_AMBIENT_LIGHT')).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  // Measure again somewhere darker: the shell's update reaches the dial.
  await page.getByRole('button', { name: '다시 재기' }).click();
  await shell.sendAmbientLight(250);
  await expect(meter(page)).toHaveAttribute('aria-valuetext', '250 lx, 음지');
  await expect(page.getByRole('button', { name: '다시 재기' })).toBeVisible();
  await expect(page.getByText('250 lx에 잘 맞는 순서로 보여 드려요.')).toBeVisible();
});

test('inside an iPhone app, which cannot read the light, the meter says so and offers the camera', async ({
  page,
}) => {
  await installNativeShell(page, { platform: 'ios', ambientLight: null });
  await page.goto('/labs/ambient-light');
  await appStarted(page);
  await expect(
    page.getByText(
      '이 휴대폰은 앱에서 조도 센서를 읽을 수 없어요. 카메라로 재거나 값을 직접 입력해 주세요.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '카메라로 재기' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a reading saved to a plant shows on its card with advice', async ({ page }) => {
  await signIn(page, '/labs/ambient-light');
  // A plant from the catalogue, so the advice can compare with its species' light.
  const token = await accessToken(page);
  const created = await page.evaluate(async (bearer) => {
    const search = await fetch(
      '/v1/products?search=%EB%AA%AC%EC%8A%A4%ED%85%8C%EB%9D%BC&category=PLANT',
    );
    const [product] = ((await search.json()) as { data: { id: number; name: string }[] }).data;
    const response = await fetch('/v1/plants', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({
        productId: product!.id,
        plantName: '창가 몬스테라',
        plantedAt: '2026-01-01',
      }),
    });
    return { status: response.status, species: product!.name };
  }, token);
  expect(created.status).toBe(201);
  await page.reload();
  await appStarted(page);

  await page.getByLabel('밝기 (lx)').fill('300');
  await page.getByRole('button', { name: '이 값으로 보기' }).click();
  const plants = page.getByRole('group', { name: '어느 식물의 자리인가요?' });
  // The only plant is chosen already.
  await expect(plants.getByRole('radio', { name: /창가 몬스테라/ })).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: '300 lx로 저장하기' }).click();
  await expect(page.getByText('창가 몬스테라 자리의 밝기를 300 lx로 저장했어요.')).toBeVisible();

  await page.getByRole('link', { name: '내 식물에서 조언 보기' }).click();
  await expect(page).toHaveURL(/\/plants\/manage$/);
  const card = page.getByRole('article', { name: '창가 몬스테라' });
  await expect(card).toContainText('300 lx · 음지');
  await expect(card).toContainText(`이 자리는 ${created.species}에게 많이 어두워요.`);
  await expect(card.getByRole('link', { name: '다시 재기' })).toHaveAttribute(
    'href',
    '/labs/ambient-light',
  );
});
