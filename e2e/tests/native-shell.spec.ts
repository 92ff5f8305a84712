import type { Page } from '@playwright/test';
import { appStarted, expect, signInAt, test } from '../support/fixtures.ts';
import { installNativeShell } from '../support/native-shell.ts';

/*
 * The web inside the native app, with the shell played by support/native-shell.ts, at 390 × 844
 * (spec §4 "Native bridge", §7 messages to the shell and the debug logger): what the page asks the
 * shell and when, the safe-area insets, the light sensor, the debug logger, the sign-in hand-off,
 * and what the app leaves to the shell (no service worker, no reminders prompt). Push tokens and
 * tapped notifications are native-shell-push.spec.ts's.
 */

const INSETS = { top: 47, bottom: 34 };

const bottomNav = (page: Page) => page.getByRole('navigation', { name: '하단 메뉴' });

/** Where the home header starts and where the bottom nav's tabs end. */
async function homeFrame(page: Page) {
  const header = await page.locator('main header').first().boundingBox();
  const tabs = await bottomNav(page).getByRole('list').boundingBox();
  return { headerTop: header!.y, tabsBottom: tabs!.y + tabs!.height };
}

test('a plain browser has no shell, and the app asks it for nothing', async ({ page }) => {
  await page.goto('/home');
  await appStarted(page);
  const found = await page.evaluate(() => ({
    shell: 'ReactNativeWebView' in window,
    // The bridge writes the shell's insets as soon as it starts: it never did.
    insets: document.documentElement.style.getPropertyValue('--safe-top'),
  }));
  expect(found).toEqual({ shell: false, insets: '' });
  expect(await homeFrame(page)).toEqual({ headerTop: 0, tabsBottom: 844 });
});

test('inside the app the environment is asked for once at start, and is nothing until the shell answers', async ({
  page,
}) => {
  const shell = await installNativeShell(page, {
    safeAreaInsets: INSETS,
    answerAfter: { environment: 'manual' },
  });
  await page.goto('/home');
  await appStarted(page);
  await shell.waitForMessage('GET_APP_ENVIRONMENT');
  // No answer yet: no insets are made up, the page lies as in a browser.
  await page.waitForTimeout(500);
  expect(await homeFrame(page)).toEqual({ headerTop: 0, tabsBottom: 844 });

  await shell.sendEnvironment();
  await expect.poll(() => homeFrame(page)).toEqual({ headerTop: 47, tabsBottom: 810 });
  // A second environment replaces the first (the phone turned, the notch moved).
  await shell.sendEnvironment({ safeAreaInsets: { top: 20, bottom: 0, left: 0, right: 0 } });
  await expect.poll(() => homeFrame(page)).toEqual({ headerTop: 20, tabsBottom: 844 });

  expect(shell.count('GET_APP_ENVIRONMENT')).toBe(1);
  expect(shell.messages()[0]).toEqual({ type: 'GET_APP_ENVIRONMENT' });
  expect(shell.refused()).toEqual([]);
});

for (const delivery of ['window-event', 'document-event', 'post-message'] as const) {
  test(`the shell's answer arrives as a ${delivery}`, async ({ page }) => {
    const shell = await installNativeShell(page, { safeAreaInsets: INSETS, delivery });
    await page.goto('/home');
    await appStarted(page);
    await expect.poll(() => homeFrame(page)).toEqual({ headerTop: 47, tabsBottom: 810 });
    expect(shell.refused()).toEqual([]);
  });
}

test('the insets move the header and the bottom nav clear of the notch and the home bar', async ({
  page,
  context,
}, testInfo) => {
  const bare = await context.newPage();
  await installNativeShell(bare);
  await bare.goto('/home');
  await appStarted(bare);
  const shell = await installNativeShell(page, { safeAreaInsets: INSETS });
  await signInAt(page, '/home');
  await shell.waitForMessage('GET_APP_ENVIRONMENT');

  const before = await homeFrame(bare);
  await expect
    .poll(() => homeFrame(page))
    .toEqual({ headerTop: before.headerTop + 47, tabsBottom: before.tabsBottom - 34 });
  // The nav is white under its tabs down to the screen's edge, the home bar's area included.
  const nav = await bottomNav(page).boundingBox();
  expect(nav!.y + nav!.height).toBe(844);
  await page.screenshot({ path: testInfo.outputPath('home-insets.png') });

  for (const target of [bare, page]) {
    await bottomNav(target).getByRole('link', { name: '내 식물' }).click();
    await expect(target).toHaveURL(/\/plants\/manage$/);
    // The URL changes before the screen's code has drawn its title.
    await expect(target.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const title = (target: Page) =>
    target
      .getByRole('heading', { level: 1 })
      .boundingBox()
      .then((box) => box?.y ?? Number.NaN);
  // Both read each time: either screen's title may still move, or be redrawn, as its data arrives.
  await expect.poll(async () => (await title(page)) - (await title(bare))).toBe(47);
  // The sticky header's own background reaches up under the status bar.
  // Polled: the screen's data arrives after its title, and its header settles then.
  const header = page.locator('header').first();
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('plants-manage-insets.png') });
});

test('the light sensor reaches the light meter lab: first reading and updates', async ({
  page,
}) => {
  // Android delivers on document; a phone whose sensor has no reading yet does not answer.
  const shell = await installNativeShell(page, {
    platform: 'android',
    answerAfter: { ambientLight: 'manual' },
  });
  await page.goto('/labs/ambient-light');
  await appStarted(page);
  await shell.waitForMessage('GET_AMBIENT_LIGHT');
  await expect(page.getByRole('img', { name: '밝기, 아직 잰 값이 없어요' })).toBeVisible();

  await shell.sendAmbientLight(6_400);
  const meter = page.getByRole('meter', { name: '밝기' });
  await expect(meter).toHaveAttribute('aria-valuetext', '6,400 lx, 반양지');
  await expect(page.getByText('앱의 조도 센서로 잰 값이에요.')).toBeVisible();
  await expect(page.getByText('측정이 끝났어요', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '다시 재기' }).click();
  await shell.sendAmbientLight(250);
  await expect(meter).toHaveAttribute('aria-valuetext', '250 lx, 음지');
});

test('LOG lines reach the shell only when ENABLE_DEBUG_LOGGER is on', async ({ page, context }) => {
  const printed: string[] = [];
  page.on('console', (message) => printed.push(message.text()));
  const quiet = await installNativeShell(page);
  await page.goto('/home');
  await appStarted(page);
  await quiet.waitForMessage('GET_APP_ENVIRONMENT');
  // The build is printed at load either way (spec §7).
  await expect.poll(() => printed.some((line) => /build \d{4}-/.test(line))).toBe(true);
  await page.waitForTimeout(500);
  expect(quiet.logs()).toEqual([]);

  const loud = await context.newPage();
  const loudPrinted: string[] = [];
  loud.on('console', (message) => loudPrinted.push(`${message.type()} ${message.text()}`));
  const shell = await installNativeShell(loud, { debugLogger: true });
  await loud.goto('/home');
  await appStarted(loud);
  // The build line, and a debug line for each message from the shell.
  await expect
    .poll(() => shell.logs().map(({ level, message }) => `${level} ${message}`))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^info 초록 Chorok · build \d{4}-/),
        'debug [native] environment',
      ]),
    );
  // Printed in the WebView's console as well.
  expect(loudPrinted).toContain('debug [native] environment');
  expect(shell.refused()).toEqual([]);
});

test('inside the app neither a service worker nor the reminders prompt: push is the shell’s', async ({
  page,
  context,
}) => {
  const prompt = (target: Page) =>
    target.getByRole('dialog', { name: '물 줄 때를 알려 드릴까요?' });
  const workers = (target: Page) =>
    target.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length));

  const shell = await installNativeShell(page);
  await signInAt(page, '/home');
  await shell.waitForMessage('GET_PUSH_TOKEN');
  // Past the prompt's 1 s delay and the worker's start.
  await page.waitForTimeout(2_000);
  await expect(prompt(page)).toHaveCount(0);
  expect(await workers(page)).toBe(0);

  // The same shopper in a browser tab gets both: the checks above can fail.
  const tab = await context.newPage();
  await tab.goto('/home');
  await appStarted(tab);
  await expect(prompt(tab)).toBeVisible();
  await expect.poll(() => workers(tab)).toBe(1);
});

test('signing in with Kakao inside the app hands the shell an AUTH_REQUEST with the state', async ({
  page,
}) => {
  const shell = await installNativeShell(page);
  await page.goto('/auth/sign-in');
  await appStarted(page);
  await page.getByRole('button', { name: '카카오로 시작하기' }).click();
  const request = await shell.waitForMessage('AUTH_REQUEST');
  expect(request).toMatchObject({ provider: 'kakao', state: expect.any(String) });
  // The SDK signs in: the page stays where it is.
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
