import { appStarted, expect, test } from '../support/fixtures.ts';

/* What a link-preview crawler, a search engine or curl gets: pages for any Accept, real 404s. */

test('a page answers any Accept; an unknown page is the app’s not-found screen with a 404', async ({
  page,
  request,
}) => {
  for (const accept of ['*/*', 'application/json']) {
    const product = await request.get('/products/detail/1', { headers: { accept } });
    expect(product.status()).toBe(200);
    expect(product.headers()['content-type']).toMatch(/^text\/html/);
    expect(await product.text()).toContain('<div id="root">');
  }
  const unknown = await request.get('/no-such-page', { headers: { accept: '*/*' } });
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['content-type']).toMatch(/^text\/html/);

  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await expect(page.getByRole('link', { name: '홈으로 가기' })).toBeVisible();
});

test('robots.txt names the sitemap, which lists the shop’s products', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemapLine = (await robots.text())
    .split('\n')
    .find((line) => line.startsWith('Sitemap: '));
  expect(sitemapLine).toMatch(/\/sitemap\.xml$/);
  const sitemap = await request.get(new URL(sitemapLine!.slice('Sitemap: '.length)).pathname);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toMatch(/<loc>[^<]+\/products\/detail\/1<\/loc>/);
});

test('공유하기 on a product copies its address where there is no share sheet, and says so', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // Desktop chromium has no share sheet on Linux; make sure the copy path is the one taken.
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await page.goto('/products/detail/1');
  await appStarted(page);
  await page.getByRole('button', { name: '공유하기' }).click();
  const toast = page.getByText('링크를 복사했어요');
  await expect(toast).toBeVisible();
  // Above the buy bar at the bottom of the screen, not placed against the blurred header.
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThan(600);
  expect(box!.y + box!.height).toBeLessThan(844);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL('/products/detail/1', page.url()).href);
  await page.screenshot({ path: testInfo.outputPath('product-share-copied.png') });
});
