import { E2E_BASE_URL } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';

/*
 * Installable (and so able to receive Web Push on iOS): every kind of page — prerendered,
 * rendered per request, the empty shell — links the same web app manifest, which parses, says
 * what the app is, and whose icons load at the sizes it gives.
 */

async function firstId(path: string): Promise<number> {
  const body = (await (await fetch(`${E2E_BASE_URL}/v1${path}`)).json()) as {
    data: { id: number }[];
  };
  const id = body.data[0]?.id;
  if (!id) throw new Error(`${path} lists nothing`);
  return id;
}

/** The width and height a PNG's IHDR chunk gives. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function fetchFile(href: string) {
  const response = await fetch(new URL(href, E2E_BASE_URL));
  expect(response.status, href).toBe(200);
  return {
    type: response.headers.get('content-type') ?? '',
    cache: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

test('every page links the manifest, which parses and whose icons load', async ({ page }) => {
  const pages = [
    '/',
    '/home',
    `/products/detail/${await firstId('/products?perPage=1')}`,
    '/life',
    `/life/detail/${await firstId('/curations?perPage=1')}`,
    '/products/all',
    '/cart',
  ];
  const links = new Set<string>();
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("manifest-src 'self'");
    const manifest = page.locator('head link[rel="manifest"]');
    await expect(manifest, path).toHaveCount(1);
    links.add((await manifest.getAttribute('href')) ?? '');
    await expect(page.locator('head link[rel="apple-touch-icon"]'), path).toHaveCount(1);
  }
  expect([...links]).toEqual(['/manifest.webmanifest']);

  const file = await fetchFile('/manifest.webmanifest');
  expect(file.type).toMatch(/^application\/manifest\+json/);
  expect(file.cache).toBe('no-cache');
  const manifest = JSON.parse(file.bytes.toString('utf8')) as {
    name: string;
    lang: string;
    display: string;
    start_url: string;
    scope: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: '초록',
    lang: 'ko',
    display: 'standalone',
    start_url: '/home',
    scope: '/',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  // Installable: a 192 and a 512 icon, and a maskable one for Android's shapes.
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const loaded = await fetchFile(icon.src);
    expect(loaded.type, icon.src).toBe(icon.type);
    expect(pngSize(loaded.bytes), icon.src).toBe(icon.sizes);
  }
  const touch = await fetchFile(
    (await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
  );
  expect(touch.type).toBe('image/png');
  expect(pngSize(touch.bytes)).toBe('180x180');

  // Chromium reads it as this page's manifest, with no error.
  const cdp = await page.context().newCDPSession(page);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string; critical: number }[];
  };
  expect(url).toBe(`${E2E_BASE_URL}/manifest.webmanifest`);
  expect(errors).toEqual([]);
});
