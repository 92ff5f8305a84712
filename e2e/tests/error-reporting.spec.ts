import { startEnvelopeReceiver, type EnvelopeReceiver } from '@chorok/monitoring/envelope-receiver';
import type { Page } from '@playwright/test';
import { appStarted, expect, seriousA11yViolations, test } from '../support/fixtures.ts';
import { startOwnServer, type OwnServer } from '../support/own-server.ts';

/*
 * Error reporting at 390 × 844 (decision 0035): a server started with SENTRY_DSN and
 * SENTRY_WEB_DSN pointed at a local stand-in for Sentry's ingestion. A page whose data fails
 * (5xx) and one whose render fails reach it, scrubbed of the shopper's data, while the shopper
 * sees the usual error screen.
 */

const RELEASE = 'chorok@e2e+monitoring';
const EMAIL = 'kim.minji@example.com';
const PHONE = '010-2345-6789';
const ADDRESS = '서울특별시 강남구 테헤란로 123';
const PERSONAL = [
  EMAIL,
  encodeURIComponent(EMAIL),
  PHONE,
  '01023456789',
  '테헤란로',
  'secret-code',
];
/** The address the shopper opens: its query holds data that must never be reported. */
const REVIEWS = `/products/detail/1/review?email=${encodeURIComponent(EMAIL)}&phone=01023456789&code=secret-code`;

let receiver: EnvelopeReceiver;
let server: OwnServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  receiver = await startEnvelopeReceiver();
  server = await startOwnServer({
    SENTRY_DSN: receiver.dsn,
    SENTRY_WEB_DSN: receiver.dsn,
    SENTRY_RELEASE: RELEASE,
    SENTRY_ENVIRONMENT: 'e2e',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

/** The web app's events (the API's have platform `node`). */
const webEvents = () => receiver.events().filter((event) => event.platform === 'javascript');

const allSent = () => receiver.envelopes.map((envelope) => envelope.raw).join('\n');

/** GET /v1/products/1 answered by the test instead of the server. */
function productAnswers(page: Page, status: number, body: unknown, headers = {}) {
  return page.route(`${server.baseUrl}/v1/products/1`, (route) =>
    route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) }),
  );
}

test("a page whose data fails (5xx): the error screen, and one report with the server's request id", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await productAnswers(
    page,
    503,
    { data: null, message: `재고 조회 실패: ${EMAIL} ${PHONE} ${ADDRESS}`, status: 503 },
    { 'x-request-id': 'e2e-request-503' },
  );
  await page.goto(`${server.baseUrl}${REVIEWS}`);
  // The query retries a 5xx three times (spec §8), then the route shows its error screen.
  await expect(page.getByRole('heading', { name: '화면을 보여 드리지 못했어요' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Something went wrong')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  await expect.poll(() => webEvents().length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [event] = webEvents();
  expect(event).toMatchObject({
    release: RELEASE,
    environment: 'e2e',
    transaction: '/products/detail/$productId/review',
    tags: {
      source: 'api',
      request_id: 'e2e-request-503',
      route: '/products/detail/$productId/review',
    },
    request: { url: `${server.baseUrl}/products/detail/1/review` },
    contexts: { report: { endpoint: 'GET /products/:id', status: 503 } },
    exception: {
      values: [{ type: 'ApiError', value: '재고 조회 실패: [email] [phone] [address] [address]' }],
    },
  });
  // Four failed tries and the screen that shows the last one are the same failure: one report.
  await page.waitForTimeout(500);
  expect(webEvents()).toHaveLength(1);
  for (const personal of PERSONAL) expect(allSent()).not.toContain(personal);
});

test('a page whose render fails, and an uncaught error: reported scrubbed, the error screen shown', async ({
  page,
}) => {
  const before = webEvents().length;
  // Data the screen cannot draw (no image): the render throws, the route's boundary catches it.
  await productAnswers(page, 200, {
    data: { id: 1, name: '몬스테라' },
    message: 'OK',
    status: 200,
  });
  await page.goto(`${server.baseUrl}${REVIEWS}`);
  await expect(page.getByRole('heading', { name: '화면을 보여 드리지 못했어요' })).toBeVisible();
  await expect.poll(() => webEvents().length, { timeout: 15_000 }).toBe(before + 1);
  expect(webEvents().at(-1)).toMatchObject({
    release: RELEASE,
    // React's onCaughtError reports it first; the route's screen then finds it already sent.
    tags: { source: 'react', route: '/products/detail/$productId/review' },
    exception: { values: [{ type: 'TypeError' }] },
  });

  await appStarted(page);
  await page.evaluate((email) => {
    setTimeout(() => {
      throw new Error(`uncaught for ${email}`);
    });
  }, EMAIL);
  await expect.poll(() => webEvents().length, { timeout: 15_000 }).toBe(before + 2);
  expect(webEvents().at(-1)).toMatchObject({
    tags: { source: 'window' },
    exception: { values: [{ type: 'Error', value: 'uncaught for [email]' }] },
  });
  for (const personal of PERSONAL) expect(allSent()).not.toContain(personal);
});

test("the server's own pages carry the settings; nothing failed on the server, so it sent nothing", async () => {
  // A product's detail is rendered per request (decision 0009): its template has them too.
  const detail = await fetch(`${server.baseUrl}/products/detail/1`, {
    headers: { accept: 'text/html' },
  });
  const html = await detail.text();
  expect(html).toContain('<meta name="chorok-monitoring"');
  expect(html).toContain('id="chorok-state"');
  expect(detail.headers.get('content-security-policy')).toContain(
    `connect-src 'self' ${receiver.origin}`,
  );
  expect(receiver.events().filter((event) => event.platform === 'node')).toEqual([]);
});
