import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { CHROMIUM_PATH, E2E_DATA_DIR } from '../support/env.ts';
import { seed, type Seeded } from './data.ts';

/*
 * Screenshots of every route of the web app at 390 × 844 (deviceScaleFactor 1), to prove that a
 * change moved code without changing what a user sees.
 *
 *   capture: npm run screens -w @chorok/e2e -- --url http://127.0.0.1:3300 --out DIR [--data-dir D]
 *   compare: npm run screens -w @chorok/e2e -- --compare BEFORE AFTER
 *
 * Capture needs a server on a fresh data directory (the admin secret there issues the shopper's
 * code; the same calls on a fresh database give the same ids). The browser's clock is frozen at
 * noon, Seoul time, of the day the capture runs; what the server stamps with its own clock (order
 * numbers, dates and times of orders) is masked.
 */

interface Screen {
  name: string;
  path: string;
  /** Seen signed out; every other screen is seen by the seeded shopper. */
  signedOut?: boolean;
}

function screensOf(s: Seeded): Screen[] {
  const paid = `/order/${s.paidOrder.id}`;
  const delivered = `/order/${s.deliveredOrder.id}`;
  return [
    { name: 'landing', path: '/', signedOut: true },
    { name: 'auth-sign-in', path: '/auth/sign-in', signedOut: true },
    {
      name: 'auth-kakao-callback-error',
      path: '/auth/kakao/callback?error=access_denied',
      signedOut: true,
    },
    { name: 'auth-apple-complete', path: '/auth/apple/complete', signedOut: true },
    { name: 'auth-temporary-callback', path: '/auth/temporary/callback', signedOut: true },
    { name: 'leave-done', path: '/leave/done', signedOut: true },
    { name: 'not-found', path: '/no-such-page', signedOut: true },
    { name: 'products-signed-out', path: '/products/all', signedOut: true },
    { name: 'home', path: '/home' },
    { name: 'instruction', path: '/instruction' },
    { name: 'labs', path: '/labs' },
    { name: 'labs-ambient-light', path: '/labs/ambient-light' },
    { name: 'life', path: '/life' },
    { name: 'life-detail', path: `/life/detail/${s.curationId}` },
    { name: 'life-recommend', path: '/life/recommend' },
    { name: 'likes', path: '/likes' },
    { name: 'cart', path: '/cart' },
    { name: 'products', path: '/products' },
    { name: 'products-all', path: '/products/all' },
    { name: 'products-best', path: '/products/best' },
    { name: 'products-new', path: '/products/new' },
    { name: 'products-search', path: '/products/search' },
    {
      name: 'products-search-query',
      path: '/products/search?query=%EB%AA%AC%EC%8A%A4%ED%85%8C%EB%9D%BC',
    },
    { name: 'products-recommend', path: '/products/recommend' },
    { name: 'products-ai-recommend', path: '/products/ai-recommend' },
    { name: 'product-detail', path: `/products/detail/${s.productId}` },
    { name: 'product-reviews', path: `/products/detail/${s.productId}/review` },
    { name: 'purchase', path: `/purchase?items=${s.productId}:1` },
    { name: 'purchase-address-form', path: `/purchase?items=${s.productId}:1&addressForm=new` },
    { name: 'purchase-success-missing', path: '/purchase/success' },
    { name: 'purchase-fail', path: '/purchase/fail?code=PAY_PROCESS_CANCELED' },
    { name: 'order-history', path: '/order/history' },
    { name: 'order-paid', path: paid },
    { name: 'order-delivered', path: delivered },
    { name: 'order-cancel', path: `${paid}/cancel/${s.paidOrder.lineId}` },
    {
      name: 'order-cancel-confirm',
      path: `${paid}/cancel/${s.paidOrder.lineId}/confirm?reason=CHANGED_MIND`,
    },
    { name: 'order-claim', path: `${delivered}/claim/${s.deliveredOrder.lineId}` },
    { name: 'order-review-write', path: `${delivered}/review/${s.deliveredOrder.lineId}` },
    { name: 'plants-manage', path: '/plants/manage' },
    { name: 'plants-new', path: '/plants/new' },
    { name: 'plants-setting', path: `/plants/setting/${s.plantId}` },
    { name: 'policy', path: '/policy' },
    { name: 'policy-privacy', path: '/policy/privacy' },
    { name: 'policy-terms', path: '/policy/terms-of-service' },
    { name: 'profile', path: '/profile' },
    { name: 'profile-address', path: '/profile/address' },
    { name: 'profile-address-new', path: '/profile/address?edit=new' },
    { name: 'profile-coupons', path: '/profile/coupons' },
    { name: 'profile-edit', path: '/profile/edit' },
    { name: 'profile-nickname', path: '/profile/nickname/edit' },
    { name: 'profile-notifications', path: '/profile/notifications' },
    { name: 'profile-phone', path: '/profile/phone/edit' },
    { name: 'profile-points', path: '/profile/points' },
    { name: 'profile-recommend', path: '/profile/recommend' },
    { name: 'profile-reviews', path: '/profile/reviews' },
    { name: 'profile-terms-agreement', path: '/profile/terms-agreement' },
  ];
}

/** Text the server stamps with its own clock or makes at random: masked in every shot. */
const VOLATILE = [
  /\d{4}[.\-/]\s?\d{1,2}[.\-/]\s?\d{1,2}/, // dates
  /\d{1,2}:\d{2}/, // times
  /\d{6,}/, // order numbers, payment keys
];

const NOON_IN_SEOUL = (now: Date) => new Date(`${now.toISOString().slice(0, 10)}T03:00:00Z`);

async function newContext(browser: Browser, now: Date): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await context.clock.setFixedTime(now);
  // The reminders prompt comes a second after a tab screen settles, early or late by the
  // machine's load: snoozed, so no shot depends on that race (reminders.spec.ts tests it).
  await context.addInitScript(
    (until) => {
      localStorage.setItem('chorok-push-prompt-later', String(until));
    },
    now.getTime() + 7 * 86_400_000,
  );
  // Kakao's postcode script never comes from the network here (as in the specs).
  await context.route(/kakaocdn\.net/, (route) => route.abort('internetdisconnected'));
  return context;
}

/** Resolves once no request has been open for a moment, or after `maxMs` (a poll never ends). */
function trackRequests(page: Page) {
  let open = 0;
  let last = Date.now();
  page.on('request', () => {
    open += 1;
    last = Date.now();
  });
  const done = () => {
    open -= 1;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (maxMs: number) => {
    const end = Date.now() + maxMs;
    while (Date.now() < end && (open > 0 || Date.now() - last < 400))
      await new Promise((resolve) => setTimeout(resolve, 100));
  };
}

async function settle(page: Page, idle: (maxMs: number) => Promise<void>) {
  // The app marks its first commit with performance.mark, which the frozen clock's fake
  // `performance` does not keep: the app's own requests going quiet stand for it.
  await page.waitForLoadState('load').catch(() => undefined);
  await idle(8_000);
  // Signed-in tab screens show the reminders prompt after a second.
  await page.waitForTimeout(1_200);
  await idle(5_000);
  // tsx keeps function names with an `__name` helper the page does not have: give it one.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate(async () => {
    // The app swaps in its typeface at the next quiet moment when it came late (lib/fonts.ts):
    // a hidden tab is one, so every shot has it whatever the load's timing.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: unknown }).visibilityState;
    await document.fonts.ready;
    // Lazy images below the fold never load in a still page: wait for the others, not forever.
    const loads = Array.from(document.images)
      .filter((img) => !img.complete && img.loading !== 'lazy')
      .map(
        (img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      );
    await Promise.race([Promise.all(loads), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  });
}

async function maskVolatile(page: Page) {
  await page.evaluate(
    (sources) => {
      const patterns = sources.map((source) => new RegExp(source));
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const parents = new Set<HTMLElement>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (patterns.some((p) => p.test(text)) && node.parentElement)
          parents.add(node.parentElement);
      }
      for (const el of parents) el.style.setProperty('background', '#f0f', 'important');
      for (const el of parents) el.style.setProperty('color', 'transparent', 'important');
    },
    VOLATILE.map((p) => p.source),
  );
}

async function capture(url: string, out: string, dataDir: string) {
  mkdirSync(out, { recursive: true });
  const now = NOON_IN_SEOUL(new Date());
  const seeded = await seed(url, dataDir, now);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--hide-scrollbars',
    ],
  });
  const signedOut = await newContext(browser, now);
  const signedIn = await newContext(browser, now);
  const { makeApi } = await import('./data.ts');
  const code = await makeApi(url, dataDir).tempCode(seeded.email);
  const signIn = await signedIn.newPage();
  await signIn.goto(`${url}/auth/sign-in?redirect=%2Fprofile&secretCode=${code}`);
  await signIn.waitForURL(/\/profile$/, { timeout: 30_000 });
  await signIn.close();

  for (const screen of screensOf(seeded)) {
    const page = await (screen.signedOut ? signedOut : signedIn).newPage();
    const idle = trackRequests(page);
    const started = Date.now();
    await page.goto(`${url}${screen.path}`);
    await settle(page, idle);
    await maskVolatile(page);
    await page.screenshot({
      path: join(out, `${screen.name}.png`),
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
    console.log(`${screen.name}  ${screen.path}  ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await page.close();
  }
  await browser.close();
}

function compare(before: string, after: string, diffDir: string) {
  mkdirSync(diffDir, { recursive: true });
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])]
    .filter((n) => n.endsWith('.png'))
    .sort();
  let same = 0;
  const differ: string[] = [];
  for (const name of names) {
    if (!existsSync(join(before, name)) || !existsSync(join(after, name))) {
      differ.push(`${name}: only in ${existsSync(join(before, name)) ? 'before' : 'after'}`);
      continue;
    }
    const a = PNG.sync.read(readFileSync(join(before, name)));
    const b = PNG.sync.read(readFileSync(join(after, name)));
    if (a.width !== b.width || a.height !== b.height) {
      differ.push(`${name}: size ${a.width}×${a.height} → ${b.width}×${b.height}`);
      continue;
    }
    const diff = new PNG({ width: a.width, height: a.height });
    const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0 });
    if (pixels === 0) {
      same += 1;
      continue;
    }
    writeFileSync(join(diffDir, name), PNG.sync.write(diff));
    differ.push(`${name}: ${pixels} pixels differ`);
  }
  console.log(`${same} of ${names.length} screens identical`);
  for (const line of differ) console.log(`  ${line}`);
  return differ.length === 0;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    out: { type: 'string' },
    'data-dir': { type: 'string', default: E2E_DATA_DIR },
    compare: { type: 'boolean', default: false },
    diff: { type: 'string' },
  },
});

if (values.compare) {
  const [before, after] = positionals;
  if (!before || !after) throw new Error('--compare BEFORE AFTER');
  process.exitCode = compare(before, after, values.diff ?? join(after, '..', 'diff')) ? 0 : 1;
} else {
  if (!values.url || !values.out)
    throw new Error('--url URL --out DIR (or --compare BEFORE AFTER)');
  await capture(values.url.replace(/\/$/, ''), values.out, values['data-dir']);
}
