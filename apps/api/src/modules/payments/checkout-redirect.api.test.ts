import { REDIRECT_BYPASSES } from '@chorok/contract/redirect-bypasses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * Issue 14 item 2: the payment pages take successUrl and failUrl from their link, and with Toss
 * the shopper goes there carrying paymentKey, orderId and amount. Whatever the link says, no page
 * (sandbox or Toss) may send the browser, or offer a link, off our origin.
 */

const ORIGIN = 'https://chorok.invalid';

/** Whether a browser on our origin would leave it for `target`. */
function leavesOrigin(target: string): boolean {
  const trimmed = target.replace(/[\t\n\r]/g, '');
  if (/^\s*[/\\]{2}|^\s*\/\\/.test(trimmed)) return true;
  try {
    return new URL(trimmed.replace(/\\/g, '/'), `${ORIGIN}/sandbox/checkout`).origin !== ORIGIN;
  } catch {
    return true;
  }
}

const decodeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every address a page could send the browser to: links, form targets, the hidden return URLs, Toss's data block. */
function addressesIn(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:href|action|src)="([^"]*)"/g)].map((m) => m[1]!);
  const hidden = [...html.matchAll(/name="(?:successUrl|failUrl)" value="([^"]*)"/g)].map(
    (m) => m[1]!,
  );
  const data = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  const block = data ? (JSON.parse(data[1]!) as { successUrl: string; failUrl: string }) : null;
  const urls = block ? [block.successUrl, block.failUrl] : [];
  return [...attributes, ...hidden, ...urls]
    .map(decodeHtml)
    .filter((value) => !value.startsWith('https://js.tosspayments.com'));
}

const query = (overrides: Record<string, string>) =>
  new URLSearchParams({
    orderId: 'CHR20261126REDIRECTS1',
    orderName: '몬스테라',
    amount: '32000',
    customerName: '김초록',
    successUrl: '/purchase/success?addressId=3',
    failUrl: '/purchase/fail',
    ...overrides,
  });

const FIELDS = ['successUrl', 'failUrl'] as const;
const CASES = FIELDS.flatMap((field) => REDIRECT_BYPASSES.map((value) => [field, value] as const));

function expectOnOrigin(status: number, location: unknown, html: string) {
  if (typeof location === 'string') expect(leavesOrigin(location), location).toBe(false);
  for (const address of addressesIn(html)) expect(leavesOrigin(address), address).toBe(false);
  expect(status === 400 || status === 200 || status === 303).toBe(true);
}

describe('the sandbox checkout page never sends a shopper off our origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the checker itself sees the classic escapes', () => {
    for (const escape of ['//evil.example', '/\\evil.example', 'https://evil.example', '/\t/evil'])
      expect(leavesOrigin(escape)).toBe(true);
    expect(leavesOrigin('/purchase/fail?code=1')).toBe(false);
  });

  it.each(CASES)('%s=%j: refused, and no address off the origin', async (field, value) => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/checkout?${query({ [field]: value })}`,
    });
    expect(page.statusCode).toBe(400);
    expectOnOrigin(page.statusCode, page.headers.location, page.body);

    for (const action of ['pay', 'cancel']) {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/sandbox/checkout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...Object.fromEntries(query({ [field]: value })),
          cardCompany: '51',
          cardNumber: '4330123412341234',
          expiry: '12/99',
          action,
        }).toString(),
      });
      expect(posted.statusCode).toBe(400);
      expect(posted.headers.location).toBeUndefined();
      expectOnOrigin(posted.statusCode, posted.headers.location, posted.body);
    }
  });
});

// A second database opens here (seconds on a busy machine).
describe('the Toss checkout page never sends a shopper off our origin', { timeout: 90_000 }, () => {
  let toss: TestApp;
  beforeAll(async () => {
    toss = await createTestApp({
      rateLimitPerMinute: 0,
      orderSweepIntervalMs: 0,
      payments: {
        provider: 'toss',
        toss: {
          secretKey: 'test_sk_local',
          clientKey: 'test_ck_local',
          apiBaseUrl: 'http://127.0.0.1:9',
        },
      },
    });
  });
  afterAll(async () => {
    await toss?.close();
  });

  it('a good link: every address on the page is ours', async () => {
    const page = await toss.app.inject({ method: 'GET', url: `/checkout/toss?${query({})}` });
    expect(page.statusCode).toBe(200);
    const addresses = addressesIn(page.body);
    expect(addresses).toContain('/purchase/success?addressId=3');
    for (const address of addresses) expect(leavesOrigin(address), address).toBe(false);
  });

  it.each(CASES)('%s=%j: refused, and no address off the origin', async (field, value) => {
    const page = await toss.app.inject({
      method: 'GET',
      url: `/checkout/toss?${query({ [field]: value })}`,
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('evil.example');
    expectOnOrigin(page.statusCode, page.headers.location, page.body);
  });
});
