import { appStarted, expect, test } from '../support/fixtures.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';

/*
 * 공유하기 with KAKAO_JS_KEY (issue 21): Kakao's SDK loads only on the tap, checked against its
 * integrity hash; a script that is not Kakao's is refused and the shopper still gets the link.
 */

const SDK = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.2/kakao.min.js';
const KEY = '0123456789abcdef0123456789abcdef';

let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer({ KAKAO_JS_KEY: KEY });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a script that fails its integrity check is not run: the link is copied instead', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  const sdkRequests: string[] = [];
  // Not Kakao's file: the browser must refuse it for its hash, so this never runs.
  await page.route(SDK, (route) => {
    sdkRequests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
      body: 'window.Kakao = { init() {}, isInitialized: () => true, Share: { sendDefault() { window.__tampered = true; } } };',
    });
  });
  const product = `${server.baseUrl}/products/detail/1`;
  const response = await page.goto(product);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain('connect-src');
  expect(csp).toMatch(/connect-src [^;]*https:\/\/kapi\.kakao\.com/);
  expect(csp).toMatch(/form-action [^;]*https:\/\/sharer\.kakao\.com/);
  await appStarted(page);
  expect(sdkRequests).toEqual([]);

  await page.getByRole('button', { name: '공유하기' }).click();
  await expect(page.getByText('링크를 복사했어요')).toBeVisible();
  expect(sdkRequests).toEqual([SDK]);
  const script = page.locator(`script[src="${SDK}"]`);
  await expect(script).toHaveAttribute('integrity', /^sha384-/);
  await expect(script).toHaveAttribute('crossorigin', 'anonymous');
  expect(await page.evaluate(() => 'Kakao' in window || '__tampered' in window)).toBe(false);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(product);
});

test('with the SDK in place, the tap sends a commerce message linking to the product', async ({
  page,
}) => {
  await page.route(SDK, (route) => route.abort('internetdisconnected'));
  // A stand-in for the loaded SDK: the app finds it and loads nothing.
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    let key = '';
    Object.assign(window, {
      __kakaoSent: sent,
      Kakao: {
        init: (appKey: string) => (key = appKey),
        isInitialized: () => key !== '',
        Share: { sendDefault: (template: unknown) => sent.push({ key, template }) },
      },
    });
  });
  await page.goto(`${server.baseUrl}/products/detail/1`);
  await appStarted(page);
  await page.getByRole('button', { name: '공유하기' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __kakaoSent: unknown[] }).__kakaoSent))
    .toHaveLength(1);
  const [sent] = await page.evaluate(
    () =>
      (
        window as unknown as {
          __kakaoSent: { key: string; template: { content: { imageUrl?: string } } }[];
        }
      ).__kakaoSent,
  );
  const url = `${server.baseUrl}/products/detail/1`;
  expect(sent!.key).toBe(KEY);
  expect(sent!.template).toMatchObject({
    objectType: 'commerce',
    content: { link: { mobileWebUrl: url, webUrl: url } },
    commerce: { productName: expect.any(String), regularPrice: expect.any(Number) },
  });
  expect(sent!.template.content.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/.+f=jpeg/);
  await expect(page.getByText('링크를 복사했어요')).toHaveCount(0);
});
