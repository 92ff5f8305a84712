import { createServer, type Server } from 'node:http';
import { MESSAGES } from '@chorok/contract';
import { authIdentities, oauthStates, users } from '@chorok/db';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  TEST_CLIENTS,
  TEST_KAKAO_APP_ID,
  accessTokenOf,
  authorize,
  callApi,
  consent,
  liveKakao,
  liveProviders,
  withApp,
  providerToken,
  signInThrough,
  startProviderServer,
  type ProviderServer,
} from '../../test/social-fixtures.ts';

/*
 * Kakao sign-in end to end: the real adapter against the sandbox plugin listening on a port of
 * its own (Kakao's protocol), through POST /v1/auth/kakao/authorize and /v1/auth/kakao/sign-in.
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

const signIn = (body: object) => callApi(t, 'POST', '/v1/auth/kakao/sign-in', { body });
const me = (token: string) => callApi(t, 'GET', '/v1/users/me', { token });
const email = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@kakao.test`;

describe('POST /v1/auth/kakao/authorize', () => {
  it('issues a state and the authorize URL of the configured Kakao', async () => {
    const start = await authorize(t, 'kakao');
    const url = new URL(start.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.url}/kakao/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: TEST_CLIENTS.kakao.clientId,
      redirect_uri: 'http://localhost:3000/auth/kakao/callback',
      state: start.state,
    });
    expect(start).toMatchObject({ nonce: null, sandbox: false });
    expect(start.state.length).toBeGreaterThanOrEqual(43);
  });

  it('answers 401 for a link without a signed-in user, 400 for a bad body', async () => {
    const link = await callApi(t, 'POST', '/v1/auth/kakao/authorize', { body: { intent: 'link' } });
    expect(link.status).toBe(401);
    const bad = await callApi(t, 'POST', '/v1/auth/kakao/authorize', { body: { intent: 'merge' } });
    expect(bad.status).toBe(400);
  });

  it('answers 503 for Apple, which is not offered here', async () => {
    const response = await callApi(t, 'POST', '/v1/auth/apple/authorize', { body: {} });
    expect(response).toMatchObject({
      status: 503,
      body: { message: MESSAGES.providerNotConfigured },
    });
  });
});

describe('POST /v1/auth/kakao/sign-in', () => {
  it('signs in with the code: the token works, the identity keeps what Kakao shared', async () => {
    const address = email('first');
    const response = await signInThrough(t, 'kakao', { email: address, nickname: '몬스테라' });
    const token = accessTokenOf(response);
    const user = await me(token);
    expect(user.status).toBe(200);
    expect(user.body.data).toMatchObject({ email: address, name: '몬스테라' });
    const [identity] = await t.db
      .select()
      .from(authIdentities)
      .where(eq(authIdentities.email, address));
    expect(identity).toMatchObject({ provider: 'kakao', displayName: '몬스테라' });
    expect(identity?.subject).toMatch(/^\d{10}$/);
    expect(
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()),
    ).toMatchObject({
      lt: 'kakao',
    });
  });

  it('signs the same Kakao account in as the same user, and without e-mail consent stores none', async () => {
    const address = email('again');
    const first = accessTokenOf(await signInThrough(t, 'kakao', { email: address }));
    const second = accessTokenOf(
      await signInThrough(t, 'kakao', { email: address, emailConsent: false }),
    );
    const [a, b] = await Promise.all([me(first), me(second)]);
    expect((b.body.data as { id: number }).id).toBe((a.body.data as { id: number }).id);
    const identities = await t.db
      .select({ email: authIdentities.email })
      .from(authIdentities)
      .where(eq(authIdentities.userId, (a.body.data as { id: number }).id));
    expect(identities).toEqual([{ email: null }]);
  });

  it('creates no e-mail for an account that shares none', async () => {
    const token = accessTokenOf(await signInThrough(t, 'kakao', { emailConsent: false }));
    const { id } = (await me(token)).body.data as { id: number };
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    expect(row).toEqual({ email: null });
  });

  it('refuses a forged state, a spent one, another provider’s and an expired one (400)', async () => {
    const forged = await signIn({ state: 'forged-state-value', code: 'anything' });
    expect(forged).toMatchObject({ status: 400, body: { message: MESSAGES.oauthStateInvalid } });

    const start = await authorize(t, 'kakao');
    const callback = await consent(start.authorizeUrl);
    const body = { state: start.state, code: callback.searchParams.get('code') };
    expect((await signIn(body)).status).toBe(200);
    const replay = await signIn(body);
    expect(replay).toMatchObject({ status: 400, body: { message: MESSAGES.oauthStateInvalid } });

    const naverState = await authorize(t, 'naver');
    const crossed = await signIn({ state: naverState.state, code: 'x' });
    expect(crossed).toMatchObject({ status: 400, body: { message: MESSAGES.oauthStateInvalid } });

    const old = await authorize(t, 'kakao');
    await t.db
      .update(oauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(isNull(oauthStates.usedAt));
    const expired = await signIn({ state: old.state, code: 'x' });
    expect(expired).toMatchObject({ status: 400, body: { message: MESSAGES.oauthStateInvalid } });
  });

  it('refuses a code Kakao already spent (400) and signs nobody in', async () => {
    const start = await authorize(t, 'kakao');
    const callback = await consent(start.authorizeUrl, { email: email('reused') });
    const code = callback.searchParams.get('code');
    expect((await signIn({ state: start.state, code })).status).toBe(200);
    const usersBefore = await t.db.$count(users);
    const again = await authorize(t, 'kakao');
    const reused = await signIn({ state: again.state, code });
    expect(reused).toMatchObject({ status: 400, body: { message: MESSAGES.oauthCodeInvalid } });
    expect(await t.db.$count(users)).toBe(usersBefore);
  });

  it('refuses a callback that names another redirect_uri (400)', async () => {
    const start = await authorize(t, 'kakao');
    const callback = await consent(start.authorizeUrl);
    const response = await signIn({
      state: start.state,
      code: callback.searchParams.get('code'),
      redirectUri: 'http://localhost:3000/auth/naver/callback',
    });
    expect(response).toMatchObject({ status: 400, body: { message: MESSAGES.oauthCodeInvalid } });
  });

  it('answers 400 for a bad body: no state, both code and token, neither', async () => {
    for (const body of [
      { code: 'x' },
      { state: 's', code: 'x', accessToken: 'y' },
      { state: 's' },
    ]) {
      expect((await signIn(body)).status).toBe(400);
    }
  });
});

describe('the native shell’s Kakao access token', () => {
  it('signs in with a token Kakao issued to this app, and as the same user as the web', async () => {
    const address = email('native');
    const web = accessTokenOf(await signInThrough(t, 'kakao', { email: address }));
    const start = await authorize(t, 'kakao', { native: true });
    const kakaoToken = await providerToken(provider.url, 'kakao', start.authorizeUrl, {
      email: address,
    });
    const native = await signIn({ state: start.state, accessToken: kakaoToken });
    const [a, b] = await Promise.all([me(web), me(accessTokenOf(native))]);
    expect((b.body.data as { id: number }).id).toBe((a.body.data as { id: number }).id);
  });

  it('refuses a token Kakao does not know (401), and one issued to another app (401)', async () => {
    const start = await authorize(t, 'kakao', { native: true });
    const unknown = await signIn({ state: start.state, accessToken: 'not-a-kakao-token' });
    expect(unknown).toMatchObject({
      status: 401,
      body: { message: MESSAGES.providerTokenInvalid },
    });

    const otherApp = await startProviderServer({
      kakao: { ...TEST_CLIENTS.kakao, appId: TEST_KAKAO_APP_ID + 1 },
    });
    try {
      await withApp(t, liveProviders(otherApp.url), async (other) => {
        const begin = await authorize(other, 'kakao', { native: true });
        const foreign = await providerToken(otherApp.url, 'kakao', begin.authorizeUrl);
        // This Kakao issued the token to another app than the one our configuration names.
        const response = await callApi(other, 'POST', '/v1/auth/kakao/sign-in', {
          body: { state: begin.state, accessToken: foreign },
        });
        expect(response).toMatchObject({
          status: 401,
          body: { message: MESSAGES.providerTokenInvalid },
        });
      });
    } finally {
      await otherApp.close();
    }
  });
});

/** A "Kakao" that answers every request with `status` and `body`. */
async function brokenKakao(status: number, body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

describe('Kakao refusing or failing', () => {
  it('answers 503 in Korean when our credentials are refused (invalid_client)', async () => {
    const overrides = liveProviders(provider.url, {
      naver: null,
      kakao: { ...liveKakao(provider.url), clientSecret: 'wrong-secret' },
    });
    await withApp(t, overrides, async (app) => {
      const start = await authorize(app, 'kakao');
      const callback = await consent(start.authorizeUrl);
      const response = await callApi(app, 'POST', '/v1/auth/kakao/sign-in', {
        body: { state: start.state, code: callback.searchParams.get('code') },
      });
      expect(response).toMatchObject({
        status: 503,
        body: { message: MESSAGES.providerUnavailable },
      });
    });
  });

  it.each([
    ['a 500', 500, '{"msg":"internal error","code":-1}'],
    ['a body that is not JSON', 200, '<html>maintenance</html>'],
    ['a token answer without a token', 200, '{"token_type":"bearer"}'],
  ])('answers 503 in Korean, never 500, for %s', async (_label, status, body) => {
    const broken = await brokenKakao(status, body);
    try {
      await withApp(t, liveProviders(broken.url, { naver: null }), async (app) => {
        const start = await authorize(app, 'kakao');
        const response = await callApi(app, 'POST', '/v1/auth/kakao/sign-in', {
          body: { state: start.state, code: 'some-code' },
        });
        expect(response).toMatchObject({
          status: 503,
          body: { data: null, message: MESSAGES.providerUnavailable, status: 503 },
        });
      });
    } finally {
      await new Promise((resolve) => broken.server.close(resolve));
    }
  });

  it('answers 503 in Korean when Kakao is down (nothing listening)', async () => {
    const down = await brokenKakao(200, '{}');
    await new Promise((resolve) => down.server.close(resolve));
    await withApp(t, liveProviders(down.url, { naver: null }), async (app) => {
      const start = await authorize(app, 'kakao');
      const response = await callApi(app, 'POST', '/v1/auth/kakao/sign-in', {
        body: { state: start.state, code: 'some-code' },
      });
      expect(response).toMatchObject({
        status: 503,
        body: { message: MESSAGES.providerUnavailable },
      });
    });
  });
});
