import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MONITORING_META_NAME, parseMonitoringSettings } from '@chorok/monitoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * SENTRY_WEB_DSN reaches the web app as a <meta> in every page (decision 0035), and the pages'
 * policy lets the browser send to it. Without it pages are the built files as they are
 * (plugins/web-app.api.test.ts).
 */

const WEB_DSN = 'https://webkey@o123.ingest.example.io/42';
const INDEX =
  '<!doctype html><html><head><title>초록</title></head><body><div id="root"></div></body></html>';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'chorok-monitoring-'));
  mkdirSync(path.join(dist, '_prerender'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(
    path.join(dist, '_prerender', 'home.html'),
    INDEX.replace('<div id="root">', '<div id="root"><main>home</main>'),
  );
  t = await createTestApp({
    webDistDir: dist,
    monitoring: { dsn: null, webDsn: WEB_DSN, environment: 'staging', release: 'chorok@2.0.0' },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function settingsIn(html: string) {
  const match = new RegExp(`<meta name="${MONITORING_META_NAME}" content="([^"]*)">`).exec(html);
  const content = match?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return parseMonitoringSettings(content);
}

describe('with SENTRY_WEB_DSN', () => {
  it('puts the settings in the head of the shell and of a prerendered page', async () => {
    for (const url of ['/cart', '/home']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(settingsIn(response.body), url).toEqual({
        dsn: WEB_DSN,
        release: 'chorok@2.0.0',
        environment: 'staging',
      });
      expect(response.body.indexOf(MONITORING_META_NAME), url).toBeLessThan(
        response.body.indexOf('</head>'),
      );
    }
    expect((await page('/home')).body).toContain('<main>home</main>');
  });

  it("lets the pages connect to the DSN's origin, and nowhere else new", async () => {
    const policy = (await page('/cart')).headers['content-security-policy'] as string;
    expect(policy).toContain("connect-src 'self' https://o123.ingest.example.io;");
  });

  it('leaves the API monitoring off: the web DSN is not the API’s', () => {
    expect(t.app.monitor).toBeNull();
  });
});
