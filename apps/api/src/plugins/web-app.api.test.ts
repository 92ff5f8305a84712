import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig, type TestApp } from '../test/helper.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body><div id="root"></div></body></html>';
const ADMIN =
  '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"><script type="module" src="/assets/admin.js"></script></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const MANIFEST = JSON.stringify({ name: '초록', start_url: '/home', icons: [] });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'chorok-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'admin.html'), ADMIN);
  writeFileSync(path.join(dist, 'assets', 'x.js'), 'console.log("x");');
  writeFileSync(path.join(dist, 'assets', 'x.js.map'), '{}');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, '.env'), 'SECRET=1');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), MANIFEST);
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), PNG_SIGNATURE);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html at / with no-cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for a year, other files revalidate', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/x.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web app manifest as application/manifest+json and its icons, revalidated', async () => {
    // What a browser sends for <link rel="manifest">: no text/html, so never the shell instead.
    const manifest = await t.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { accept: '*/*' },
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: '초록', start_url: '/home' });
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('no-cache');
    // The pages' policy lets the browser read it.
    const page = await t.app.inject({ method: 'GET', url: '/cart', headers: html });
    expect(page.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('answers client-side routes with index.html (history fallback)', async () => {
    for (const url of [
      '/home',
      '/products/detail/3',
      '/order/12/review/4?x=1',
      '/auth/sign-in?redirect=%2Fcart',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /admin and every path under it with the console’s own page, never indexed', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/orders?state=toPrepare',
      '/admin/products/12',
      '/admin/no-such-screen/deeper',
    ]) {
      for (const headers of [html, { accept: '*/*' }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(ADMIN);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['x-robots-tag']).toBe('noindex');
        expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      }
    }
    // Only that path: a shop page whose name starts the same is the shop's.
    const other = await t.app.inject({ method: 'GET', url: '/administrator', headers: html });
    expect(other.body).toBe(INDEX);
    // The API under /v1/admin is the API's.
    const api = await t.app.inject({ method: 'GET', url: '/v1/admin/orders' });
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('answers a page for any Accept, as crawlers and curl ask', async () => {
    for (const accept of ['*/*', 'application/json']) {
      const response = await t.app.inject({ method: 'GET', url: '/cart', headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('answers unknown assets, dotfiles and source maps with the 404 envelope', async () => {
    for (const request of [
      { url: '/assets/missing.js' },
      { url: '/assets/missing.js', headers: html },
      { url: '/assets/x.js.map' },
      { url: '/.env' },
      { url: '/docs/nope', headers: html },
      { url: '/locales/kr', headers: html },
    ]) {
      const response = await t.app.inject({ method: 'GET', ...request });
      expect(response.statusCode, request.url).toBe(404);
      expect(JSON.parse(response.body)).toEqual({
        data: null,
        message: MESSAGES.routeNotFound,
        status: 404,
      });
    }
    // A browser navigating to a dotfile gets the app (its router shows not-found), never the file.
    const navigation = await t.app.inject({ method: 'GET', url: '/.env', headers: html });
    expect(navigation.body).toBe(INDEX);
  });
});

describe('without a build', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: testConfig({ webDistDir: path.join(dist, 'not-built') }),
      database: t.database,
    });
  });
  afterAll(() => app.close());

  it('answers page requests with a 503 page that says to build', async () => {
    const response = await app.inject({ method: 'GET', url: '/home', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });

  it('keeps the API working', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/app-config' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/x.js' })).statusCode).toBe(404);
  });
});

describe('prerendered pages', () => {
  const LANDING =
    '<!doctype html><html><body><div id="root"><h1>식물 키우기</h1></div></body></html>';
  const HOME =
    '<!doctype html><html><body><div id="root"><nav aria-label="하단 메뉴"></nav></div></body></html>';
  let prerenderDist: string;
  let p: TestApp;
  beforeAll(async () => {
    prerenderDist = mkdtempSync(path.join(tmpdir(), 'chorok-dist-prerender-'));
    mkdirSync(path.join(prerenderDist, '_prerender'));
    writeFileSync(path.join(prerenderDist, 'index.html'), INDEX);
    writeFileSync(path.join(prerenderDist, '_prerender', 'landing.html'), LANDING);
    writeFileSync(path.join(prerenderDist, '_prerender', 'home.html'), HOME);
    p = await createTestApp({ webDistDir: prerenderDist });
  });
  afterAll(async () => {
    await p.close();
    rmSync(prerenderDist, { recursive: true, force: true });
  });

  it('serves / and /home as their prerendered HTML, revalidated on each use', async () => {
    for (const [url, body] of [
      ['/', LANDING],
      ['/?utm_source=x', LANDING],
      ['/home', HOME],
    ] as const) {
      const response = await p.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('keeps the empty shell for every other route and hides the prerender folder', async () => {
    const cart = await p.app.inject({ method: 'GET', url: '/cart', headers: html });
    expect(cart.body).toBe(INDEX);
    const direct = await p.app.inject({ method: 'GET', url: '/_prerender/home.html' });
    expect(direct.statusCode).toBe(404);
    const directPage = await p.app.inject({
      method: 'GET',
      url: '/_prerender/home.html',
      headers: html,
    });
    expect(directPage.body).toBe(INDEX);
  });
});

describe('rate limits and static files', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ webDistDir: dist, rateLimitPerMinute: 2 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('never answers page and asset requests with 429, while the API budget holds', async () => {
    for (let i = 0; i < 5; i++) {
      const asset = await limited.app.inject({ method: 'GET', url: '/assets/x.js' });
      expect(asset.statusCode).toBe(200);
      const page = await limited.app.inject({ method: 'GET', url: '/cart', headers: html });
      expect(page.statusCode).toBe(200);
    }
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await limited.app.inject({ method: 'GET', url: '/v1/app-config' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
