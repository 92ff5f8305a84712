import { createHash, randomBytes } from 'node:crypto';
import { APPLE_CALLBACK_PATH, MESSAGES, OAUTH } from '@chorok/contract';
import { authIdentities, oauthStates, temporaryCodes, users } from '@chorok/db';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeApple,
  browser,
  consentAtApple,
  exchangeTempToken,
  extraApp,
  me,
  nextIp,
  pageForm,
  postCallback,
  signInWithApple,
} from '../../test/apple-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { issueOAuthState } from './oauth-state.ts';
import { APPLE_SANDBOX_CLIENT_ID, APPLE_SANDBOX_PATH } from './providers/apple.ts';
import { SANDBOX_RELAY_DOMAIN, sandboxSubject } from './sandbox/apple.ts';
import { issueTemporaryCode } from './service.ts';

/*
 * Sign in with Apple with no Apple credentials: the embedded default, where the local sandbox
 * stands in for Apple, and production, where nothing does.
 */

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ signInRateLimitPerMinute: 10_000, rateLimitPerMinute: 0 });
  origin = t.config.publicOrigin;
});
afterAll(async () => {
  await t?.close();
});

let emailCounter = 0;
const email = (label: string) =>
  `${label}-${++emailCounter}-${randomBytes(3).toString('hex')}@apple.test.chorok.kr`;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenOf = (location: string) => new URL(location, origin).searchParams.get('token')!;

async function appleTempTokens() {
  const [row] = await t.db
    .select({ n: count() })
    .from(temporaryCodes)
    .where(eq(temporaryCodes.purpose, 'apple'));
  return row!.n;
}

async function inject(app: FastifyInstance, url: string, body: unknown, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: unknown; message: string },
  };
}

describe('POST /auth/apple/authorize (sandbox)', () => {
  it('issues a single-use state with a nonce and the URL of the sandbox standing in for Apple', async () => {
    const { status, body } = await authorizeApple(t.app);
    expect(status).toBe(200);
    const start = body.data!;
    expect(start.sandbox).toBe(true);
    expect(start.nonce).toMatch(/^[\w-]{32}$/);
    const url = new URL(start.authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${origin}${APPLE_SANDBOX_PATH}/auth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code id_token',
      response_mode: 'form_post',
      client_id: APPLE_SANDBOX_CLIENT_ID,
      redirect_uri: `${origin}${APPLE_CALLBACK_PATH}`,
      scope: 'name email',
      state: start.state,
      nonce: start.nonce,
    });
    const [row] = await t.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hash(start.state)));
    expect(row).toMatchObject({
      provider: 'apple',
      intent: 'sign-in',
      nonce: start.nonce,
      userId: null,
    });
  });

  it('needs a signed-in user to link, and refuses a bad body', async () => {
    expect((await authorizeApple(t.app, { intent: 'link' })).status).toBe(401);
    expect((await authorizeApple(t.app, { intent: 'merge' })).status).toBe(400);
    expect((await authorizeApple(t.app, { extra: 1 })).status).toBe(400);
  });
});

describe('Sign in with Apple through the sandbox', () => {
  it('walks authorize → Apple → form_post → 303 → exchange-token → a working access token', async () => {
    const address = email('first');
    const flow = await consentAtApple(t.app, origin, {
      email: address,
      lastName: '홍',
      firstName: '길동',
    });
    expect(flow.returnUrl).toBe(`${origin}${APPLE_CALLBACK_PATH}`);
    expect(Object.keys(flow.posted).sort()).toEqual(['code', 'id_token', 'state', 'user']);
    expect(JSON.parse(flow.posted.user!)).toEqual({
      name: { firstName: '길동', lastName: '홍' },
      email: address,
    });
    const claims = decodeJwt(flow.posted.id_token!);
    expect(claims).toMatchObject({
      iss: `${origin}${APPLE_SANDBOX_PATH}`,
      aud: APPLE_SANDBOX_CLIENT_ID,
      sub: sandboxSubject(address),
      nonce: flow.nonce,
      email: address,
      email_verified: 'true',
    });
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(decodeProtectedHeader(flow.posted.id_token!).alg).toBe('RS256');

    const location = await postCallback(t.app, flow.posted);
    const complete = new URL(location, origin);
    expect(complete.pathname).toBe('/auth/apple/complete');
    expect(complete.searchParams.get('state')).toBe(flow.state);
    const tempToken = complete.searchParams.get('token')!;
    expect(tempToken).toMatch(/^[\w-]{43}$/);

    // Stored as a hash, for Apple only, for two minutes.
    const [stored] = await t.db
      .select()
      .from(temporaryCodes)
      .where(eq(temporaryCodes.codeHash, hash(tempToken)));
    expect(stored?.purpose).toBe('apple');
    const ttl = stored!.expiresAt.getTime() - stored!.createdAt.getTime();
    expect(Math.abs(ttl - OAUTH.appleTempTokenTtlMs)).toBeLessThan(5_000);

    const exchanged = await exchangeTempToken(t.app, tempToken);
    expect(exchanged.status).toBe(200);
    const accessToken = exchanged.body.data!.accessToken;
    expect(decodeJwt(accessToken).lt).toBe('apple');
    expect(await me(t.app, accessToken)).toMatchObject({ name: '홍길동', email: address });

    const again = await exchangeTempToken(t.app, tempToken);
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      data: null,
      message: MESSAGES.appleTempTokenInvalid,
      status: 401,
    });
  });

  it('refuses an expired, unknown or empty temp token', async () => {
    const { location } = await signInWithApple(t.app, origin, { email: email('spent') });
    const flow = await consentAtApple(t.app, origin, { email: email('late') });
    const late = tokenOf(await postCallback(t.app, flow.posted));
    await t.db
      .update(temporaryCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(temporaryCodes.codeHash, hash(late)));
    for (const tempToken of [late, 'nonsense', tokenOf(location)]) {
      const response = await exchangeTempToken(t.app, tempToken);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe(MESSAGES.appleTempTokenInvalid);
    }
    expect((await inject(t.app, '/v1/auth/apple/exchange-token', { tempToken: '' })).status).toBe(
      400,
    );
    expect((await inject(t.app, '/v1/auth/apple/exchange-token', { code: 'x' })).status).toBe(400);
  });

  it('sends the name only the first time; a later sign-in keeps the name and the account', async () => {
    const address = email('twice');
    const first = await signInWithApple(t.app, origin, {
      email: address,
      lastName: '김',
      firstName: '초록',
    });
    const second = await consentAtApple(t.app, origin, {
      email: address,
      lastName: '박',
      firstName: '바뀜',
    });
    expect(second.posted.user).toBeUndefined();
    const location = await postCallback(t.app, second.posted);
    const again = await exchangeTempToken(t.app, tokenOf(location));
    const user = await me(t.app, again.body.data!.accessToken);
    expect(user).toMatchObject({ id: (await me(t.app, first.accessToken)).id, name: '김초록' });
    const [identity] = await t.db
      .select({ displayName: authIdentities.displayName })
      .from(authIdentities)
      .where(
        and(
          eq(authIdentities.provider, 'apple'),
          eq(authIdentities.subject, sandboxSubject(address)),
        ),
      );
    expect(identity?.displayName).toBe('김초록');
  });

  it('with Hide My Email the account gets the relay address, not the real one', async () => {
    const address = email('hidden');
    const { accessToken, page } = await signInWithApple(t.app, origin, {
      email: address,
      hideEmail: true,
    });
    const user = await me(t.app, accessToken);
    expect(user.email.endsWith(`@${SANDBOX_RELAY_DOMAIN}`)).toBe(true);
    expect(user.email).not.toContain(address.split('@')[0]);
    expect(page).toContain(user.email);
  });

  it('sends the person back with error=denied when they cancel at Apple', async () => {
    const flow = await consentAtApple(t.app, origin, { email: email('cancel'), action: 'cancel' });
    expect(flow.posted).toEqual({ error: 'user_cancelled_authorize', state: flow.state });
    expect(await postCallback(t.app, flow.posted)).toBe('/auth/apple/complete?error=denied');
  });
});

describe('the state Apple brings back', () => {
  it('is refused when forged, reused, expired or issued for another provider — and nothing is signed in', async () => {
    const before = await appleTempTokens();
    const forged = await consentAtApple(t.app, origin, { email: email('forged') });
    expect(await postCallback(t.app, { ...forged.posted, state: 'forged-state' })).toBe(
      '/auth/apple/complete?error=state',
    );
    expect(await postCallback(t.app, { ...forged.posted, state: '' })).toBe(
      '/auth/apple/complete?error=state',
    );

    const used = await consentAtApple(t.app, origin, { email: email('reused') });
    expect(await postCallback(t.app, used.posted)).toMatch(/^\/auth\/apple\/complete\?token=/);
    expect(await postCallback(t.app, used.posted)).toBe('/auth/apple/complete?error=state');

    const late = await consentAtApple(t.app, origin, { email: email('expired') });
    await t.db
      .update(oauthStates)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oauthStates.stateHash, hash(late.state)));
    expect(await postCallback(t.app, late.posted)).toBe('/auth/apple/complete?error=state');

    const kakao = await issueOAuthState(t.db, {
      provider: 'kakao',
      intent: 'sign-in',
      userId: null,
      redirectUri: null,
      withNonce: true,
    });
    const other = await consentAtApple(t.app, origin, { email: email('kakao') });
    expect(await postCallback(t.app, { ...other.posted, state: kakao.state })).toBe(
      '/auth/apple/complete?error=state',
    );
    expect(await appleTempTokens()).toBe(before + 1);
  });

  it('must carry the id_token issued for its own nonce', async () => {
    const one = await consentAtApple(t.app, origin, { email: email('nonce-a') });
    const two = await consentAtApple(t.app, origin, { email: email('nonce-b') });
    expect(await postCallback(t.app, { ...one.posted, id_token: two.posted.id_token! })).toBe(
      '/auth/apple/complete?error=token',
    );
    expect(await postCallback(t.app, { state: two.state })).toBe(
      '/auth/apple/complete?error=token',
    );
  });

  it('answers anything that is not a good form_post with a redirect, never an error page', async () => {
    expect(await postCallback(t.app, { error: 'invalid_request', state: 'x' })).toBe(
      '/auth/apple/complete?error=failed',
    );
    const xml = await t.app.inject({
      method: 'POST',
      url: APPLE_CALLBACK_PATH,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/xml' },
      payload: '<state>x</state>',
    });
    expect(xml.statusCode).toBe(303);
    expect(xml.headers.location).toBe('/auth/apple/complete?error=failed');
    const huge = await t.app.inject({
      method: 'POST',
      url: APPLE_CALLBACK_PATH,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `state=${'x'.repeat(40_000)}`,
    });
    expect(huge.statusCode).toBe(303);
    expect(huge.headers.location).toBe('/auth/apple/complete?error=failed');
  });
});

describe('accounts', () => {
  it('never merges: the e-mail of a temporary-code or Kakao account is refused, no user is created', async () => {
    const temporary = email('operator');
    await issueTemporaryCode(t.db, temporary);
    const kakao = email('kakao');
    const [owner] = await t.db
      .insert(users)
      .values({ email: kakao, name: '카카오', level: 1 })
      .returning();
    await t.db
      .insert(authIdentities)
      .values({ userId: owner!.id, provider: 'kakao', subject: `k-${owner!.id}` });
    const [before] = await t.db.select({ n: count() }).from(users);

    for (const address of [temporary, kakao]) {
      const flow = await consentAtApple(t.app, origin, { email: address });
      expect(await postCallback(t.app, flow.posted)).toBe('/auth/apple/complete?error=email_taken');
    }
    const [after] = await t.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
    // With Hide My Email, Apple does not tell us the address: a new account, not a merge.
    const hidden = await signInWithApple(t.app, origin, { email: kakao, hideEmail: true });
    expect((await me(t.app, hidden.accessToken)).id).not.toBe(owner!.id);
  });

  it('links Apple to the signed-in account, which Apple then signs in', async () => {
    const operator = await issueTemporaryCode(t.db, email('linker'));
    const signedIn = await inject(t.app, '/v1/auth/temporary/sign-in', { code: operator.code });
    const accessToken = (signedIn.body.data as { accessToken: string }).accessToken;
    const start = await authorizeApple(t.app, { intent: 'link' }, accessToken);
    expect(start.status).toBe(200);
    const appleId = email('linked');
    const flow = await consentAtApple(t.app, origin, { email: appleId }, start.body.data!);
    expect(await postCallback(t.app, flow.posted)).toBe('/profile/edit?linked=apple');
    const identities = await t.db
      .select({ provider: authIdentities.provider })
      .from(authIdentities)
      .where(eq(authIdentities.userId, operator.userId));
    expect(identities.map((i) => i.provider).sort()).toEqual(['apple', 'temporary']);

    const viaApple = await signInWithApple(t.app, origin, { email: appleId });
    expect((await me(t.app, viaApple.accessToken)).id).toBe(operator.userId);

    // The same Apple ID cannot be linked to a second account, nor Apple twice to this one.
    const second = await issueTemporaryCode(t.db, email('second'));
    const secondToken = (
      (await inject(t.app, '/v1/auth/temporary/sign-in', { code: second.code })).body.data as {
        accessToken: string;
      }
    ).accessToken;
    const steal = await consentAtApple(
      t.app,
      origin,
      { email: appleId },
      (await authorizeApple(t.app, { intent: 'link' }, secondToken)).body.data!,
    );
    expect(await postCallback(t.app, steal.posted)).toBe('/auth/apple/complete?error=linked_other');
    const twice = await consentAtApple(
      t.app,
      origin,
      { email: email('other-apple') },
      (await authorizeApple(t.app, { intent: 'link' }, accessToken)).body.data!,
    );
    expect(await postCallback(t.app, twice.posted)).toBe(
      '/auth/apple/complete?error=already_linked',
    );
  });

  it('starts fresh for someone who left and comes back with the same Apple ID', async () => {
    const appleId = email('leaver');
    const first = await signInWithApple(t.app, origin, {
      email: appleId,
      lastName: '이',
      firstName: '별',
    });
    const firstId = (await me(t.app, first.accessToken)).id;
    const link = (await authorizeApple(t.app, { intent: 'link' }, first.accessToken)).body.data!;
    const linkAnswer = await consentAtApple(t.app, origin, { email: email('late-link') }, link);
    const left = await inject(t.app, '/v1/auth/leave', { reason: 'OTHER' }, first.accessToken);
    expect(left.status).toBe(200);
    // A link started before leaving attaches nothing to the erased account.
    expect(await postCallback(t.app, linkAnswer.posted)).toBe('/auth/apple/complete?error=state');
    const back = await signInWithApple(t.app, origin, { email: appleId });
    const user = await me(t.app, back.accessToken);
    expect(user.id).not.toBe(firstId);
    expect(user.name).toBe('');
  });

  it("keeps an operator's code and Apple's temp token apart", async () => {
    const operator = await issueTemporaryCode(t.db, email('apart'));
    const asApple = await exchangeTempToken(t.app, operator.code);
    expect(asApple.status).toBe(401);
    expect(asApple.body.message).toBe(MESSAGES.appleTempTokenInvalid);

    // An Apple temp token shaped like an operator's code is still not one.
    const lookalike = `code${randomBytes(24).toString('base64url')}`;
    await t.db.insert(temporaryCodes).values({
      codeHash: hash(lookalike),
      purpose: 'apple',
      userId: operator.userId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const asOperator = await inject(t.app, '/v1/auth/temporary/sign-in', { code: lookalike });
    expect(asOperator.status).toBe(401);
    expect(asOperator.body.message).toBe(MESSAGES.tempCodeUnusable);

    // Both were left unspent by the wrong door.
    expect(
      (await inject(t.app, '/v1/auth/temporary/sign-in', { code: operator.code })).status,
    ).toBe(200);
    expect((await exchangeTempToken(t.app, lookalike)).status).toBe(200);
  });
});

describe('the sandbox pages', () => {
  const sandbox = (path: string) => `${APPLE_SANDBOX_PATH}${path}`;

  it("shows Apple's sheet in Korean, says it is a test, has no script and escapes what it echoes", async () => {
    const start = (await authorizeApple(t.app)).body.data!;
    const url = new URL(start.authorizeUrl);
    url.searchParams.set('state', '"><script>alert(1)</script>');
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    expect(page.body).toContain('<html lang="ko">');
    expect(page.body).toContain('Apple로 로그인');
    expect(page.body).toContain('테스트용 로그인이에요 (실제 Apple이 아니에요)');
    expect(page.body).toContain('이메일 가리기');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
    const { fields } = pageForm(page.body);
    expect(fields.state).toBe('"><script>alert(1)</script>');
    expect(page.body).toMatch(
      /name="email" required maxlength="100" value="apple\.[0-9a-f]{8}@sandbox\.chorok\.invalid"/,
    );
  });

  it('lets the page going back post only to the registered return URL', async () => {
    const flow = await consentAtApple(t.app, origin, { email: email('csp') });
    expect(flow.page).toContain('계속하기');
    expect(flow.page).not.toMatch(/<script/i);
    expect(flow.headers['content-security-policy']).toContain(`form-action 'self' ${origin};`);
  });

  it.each([
    ['an unknown client', { client_id: 'kr.someone.else' }, 'invalid_client'],
    [
      'an unregistered return URL',
      { redirect_uri: 'https://evil.example/callback' },
      'invalid_request',
    ],
    ['a query response mode', { response_mode: 'query' }, 'invalid_request'],
    ['no code in the response type', { response_type: 'id_token' }, 'unsupported_response_type'],
  ])('refuses %s as Apple does, with a page', async (_label, change, error) => {
    const url = new URL((await authorizeApple(t.app)).body.data!.authorizeUrl);
    for (const [key, value] of Object.entries(change)) url.searchParams.set(key, value);
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(`<code>${error}</code>`);
    const posted = await browser(t.app, origin).post(`${origin}${url.pathname}`, {
      ...Object.fromEntries(url.searchParams),
      email: email('refused'),
      action: 'continue',
    });
    expect(posted.status).toBe(400);
    expect(posted.body).not.toContain('name="id_token"');
  });

  it('asks again for an e-mail that cannot be one', async () => {
    const web = browser(t.app, origin);
    const start = (await authorizeApple(t.app)).body.data!;
    const sheet = pageForm((await web.get(start.authorizeUrl)).body);
    const again = await web.post(new URL(sheet.action, origin).href, {
      ...sheet.fields,
      email: 'not-an-email',
      action: 'continue',
    });
    expect(again.status).toBe(400);
    expect(again.body).toContain('이메일 주소를 확인해 주세요.');
    expect(again.body).not.toContain('name="id_token"');
  });

  it('serves its keys and, at /auth/token, redeems a code once for an id_token', async () => {
    const keys = await t.app.inject({ method: 'GET', url: sandbox('/auth/keys') });
    expect(keys.statusCode).toBe(200);
    const [key] = (keys.json() as { keys: Record<string, string>[] }).keys;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(key).not.toHaveProperty('d');

    const address = email('token');
    const flow = await consentAtApple(t.app, origin, { email: address });
    const redeem = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: sandbox('/auth/token'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: APPLE_SANDBOX_CLIENT_ID,
          client_secret: 'sandbox',
          code: flow.posted.code!,
          redirect_uri: flow.returnUrl,
          ...fields,
        }).toString(),
      });
    expect((await redeem({ client_secret: '' })).json()).toEqual({ error: 'invalid_client' });
    expect((await redeem({ grant_type: 'password' })).json()).toEqual({
      error: 'unsupported_grant_type',
    });
    const tokens = await redeem({});
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json() as { id_token: string; token_type: string };
    expect(body.token_type).toBe('Bearer');
    expect(decodeJwt(body.id_token)).toMatchObject({
      sub: sandboxSubject(address),
      nonce: flow.nonce,
    });
    const reused = await redeem({});
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'invalid_grant' });
  });
});

describe('too many callbacks from one address', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await extraApp(t, { orderSweepIntervalMs: 0, signInRateLimitPerMinute: 2 });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('are turned away with a redirect too', async () => {
    const post = () =>
      limited.inject({
        method: 'POST',
        url: APPLE_CALLBACK_PATH,
        remoteAddress: '10.200.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'state=nope',
      });
    expect((await post()).headers.location).toBe('/auth/apple/complete?error=state');
    expect((await post()).headers.location).toBe('/auth/apple/complete?error=state');
    const third = await post();
    expect(third.statusCode).toBe(303);
    expect(third.headers.location).toBe('/auth/apple/complete?error=failed');
  });
});

describe('production: no Apple credentials and no sandbox', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    production = await extraApp(t, {
      orderSweepIntervalMs: 0,
      providers: { ...t.config.providers, apple: null, sandbox: false },
    });
  });
  afterAll(async () => {
    await production?.close();
  });

  it('mounts no sandbox and says Apple is not ready', async () => {
    for (const path of ['/auth/keys', '/auth/authorize']) {
      const response = await production.inject({
        method: 'GET',
        url: `${APPLE_SANDBOX_PATH}${path}`,
      });
      expect(response.statusCode).toBe(404);
    }
    const notReady = { data: null, message: MESSAGES.providerNotConfigured, status: 503 };
    expect((await authorizeApple(production)).body).toEqual(notReady);
    expect(
      (await inject(production, '/v1/auth/apple/sign-in', { state: 's', idToken: 'x' })).body,
    ).toEqual(notReady);
    expect((await exchangeTempToken(production, 'x')).body).toEqual(notReady);
    expect(await postCallback(production, { state: 's', id_token: 'x' })).toBe(
      '/auth/apple/complete?error=unavailable',
    );
  });
});
