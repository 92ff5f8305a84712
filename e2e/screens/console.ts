import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH, E2E_DATA_DIR } from '../support/env.ts';
import { makeApi, seed } from './data.ts';

/*
 * Screenshots of every console screen (issue 22) at 1280 × 800 and 390 × 844, for a person to
 * look at: the seeded shopper's orders become the console's data, that shopper is made an owner,
 * asks for a return and gets a coupon, and every screen (with its dialogs) is captured whole.
 *
 *   npm run screens:console -w @chorok/e2e -- --url http://127.0.0.1:3000 --data-dir ../data --out DIR
 */

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3300' },
    out: { type: 'string', default: '.artifacts/console-screens' },
    'data-dir': { type: 'string', default: E2E_DATA_DIR },
  },
});
const url = values.url;
const dataDir = values['data-dir'];
const out = values.out;

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

async function data() {
  const seeded = await seed(url, dataDir, new Date());
  const api = makeApi(url, dataDir);
  await api.call('/admin/operators', {
    method: 'PUT',
    admin: true,
    body: { email: seeded.email, role: 'OWNER' },
  });
  const { accessToken: token } = await api.call<{ accessToken: string }>(
    '/auth/temporary/sign-in',
    { body: { code: await api.tempCode(seeded.email) } },
  );
  await api.call(`/orders/${seeded.deliveredOrder.id}/claims`, {
    token,
    body: {
      orderProductId: seeded.deliveredOrder.lineId,
      kind: 'RETURN',
      reason: 'DAMAGED_IN_TRANSIT',
      detail: '잎 몇 장이 꺾여서 왔어요. 상자 모서리도 찌그러져 있었어요.',
    },
  });
  await api.call('/admin/coupons', {
    admin: true,
    body: {
      name: '봄맞이 분갈이 쿠폰',
      kind: 'PERCENT',
      value: 10,
      maxDiscount: 5_000,
      validDays: 30,
    },
  });
  return { seeded, api };
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Skeletons say aria-busy: a screen is shot once its data is on it.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true, animations: 'disabled' });
  console.log(name);
}

async function main() {
  mkdirSync(out, { recursive: true });
  const { seeded, api } = await data();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  for (const [size, options] of Object.entries(SIZES)) {
    const context = await browser.newContext({
      ...options,
      deviceScaleFactor: 1,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const code = await api.tempCode(seeded.email);
    await page.goto(`${url}/auth/sign-in?redirect=%2Fadmin&secretCode=${code}`);
    await page.waitForURL(/\/admin$/, { timeout: 30_000 });
    const screens: [string, string][] = [
      ['today', '/admin'],
      ['orders', '/admin/orders'],
      ['order', `/admin/orders/${seeded.paidOrder.id}`],
      ['claims', '/admin/claims'],
      ['products', '/admin/products'],
      ['product', `/admin/products/${seeded.productId}`],
      ['product-new', '/admin/products/new'],
      ['reviews', '/admin/reviews'],
      ['benefits', '/admin/benefits'],
      ['articles', '/admin/articles'],
      ['audit', '/admin/audit'],
      ['operators', '/admin/operators'],
    ];
    for (const [name, path] of screens) {
      await page.goto(`${url}${path}`);
      await shot(page, `${size}-${name}`);
    }
    await page.goto(`${url}/admin/orders/${seeded.paidOrder.id}`);
    await page.getByRole('button', { name: '주문 취소' }).click();
    await shot(page, `${size}-order-cancel-dialog`);
    if (size === 'phone') {
      await page.goto(`${url}/admin/orders`);
      await page.getByRole('button', { name: '메뉴 열기' }).click();
      await shot(page, `${size}-menu`);
    }
    await context.close();
  }
  await browser.close();
}

await main();
