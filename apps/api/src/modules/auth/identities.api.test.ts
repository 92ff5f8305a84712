import { MESSAGES } from '@chorok/contract';
import { LinkedIdentities, envelope } from '@chorok/contract/schemas';
import { authIdentities } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import {
  accessTokenOf,
  authorize,
  callApi,
  consent,
  liveProviders,
  signInThrough,
  startProviderServer,
  type ConsentChoice,
  type ProviderServer,
} from '../../test/social-fixtures.ts';
import { signAccessToken } from './auth-plugin.ts';
import { issueTemporaryCode } from './service.ts';

/* GET, POST and DELETE /v1/users/me/identities: linking a second provider, and letting go of one. */

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

const email = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@link.test`;
const userId = async (token: string) =>
  ((await callApi(t, 'GET', '/v1/users/me', { token })).body.data as { id: number }).id;
const list = async (token: string) => {
  const response = await callApi(t, 'GET', '/v1/users/me/identities', { token });
  expect(response.status).toBe(200);
  return envelope(LinkedIdentities).parse(response.body).data;
};

async function kakaoUser(choice: ConsentChoice = {}) {
  return accessTokenOf(await signInThrough(t, 'kakao', { email: email('kakao'), ...choice }));
}

/** Start a link as `token`, consent at the provider, post the callback to the link endpoint. */
async function link(token: string, name: 'kakao' | 'naver', choice: ConsentChoice = {}) {
  const start = await authorize(t, name, { intent: 'link' }, token);
  const callback = await consent(start.authorizeUrl, choice);
  return callApi(t, 'POST', `/v1/users/me/identities/${name}`, {
    token,
    body: { state: start.state, code: callback.searchParams.get('code') },
  });
}

const unlink = (token: string, name: string) =>
  callApi(t, 'DELETE', `/v1/users/me/identities/${name}`, { token });

describe('GET /v1/users/me/identities', () => {
  it('lists the sign-in methods with the e-mail each shared; one alone cannot go', async () => {
    const address = email('list');
    const token = await kakaoUser({ email: address });
    const identities = await list(token);
    expect(identities).toEqual({
      identities: [{ provider: 'kakao', email: address, linkedAt: expect.any(String) }],
      canUnlink: false,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await callApi(t, 'GET', '/v1/users/me/identities')).status).toBe(401);
  });
});

describe('POST /v1/users/me/identities/{provider}', () => {
  it('links Naver to a Kakao user (even with the same e-mail): either one signs in as them', async () => {
    const address = email('both');
    const token = await kakaoUser({ email: address });
    const id = await userId(token);
    const linked = await link(token, 'naver', { email: address });
    expect(linked.status).toBe(201);
    const data = envelope(LinkedIdentities).parse(linked.body).data;
    expect(data.identities.map((identity) => identity.provider)).toEqual(['kakao', 'naver']);
    expect(data.canUnlink).toBe(true);

    const viaNaver = accessTokenOf(await signInThrough(t, 'naver', { email: address }));
    const viaKakao = accessTokenOf(await signInThrough(t, 'kakao', { email: address }));
    expect(await userId(viaNaver)).toBe(id);
    expect(await userId(viaKakao)).toBe(id);
  });

  it('refuses an identity that belongs to another user (409) and leaves both as they were', async () => {
    const naverAddress = email('owned');
    const owner = accessTokenOf(await signInThrough(t, 'naver', { email: naverAddress }));
    const other = await kakaoUser();
    const response = await link(other, 'naver', { email: naverAddress });
    expect(response).toMatchObject({
      status: 409,
      body: { message: MESSAGES.identityLinkedToOther },
    });
    expect((await list(other)).identities.map((identity) => identity.provider)).toEqual(['kakao']);
    expect((await list(owner)).identities.map((identity) => identity.provider)).toEqual(['naver']);
  });

  it('refuses a second account of a provider already linked (409)', async () => {
    const token = await kakaoUser();
    const response = await link(token, 'kakao', { email: email('second-kakao') });
    expect(response).toMatchObject({
      status: 409,
      body: { message: MESSAGES.identityAlreadyLinked },
    });
  });

  it('refuses another user’s link state and a sign-in state (400)', async () => {
    const alice = await kakaoUser();
    const bob = await kakaoUser();
    const start = await authorize(t, 'naver', { intent: 'link' }, alice);
    const callback = await consent(start.authorizeUrl);
    const stolen = await callApi(t, 'POST', '/v1/users/me/identities/naver', {
      token: bob,
      body: { state: start.state, code: callback.searchParams.get('code') },
    });
    expect(stolen).toMatchObject({ status: 400, body: { message: MESSAGES.oauthStateInvalid } });

    const signInState = await authorize(t, 'naver');
    const wrongIntent = await callApi(t, 'POST', '/v1/users/me/identities/naver', {
      token: alice,
      body: { state: signInState.state, code: 'x' },
    });
    expect(wrongIntent).toMatchObject({
      status: 400,
      body: { message: MESSAGES.oauthStateInvalid },
    });
  });

  it('answers 401 without a token, 400 for an unknown provider or a bad body', async () => {
    const anonymous = await callApi(t, 'POST', '/v1/users/me/identities/naver', {
      body: { state: 's', code: 'c' },
    });
    expect(anonymous.status).toBe(401);
    const token = await kakaoUser();
    const unknown = await callApi(t, 'POST', '/v1/users/me/identities/google', {
      token,
      body: { state: 's', code: 'c' },
    });
    expect(unknown.status).toBe(400);
    const bad = await callApi(t, 'POST', '/v1/users/me/identities/naver', { token, body: {} });
    expect(bad.status).toBe(400);
  });
});

describe('DELETE /v1/users/me/identities/{provider}', () => {
  it('refuses to remove the last way to sign in (409), and one not linked (404)', async () => {
    const token = await kakaoUser();
    expect(await unlink(token, 'kakao')).toMatchObject({
      status: 409,
      body: { message: MESSAGES.lastSignInMethod },
    });
    expect(await unlink(token, 'naver')).toMatchObject({
      status: 404,
      body: { message: MESSAGES.identityNotLinked },
    });
    expect((await list(token)).identities).toHaveLength(1);
  });

  it('removes one of two; the other still signs in', async () => {
    const kakaoAddress = email('keep');
    const token = await kakaoUser({ email: kakaoAddress });
    expect((await link(token, 'naver')).status).toBe(201);
    const response = await unlink(token, 'naver');
    expect(response.status).toBe(200);
    expect(envelope(LinkedIdentities).parse(response.body).data).toMatchObject({
      identities: [{ provider: 'kakao' }],
      canUnlink: false,
    });
    const again = accessTokenOf(await signInThrough(t, 'kakao', { email: kakaoAddress }));
    expect(await userId(again)).toBe(await userId(token));
  });

  it('counts the operator’s temporary code as a way to sign in', async () => {
    const issued = await issueTemporaryCode(t.db, email('temporary'));
    const token = await signAccessToken(t.app, issued.userId, 'temporary');
    expect((await link(token, 'kakao')).status).toBe(201);
    expect((await list(token)).identities.map((identity) => identity.provider)).toEqual([
      'temporary',
      'kakao',
    ]);
    expect((await unlink(token, 'kakao')).status).toBe(200);
  });

  it('lets only one of two simultaneous unlinks through', async () => {
    const token = await kakaoUser();
    expect((await link(token, 'naver')).status).toBe(201);
    const results = await Promise.all([unlink(token, 'kakao'), unlink(token, 'naver')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const rows = await t.db
      .select({ id: authIdentities.id })
      .from(authIdentities)
      .where(eq(authIdentities.userId, await userId(token)));
    expect(rows).toHaveLength(1);
  });
});

describe('leaving', () => {
  it('starts fresh: the same Kakao account after 탈퇴 is a new user', async () => {
    const address = email('leaver');
    const token = await kakaoUser({ email: address });
    const before = await userId(token);
    const left = await callApi(t, 'POST', '/v1/auth/leave', { token, body: { reason: 'OTHER' } });
    expect(left.status).toBe(200);
    const again = accessTokenOf(await signInThrough(t, 'kakao', { email: address }));
    const after = await userId(again);
    expect(after).not.toBe(before);
    expect((await list(again)).identities).toEqual([
      { provider: 'kakao', email: address, linkedAt: expect.any(String) },
    ]);
  });
});
