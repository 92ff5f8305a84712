import { accessToken, appStarted, expect, test, uniqueEmail } from '../support/fixtures.ts';
import { installNativeShell } from '../support/native-shell.ts';
import { finishSignIn, systemBrowser } from '../support/system-browser.ts';

/*
 * Sign-in inside the app (issue 19, decision 0036): the page asks the shell (AUTH_REQUEST), the
 * shell signs in in the system browser on our server's /v1/auth/{provider}/app, the sandbox
 * stands in for the provider, and the shell brings the page to its callback with the answer.
 */

const BUTTON = {
  kakao: '카카오로 시작하기',
  naver: '네이버로 시작하기',
  apple: 'Apple로 시작하기',
};

for (const provider of ['kakao', 'apple'] as const) {
  test(`signs in with ${provider} through the system browser and lands where it started`, async ({
    page,
    browser,
  }) => {
    const who = {
      email: uniqueEmail(`app-${provider}`),
      name: `앱${provider.length}${process.pid % 100}`,
    };
    const shell = await installNativeShell(page, { systemBrowser: systemBrowser(browser, who) });
    await page.goto('/likes');
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
    await appStarted(page);
    await page.getByRole('button', { name: BUTTON[provider] }).click();
    expect(await shell.waitForMessage('AUTH_REQUEST')).toMatchObject({ provider });
    await finishSignIn(page);
    await expect(page).toHaveURL(/\/likes$/);
    expect(await accessToken(page)).not.toBeNull();
  });
}

test('a cancel in the system browser brings the page back with the reason', async ({
  page,
  browser,
}) => {
  await installNativeShell(page, { systemBrowser: systemBrowser(browser, 'cancel') });
  await page.goto('/likes');
  await appStarted(page);
  await page.getByRole('button', { name: BUTTON.naver }).click();
  await expect(page).toHaveURL(/\/auth\/naver\/callback/);
  await expect(page.getByRole('alert')).toHaveText(
    '네이버에서 취소했거나 동의하지 않았어요. 다시 시도하거나 다른 방법을 골라 주세요.',
  );
  expect(await accessToken(page)).toBeNull();
});
