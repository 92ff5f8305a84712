import type { APIRequestContext } from '@playwright/test';
import { expect, signInAt, test } from '../support/fixtures.ts';

/*
 * The console is its own page of the build (admin.html, decision 0043): the shop's first load — the
 * entry script a page names and every module it imports statically — holds nothing of it.
 */

const SCRIPT =
  /<script[^>]*\ssrc="([^"]+\.js)"|<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g;
/**
 * `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`, which is lazy; and the
 * scripts a prerendered page starts after its first paint (`"/assets/x.js"` in prerender-start).
 */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']|"(\/assets\/[^"]+\.js)"/g;
/** What only the console has: its addresses, its words (`console.nav.today`), its chunks. */
const CONSOLE_MARKS = [/\/admin\b/, /["'`]console\.[a-zA-Z]/, /\.\/console-(?:layout|not-found)-/];

async function firstLoad(request: APIRequestContext, page: string) {
  const html = await (await request.get(page, { headers: { accept: 'text/html' } })).text();
  const queue = [...html.matchAll(SCRIPT)].map((m) => new URL(m[1] ?? m[2]!, 'http://x/').pathname);
  const scripts = new Map<string, string>();
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (scripts.has(path)) continue;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const code = await response.text();
    scripts.set(path, code);
    for (const m of code.matchAll(STATIC_IMPORT))
      queue.push(new URL(m[1] ?? m[2]!, `http://x${path}`).pathname);
  }
  return scripts;
}

for (const page of ['/', '/home', '/products/detail/1', '/cart']) {
  test(`the first load of ${page} holds nothing of the console`, async ({ request }) => {
    const scripts = await firstLoad(request, page);
    expect(scripts.size).toBeGreaterThan(1);
    for (const [path, code] of scripts) {
      for (const mark of CONSOLE_MARKS) expect(mark.test(code), `${path} has ${mark}`).toBe(false);
    }
  });
}

test('the console is a page of its own: not indexed, its entry not the shop’s', async ({
  request,
}) => {
  const shop = await (await request.get('/cart', { headers: { accept: 'text/html' } })).text();
  for (const path of ['/admin', '/admin/orders?state=toPrepare', '/admin/no-such-screen']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).not.toBe(shop);
  }
  // Its own scripts do carry the console (a check that the marks above can match).
  const consoleScripts = [...(await firstLoad(request, '/admin')).values()];
  expect(consoleScripts.some((code) => CONSOLE_MARKS.some((mark) => mark.test(code)))).toBe(true);
});

test('a visitor at a console address signs in on the shop and comes back to it', async ({
  page,
}) => {
  const target = '/admin/orders?state=toPrepare';
  await page.goto(target);
  await expect(page).toHaveURL(/\/auth\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
  // A shopper: the console's own page says it is for operators, with the way back to the shop.
  await signInAt(page, target);
  await expect(page.getByRole('heading', { name: '운영자만 쓸 수 있어요' })).toBeVisible();
  await page.getByRole('link', { name: '쇼핑몰로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
