import type { Envelope, ErrorEvent, Transport } from '@sentry/core';
import { systemRoutes } from '@chorok/contract';
import { MONITORING_META_NAME, MONITORING_META_SELECTOR } from '@chorok/monitoring';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, request } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporter';
import type { AppRouter } from '@/app/router';
import { startMonitoring } from './monitoring';
import { HttpResponse } from 'msw';
import { serveApi } from '@/test/api';
import { errorBody } from '@/test/fixtures/envelope';
import type * as SentryReporter from './sentry-reporter';

// The real SDK with a transport that keeps the envelopes instead of sending them; the module that
// imports the SDK counts its loads, so a test can tell it was never fetched.
const sdk = vi.hoisted(() => ({ loads: 0, envelopes: [] as unknown[] }));
vi.mock('@/app/sentry-reporter', async (importOriginal) => {
  sdk.loads += 1;
  const actual = await importOriginal<typeof SentryReporter>();
  const transport = (): Transport => ({
    send: async (envelope) => {
      sdk.envelopes.push(envelope);
      return {};
    },
    flush: async () => true,
  });
  return {
    createSentryReporter: (
      ...[settings, routeOf]: Parameters<typeof actual.createSentryReporter>
    ) => actual.createSentryReporter(settings, routeOf, transport),
  };
});

const SETTINGS = JSON.stringify({
  dsn: 'http://public@127.0.0.1:9/1',
  release: 'chorok@1.2.3+abc',
  environment: 'test',
});

/** The `<meta>` the server puts in the page. */
function meta(content: string) {
  const element = document.createElement('meta');
  element.name = MONITORING_META_NAME;
  element.content = content;
  return element;
}

/** A router whose latest location is an order's page. */
const router = {
  latestLocation: { pathname: '/order/7' },
  getMatchedRoutes: () => [[], {}, { fullPath: '/order/$orderId' }],
} as unknown as AppRouter;

const events = () =>
  (sdk.envelopes as Envelope[]).flatMap(([, items]) =>
    items.filter(([header]) => header.type === 'event').map(([, payload]) => payload as ErrorEvent),
  );

/** The API answers GET /app-config with `status` and its message (and `headers`). */
function respond(status: number, message: string, headers: Record<string, string> = {}) {
  serveApi(
    'GET',
    '/app-config',
    HttpResponse.json(errorBody(message, status), { status, headers }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  globalThis.ENABLE_DEBUG_LOGGER = undefined;
});

it('the start-up looks for the meta the server writes', () => {
  const main = readFileSync(
    fileURLToPath(import.meta.url).replace(/app\/monitoring\.test\.ts$/, 'main.tsx'),
    'utf8',
  );
  expect(main).toContain(`document.querySelector('${MONITORING_META_SELECTOR}')`);
});

// In this order: once started, monitoring stays on for the rest of the file.
describe('without monitoring settings (no DSN)', () => {
  it('reports to the debug logger only, hooks nothing and never loads the SDK', async () => {
    expect(startMonitoring(null, router)).toBe(false);
    expect(startMonitoring(meta('{"dsn":""}'), router)).toBe(false);
    expect(startMonitoring(meta('not json'), router)).toBe(false);

    globalThis.ENABLE_DEBUG_LOGGER = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('route failed');
    reportError(error, { source: 'router' });
    expect(logged).toHaveBeenCalledWith('[error]', error, { source: 'router' });

    logged.mockClear();
    // A listener of the test's own: without any, vitest would take the event as its failure.
    const seen = vi.fn();
    window.addEventListener('error', seen);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught') }));
    window.removeEventListener('error', seen);
    expect(seen).toHaveBeenCalledOnce();
    respond(500, 'down');
    await expect(request(systemRoutes.appConfig)).rejects.toBeInstanceOf(ApiError);
    expect(logged).not.toHaveBeenCalled();

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sdk.loads).toBe(0);
    expect(sdk.envelopes).toEqual([]);
  });
});

describe('with monitoring settings', () => {
  it('loads the SDK at the first report and sends it scrubbed, with release, route and source', async () => {
    expect(startMonitoring(meta(SETTINGS), router)).toBe(true);
    expect(sdk.loads).toBe(0);
    history.replaceState(null, '', '/order/7?phone=01012345678');

    const error = new Error('주문 실패: kim@example.com, 010-1234-5678');
    reportError(error, { source: 'router', path: '/order/7?email=kim@example.com' });
    // Already sent is not sent again (a 5xx the route then shows).
    reportError(error, { source: 'react' });
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    expect(sdk.loads).toBe(1);

    const [event] = events();
    expect(event).toMatchObject({
      release: 'chorok@1.2.3+abc',
      environment: 'test',
      transaction: '/order/$orderId',
      tags: { route: '/order/$orderId', source: 'router' },
      request: { url: `${location.origin}/order/7` },
      contexts: { report: { path: '/order/7' } },
      exception: { values: [{ type: 'Error', value: '주문 실패: [email], [phone]' }] },
    });
    const sent = JSON.stringify(sdk.envelopes);
    for (const personal of ['kim@example.com', '010-1234-5678', '01012345678'])
      expect(sent).not.toContain(personal);
  });

  it("reports the API's 5xx with the request id, and never a 4xx", async () => {
    const before = events().length;
    respond(404, 'gone');
    await expect(request(systemRoutes.appConfig)).rejects.toMatchObject({ status: 404 });
    respond(503, 'busy', { 'x-request-id': 'req-503' });
    await expect(request(systemRoutes.appConfig)).rejects.toMatchObject({
      status: 503,
      requestId: 'req-503',
    });
    await vi.waitFor(() => expect(events()).toHaveLength(before + 1));
    expect(events().at(-1)).toMatchObject({
      tags: { source: 'api', request_id: 'req-503', route: '/order/$orderId' },
      contexts: { report: { endpoint: 'GET /app-config', status: 503 } },
      exception: { values: [{ type: 'ApiError', value: 'busy' }] },
    });
  });

  it("reports the window's uncaught errors and unhandled rejections", async () => {
    const before = events().length;
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined') }));
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new RangeError('too far') }),
    );
    await vi.waitFor(() => expect(events()).toHaveLength(before + 2));
    expect(events().slice(before)).toMatchObject([
      { tags: { source: 'window' }, exception: { values: [{ type: 'TypeError' }] } },
      { tags: { source: 'unhandledrejection' }, exception: { values: [{ type: 'RangeError' }] } },
    ]);
  });
});
