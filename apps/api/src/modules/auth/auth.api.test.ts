import { createHash } from 'node:crypto';
import { ACCESS_TOKEN_TTL_S, MESSAGES, TEMP_CODE } from '@chorok/contract';
import { AccessToken, adminEndpoints, envelope } from '@chorok/contract/schemas';
import {
  authIdentities,
  deviceInfos,
  pageViews,
  revokedTokens,
  temporaryCodes,
  users,
} from '@chorok/db';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { signAccessToken } from './auth-plugin.ts';
import { issueTemporaryCode } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Auth routes carry a per-IP limit; each call gets its own address unless a test says otherwise,
// so tests in this file never spend each other's allowance.
let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

async function call(
  method: 'GET' | 'POST',
  url: string,
  { token, headers = {}, body }: CallOptions = {},
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: unknown; message: string; status: number; errors?: unknown[] },
  };
}

const adminHeaders = () => ({ 'x-admin-secret': t.config.adminSecret });
let emailCounter = 0;
const uniqueEmail = (label: string) => `${label}-${++emailCounter}@auth.test.chorok.kr`;

async function issueViaAdmin(email: string) {
  const response = await call('POST', '/v1/admin/temp-codes', {
    headers: adminHeaders(),
    body: { email },
  });
  expect(response.status).toBe(201);
  return envelope(adminEndpoints.adminTempCode.data).parse(response.body).data;
}

async function signInWithCode(code: unknown) {
  return call('POST', '/v1/auth/temporary/sign-in', { body: { code } });
}

async function tokenFor(email: string) {
  const { code } = await issueViaAdmin(email);
  const response = await signInWithCode(code);
  expect(response.status).toBe(200);
  return envelope(AccessToken).parse(response.body).data.accessToken;
}

const me = (token: string) => call('GET', '/v1/users/me', { token });

describe('admin temp codes', () => {
  it('creates the user on first use and issues a url-safe code valid for 10 minutes', async () => {
    const email = uniqueEmail('first');
    const before = Date.now();
    const issued = await issueViaAdmin(email.toUpperCase());
    const after = Date.now();
    expect(issued.code).toMatch(/^code[A-Za-z0-9_-]{24,}$/);
    expect(issued.createdUser).toBe(true);
    // Issued at some moment during the call (which a loaded machine can stretch to seconds):
    // ten minutes from then, to the millisecond the database keeps.
    const expiresAt = new Date(issued.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + TEMP_CODE.ttlMs - 1);
    expect(expiresAt).toBeLessThanOrEqual(after + TEMP_CODE.ttlMs + 1);

    const [user] = await t.db.select().from(users).where(eq(users.id, issued.userId));
    expect(user).toMatchObject({
      email,
      name: email.split('@')[0],
      level: 1,
      deletedAt: null,
      isDemo: false,
    });
    const identities = await t.db
      .select()
      .from(authIdentities)
      .where(eq(authIdentities.userId, issued.userId));
    expect(identities).toEqual([
      expect.objectContaining({ provider: 'temporary', subject: email }),
    ]);

    const again = await issueViaAdmin(email);
    expect(again).toMatchObject({ userId: issued.userId, createdUser: false });
    expect(again.code).not.toBe(issued.code);
  });

  it('creates one user when codes for a new address are issued at the same moment', async () => {
    const email = uniqueEmail('simultaneous');
    const issued = await Promise.all([1, 2, 3].map(() => issueTemporaryCode(t.db, email)));
    expect(new Set(issued.map((i) => i.userId)).size).toBe(1);
    expect(issued.filter((i) => i.createdUser)).toHaveLength(1);
    expect(new Set(issued.map((i) => i.code)).size).toBe(3);
  });

  it('stores only a SHA-256 hash of the code', async () => {
    const { code, userId } = await issueViaAdmin(uniqueEmail('hash'));
    const rows = await t.db.select().from(temporaryCodes).where(eq(temporaryCodes.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toBe(createHash('sha256').update(code).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('requires the admin secret', async () => {
    const body = { email: uniqueEmail('secret') };
    const missing = await call('POST', '/v1/admin/temp-codes', { body });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({
      data: null,
      message: MESSAGES.adminSecretInvalid,
      status: 401,
    });
    const wrong = await call('POST', '/v1/admin/temp-codes', {
      body,
      headers: { 'x-admin-secret': `${t.config.adminSecret}x` },
    });
    expect(wrong.status).toBe(401);
    const count = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(count).toHaveLength(0);
  });

  it('rejects a bad e-mail with 400', async () => {
    for (const body of [{ email: 'not-an-email' }, {}, { email: 'a@b.kr', extra: 1 }]) {
      const response = await call('POST', '/v1/admin/temp-codes', {
        headers: adminHeaders(),
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body.data).toBeNull();
    }
    const bad = await call('POST', '/v1/admin/temp-codes', {
      headers: adminHeaders(),
      body: { email: 'not-an-email' },
    });
    expect(bad.body.message).toBe(MESSAGES.emailFormat);
  });
});

describe('POST /auth/temporary/sign-in', () => {
  it('signs in once with a fresh code and returns a temporary-login token', async () => {
    const email = uniqueEmail('signin');
    const { code, userId } = await issueViaAdmin(email);
    const response = await signInWithCode(code);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: MESSAGES.ok, status: 200 });
    const { accessToken } = envelope(AccessToken).parse(response.body).data;

    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({ sub: String(userId), lt: 'temporary' });
    expect(typeof claims.jti).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ACCESS_TOKEN_TTL_S);

    const profile = await me(accessToken);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ id: userId, email });
  });

  it('refuses a reused code', async () => {
    const { code } = await issueViaAdmin(uniqueEmail('reuse'));
    expect((await signInWithCode(code)).status).toBe(200);
    const second = await signInWithCode(code);
    expect(second.status).toBe(401);
    expect(second.body).toEqual({ data: null, message: MESSAGES.tempCodeUnusable, status: 401 });
  });

  it('lets exactly one of two simultaneous sign-ins spend a code', async () => {
    const { code } = await issueViaAdmin(uniqueEmail('race'));
    const results = await Promise.all([
      signInWithCode(code),
      signInWithCode(code),
      signInWithCode(code),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses an expired code', async () => {
    const { userId } = await issueTemporaryCode(t.db, uniqueEmail('expired'));
    const code = 'codeExpiredButOtherwiseFine0123456789';
    await t.db.insert(temporaryCodes).values({
      codeHash: createHash('sha256').update(code).digest('hex'),
      userId,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const response = await signInWithCode(code);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ data: null, message: MESSAGES.tempCodeUnusable, status: 401 });
    const [row] = await t.db
      .select()
      .from(temporaryCodes)
      .where(eq(temporaryCodes.codeHash, createHash('sha256').update(code).digest('hex')));
    expect(row?.usedAt).toBeNull();
  });

  it('refuses an unknown code', async () => {
    const response = await signInWithCode('codeThisWasNeverIssued000000000000');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ data: null, message: MESSAGES.tempCodeUnusable, status: 401 });
  });

  it('answers unknown, used and expired codes alike: nothing tells them apart', async () => {
    const { code: used } = await issueViaAdmin(uniqueEmail('alike-used'));
    expect((await signInWithCode(used)).status).toBe(200);
    const { userId } = await issueTemporaryCode(t.db, uniqueEmail('alike-expired'));
    const expired = 'codeAlikeExpired0123456789abcdefghij';
    await t.db.insert(temporaryCodes).values({
      codeHash: createHash('sha256').update(expired).digest('hex'),
      userId,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const answers = await Promise.all(
      [used, expired, 'codeAlikeNeverIssued0123456789abcdef'].map(signInWithCode),
    );
    const seen = answers.map(({ status, body }) => JSON.stringify({ status, body }));
    expect(new Set(seen).size).toBe(1);
    expect(answers[0]?.body).toEqual({
      data: null,
      message: '이미 사용했거나 만료된 코드예요. 새 코드를 받아 주세요.',
      status: 401,
    });
  });

  it('rejects a code that does not start with "code", and malformed bodies, with 400', async () => {
    const notCode = await signInWithCode('abc123');
    expect(notCode.status).toBe(400);
    expect(notCode.body).toMatchObject({
      data: null,
      message: MESSAGES.tempCodeInvalid,
      status: 400,
    });
    for (const body of [
      {},
      { code: 42 },
      { code: 'codeX', extra: true },
      { code: `code${'x'.repeat(300)}` },
    ]) {
      const response = await call('POST', '/v1/auth/temporary/sign-in', { body });
      expect(response.status).toBe(400);
    }
  });
});

describe('POST /auth/demo/sign-in', () => {
  it('creates a fresh demo user with a unique Korean nickname', async () => {
    const first = await call('POST', '/v1/auth/demo/sign-in');
    const second = await call('POST', '/v1/auth/demo/sign-in');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const tokens = [first, second].map((r) => envelope(AccessToken).parse(r.body).data.accessToken);
    expect(decodeJwt(tokens[0] ?? '')).toMatchObject({ lt: 'demo' });

    const profiles = await Promise.all(tokens.map((token) => me(token)));
    const [a, b] = profiles.map(
      (p) => p.body.data as { id: number; name: string; nickname: string; email: string },
    );
    expect(a).toMatchObject({
      name: '체험 사용자',
      nickname: expect.stringMatching(/^초록이\d{4}$/),
      email: expect.stringMatching(/^demo\+[0-9a-f-]{36}@demo\.chorok\.kr$/),
    });
    expect(b?.id).not.toBe(a?.id);
    expect(b?.nickname).not.toBe(a?.nickname);
    const [row] = await t.db
      .select({ isDemo: users.isDemo })
      .from(users)
      .where(eq(users.id, a?.id ?? 0));
    expect(row?.isDemo).toBe(true);
  });
});

describe('social sign-in bodies', () => {
  const cases = [
    {
      url: '/v1/auth/kakao/sign-in',
      invalid: [
        {},
        { code: 'kakao-code' },
        { state: 's', code: '' },
        { state: 's', code: 'x', extra: 1 },
        { state: 's', code: 'x', redirectUri: 'not a url' },
      ],
    },
    { url: '/v1/auth/naver/sign-in', invalid: [{}, { state: 's', code: '   ' }] },
    { url: '/v1/auth/apple/exchange-token', invalid: [{}, { tempToken: '' }, { code: 'x' }] },
  ];

  it.each(cases)('$url answers 400 for a bad body', async ({ url, invalid }) => {
    for (const body of invalid) {
      const bad = await call('POST', url, { body });
      expect(bad.status).toBe(400);
      expect(bad.body.data).toBeNull();
    }
  });
});

describe('access tokens', () => {
  it('answers 401 with the login-required message without a token', async () => {
    const response = await call('GET', '/v1/users/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ data: null, message: MESSAGES.loginRequired, status: 401 });
  });

  it('answers 401 "session expired" for garbage, foreign, expired and orphan tokens', async () => {
    const { userId } = await issueTemporaryCode(t.db, uniqueEmail('tokens'));
    const key = new TextEncoder().encode(t.config.authSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ lt: 'temporary' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setJti('expired-jti')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);
    const noJti = await new SignJWT({ lt: 'temporary' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setExpirationTime('1h')
      .sign(key);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: String(userId), jti: 'x', lt: 'temporary', exp: now + 3600 })).toString('base64url')}.`;
    const tokens = [
      'garbage',
      'a.b.c',
      await signAccessToken('another-secret-that-is-long-enough-to-use-000', userId, 'temporary'),
      expired,
      noJti,
      unsigned,
      await signAccessToken(t.config.authSecret, 999_999, 'temporary'),
    ];
    for (const token of tokens) {
      const response = await me(token);
      expect(response.status, token).toBe(401);
      expect(response.body).toEqual({ data: null, message: MESSAGES.sessionExpired, status: 401 });
    }
    for (const authorization of [
      'Basic abc',
      'Bearer',
      `Token ${await signAccessToken(t.app, userId, 'temporary')}`,
    ]) {
      const response = await call('GET', '/v1/users/me', { headers: { authorization } });
      expect(response.status, authorization).toBe(401);
    }
    expect((await me(await signAccessToken(t.app, userId, 'temporary'))).status).toBe(200);
  });

  it('ignores a bad token where sign-in is optional, and uses a good one', async () => {
    const { userId } = await issueTemporaryCode(t.db, uniqueEmail('optional'));
    const path = `/optional-${userId}`;
    const anonymous = await call('POST', '/v1/analytics/page-views', {
      token: 'garbage',
      body: { path },
    });
    expect(anonymous.status).toBe(201);
    const signedIn = await call('POST', '/v1/analytics/page-views', {
      token: await signAccessToken(t.app, userId, 'temporary'),
      body: { path },
    });
    expect(signedIn.status).toBe(201);
    const rows = await t.db
      .select({ userId: pageViews.userId })
      .from(pageViews)
      .where(eq(pageViews.path, path));
    expect(rows.map((r) => r.userId).sort()).toEqual([userId, null].sort());
  });
});

describe('POST /auth/sign-out', () => {
  it('revokes only the token it is called with', async () => {
    const email = uniqueEmail('signout');
    const token = await tokenFor(email);
    const otherDevice = await tokenFor(email);
    // Used just before: a session remembered by the embedded database's cache must end too.
    expect((await me(token)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(200);

    const response = await call('POST', '/v1/auth/sign-out', { token });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      data: { success: true },
      message: MESSAGES.created,
      status: 201,
    });

    const after = await me(token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MESSAGES.sessionExpired);
    expect((await call('POST', '/v1/auth/sign-out', { token })).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(200);

    const jti = decodeJwt(token).jti ?? '';
    const [revoked] = await t.db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti));
    expect(revoked?.expiresAt.getTime()).toBe((decodeJwt(token).exp ?? 0) * 1000);
  });

  it('needs a token', async () => {
    const response = await call('POST', '/v1/auth/sign-out');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.loginRequired);
  });
});

describe('POST /auth/leave', () => {
  it('erases the account in one go: no sign-in, no personal data, no way back by old codes', async () => {
    const email = uniqueEmail('leave');
    const token = await tokenFor(email);
    const otherDevice = await tokenFor(email);
    const { code: unusedCode, userId } = await issueViaAdmin(email);
    expect((await me(token)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(200);

    const patched = await call('POST', `/v1/users/${userId}/device-info`, {
      token,
      body: { fcmToken: 'fcm-leave', deviceType: 'android', deviceModel: 'Galaxy' },
    });
    expect(patched.status).toBe(201);
    await t.db
      .update(users)
      .set({ nickname: `탈퇴${userId}`, phoneNumber: '01012345678' })
      .where(eq(users.id, userId));
    expect(
      (await call('POST', '/v1/analytics/page-views', { token, body: { path: '/leave-test' } }))
        .status,
    ).toBe(201);

    const response = await call('POST', '/v1/auth/leave', {
      token,
      body: { reason: 'HARD_TO_USE' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { success: true }, message: MESSAGES.ok, status: 200 });

    for (const tok of [token, otherDevice]) {
      const after = await me(tok);
      expect(after.status).toBe(401);
    }
    const reuse = await signInWithCode(unusedCode);
    expect(reuse.status).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ email: null, nickname: null, phoneNumber: null, name: '' });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(
      await t.db.select().from(authIdentities).where(eq(authIdentities.userId, userId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(temporaryCodes).where(eq(temporaryCodes.userId, userId)),
    ).toEqual([]);
    expect(await t.db.select().from(deviceInfos).where(eq(deviceInfos.userId, userId))).toEqual([]);
    expect(await t.db.select().from(pageViews).where(eq(pageViews.userId, userId))).toEqual([]);
    expect(
      await t.db.select().from(pageViews).where(eq(pageViews.path, '/leave-test')),
    ).toHaveLength(1);

    // The same address starts over as a new account; the old one is not revived.
    const fresh = await issueViaAdmin(email);
    expect(fresh.createdUser).toBe(true);
    expect(fresh.userId).not.toBe(userId);
    const freshToken = envelope(AccessToken).parse((await signInWithCode(fresh.code)).body).data
      .accessToken;
    expect((await me(freshToken)).body.data).toMatchObject({ id: fresh.userId, email });
  });

  it('needs a token', async () => {
    const response = await call('POST', '/v1/auth/leave', {
      token: 'garbage',
      body: { reason: 'HARD_TO_USE' },
    });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(MESSAGES.sessionExpired);
  });
});
