import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../support/env.ts';
import {
  accessToken,
  agreeToTerms,
  expect,
  issueTempCode,
  seriousA11yViolations,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { startOwnServer } from '../support/own-server.ts';

const run = promisify(execFile);

/*
 * Terms and consent at 390 × 844 (decision 0019): a new user meets the agreement screen before
 * any signed-in screen, a new required version asks again, and /policy shows the same versions.
 */

test('the first sign-in goes through the agreement screen to the protected page', async ({
  page,
}) => {
  const code = await issueTempCode(uniqueEmail('terms'), { agreed: false });
  await page.goto(`/auth/sign-in?redirect=%2Fcart&secretCode=${code}`);
  await expect(page).toHaveURL(/\/profile\/terms-agreement\?redirect=%2Fcart$/);
  await expect(
    page.getByRole('heading', { name: '초록을 시작하기 전에 약관에 동의해 주세요' }),
  ).toBeVisible();
  const submit = page.getByRole('button', { name: '동의하고 시작하기' });
  await expect(submit).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // 보기 shows the very text of the version to agree to.
  await page.getByRole('button', { name: '서비스 이용약관 보기' }).click();
  const sheet = page.getByRole('dialog', { name: '서비스 이용약관' });
  await expect(sheet.getByRole('heading', { name: '제1조 (목적)' })).toBeVisible();
  await expect(sheet.getByText('2026년 11월 22일 시행')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  // Until agreed, a protected page leads back here; the shop itself stays open.
  await page.goto('/plants/new');
  await expect(page).toHaveURL(/\/profile\/terms-agreement\?redirect=%2Fplants%2Fnew$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/profile\/terms-agreement\?redirect=%2Fcart$/);

  for (const name of [
    '(필수) 서비스 이용약관',
    '(필수) 개인정보 수집·이용 동의',
    '(필수) 만 14세 이상이에요',
  ])
    await page.getByRole('checkbox', { name }).check();
  await page.getByRole('checkbox', { name: '이메일' }).check();
  await submit.click();
  await expect(page).toHaveURL(/\/cart$/);

  // The record: what was agreed, which version and when; the marketing choice with its date.
  await page.goto('/profile/terms-agreement');
  await expect(page.getByRole('heading', { level: 1, name: '약관 동의 내역' })).toBeVisible();
  await expect(page.getByText(/에 동의했어요 · 버전 1$/)).toHaveCount(3);
  const email = page.getByRole('switch', { name: /^이메일/ });
  await expect(email).toBeChecked();
  await expect(page.getByText(/^\d{4}년 \d+월 \d+일에 수신 동의했어요$/)).toHaveCount(1);
  // The switch is drawn beside its label; the whole row is what a thumb taps.
  await page.locator('label', { has: email }).click();
  await expect(email).not.toBeChecked();
  await expect(page.getByText(/^\d{4}년 \d+월 \d+일에 수신 거부했어요$/)).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a user who does not agree can sign out from the agreement screen', async ({ page }) => {
  const code = await issueTempCode(uniqueEmail('decline'), { agreed: false });
  await page.goto(`/auth/sign-in?redirect=%2Fprofile&secretCode=${code}`);
  await page.getByRole('button', { name: '동의하지 않고 로그아웃' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await accessToken(page)).toBeNull();
});

test('the policy pages show the published versions', async ({ page }) => {
  await page.goto('/policy');
  await page.getByRole('link', { name: /서비스 이용약관/ }).click();
  await expect(page).toHaveURL(/\/policy\/terms-of-service$/);
  await expect(page.getByRole('heading', { level: 1, name: '서비스 이용약관' })).toBeVisible();
  await expect(page.getByText('2026년 11월 22일 시행')).toBeVisible();
  await expect(page.getByRole('heading', { name: '제8조 (청약철회와 환불)' })).toBeVisible();

  await page.goto('/policy/privacy');
  await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '개인정보 수집·이용 동의 (필수)' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.goto('/policy');
  await page.getByRole('button', { name: /마케팅 정보 수신 동의/ }).click();
  await expect(
    page.getByRole('dialog', { name: '마케팅 정보 수신 동의' }).getByText(/오후 9시부터/),
  ).toBeVisible();
});

test('a new required version asks again, for that document', async ({ page }) => {
  // Publishing changes what every user sees: on a server of this test's own.
  test.setTimeout(240_000);
  const server = await startOwnServer();
  try {
    await page.goto(`${server.baseUrl}/auth/sign-in?redirect=%2Fprofile`);
    await page.getByRole('button', { name: '체험 계정으로 시작하기' }).click();
    await agreeToTerms(page);
    await expect(page).toHaveURL(/\/profile$/);

    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Seoul' });
    writeFileSync(
      join(server.termsDir, 'service-v2.md'),
      `---\nkind: service\nversion: 2\ntitle: 서비스 이용약관\neffective: ${today}\n---\n\n## 제1조 (목적)\n\n바뀐 이용약관이에요.\n`,
    );
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'terms', 'import'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    });
    expect(stdout).toContain('1 added, 4 unchanged, 0 refused (via server)');

    await page.goto(`${server.baseUrl}/profile/notifications`);
    await expect(page).toHaveURL(
      /\/profile\/terms-agreement\?redirect=%2Fprofile%2Fnotifications$/,
    );
    await expect(page.getByRole('heading', { name: '약관이 바뀌었어요' })).toBeVisible();
    await expect(
      page.getByText(/^서비스 이용약관 \(\d{4}년 \d+월 \d+일부터 시행\)$/),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^\(필수\)/ })).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: '(필수) 서비스 이용약관' }).check();
    await page.getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect(page).toHaveURL(/\/profile\/notifications$/);
    await expect(page.getByRole('heading', { name: '혜택·소식 알림' })).toBeVisible();
  } finally {
    await server.stop();
  }
});
