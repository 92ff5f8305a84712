import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, REPO_ROOT } from '../support/env.ts';
import {
  accessToken,
  agreeToTerms,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';

const run = promisify(execFile);

test('a protected route sends a visitor to sign-in and returns after temporary-code sign-in', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fcart/);
  await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();

  const code = await issueTempCode(uniqueEmail('redirect'));
  await page.getByRole('button', { name: '임시 코드로 로그인' }).click();
  await page.getByLabel('임시 코드').fill(code);
  await page.getByRole('button', { name: '코드로 로그인' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  expect(await accessToken(page)).toBeTruthy();
});

test('secretCode in the sign-in URL signs in and a signed-in visitor is sent on', async ({
  page,
}) => {
  const code = await issueTempCode(uniqueEmail('secret'));
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent('/profile')}&secretCode=${code}`);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();

  // Already signed in: sign-in sends the visitor straight to home.
  await page.goto('/auth/sign-in');
  await expect(page).toHaveURL(/\/home$/);
});

test('a temporary code works only once', async ({ page }) => {
  const code = await issueTempCode(uniqueEmail('once'));
  await page.goto(`/auth/temporary/callback?code=${code}`);
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/auth/temporary/callback?code=${code}`);
  await expect(page.getByRole('alert')).toHaveText(
    '이미 사용했거나 기한이 지난 로그인 링크예요. 새 링크를 받아 열어 주세요.',
  );
  await expect(page.getByRole('link', { name: '로그인 화면으로' })).toBeVisible();
});

test('an old sign-in link opened while signed in leaves the session alone', async ({ page }) => {
  const code = await issueTempCode(uniqueEmail('stale'));
  await page.goto(`/auth/temporary/callback?code=${code}`);
  await expect(page).toHaveURL(/\/home$/);
  const signedIn = await accessToken(page);
  expect(signedIn).not.toBeNull();

  // The same link again, from the mail or the history: used, and nobody is signed out.
  await page.goto(`/auth/temporary/callback?code=${code}`);
  await expect(page.getByRole('heading', { name: '이 로그인 링크는 쓸 수 없어요' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    '이미 사용했거나 기한이 지난 로그인 링크예요. 지금 로그인한 계정은 그대로예요.',
  );
  expect(await accessToken(page)).toBe(signedIn);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);
  expect(await accessToken(page)).toBe(signedIn);
});

for (const evil of [
  '//evil.example',
  '/\\evil.example',
  'https://evil.example/x',
  '/%2F%2Fevil.example',
]) {
  test(`the redirect ${evil} never leaves our origin`, async ({ page }) => {
    const code = await issueTempCode(uniqueEmail('evil'));
    await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(evil)}&secretCode=${code}`);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
    const url = new URL(page.url());
    expect(url.origin).toBe(E2E_BASE_URL);
  });
}

test('sign-out ends the session and the old token stops working', async ({ page, request }) => {
  const code = await issueTempCode(uniqueEmail('signout'));
  await page.goto(`/auth/sign-in?redirect=%2Fprofile&secretCode=${code}`);
  await expect(page).toHaveURL(/\/profile$/);
  const token = await accessToken(page);
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: '로그아웃' }).click();
  await page
    .getByRole('alertdialog', { name: '로그아웃할까요?' })
    .getByRole('button', { name: '로그아웃' })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await accessToken(page)).toBeNull();

  const me = await request.get('/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Fprofile/);
});

test('the demo account signs in from the sign-in screen', async ({ page }) => {
  await page.goto('/auth/sign-in?redirect=%2Fprofile');
  await page.getByRole('button', { name: '체험 계정으로 시작하기' }).click();
  // A new user: the agreement screen first, then where they were going.
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/profile$/);
  // A fresh demo user each time, named like 초록이1234.
  await expect(page.getByText(/초록이\d{4}/).first()).toBeVisible();
});

test('leaving deletes the account', async ({ page, request }) => {
  const email = uniqueEmail('leave');
  const code = await issueTempCode(email);
  await page.goto(`/auth/sign-in?redirect=%2Fprofile&secretCode=${code}`);
  await expect(page).toHaveURL(/\/profile$/);
  const token = await accessToken(page);

  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const sheet = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
  await sheet.getByRole('radio', { name: '자주 쓰지 않아요' }).check();
  await sheet.getByRole('checkbox', { name: '안내를 모두 확인했어요' }).check();
  await sheet.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/leave\/done$/);
  const me = await request.get('/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
});

test('the operator CLI issues a code while the server runs', async ({ page }) => {
  const email = uniqueEmail('cli');
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', 'temp-code', email, '--json'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), DATABASE_URL: '' },
    },
  );
  const { code } = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { code: string };
  expect(code).toMatch(/^code/);
  await page.goto(`/auth/sign-in?redirect=%2Fprofile&secretCode=${code}`);
  await agreeToTerms(page);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(email)).toBeVisible();
});
