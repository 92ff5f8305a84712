import { rmSync, writeFileSync } from 'node:fs';
import {
  MESSAGES,
  SERVER_RENDER,
  SHARE_CARD,
  formatWon,
  galleryImageAttributes,
  imageSrc,
  type ProductDetail,
} from '@chorok/contract';
import { products } from '@chorok/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../lib/html-page.ts';
import { insertProducts, signIn, type InsertedProduct } from '../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import {
  INDEX,
  html,
  jsonLdOf,
  metaOf,
  preloadOf,
  renders,
  stateOf,
  writeDist,
} from '../test/ssr-fixtures.ts';

let dist: string;
let t: TestApp;
let onSale: InsertedProduct;
let soldOut: InsertedProduct;
let pending: InsertedProduct;
let discontinued: InsertedProduct;
let failing: InsertedProduct;
let hostile: InsertedProduct;

const page = (url: string, headers: Record<string, string> = html) =>
  t.app.inject({ method: 'GET', url, headers });
const apiProduct = async (id: number) =>
  (
    JSON.parse((await t.app.inject({ method: 'GET', url: `/v1/products/${id}` })).body) as {
      data: ProductDetail;
    }
  ).data;

beforeAll(async () => {
  dist = writeDist();
  t = await createTestApp({ webDistDir: dist });
  [onSale, soldOut, pending, discontinued, failing, hostile] = (await insertProducts(t.db, [
    { name: '몬스테라 델리시오사', photos: 3, likeCount: 5 },
    { name: '알보 몬스테라', status: 'OUT_OF_STOCK', stock: 0 },
    { name: '출시 예정 필로덴드론', status: 'PENDING' },
    { name: '판매 끝난 고무나무', status: 'DISCONTINUED', stock: 0 },
    { name: '렌더 실패' },
    { name: '</script><script>alert(1)</script> & "따옴표" \u2028줄' },
  ])) as [
    InsertedProduct,
    InsertedProduct,
    InsertedProduct,
    InsertedProduct,
    InsertedProduct,
    InsertedProduct,
  ];
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('GET /products/detail/:id for a browser', () => {
  it('is the product rendered on the server, titled, revalidated on each use', async () => {
    const response = await page(`/products/detail/${onSale.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<div id="root"><main><h1>몬스테라 델리시오사</h1>');
    expect(response.body).toContain('<title>몬스테라 델리시오사 · 초록</title>');
    // The template's deferred start-up is kept.
    expect(response.body).toContain('<script defer src="/assets/prerender-start.js"></script>');
  });

  it('carries its link card and schema.org Product: picture, price in won, stock and rating', async () => {
    const { body } = await page(`/products/detail/${onSale.id}`);
    const product = await apiProduct(onSale.id);
    const origin = t.config.publicOrigin;
    const url = `${origin}/products/detail/${onSale.id}`;
    expect(body).toContain(`<link rel="canonical" href="${url}">`);
    const meta = metaOf(body);
    expect(meta['og:image']).toMatch(
      new RegExp(`^${origin}${SHARE_CARD.path}/${onSale.id}\\?v=[0-9a-f]{16}$`),
    );
    expect(meta).toMatchObject({
      description: product.summary,
      'og:type': 'product',
      'og:site_name': '초록',
      'og:url': url,
      'og:title': '몬스테라 델리시오사',
      'og:description': product.summary,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': `몬스테라 델리시오사 ${formatWon(product.salePrice)}`,
      'twitter:image': meta['og:image'],
      'product:price:amount': String(product.salePrice),
      'product:price:currency': 'KRW',
      'twitter:card': 'summary_large_image',
    });
    // One description: the template's site-wide one is replaced.
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    const jsonLd = jsonLdOf(body);
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '몬스테라 델리시오사',
      sku: String(onSale.id),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'KRW',
        price: product.salePrice,
        availability: 'https://schema.org/InStock',
      },
    });
    // Search engines get the photos themselves.
    expect(jsonLd.image).toEqual(
      product.images.map(
        (picture) => `${origin}${imageSrc(picture.url, { width: 1200, format: 'jpeg' })}`,
      ),
    );
    expect(typeof jsonLd.description).toBe('string');
    const soldOutLd = jsonLdOf((await page(`/products/detail/${soldOut.id}`)).body);
    expect(soldOutLd.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('keeps a hostile name inert in the card and the JSON-LD', async () => {
    const { body } = await page(`/products/detail/${hostile.id}`);
    expect(metaOf(body)['og:title']).toBe(hostile.name);
    expect(jsonLdOf(body).name).toBe(hostile.name);
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).not.toContain('<script>alert(1)</script>');
  });

  it('preloads the first photo from the head, with the srcset the gallery draws it with', async () => {
    const { body } = await page(`/products/detail/${onSale.id}`);
    const product = await apiProduct(onSale.id);
    const expected = galleryImageAttributes(product.images[0]!, { assetHost: null, cdnHost: null });
    expect(preloadOf(body)).toEqual({
      id: SERVER_RENDER.imagePreloadId,
      rel: 'preload',
      as: 'image',
      href: expected.src,
      imagesrcset: expected.srcSet,
      imagesizes: expected.sizes,
      fetchpriority: 'high',
    });
    expect(expected.srcSet).toContain(`${product.images[0]!.url}?w=750&q=75&f=webp 750w`);
    // Before the stylesheet, so the picture's request is not queued behind it.
    expect(body.indexOf(SERVER_RENDER.imagePreloadId)).toBeLessThan(
      body.indexOf('rel="stylesheet"'),
    );
  });

  it('embeds exactly what GET /v1/products/:id answers a visitor, and the app config', async () => {
    const { body } = await page(`/products/detail/${onSale.id}`);
    const { queries } = stateOf(body);
    const appConfig = JSON.parse(
      (await t.app.inject({ method: 'GET', url: '/v1/app-config' })).body,
    ).data as unknown;
    expect(queries).toEqual([
      { queryKey: ['products', 'detail', onSale.id], data: await apiProduct(onSale.id) },
      { queryKey: ['app-config'], data: appConfig },
    ]);
  });

  it('renders sold-out products too', async () => {
    const response = await page(`/products/detail/${soldOut.id}`);
    expect(response.body).toContain('<h1>알보 몬스테라</h1>');
  });

  it('escapes the data: no markup from a product name reaches the document', async () => {
    const { body } = await page(`/products/detail/${hostile.id}`);
    expect(body).not.toContain('<script>alert(1)');
    expect(body).toContain(`<title>${escapeHtml(hostile.name)} · 초록</title>`);
    const { raw, queries } = stateOf(body);
    expect(raw).not.toMatch(/[<>\u2028\u2029]/);
    expect(raw).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(raw).toContain('\\u2028');
    expect((queries[0]?.data as ProductDetail).name).toBe(hostile.name);
  });

  it('sends the shell with a 404 for an id the client refuses or an unknown one', async () => {
    for (const url of [
      '/products/detail/abc',
      '/products/detail/0',
      '/products/detail/1.5',
      '/products/detail/99999999',
      '/products/detail/99999999999999999999',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the shell for unreleased or withdrawn products and the review page', async () => {
    for (const url of [
      `/products/detail/${pending.id}`,
      `/products/detail/${discontinued.id}`,
      `/products/detail/${onSale.id}/review`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the shell when rendering fails, and does not retry the same data on every request', async () => {
    const before = renders();
    for (let i = 0; i < 3; i++) {
      const response = await page(`/products/detail/${failing.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
    expect(renders() - before).toBe(1);
  });

  it('is the same page for any Accept: a link-preview crawler or curl gets what a browser gets', async () => {
    const browser = await page(`/products/detail/${onSale.id}`);
    for (const headers of [{}, { accept: 'application/json' }, { accept: '*/*' }] as Record<
      string,
      string
    >[]) {
      const response = await page(`/products/detail/${onSale.id}`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(browser.body);
    }
  });
});

describe('pages by the router’s own list', () => {
  it('answers a page of the app with 200 and any other path with the app and a real 404', async () => {
    for (const [url, status] of [
      ['/cart', 200],
      ['/order/12/review/4?x=1', 200],
      ['/products/detail/abc', 404],
      ['/no-such-page', 404],
      ['/cart/extra', 404],
      ['/products/detail', 404],
    ] as const) {
      for (const headers of [html, { accept: '*/*' }]) {
        const response = await page(url, headers);
        expect(response.statusCode, url).toBe(status);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body, url).toBe(INDEX);
      }
    }
  });

  it('keeps the envelope for the API and for files, unless a browser navigates to one', async () => {
    for (const url of ['/v1/no-such-endpoint', '/missing.png', '/assets/missing.js']) {
      const response = await page(url, { accept: '*/*' });
      expect(response.statusCode, url).toBe(404);
      expect(JSON.parse(response.body), url).toEqual({
        data: null,
        message: MESSAGES.routeNotFound,
        status: 404,
      });
    }
    const navigation = await page('/missing.png');
    expect(navigation.statusCode).toBe(404);
    expect(navigation.body).toBe(INDEX);
  });
});

describe('the rendered page cache', () => {
  it('renders a product once while its data stays the same, and again when it changes', async () => {
    await page(`/products/detail/${soldOut.id}`);
    const before = renders();
    await page(`/products/detail/${soldOut.id}`);
    await page(`/products/detail/${soldOut.id}?utm_source=x`);
    expect(renders()).toBe(before);

    await t.db.update(products).set({ likeCount: 77 }).where(eq(products.id, soldOut.id));
    const { body } = await page(`/products/detail/${soldOut.id}`);
    expect(renders()).toBe(before + 1);
    expect(body).toContain('<p data-likes>77</p>');
    expect((stateOf(body).queries[0]?.data as ProductDetail).likeCount).toBe(77);
  });

  it('is a visitor’s page whoever asks: a signed-in shopper’s like is not in it', async () => {
    const shopper = await signIn(t.app, t.db);
    const like = await t.app.inject({
      method: 'POST',
      url: `/v1/products/${onSale.id}/like`,
      headers: shopper.headers,
    });
    expect(like.statusCode).toBe(201);
    const { body } = await page(`/products/detail/${onSale.id}`, {
      ...html,
      ...shopper.headers,
    });
    const product = stateOf(body).queries[0]?.data as ProductDetail;
    expect(product.isLiked).toBe(false);
    expect(product.likeCount).toBe(6);
    expect(body).not.toContain(shopper.token);
  });
});

describe('the server-render bundle', () => {
  it('is never sent as a file', async () => {
    for (const url of [
      '/_ssr/entry.js',
      '/_ssr/page-shell.html',
      '/_ssr/assets/chunk.js',
      '/_ssr/',
      '/assets/../_ssr/entry.js',
      '/%5Fssr/entry.js',
    ]) {
      const asFile = await t.app.inject({ method: 'GET', url });
      expect(asFile.statusCode, url).toBe(404);
      expect(asFile.body, url).not.toContain('renderProductDetail');
      const asPage = await page(url);
      expect(asPage.body, url).not.toContain('renderProductDetail');
      expect(asPage.body, url).not.toContain('prerender-start');
    }
  });
});

describe('with an image CDN', () => {
  const ASSET = 'https://assets.chorok.example';
  const CDN = 'https://cdn.chorok.example';
  let cdnDist: string;
  let c: TestApp;
  let product: InsertedProduct;
  beforeAll(async () => {
    cdnDist = writeDist();
    c = await createTestApp({
      webDistDir: cdnDist,
      images: { assetHost: ASSET, cdnHost: CDN, cacheMaxBytes: 64 * 1024 * 1024 },
    });
    [product] = (await insertProducts(c.db, [{ name: '스킨답서스' }])) as [InsertedProduct];
  });
  afterAll(async () => {
    await c.close();
    rmSync(cdnDist, { recursive: true, force: true });
  });

  it('preloads from the CDN host, as the client draws it', async () => {
    const { body } = await c.app.inject({
      method: 'GET',
      url: `/products/detail/${product.id}`,
      headers: html,
    });
    const detail = (stateOf(body).queries[0]?.data as ProductDetail).images[0]!;
    expect(detail.url.startsWith(`${ASSET}/images/`)).toBe(true);
    const preload = preloadOf(body);
    expect(preload.imagesrcset).toBe(
      galleryImageAttributes(detail, { assetHost: ASSET, cdnHost: CDN }).srcSet,
    );
    expect(preload.href?.startsWith(`${CDN}/images/`)).toBe(true);
  });
});

describe('the share picture its link card names', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const cardUrl = async (id: number) => {
    const og = metaOf((await page(`/products/detail/${id}`)).body)['og:image']!;
    return og.slice(t.config.publicOrigin.length);
  };

  it('is a 1200×630 JPEG of the art, name and price, immutable at the version the page links', async () => {
    const url = await cardUrl(onSale.id);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { width, height, format } = await sharp(response.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    if (process.env.SHARE_CARD_OUT) writeFileSync(process.env.SHARE_CARD_OUT, response.rawPayload);
    // The left is the product's first photo (the fixture's is flat #a3c9a8); the right is white,
    // with dark text on it.
    const { data } = await sharp(response.rawPayload)
      .resize(120, 63)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rgb = (x: number, y: number) => [
      ...data.subarray((y * 120 + x) * 3, (y * 120 + x) * 3 + 3),
    ];
    for (const [x, y] of [
      [5, 5],
      [30, 31],
      [55, 60],
    ] as const) {
      const [r = 0, g = 0, b = 0] = rgb(x, y);
      expect(
        Math.abs(r - 0xa3) + Math.abs(g - 0xc9) + Math.abs(b - 0xa8),
        `${x},${y}`,
      ).toBeLessThan(20);
    }
    const right = Array.from({ length: 50 * 63 }, (_, i) =>
      Math.min(...rgb(66 + (i % 50), Math.floor(i / 50))),
    );
    expect(Math.max(...right)).toBeGreaterThan(245);
    expect(right.filter((value) => value < 80).length).toBeGreaterThan(10);

    const again = await get(url, { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it("changes its URL when the price changes, and an old URL gets today's card, revalidated", async () => {
    const before = await cardUrl(soldOut.id);
    await t.db.update(products).set({ salePrice: 9_900 }).where(eq(products.id, soldOut.id));
    const after = await cardUrl(soldOut.id);
    expect(after).not.toBe(before);
    const old = await get(before);
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toBe('public, no-cache');
    expect(old.headers.etag).toBe((await get(after)).headers.etag);
  });

  it('is not found for an id that is not a product, or one without a page of its own', async () => {
    for (const id of ['abc', '0', '99999999', String(pending.id), String(discontinued.id)]) {
      const response = await get(`${SHARE_CARD.path}/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({
        status: 404,
        message: MESSAGES.productNotFound,
      });
    }
  });
});
