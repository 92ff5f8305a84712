import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, REPO_ROOT } from '../support/env.ts';
import {
  accessToken,
  expect,
  seriousA11yViolations,
  test,
  uniqueEmail,
  signInAt,
} from '../support/fixtures.ts';

/*
 * Phone verification at 390 × 844: a shopper enters a mobile number, gets a code (read from the
 * SMS outbox with `npm run admin -- sms outbox`, as a developer does), enters it and finds the
 * number on /profile. A wrong code and a number on another account are refused in Korean.
 */

const run = promisify(execFile);

let counter = 0;
/** A mobile number no other test of this run uses: 010-8xxx-xxxx. */
function freshNumber(): { digits: string; formatted: string } {
  const n = String(8000_0000 + ((process.pid * 7919 + Date.now() + counter++) % 1000_0000));
  return { digits: `010${n}`, formatted: `010-${n.slice(0, 4)}-${n.slice(4)}` };
}

/** Signs a new user in and lands on `path`: the one place to adapt when sign-in gains a step. */
/** The code of the newest SMS to `digits`, from `npm run admin -- sms outbox --json`. */
async function codeFromOutbox(digits: string): Promise<string> {
  const { stdout } = await run(
    'npm',
    ['run', '--silent', 'admin', '--', 'sms', 'outbox', '--limit', '50', '--json'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), DATABASE_URL: '' },
    },
  );
  const { via, messages } = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
    via: string;
    messages: { recipient: string; body: string }[];
  };
  expect(via).toBe('server');
  const body = messages.find((message) => message.recipient === digits)?.body ?? '';
  const code = /인증번호 (\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${digits}`);
  return code;
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

test('verify a phone number with the code from the SMS outbox', async ({ page }) => {
  test.slow();
  const number = freshNumber();
  await signInAt(page, '/profile', uniqueEmail('phone'));
  await page.getByRole('link', { name: '휴대폰 번호', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/phone\/edit$/);
  await expect(page.getByRole('heading', { name: '휴대폰 번호 변경' })).toBeVisible();
  await expectNoSeriousViolations(page);

  const field = page.getByLabel('휴대폰 번호', { exact: true });
  await field.pressSequentially(number.digits);
  await expect(field).toHaveValue(number.formatted);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText(/인증번호를 보냈어요\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^다시 받기 \(\d+초\)$/ })).toBeDisabled();
  await expect(page.getByText(/^남은 시간\s*0[23]:\d\d$/)).toBeVisible();

  const code = await codeFromOutbox(number.digits);
  const codeField = page.getByLabel('인증번호', { exact: true });
  await expect(codeField).toBeFocused();
  await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page.getByText('인증번호가 맞지 않아요. 다시 확인해 주세요.')).toBeVisible();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);

  await codeField.fill(code);
  await page.getByRole('button', { name: '인증하기' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status')).toContainText('휴대폰 번호를 인증했어요');
  // 회원 정보 shows the number; its menu row opens the screen, which shows it as the current one.
  await expect(page.getByRole('definition').filter({ hasText: number.formatted })).toBeVisible();
  await page.getByRole('link', { name: '휴대폰 번호', exact: true }).click();
  await expect(page.getByText(`지금 번호: ${number.formatted}`)).toBeVisible();
});

test('a number verified on another account is refused with a clear message', async ({
  page,
  request,
}) => {
  const number = freshNumber();
  // The first account verifies it through the API.
  await signInAt(page, '/profile', uniqueEmail('phone'));
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  const sent = await request.post('/v1/users/me/phone/code', {
    headers,
    data: { phoneNumber: number.digits },
  });
  expect(sent.status()).toBe(201);
  const verified = await request.post('/v1/users/me/phone/verify', {
    headers,
    data: { phoneNumber: number.digits, code: await codeFromOutbox(number.digits) },
  });
  expect(verified.status()).toBe(200);

  // A second account tries the same number on the screen.
  await page.evaluate(() => localStorage.clear());
  await signInAt(page, '/profile/phone/edit', uniqueEmail('phone'));
  await page.getByLabel('휴대폰 번호', { exact: true }).fill(number.formatted);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByText('다른 계정에서 사용 중인 번호예요.')).toBeVisible();
  await expect(page.getByLabel('인증번호', { exact: true })).toHaveCount(0);
});
