import { MESSAGES } from '@chorok/contract';
import { pageViews, users } from '@chorok/db';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/helper.ts';
import { AppError } from '../../lib/app-error.ts';
import { signAccessToken } from '../auth/auth-plugin.ts';
import { databaseCheck } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (response: { body: string }) => JSON.parse(response.body) as Record<string, unknown>;
const lastPageView = async () =>
  (await t.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1))[0];

describe('GET /v1/health', () => {
  it('checks the database and reports ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: { status: 'ok', database: 'ok', uptimeS: expect.any(Number) },
      message: MESSAGES.ok,
      status: 200,
    });
  });
});

describe('the database check', () => {
  it('shares one ping between overlapping checks', async () => {
    let pings = 0;
    const check = databaseCheck({
      ping: () => {
        pings += 1;
        return new Promise<void>((resolve) => setTimeout(resolve, 20));
      },
    });
    await Promise.all([check(), check(), check()]);
    expect(pings).toBe(1);
    await check();
    expect(pings).toBe(2);
  });

  it('reports a failing or hanging database as UNAVAILABLE', async () => {
    const failing = databaseCheck({ ping: () => Promise.reject(new Error('connection refused')) });
    await expect(failing()).rejects.toMatchObject({ kind: 'UNAVAILABLE' });
    const hanging = databaseCheck({ ping: () => new Promise<void>(() => {}) }, 50);
    await expect(hanging()).rejects.toBeInstanceOf(AppError);
  });
});

describe('GET /v1/app-config', () => {
  it('reports demo sign-in and which providers are configured (no sandbox: only those)', async () => {
    const app = await buildApp({
      config: testConfig({
        demoSignIn: false,
        providers: {
          kakao: {
            clientId: 'k',
            clientSecret: undefined,
            authUrl: 'http://127.0.0.1:1',
            apiUrl: 'http://127.0.0.1:1',
          },
          naver: null,
          apple: { clientId: 'a', authUrl: 'http://127.0.0.1:1', bundleId: undefined },
          sandbox: false,
          appReturnSchemes: ['chorok'],
        },
        images: {
          assetHost: null,
          cdnHost: 'https://cdn.chorok.example',
          cacheMaxBytes: 64 * 1024 * 1024,
        },
      }),
      database: t.database,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/v1/app-config' });
      expect(json(response).data).toEqual({
        demoSignIn: false,
        providers: { kakao: true, naver: false, apple: true },
        supportEmail: 'help@chorok.kr',
        images: { assetHost: null, cdnHost: 'https://cdn.chorok.example' },
        kakaoJsKey: null,
      });
    } finally {
      await app.close();
    }
  });
});

describe('GET /v1/app-config with the sign-in sandbox', () => {
  it('offers a provider without credentials when the sandbox stands in for it', async () => {
    const base = testConfig();
    const app = await buildApp({
      config: testConfig({
        providers: { ...base.providers, kakao: null, naver: null, sandbox: true },
      }),
      database: t.database,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/v1/app-config' });
      expect(json(response).data).toMatchObject({
        providers: { kakao: true, naver: true, apple: true },
      });
    } finally {
      await app.close();
    }
  });
});

describe('POST /v1/analytics/page-views', () => {
  it('records an anonymous page view', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/page-views',
      payload: { path: '/products/detail/3', referrer: 'https://search.example/' },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      data: { recorded: true },
      message: MESSAGES.created,
      status: 201,
    });
    expect(await lastPageView()).toMatchObject({
      path: '/products/detail/3',
      referrer: 'https://search.example/',
      userId: null,
    });
  });

  it('attaches the user when a valid token is sent, and ignores a bad one', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ email: 'viewer@chorok.kr', name: '보는이' })
      .returning();
    const token = await signAccessToken(t.config.authSecret, user!.id, 'temporary');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/page-views',
      headers: { authorization: `Bearer ${token}` },
      payload: { path: '/home' },
    });
    expect(signedIn.statusCode).toBe(201);
    expect(await lastPageView()).toMatchObject({ path: '/home', userId: user!.id });

    const badToken = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/page-views',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { path: '/likes' },
    });
    expect(badToken.statusCode).toBe(201);
    expect(await lastPageView()).toMatchObject({ path: '/likes', userId: null });
  });

  it.each([
    [{ path: 'home' }, MESSAGES.pathFormat],
    [{ path: '/home', extra: 1 }, MESSAGES.invalidInput],
    [{ path: `/${'a'.repeat(600)}` }, MESSAGES.invalidInput],
    [{}, MESSAGES.invalidInput],
  ])('refuses %o with 400 and records nothing', async (payload, message) => {
    const before = await t.db.$count(pageViews);
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/analytics/page-views',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      data: null,
      message,
      status: 400,
      errors: expect.any(Array),
    });
    expect(await t.db.$count(pageViews)).toBe(before);
  });
});

describe('security headers', () => {
  it('pages get the CSP for the SPA and the full helmet set', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/docs',
      headers: { accept: 'text/html' },
    });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    // On plain http (localhost) neither of these may be sent: they would break the page.
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('API responses get the short API set: nothing may load or frame them', async () => {
    for (const url of ['/v1/health', '/v1/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('adds HSTS and upgrade-insecure-requests behind an https public origin', async () => {
    const app = await buildApp({
      config: testConfig({ publicOrigin: 'https://chorok.example' }),
      database: t.database,
    });
    try {
      const api = await app.inject({ method: 'GET', url: '/v1/app-config' });
      expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      const page = await app.inject({
        method: 'GET',
        url: '/docs',
        headers: { accept: 'text/html' },
      });
      expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(page.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await app.close();
    }
  });
});

describe('CORS', () => {
  it('by default allows no other origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/app-config',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/app-config',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the configured origins', async () => {
    const app = await buildApp({
      config: testConfig({ corsOrigins: ['https://app.example'] }),
      database: t.database,
    });
    try {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/v1/analytics/page-views',
        headers: {
          origin: 'https://app.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

      const simple = await app.inject({
        method: 'GET',
        url: '/v1/app-config',
        headers: { origin: 'https://app.example' },
      });
      expect(simple.headers['access-control-allow-origin']).toBe('https://app.example');

      const other = await app.inject({
        method: 'GET',
        url: '/v1/app-config',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('compression', () => {
  it('answers large bodies with br or gzip as the client accepts', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const small = await t.app.inject({
      method: 'GET',
      url: '/v1/app-config',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('global rate limit', () => {
  it('answers 429 with the envelope past RATE_LIMIT_PER_MINUTE, per IP, including unknown paths', async () => {
    const app = await buildApp({
      config: testConfig({ rateLimitPerMinute: 3 }),
      database: t.database,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await app.inject({ method: 'GET', url: '/v1/app-config', remoteAddress: '10.9.9.9' }))
            .statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await app.inject({
        method: 'GET',
        url: '/v1/app-config',
        remoteAddress: '10.9.9.9',
      });
      expect(json(limited)).toEqual({ data: null, message: MESSAGES.tooManyRequests, status: 429 });
      expect(
        (await app.inject({ method: 'GET', url: '/v1/app-config', remoteAddress: '10.9.9.10' }))
          .statusCode,
      ).toBe(200);

      const probing = [];
      for (let i = 0; i < 4; i += 1)
        probing.push(
          (await app.inject({ method: 'GET', url: `/v1/probe-${i}`, remoteAddress: '10.9.9.11' }))
            .statusCode,
        );
      expect(probing).toEqual([404, 404, 404, 429]);
    } finally {
      await app.close();
    }
  });

  it('RATE_LIMIT_PER_MINUTE=0 turns the global limit off but keeps the per-endpoint ones', async () => {
    const app = await buildApp({
      config: testConfig({ rateLimitPerMinute: 0 }),
      database: t.database,
    });
    try {
      for (let i = 0; i < 30; i += 1)
        expect((await app.inject({ method: 'GET', url: '/v1/app-config' })).statusCode).toBe(200);
      // Demo sign-in allows 20 per minute per IP (contract); the 21st is refused.
      const statuses = [];
      for (let i = 0; i < 21; i += 1)
        statuses.push(
          (
            await app.inject({
              method: 'POST',
              url: '/v1/auth/demo/sign-in',
              remoteAddress: '10.7.7.7',
            })
          ).statusCode,
        );
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('health when the database is down', () => {
  it('answers 503 with the envelope', async () => {
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(json(response)).toEqual({
      data: null,
      message: MESSAGES.serviceUnavailable,
      status: 503,
    });
  });
});
