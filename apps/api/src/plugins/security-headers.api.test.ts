import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

/*
 * The Content-Security-Policy every page is served with (decision 0022): our own origin, plus
 * exactly the Kakao postcode service's script origin and its search frame's origin — nothing
 * wider (no wildcard, no scheme-only source, no inline script).
 */

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'chorok-csp-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy's directives, each with its sources. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const page = async (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the pages’ Content-Security-Policy', () => {
  it('allows the postcode script and its frame from exactly their origins', async () => {
    for (const url of ['/', '/profile/address', '/purchase?cartIds=1']) {
      const csp = directives((await page(url)).headers['content-security-policy'] as string);
      expect(csp['script-src'], url).toEqual(["'self'", 'https://t1.kakaocdn.net']);
      expect(csp['frame-src'], url).toEqual(["'self'", 'https://postcode.map.kakao.com']);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['connect-src'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it('opens nothing wider: no wildcard, no bare scheme, no inline or eval, no old Daum hosts', async () => {
    const policy = (await page('/')).headers['content-security-policy'] as string;
    for (const source of Object.values(directives(policy)).flat())
      expect(source).not.toMatch(/\*|^https?:$|unsafe-eval|daum/);
    expect(directives(policy)['script-src']).not.toContain("'unsafe-inline'");
  });

  it('keeps the API’s own short policy (nothing may load or frame JSON)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(directives(response.headers['content-security-policy'] as string)).toEqual({
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });
});
