import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.ts';

let counter = 0;
/** A fresh e-mail per call, so tests never share a user. */
export const uniqueEmail = (label: string) =>
  `${label}-${process.pid}-${Date.now()}-${counter++}@e2e.chorok.kr`;

/** Issue a temporary code the way an operator does (the admin endpoint the CLI calls). */
export async function issueTempCode(email: string): Promise<string> {
  const secret = readFileSync(join(E2E_DATA_DIR, 'admin-secret'), 'utf8').trim();
  const response = await fetch(`${E2E_BASE_URL}/v1/admin/temp-codes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': secret },
    body: JSON.stringify({ email }),
  });
  const body = (await response.json()) as { data: { code: string } | null; message: string };
  if (!response.ok || !body.data)
    throw new Error(`temp code failed: ${response.status} ${body.message}`);
  return body.data.code;
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
 * commit (which the app marks) their buttons do nothing and some links are plain fallbacks.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('chorok:first-commit').length > 0);
}

/** Serious or critical axe violations on the current page (empty = pass). */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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
 */
export const test = base;
export { expect };
