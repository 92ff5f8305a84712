import { createHash } from 'node:crypto';
import { APP_RETURN_SCHEME, MESSAGES } from '@chorok/contract';
import { AppConfig, envelope } from '@chorok/contract/schemas';
import { authIdentities } from '@chorok/db';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import {
  accessTokenOf,
  authorize,
  callApi,
  consent,
  withApp,
} from '../../../test/social-fixtures.ts';

/*
 * The sandbox mounted in the app (the embedded default: no credentials, AUTH_SANDBOX on): a fresh
 * `npm start` signs in with Kakao and Naver through local consent pages. The adapters reach it
 * through inject, as they do when the server is not listening.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** fetch() for URLs of this app, answered by inject (the browser's side in these tests). */
function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: (init.headers ?? {}) as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (typeof value === 'string') headers.set(name, value);
    const empty = response.statusCode === 303 || response.statusCode === 204;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers });
  }) as typeof fetch;
}

const page = (url: string) =>
  t.app.inject({ method: 'GET', url: url.replace(t.config.publicOrigin, '') });

describe('with the sandbox on (no credentials, embedded database)', () => {
  it('offers all three providers in /app-config', async () => {
    const response = await callApi(t, 'GET', '/v1/app-config');
    expect(envelope(AppConfig).parse(response.body).data.providers).toEqual({
      kakao: true,
      naver: true,
      apple: true,
    });
  });

  it('sends Kakao sign-in to the local consent page, which walks the real steps', async () => {
    const start = await authorize(t, 'kakao');
    expect(start.sandbox).toBe(true);
    expect(start.authorizeUrl).toMatch(
      new RegExp(`^${t.config.publicOrigin}/v1/auth/sandbox/kakao/oauth/authorize\\?`),
    );
    const callback = await consent(
      start.authorizeUrl,
      { email: 'Sandbox.Person@Sandbox.Example', nickname: '샌드박스' },
      injectFetch(t.app),
    );
    expect(`${callback.origin}${callback.pathname}`).toBe(
      `${t.config.publicOrigin}/auth/kakao/callback`,
    );
    const signedIn = await callApi(t, 'POST', '/v1/auth/kakao/sign-in', {
      body: { state: callback.searchParams.get('state'), code: callback.searchParams.get('code') },
    });
    const token = accessTokenOf(signedIn);
    const me = await callApi(t, 'GET', '/v1/users/me', { token });
    expect(me.body.data).toMatchObject({
      email: 'sandbox.person@sandbox.example',
      name: '샌드박스',
    });
    const [identity] = await t.db
      .select({ subject: authIdentities.subject })
      .from(authIdentities)
      .where(eq(authIdentities.email, 'sandbox.person@sandbox.example'));
    // Never the id of a real Kakao account, should credentials be configured later.
    expect(identity?.subject).toMatch(/^sandbox-\d{10}$/);
  });

  it('signs in with Naver through its sandbox too', async () => {
    const start = await authorize(t, 'naver');
    const callback = await consent(start.authorizeUrl, {}, injectFetch(t.app));
    const signedIn = await callApi(t, 'POST', '/v1/auth/naver/sign-in', {
      body: { state: callback.searchParams.get('state'), code: callback.searchParams.get('code') },
    });
    expect(signedIn.status).toBe(200);
  });

  it('shows a consent page in each provider’s look, says it is a test, runs no script', async () => {
    for (const [name, title, colour, notice] of [
      [
        'kakao',
        '카카오계정으로 로그인',
        '#FEE500',
        '테스트용 로그인이에요 (실제 카카오가 아니에요)',
      ],
      ['naver', '네이버 로그인', '#03C75A', '테스트용 로그인이에요 (실제 네이버가 아니에요)'],
    ] as const) {
      const start = await authorize(t, name);
      const response = await page(start.authorizeUrl);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      // The CSP allows exactly the page's own stylesheet.
      const css = /<style>([\s\S]*?)<\/style>/.exec(response.body)?.[1] ?? '';
      const hash = createHash('sha256').update(css).digest('base64');
      expect(csp).toContain(`style-src 'sha256-${hash}'`);
      expect(csp).toContain(`form-action 'self' ${t.config.publicOrigin}`);
      for (const text of [
        title,
        colour,
        notice,
        '이메일',
        '닉네임',
        '이메일 제공에 동의',
        '동의하고 계속하기',
        '취소',
      ])
        expect(response.body).toContain(text);
      expect(response.body).not.toMatch(/<script/i);
      expect(response.body).toMatch(
        /name="email" required[^>]* value="[a-z]+-[0-9a-f]{8}@sandbox\.example"/,
      );
    }
  });

  it('escapes what the request carries', async () => {
    const start = await authorize(t, 'kakao');
    const url = new URL(start.authorizeUrl);
    url.searchParams.set('state', '"><script>alert(1)</script>');
    const response = await page(url.toString());
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows an error page, never a redirect, for an unknown client or callback', async () => {
    const start = await authorize(t, 'kakao');
    for (const [name, value, code] of [
      ['client_id', 'someone-else', 'KOE101'],
      ['redirect_uri', 'https://evil.example/auth/kakao/callback', 'KOE006'],
    ] as const) {
      const url = new URL(start.authorizeUrl);
      url.searchParams.set(name, value);
      const response = await page(url.toString());
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain(code);
    }
  });

  it('answers the token endpoint as Kakao does: a spent code is invalid_grant KOE320', async () => {
    const start = await authorize(t, 'kakao');
    const callback = await consent(start.authorizeUrl, {}, injectFetch(t.app));
    const form = (code: string | null, clientId = 'sandbox-kakao-rest-api-key') =>
      new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        redirect_uri: `${t.config.publicOrigin}/auth/kakao/callback`,
        code: code ?? '',
      }).toString();
    const token = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/sandbox/kakao/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        payload: body,
      });
    const code = callback.searchParams.get('code');
    const badClient = await token(form(code, 'another-app'));
    expect(badClient.statusCode).toBe(401);
    expect(badClient.json()).toMatchObject({ error: 'invalid_client', error_code: 'KOE101' });
    const first = await token(form(code));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
    const second = await token(form(code));
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ error: 'invalid_grant', error_code: 'KOE320' });
  });
});

describe('without the sandbox (DATABASE_URL and no credentials)', () => {
  it('mounts nothing, offers no provider, and answers 503 instead of breaking', async () => {
    await withApp(
      t,
      {
        providers: {
          kakao: null,
          naver: null,
          apple: null,
          sandbox: false,
          appReturnSchemes: [APP_RETURN_SCHEME],
        },
      },
      async (app) => {
        const config = await callApi(app, 'GET', '/v1/app-config');
        expect(envelope(AppConfig).parse(config.body).data.providers).toEqual({
          kakao: false,
          naver: false,
          apple: false,
        });
        for (const url of [
          '/v1/auth/sandbox/kakao/oauth/authorize?client_id=sandbox-kakao-rest-api-key',
          '/v1/auth/sandbox/naver/v1/nid/me',
        ])
          expect((await app.app.inject({ method: 'GET', url })).statusCode).toBe(404);
        for (const name of ['kakao', 'naver', 'apple']) {
          const response = await callApi(app, 'POST', `/v1/auth/${name}/authorize`, { body: {} });
          expect(response).toMatchObject({
            status: 503,
            body: { message: MESSAGES.providerNotConfigured },
          });
        }
        const signIn = await callApi(app, 'POST', '/v1/auth/kakao/sign-in', {
          body: { state: 'state', code: 'code' },
        });
        expect(signIn.status).toBe(503);
      },
    );
  });
});
