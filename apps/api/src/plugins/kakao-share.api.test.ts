import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

/*
 * KAKAO_JS_KEY: handed to the web app through app-config, and the pages' CSP allows the Kakao
 * SDK's sharing hosts only while it is set.
 */

const KEY = '0123456789abcdef0123456789abcdef';

let dist: string;
let off: TestApp;
let on: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'chorok-kakao-share-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  [off, on] = await Promise.all([
    createTestApp({ webDistDir: dist }),
    createTestApp({ webDistDir: dist, kakaoJsKey: KEY }),
  ]);
});
afterAll(async () => {
  await Promise.all([off.close(), on.close()]);
  rmSync(dist, { recursive: true, force: true });
});

function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const csp = async (t: TestApp, url = '/') =>
  directives(
    (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).headers[
      'content-security-policy'
    ],
  );

const appConfig = async (t: TestApp) =>
  (
    JSON.parse((await t.app.inject({ method: 'GET', url: '/v1/app-config' })).body) as {
      data: Record<string, unknown>;
    }
  ).data;

describe('KakaoTalk sharing (KAKAO_JS_KEY)', () => {
  it('app-config carries the key, or null without one', async () => {
    expect((await appConfig(on)).kakaoJsKey).toBe(KEY);
    expect((await appConfig(off)).kakaoJsKey).toBeNull();
  });

  it('with the key, pages allow the SDK script, its kapi check and its sharer form', async () => {
    for (const url of ['/', '/products/detail/1', '/life/detail/1']) {
      const policy = await csp(on, url);
      expect(policy['script-src'], url).toEqual(["'self'", 'https://t1.kakaocdn.net']);
      expect(policy['connect-src'], url).toEqual(["'self'", 'https://kapi.kakao.com']);
      expect(policy['form-action'], url).toEqual([
        "'self'",
        'https://sharer.kakao.com',
        'https://accounts.kakao.com',
      ]);
      expect(policy['frame-src'], url).toEqual(["'self'", 'https://postcode.map.kakao.com']);
    }
  });

  it('without it, none of the sharing hosts (the postcode script stays)', async () => {
    const policy = await csp(off);
    expect(policy['script-src']).toEqual(["'self'", 'https://t1.kakaocdn.net']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(JSON.stringify(policy)).not.toMatch(/kapi|sharer|accounts\.kakao/);
  });

  it('keeps the API’s own short policy either way', async () => {
    const response = await on.app.inject({ method: 'GET', url: '/v1/health' });
    expect(directives(response.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });
});
