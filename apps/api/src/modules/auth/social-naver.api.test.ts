import { MESSAGES } from '@chorok/contract';
import { authIdentities, users } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  TEST_CLIENTS,
  accessTokenOf,
  authorize,
  callApi,
  consent,
  liveNaver,
  liveProviders,
  providerToken,
  signInThrough,
  startProviderServer,
  withApp,
  type ProviderServer,
} from '../../test/social-fixtures.ts';

/*
 * Naver sign-in end to end against the sandbox plugin on a port of its own (Naver's protocol:
 * token errors in a 200 body, the code bound to its state), and what happens when one e-mail
 * arrives from two providers.
 */

let provider: ProviderServer;
let t: TestApp;
beforeAll(async () => {
  provider = await startProviderServer();
  t = await createTestApp(liveProviders(provider.url));
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const signIn = (body: object) => callApi(t, 'POST', '/v1/auth/naver/sign-in', { body });
const userId = async (token: string) =>
  ((await callApi(t, 'GET', '/v1/users/me', { token })).body.data as { id: number }).id;
const email = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@naver.test`;

describe('POST /v1/auth/naver/sign-in', () => {
  it('goes to Naver’s authorize page with our client id, callback and state', async () => {
    const start = await authorize(t, 'naver');
    const url = new URL(start.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/naver/oauth2.0/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: TEST_CLIENTS.naver.clientId,
      redirect_uri: 'http://localhost:3000/auth/naver/callback',
      state: start.state,
    });
  });

  it('signs in with the code; the same Naver account is the same user next time', async () => {
    const address = email('first');
    const first = accessTokenOf(
      await signInThrough(t, 'naver', { email: address, nickname: '스투키' }),
    );
    const again = accessTokenOf(await signInThrough(t, 'naver', { email: address }));
    expect(await userId(again)).toBe(await userId(first));
    const [identity] = await t.db
      .select()
      .from(authIdentities)
      .where(eq(authIdentities.userId, await userId(first)));
    expect(identity).toMatchObject({ provider: 'naver', email: address });
    expect(identity?.subject).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a spent code (400) and a code offered with another state', async () => {
    const start = await authorize(t, 'naver');
    const callback = await consent(start.authorizeUrl);
    const code = callback.searchParams.get('code');
    expect((await signIn({ state: start.state, code })).status).toBe(200);
    const next = await authorize(t, 'naver');
    const reused = await signIn({ state: next.state, code });
    expect(reused).toMatchObject({ status: 400, body: { message: MESSAGES.oauthCodeInvalid } });

    // A fresh code, but the state that comes with it is another (valid) one of ours.
    const a = await authorize(t, 'naver');
    const b = await authorize(t, 'naver');
    const codeOfA = (await consent(a.authorizeUrl)).searchParams.get('code');
    const swapped = await signIn({ state: b.state, code: codeOfA });
    expect(swapped).toMatchObject({ status: 400, body: { message: MESSAGES.oauthCodeInvalid } });
  });

  it('refuses a Kakao state (400)', async () => {
    const kakao = await authorize(t, 'kakao');
    const response = await signIn({ state: kakao.state, code: 'x' });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.oauthStateInvalid } });
  });

  it('signs in with a native access token; refuses one Naver does not know (401)', async () => {
    const start = await authorize(t, 'naver', { native: true });
    const naverToken = await providerToken(provider.url, 'naver', start.authorizeUrl);
    const native = await signIn({ state: start.state, accessToken: naverToken });
    expect(native.status).toBe(200);
    accessTokenOf(native);

    const next = await authorize(t, 'naver', { native: true });
    const bad = await signIn({ state: next.state, accessToken: 'forged-naver-token' });
    expect(bad).toMatchObject({ status: 401, body: { message: MESSAGES.providerTokenInvalid } });
  });

  it('answers 503 when Naver refuses our client secret', async () => {
    const overrides = liveProviders(provider.url, {
      naver: { ...liveNaver(provider.url), clientSecret: 'not-the-secret' },
    });
    await withApp(t, overrides, async (app) => {
      const start = await authorize(app, 'naver');
      const callback = await consent(start.authorizeUrl);
      const response = await callApi(app, 'POST', '/v1/auth/naver/sign-in', {
        body: { state: start.state, code: callback.searchParams.get('code') },
      });
      expect(response).toMatchObject({
        status: 503,
        body: { message: MESSAGES.providerUnavailable },
      });
    });
  });
});

describe('one e-mail, two providers', () => {
  it('does not merge: Naver with a Kakao user’s e-mail is 409, and no second user appears', async () => {
    const address = email('shared');
    const kakaoUser = await userId(
      accessTokenOf(await signInThrough(t, 'kakao', { email: address })),
    );
    const before = await t.db.$count(users);
    const naver = await signInThrough(t, 'naver', { email: address.toUpperCase() });
    expect(naver).toMatchObject({
      status: 409,
      body: { message: MESSAGES.emailTakenByOtherAccount },
    });
    expect(await t.db.$count(users)).toBe(before);
    const identities = await t.db
      .select({ provider: authIdentities.provider })
      .from(authIdentities)
      .where(eq(authIdentities.userId, kakaoUser));
    expect(identities).toEqual([{ provider: 'kakao' }]);
  });

  it('lets the same Naver account in without sharing the e-mail (a separate account)', async () => {
    const address = email('withheld');
    const kakaoUser = await userId(
      accessTokenOf(await signInThrough(t, 'kakao', { email: address })),
    );
    const naver = accessTokenOf(
      await signInThrough(t, 'naver', { email: address, emailConsent: false }),
    );
    expect(await userId(naver)).not.toBe(kakaoUser);
  });
});

describe('the callback’s error from the provider page', () => {
  it('sends the browser back with access_denied and our state when the user cancels', async () => {
    for (const name of ['kakao', 'naver'] as const) {
      const start = await authorize(t, name);
      const callback = await consent(start.authorizeUrl, { action: 'cancel' });
      expect(`${callback.origin}${callback.pathname}`).toBe(
        `http://localhost:3000/auth/${name}/callback`,
      );
      expect(callback.searchParams.get('error')).toBe('access_denied');
      expect(callback.searchParams.get('error_description')).toBeTruthy();
      expect(callback.searchParams.get('state')).toBe(start.state);
      expect(callback.searchParams.has('code')).toBe(false);
    }
  });
});
