import { createHash } from 'node:crypto';
import {
  APPLE_CALLBACK_PATH,
  MESSAGES,
  appAuthStartUrl,
  authCallbackUrl,
  type SocialProvider,
} from '@chorok/contract';
import { oauthStates } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { browser, consentAtApple, exchangeTempToken, nextIp } from '../../test/apple-fixtures.ts';
import { accessTokenOf, authorize, callApi, consent, withApp } from '../../test/social-fixtures.ts';

/*
 * The native app signs in in the system browser (decision 0036), against the embedded default's
 * sandboxes: the shell opens /v1/auth/{provider}/app, the provider comes back to our server, and
 * the browser is handed to the app's own link with a code (or Apple's single-use token), never
 * the state.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const returnUrl = (provider: SocialProvider) => `chorok://auth/${provider}/callback`;
const email = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@app.test`;

/** A GET as the system browser makes it; the redirect it is sent on. */
async function visit(app: TestApp, url: string) {
  const response = await app.app.inject({
    method: 'GET',
    url: url.replace(app.config.publicOrigin, ''),
    remoteAddress: nextIp(),
  });
  return {
    status: response.statusCode,
    location: response.headers.location as string | undefined,
    cacheControl: response.headers['cache-control'],
    message: response.statusCode >= 400 ? (response.json() as { message: string }).message : '',
  };
}

const start = (provider: SocialProvider, state: string, back = returnUrl(provider), app = t) =>
  visit(app, appAuthStartUrl(app.config.publicOrigin, provider, { state, returnUrl: back }));

/** fetch() for this app's pages, answered by inject (the sandbox's consent page and form). */
function injectFetch(app: TestApp): typeof fetch {
  return (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const response = await app.app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      remoteAddress: nextIp(),
      headers: (init.headers ?? {}) as Record<string, string>,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      if (typeof value === 'string') headers.set(name, value);
    const empty = [302, 303, 204].includes(response.statusCode);
    return new Response(empty ? null : response.body, { status: response.statusCode, headers });
  }) as typeof fetch;
}

describe.each(['kakao', 'naver'] as const)('%s in the system browser', (provider) => {
  it('walks app → provider → app-return → the app, and the page signs in with the code and its state', async () => {
    const { state } = await authorize(t, provider, { native: true });
    const toProvider = await start(provider, state);
    expect(toProvider.status).toBe(302);
    expect(toProvider.cacheControl).toBe('no-store');
    const authorizeUrl = new URL(toProvider.location!);
    expect(authorizeUrl.pathname).toBe(
      `/v1/auth/sandbox/${provider}/oauth/authorize`.replace(
        '/naver/oauth/authorize',
        '/naver/oauth2.0/authorize',
      ),
    );
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicOrigin}/v1/auth/${provider}/app-return`,
    );
    expect(authorizeUrl.searchParams.get('state')).toBe(state);

    const providerReturn = await consent(
      authorizeUrl.href,
      { email: email(provider) },
      injectFetch(t),
    );
    expect(providerReturn.pathname).toBe(`/v1/auth/${provider}/app-return`);
    const toApp = await visit(t, providerReturn.href);
    expect(toApp.status).toBe(302);
    const appLink = new URL(toApp.location!);
    expect(`${appLink.protocol}//${appLink.host}${appLink.pathname}`).toBe(returnUrl(provider));
    // The state stays with the app: another app on the scheme gets a code it cannot spend.
    expect([...appLink.searchParams.keys()]).toEqual(['code']);

    // What the shell does next: the page's callback with the state it was given.
    const callback = new URL(
      authCallbackUrl(t.config.publicOrigin, provider, state, {
        kind: 'returned',
        url: appLink.href,
      }),
    );
    expect(callback.pathname).toBe(`/auth/${provider}/callback`);
    const signedIn = await callApi(t, 'POST', `/v1/auth/${provider}/sign-in`, {
      body: { state, code: callback.searchParams.get('code') },
    });
    const me = await callApi(t, 'GET', '/v1/users/me', { token: accessTokenOf(signedIn) });
    expect(me.status).toBe(200);
  });

  it('hands the provider’s refusal to the app as an error, with nothing else', async () => {
    const { state } = await authorize(t, provider, { native: true });
    const toProvider = await start(provider, state);
    const providerReturn = await consent(
      toProvider.location!,
      { action: 'cancel' },
      injectFetch(t),
    );
    const appLink = new URL((await visit(t, providerReturn.href)).location!);
    expect(Object.fromEntries(appLink.searchParams)).toEqual({ error: 'access_denied' });
  });

  it('a code that reached the app is no use with another state', async () => {
    const { state } = await authorize(t, provider, { native: true });
    const other = await authorize(t, provider, { native: true });
    const providerReturn = await consent(
      (await start(provider, state)).location!,
      {},
      injectFetch(t),
    );
    const code = new URL((await visit(t, providerReturn.href)).location!).searchParams.get('code');
    const stolen = await callApi(t, 'POST', `/v1/auth/${provider}/sign-in`, {
      body: { state: other.state, code },
    });
    expect(stolen.status).toBe(400);
  });
});

describe('GET /v1/auth/{provider}/app refuses', () => {
  it.each([
    ['a web address', 'https://evil.example/auth/kakao/callback'],
    [
      'Expo Go’s scheme unless the server allows it',
      'exp://192.168.0.10:8081/--/auth/kakao/callback',
    ],
    ['another provider’s callback', 'chorok://auth/naver/callback'],
    ['an address with its own query', 'chorok://auth/kakao/callback?next=https://evil.example'],
    ['javascript', 'javascript://auth/kakao/callback'],
    ['nothing at all', ''],
  ])('%s as the return address, with a 400 that binds nothing', async (_label, back) => {
    const { state } = await authorize(t, 'kakao', { native: true });
    const answer = await start('kakao', state, back);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(MESSAGES.appReturnUrlInvalid);
    expect(answer.location).toBeUndefined();
    const [row] = await t.database.db
      .select({ url: oauthStates.appReturnUrl, redirectUri: oauthStates.redirectUri })
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, createHash('sha256').update(state).digest('hex')));
    expect(row).toEqual({ url: null, redirectUri: `${t.config.publicOrigin}/auth/kakao/callback` });
    // The state is still good for the app's own address.
    expect((await start('kakao', state)).location).toContain('/oauth/authorize');
  });

  it('an unknown provider with a 404 and a missing state with a 400', async () => {
    expect(
      (await visit(t, '/v1/auth/line/app?state=s&returnUrl=chorok://auth/line/callback')).status,
    ).toBe(404);
    const noState = await visit(
      t,
      `/v1/auth/kakao/app?returnUrl=${encodeURIComponent(returnUrl('kakao'))}`,
    );
    expect(noState.status).toBe(400);
    expect(noState.message).toBe(MESSAGES.oauthStateInvalid);
  });

  it('sends the app back with invalid_state for a state it cannot use: unknown, bound already, or spent', async () => {
    const unknown = await start('kakao', 'not-a-state-we-issued');
    expect(unknown.location).toBe(`${returnUrl('kakao')}?error=invalid_state`);

    const { state } = await authorize(t, 'kakao', { native: true });
    await start('kakao', state);
    expect((await start('kakao', state)).location).toBe(
      `${returnUrl('kakao')}?error=invalid_state`,
    );

    const naver = await authorize(t, 'naver', { native: true });
    expect((await start('kakao', naver.state)).location).toBe(
      `${returnUrl('kakao')}?error=invalid_state`,
    );
  });

  it('takes Expo Go’s scheme where the server allows it (APP_RETURN_SCHEMES)', async () => {
    const expoGo = 'exp://192.168.0.10:8081/--/auth/kakao/callback';
    await withApp(
      t,
      { providers: { ...t.config.providers, appReturnSchemes: ['chorok', 'exp'] } },
      async (other) => {
        const { state } = await authorize(other, 'kakao', { native: true });
        const toProvider = await start('kakao', state, expoGo, other);
        expect(toProvider.status).toBe(302);
        expect(toProvider.location).toContain('/oauth/authorize');
      },
    );
  });
});

describe('GET /v1/auth/{kakao|naver}/app-return', () => {
  it('answers a state no app waits for with a 400 and sends nothing anywhere', async () => {
    const plain = await authorize(t, 'kakao');
    for (const query of [`state=${plain.state}&code=c`, 'code=c', 'state=unknown&code=c']) {
      const answer = await visit(t, `/v1/auth/kakao/app-return?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.location).toBeUndefined();
    }
    expect((await visit(t, '/v1/auth/apple/app-return?state=s&code=c')).status).toBe(404);
  });
});

describe('Apple in the system browser', () => {
  it('ends at the app with a single-use token the page exchanges', async () => {
    const { state, nonce } = await authorize(t, 'apple', { native: true });
    const toApple = await start('apple', state);
    expect(toApple.status).toBe(302);
    const authorizeUrl = new URL(toApple.location!);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      `${t.config.publicOrigin}${APPLE_CALLBACK_PATH}`,
    );
    const flow = await consentAtApple(
      t.app,
      t.config.publicOrigin,
      { email: email('apple') },
      {
        authorizeUrl: authorizeUrl.href,
        state,
        nonce: nonce!,
        sandbox: true,
      },
    );
    const posted = await browser(t.app, t.config.publicOrigin).post(flow.returnUrl, flow.posted);
    expect(posted.status).toBe(303);
    const appLink = new URL(posted.headers.location!);
    expect(`${appLink.protocol}//${appLink.host}${appLink.pathname}`).toBe(returnUrl('apple'));
    expect([...appLink.searchParams.keys()]).toEqual(['token']);

    const complete = new URL(
      authCallbackUrl(t.config.publicOrigin, 'apple', state, {
        kind: 'returned',
        url: appLink.href,
      }),
    );
    expect(complete.pathname).toBe('/auth/apple/complete');
    expect(complete.searchParams.get('state')).toBe(state);
    const exchanged = await exchangeTempToken(t.app, complete.searchParams.get('token')!);
    expect(exchanged.status).toBe(200);
    expect((await exchangeTempToken(t.app, complete.searchParams.get('token')!)).status).toBe(401);
  });

  it('hands a cancel on Apple’s sheet to the app as our error code', async () => {
    const { state, nonce } = await authorize(t, 'apple', { native: true });
    const flow = await consentAtApple(
      t.app,
      t.config.publicOrigin,
      { email: email('apple-cancel'), action: 'cancel' },
      {
        authorizeUrl: (await start('apple', state)).location!,
        state,
        nonce: nonce!,
        sandbox: true,
      },
    );
    const posted = await browser(t.app, t.config.publicOrigin).post(flow.returnUrl, flow.posted);
    expect(posted.headers.location).toBe(`${returnUrl('apple')}?error=denied`);
    const page = new URL(
      authCallbackUrl(t.config.publicOrigin, 'apple', state, {
        kind: 'returned',
        url: posted.headers.location!,
      }),
    );
    expect(`${page.pathname}?${page.searchParams.toString()}`).toBe(
      `/auth/apple/complete?state=${encodeURIComponent(state)}&error=denied`,
    );
  });
});
