import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.ts';

let counter = 0;
/** A fresh e-mail per call, so tests never share a user. */
export const uniqueEmail = (label: string) =>
  `${label}-${process.pid}-${Date.now()}-${counter++}@e2e.chorok.kr`;

/** The Seoul calendar date `days` before today, 'YYYY-MM-DD' (as the API writes dates). */
export function seoulDaysAgo(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(
    new Date(Date.now() - days * 86_400_000),
  );
}

function adminSecret(): string {
  return readFileSync(join(E2E_DATA_DIR, 'admin-secret'), 'utf8').trim();
}

async function callApi<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${E2E_BASE_URL}/v1${path}`, init);
  const body = (await response.json()) as { data: T | null; message: string };
  if (!response.ok || body.data === null)
    throw new Error(`${path} failed: ${response.status} ${body.message}`);
  return body.data;
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * A new member made an operator as `npm run admin -- grant operator` does (PUT /admin/operators
 * with the admin secret), terms agreed: their e-mail, for signInAt.
 */
export async function newOperatorEmail(label: string): Promise<string> {
  const email = uniqueEmail(label);
  await issueTempCode(email);
  await callApi('/admin/operators', {
    ...json({ email, role: 'OPERATOR' }, { 'x-admin-secret': adminSecret() }),
    method: 'PUT',
  });
  return email;
}

/** The operator's step, through the admin endpoint the CLI calls (ship with a waybill). */
export async function operatorStep(orderId: number, action: 'prepare' | 'ship' | 'deliver') {
  const parcel = action === 'ship' ? { courier: 'cj', trackingNumber: '123456789012' } : null;
  const response = await fetch(`${E2E_BASE_URL}/v1/admin/orders/${orderId}/${action}`, {
    method: 'POST',
    headers: {
      'x-admin-secret': adminSecret(),
      ...(parcel ? { 'content-type': 'application/json' } : {}),
    },
    body: parcel ? JSON.stringify(parcel) : undefined,
  });
  expect(response.status).toBe(200);
}

/** A temporary code issued the way an operator does (the admin endpoint the CLI calls). */
async function operatorCode(email: string): Promise<string> {
  const data = await callApi<{ code: string }>(
    '/admin/temp-codes',
    json({ email }, { 'x-admin-secret': adminSecret() }),
  );
  return data.code;
}

/**
 * Agrees, as the user the token belongs to, to every required document in force: what the
 * agreement screen does for a new user (terms.spec.ts tests the screen itself).
 */
async function agreeToRequiredTerms(token: string): Promise<void> {
  const { documents } = await callApi<{
    documents: { kind: string; version: number; required: boolean }[];
  }>('/terms', {});
  const agreements = documents
    .filter((doc) => doc.required)
    .map(({ kind, version }) => ({ kind, version }));
  await callApi('/users/me/consents', json({ agreements }, { authorization: `Bearer ${token}` }));
}

/**
 * Issue a temporary code the way an operator does. The user has agreed to the required terms
 * (signed in once through the API for that), so the code leads where the test is going; with
 * `{ agreed: false }` it is a new user whom the agreement screen stops first.
 */
export async function issueTempCode(
  email: string,
  { agreed = true }: { agreed?: boolean } = {},
): Promise<string> {
  if (agreed) {
    const { accessToken } = await callApi<{ accessToken: string }>(
      '/auth/temporary/sign-in',
      json({ code: await operatorCode(email) }),
    );
    await agreeToRequiredTerms(accessToken);
  }
  return operatorCode(email);
}

/**
 * Signs in with an operator's code on the way to `path`, and waits there for the app. Signing in
 * runs the app and two requests first: on a busy machine, more than the default wait.
 */
export async function signInAt(page: Page, path: string, email = uniqueEmail('shopper')) {
  const code = await issueTempCode(email);
  await page.goto(`/auth/sign-in?redirect=${encodeURIComponent(path)}&secretCode=${code}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`), {
    timeout: 20_000,
  });
  // The console is another page of the site (decision 0043): the shop reaches it by loading it.
  if (path.startsWith('/admin'))
    await page.waitForFunction(
      () => performance.getEntriesByType('navigation')[0]?.name === location.href,
      undefined,
      { timeout: 20_000 },
    );
  await appStarted(page);
}

/**
 * The agreement screen as a new user meets it after signing in (the demo account, a code from
 * the CLI): 전체 동의, then 동의하고 시작하기, and on to where they were going.
 */
export async function agreeToTerms(page: Page) {
  await expect(page).toHaveURL(/\/profile\/terms-agreement\?/);
  await page.getByRole('checkbox', { name: /전체 동의/ }).check();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  await expect(page).not.toHaveURL(/\/profile\/terms-agreement/);
}

export async function accessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('chorok-auth');
    return raw
      ? ((JSON.parse(raw) as { state?: { accessToken?: string | null } }).state?.accessToken ??
          null)
      : null;
  });
}

/**
 * Server-rendered and prerendered pages are on screen before the app runs: until React's first
 * commit (which the app marks) their buttons do nothing and some links are plain fallbacks. A
 * visitor's page starts its app at their first input (decision 0048): a Shift press is one.
 */
export async function appStarted(page: Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => performance.getEntriesByName('chorok:first-commit').length > 0);
}

/** Serious or critical axe violations on the current page (empty = pass). */
export async function seriousA11yViolations(page: Page) {
  // A settled page: a colour still in its transition (a button just enabled) is no real contrast.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // axe.run in the page itself: the default runs each frame apart and finishes in a new blank
  // page, twice the time per check, for cross-origin frames our screens do not have.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
}

/**
 * Signed-in tab screens show the reminders prompt after 1 s. Specs meet it as a shopper does:
 * the page makes room for it, and it stays off screens with bars of their own
 * (reminders.spec.ts tests both).
 *
 * Kakao's postcode script never comes from the network in a test, online or not: its host does
 * not resolve in the specs' Chromium (playwright.config.ts), so the address sheet uses our own
 * search, as when the script is out of reach. addresses.spec.ts stands in for the script with a
 * route of its own.
 */
export const test = base;
export { expect };
