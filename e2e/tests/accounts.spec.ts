import type { Page } from '@playwright/test';
import {
  accessToken,
  appStarted,
  expect,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { consentAtSandbox, finishSignIn } from '../support/system-browser.ts';

/*
 * Social sign-in through the local sandbox providers (no credentials: AUTH_SANDBOX is on with the
 * embedded database), linking a second provider, and leaving. The sandbox consent pages stand in
 * for Kakao's, Naver's and Apple's; the same sandbox e-mail is the same provider account.
 */

type Provider = 'kakao' | 'naver' | 'apple';
const BUTTON: Record<Provider, string> = {
  kakao: '카카오로 시작하기',
  naver: '네이버로 시작하기',
  apple: 'Apple로 시작하기',
};

let counter = 0;
/** A display name the sandbox shares as the profile's name (2–12 characters). */
const uniqueName = (label: string) => `${label}${process.pid % 1000}${counter++}`;

/** From a protected page through sign-in with the provider, back to that page. */
async function signInWith(
  page: Page,
  provider: Provider,
  who: { email: string; name: string },
  from = '/likes',
) {
  await page.goto(from);
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=/);
  await appStarted(page);
  await page.getByRole('button', { name: BUTTON[provider] }).click();
  await consentAtSandbox(page, provider, who);
  await finishSignIn(page);
  await expect(page).toHaveURL(new RegExp(`${from.replace('/', '\\/')}$`));
}

async function signOut(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await page
    .getByRole('alertdialog', { name: '로그아웃할까요?' })
    .getByRole('button', { name: '로그아웃' })
    .click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The 이름 row of /profile's 회원 정보. */
async function profileName(page: Page) {
  await page.goto('/profile');
  const details = page.getByRole('region', { name: '회원 정보' });
  return details.locator('dt', { hasText: '이름' }).locator('xpath=following-sibling::dd[1]');
}

async function myId(page: Page): Promise<number> {
  const token = await accessToken(page);
  const response = await page.request.get('/v1/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

for (const provider of ['kakao', 'naver', 'apple'] as const) {
  test(`signs in with the ${provider} sandbox and lands on the page asked for`, async ({
    page,
  }) => {
    const who = { email: uniqueEmail(provider), name: uniqueName('초록') };
    await signInWith(page, provider, who);
    expect(await accessToken(page)).toBeTruthy();
    await expect(await profileName(page)).toHaveText(who.name);
    // Signed out again, the sign-in screen marks the method used last.
    await signOut(page);
    await page.goto('/auth/sign-in');
    const button = page.getByRole('button', { name: BUTTON[provider] });
    await expect(button).toHaveAccessibleDescription('최근 사용');
  });
}

test('links Naver to a Kakao account; either one signs in to the same account', async ({
  page,
}) => {
  // Three sign-ins and two sign-outs: about a minute on two busy cores.
  test.slow();
  const name = uniqueName('연결');
  const kakao = { email: uniqueEmail('link-kakao'), name };
  const naver = { email: uniqueEmail('link-naver'), name: uniqueName('네이버') };
  await signInWith(page, 'kakao', kakao);
  const id = await myId(page);

  await page.goto('/profile/edit');
  await appStarted(page);
  const accounts = page.getByRole('region', { name: '로그인 연결' });
  // The only method cannot go.
  await expect(accounts.getByRole('button', { name: '카카오 연결 해제' })).toBeDisabled();
  await accounts.getByRole('button', { name: '네이버 연결하기' }).click();
  await consentAtSandbox(page, 'naver', naver);
  // The callback links, then 마이 drops its ?linked= flag: two round trips on a busy machine.
  await expect(page).toHaveURL(/\/profile\/edit$/, { timeout: 20_000 });
  await expect(page.getByText('네이버 계정을 연결했어요')).toBeVisible();
  await expect(accounts.getByRole('button', { name: '네이버 연결 해제' })).toBeEnabled();
  await expect(accounts.getByRole('button', { name: '카카오 연결 해제' })).toBeEnabled();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await signOut(page);
  await signInWith(page, 'naver', naver, '/profile');
  expect(await myId(page)).toBe(id);
  await expect(await profileName(page)).toHaveText(name);

  await signOut(page);
  await signInWith(page, 'kakao', kakao, '/profile');
  expect(await myId(page)).toBe(id);
});

test('cancelling on the consent page says so in Korean and leads back', async ({ page }) => {
  await page.goto('/likes');
  await appStarted(page);
  await page.getByRole('button', { name: BUTTON.kakao }).click();
  await consentAtSandbox(page, 'kakao', 'cancel');
  await expect(page).toHaveURL(/\/auth\/kakao\/callback/);
  await expect(page.getByRole('heading', { name: '로그인하지 못했어요' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    '카카오에서 취소했거나 동의하지 않았어요. 다시 시도하거나 다른 방법을 골라 주세요.',
  );
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '로그인 화면으로' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirect=%2Flikes$/);
  expect(await accessToken(page)).toBeNull();
});

test('a callback this tab did not start is refused', async ({ page }) => {
  await page.goto('/auth/kakao/callback?code=stolen&state=someone-elses');
  await expect(page.getByRole('alert')).toHaveText(
    '이 화면에서 시작한 요청이 아니어서 안전을 위해 멈췄어요. 처음부터 다시 시도해 주세요.',
  );
  expect(await accessToken(page)).toBeNull();
});

test('leaving with a reason, then coming back with the same Kakao account starts anew', async ({
  page,
}) => {
  const email = uniqueEmail('leave-kakao');
  const first = { email, name: uniqueName('떠남') };
  await signInWith(page, 'kakao', first, '/profile');
  const id = await myId(page);
  const token = await accessToken(page);

  await page.goto('/profile');
  await appStarted(page);
  await page.getByRole('button', { name: '회원 탈퇴' }).click();
  const sheet = page.getByRole('dialog', { name: '정말 탈퇴하시겠어요?' });
  await expect(sheet).toContainText('전자상거래법');
  await sheet.getByRole('radio', { name: '기타' }).check();
  await sheet.getByLabel('자세한 이유').fill('잠시 쉬어 가요');
  await sheet.getByRole('checkbox', { name: '안내를 모두 확인했어요' }).check();
  await sheet.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(page).toHaveURL(/\/leave\/done$/);
  const old = await page.request.get('/v1/users/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(old.status()).toBe(401);

  const again = { email, name: uniqueName('새로') };
  await signInWith(page, 'kakao', again, '/profile');
  expect(await myId(page)).not.toBe(id);
  await expect(await profileName(page)).toHaveText(again.name);
});

test('axe finds no serious violations on sign-in, /profile and /profile/edit', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await appStarted(page);
  await expect(page.getByRole('button', { name: BUTTON.kakao })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await signInWith(
    page,
    'kakao',
    { email: uniqueEmail('axe'), name: uniqueName('접근') },
    '/profile',
  );
  await expect(page.getByRole('region', { name: '회원 정보' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/profile/edit');
  await expect(
    page
      .getByRole('region', { name: '로그인 연결' })
      .getByRole('button', { name: '카카오 연결 해제' }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
