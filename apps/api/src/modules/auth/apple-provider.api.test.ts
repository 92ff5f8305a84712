import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { APPLE_CALLBACK_PATH, MESSAGES } from '@chorok/contract';
import { users } from '@chorok/db';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeApple,
  exchangeTempToken,
  extraApp,
  me,
  nextIp,
  postCallback,
  signInWithApple,
} from '../../test/apple-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { Config } from '../../env.ts';
import { sha256Hex } from './providers/apple.ts';
import appleSandbox from './sandbox/apple.ts';

/*
 * Sign in with Apple configured with credentials (APPLE_*), against local HTTP servers that speak
 * Apple's protocol: the sandbox plugin served on its own port as if it were appleid.apple.com,
 * a key server for hand-made tokens, and Apple being down.
 */

const WEB_CLIENT = 'kr.chorok.web';
const BUNDLE_ID = 'kr.chorok.app';

let t: TestApp;
let origin: string;
const closers: (() => Promise<unknown>)[] = [];

async function listen(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => server.close());
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function appWithApple(authUrl: string): Promise<FastifyInstance> {
  const providers: Config['providers'] = {
    ...t.config.providers,
    apple: { clientId: WEB_CLIENT, authUrl, bundleId: BUNDLE_ID },
    sandbox: false,
  };
  const app = await extraApp(t, { orderSweepIntervalMs: 0, providers });
  closers.push(() => app.close());
  return app;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let appleUrl = '';
let viaHttp: FastifyInstance;
let handMade: FastifyInstance;
let keysUrl: string;
let appleDown: FastifyInstance;
let appleFailing: FastifyInstance;
type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let appleKey: KeyPair;
let strangerKey: KeyPair;

beforeAll(async () => {
  t = await createTestApp({ signInRateLimitPerMinute: 10_000, rateLimitPerMinute: 0 });
  origin = t.config.publicOrigin;

  // The sandbox on its own port, at Apple's own paths.
  const apple = Fastify();
  await apple.register(appleSandbox, {
    issuer: () => appleUrl,
    clientId: WEB_CLIENT,
    redirectUris: [`${origin}${APPLE_CALLBACK_PATH}`],
  });
  appleUrl = await listen(apple);
  viaHttp = await appWithApple(appleUrl);

  // Apple's keys for tokens the tests sign themselves; /down answers 500.
  appleKey = await generateKeyPair('RS256');
  strangerKey = await generateKeyPair('RS256');
  const jwk: JWK = {
    ...(await exportJWK(appleKey.publicKey)),
    kid: 'k1',
    alg: 'RS256',
    use: 'sig',
  };
  const keys = Fastify();
  keys.get('/auth/keys', async () => ({ keys: [jwk] }));
  keys.get('/down/auth/keys', async (_request, reply) => reply.code(500).send('down'));
  keysUrl = await listen(keys);
  handMade = await appWithApple(keysUrl);
  appleFailing = await appWithApple(`${keysUrl}/down`);
  appleDown = await appWithApple(`http://127.0.0.1:${await closedPort()}`);
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await t?.close();
});

const email = () => `p-${randomBytes(4).toString('hex')}@apple.test.chorok.kr`;
const now = () => Math.floor(Date.now() / 1000);

async function idToken(
  claims: JWTPayload,
  { key = appleKey.privateKey, kid = 'k1', issuer = keysUrl } = {},
) {
  return new SignJWT({
    iss: issuer,
    aud: WEB_CLIENT,
    sub: `001.${randomBytes(8).toString('hex')}.1`,
    email: email(),
    email_verified: true,
    iat: now(),
    exp: now() + 600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .sign(key);
}

async function nativeSignIn(app: FastifyInstance, body: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/apple/sign-in',
    remoteAddress: nextIp(),
    payload: body as object,
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: unknown; message: string },
  };
}

describe('Apple over HTTP (the sandbox on its own port)', () => {
  it('signs in: the browser goes to Apple, Apple posts back, the server fetches the keys over HTTP', async () => {
    const start = (await authorizeApple(viaHttp)).body.data!;
    expect(start.sandbox).toBe(false);
    expect(start.authorizeUrl.startsWith(`${appleUrl}/auth/authorize?`)).toBe(true);
    const address = email();
    const { location, accessToken } = await signInWithApple(viaHttp, origin, {
      email: address,
      lastName: '최',
      firstName: '초록',
    });
    expect(location).toMatch(/^\/auth\/apple\/complete\?token=[\w-]{43}&state=/);
    expect(decodeJwt(accessToken).lt).toBe('apple');
    expect(await me(viaHttp, accessToken)).toMatchObject({ name: '최초록', email: address });
  });
});

describe('id_tokens checked against Apple', () => {
  async function callbackWith(claims: JWTPayload, options?: Parameters<typeof idToken>[1]) {
    const { state, nonce } = (await authorizeApple(handMade)).body.data!;
    return postCallback(handMade, {
      state,
      id_token: await idToken({ nonce, ...claims }, options),
    });
  }

  it('accepts a good one', async () => {
    const location = await callbackWith({});
    const token = new URL(location, origin).searchParams.get('token')!;
    expect((await exchangeTempToken(handMade, token)).status).toBe(200);
  });

  it.each([
    ['signed by another key', {}, { key: 'stranger' }],
    ['signed by another key under an unknown key id', {}, { key: 'stranger', kid: 'k9' }],
    ['expired', { iat: now() - 3600, exp: now() - 60 }, {}],
    ['for another audience', { aud: 'kr.someone.else' }, {}],
    ['for the native app', { aud: BUNDLE_ID }, {}],
    ['from another issuer', {}, { issuer: 'https://appleid.apple.com' }],
    ['with another nonce', { nonce: 'not-ours' }, {}],
  ])('refuses one %s with error=token', async (_label, claims, options) => {
    const { key, ...rest } = options as { key?: string; kid?: string; issuer?: string };
    const location = await callbackWith(claims, {
      ...rest,
      ...(key ? { key: strangerKey.privateKey } : {}),
    });
    expect(location).toBe('/auth/apple/complete?error=token');
  });
});

describe('POST /auth/apple/sign-in (native shell)', () => {
  it('signs in with the SDK token: audience the bundle id, nonce hashed or not', async () => {
    for (const hashed of [true, false]) {
      const { state, nonce } = (await authorizeApple(handMade, { native: true })).body.data!;
      const token = await idToken({ aud: BUNDLE_ID, nonce: hashed ? sha256Hex(nonce) : nonce });
      const response = await nativeSignIn(handMade, { state, idToken: token });
      expect(response.status).toBe(200);
      const accessToken = (response.body.data as { accessToken: string }).accessToken;
      expect(decodeJwt(accessToken).lt).toBe('apple');
      // The shell passes no name; the account starts without one.
      expect((await me(handMade, accessToken)).name).toBe('');
    }
  });

  it('refuses a bad token (401), a spent or unknown state (400) and a bad body (400)', async () => {
    const { state, nonce } = (await authorizeApple(handMade, { native: true })).body.data!;
    const webToken = await idToken({ nonce });
    const refused = await nativeSignIn(handMade, { state, idToken: webToken });
    expect(refused).toEqual({
      status: 401,
      body: { data: null, message: MESSAGES.providerTokenInvalid, status: 401 },
    });
    // The state was spent by that attempt: it does not get a second try.
    const good = await idToken({ aud: BUNDLE_ID, nonce });
    const replay = await nativeSignIn(handMade, { state, idToken: good });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe(MESSAGES.oauthStateInvalid);
    expect((await nativeSignIn(handMade, { state: 'made-up', idToken: good })).status).toBe(400);
    for (const body of [{}, { state }, { state, idToken: '' }, { state, idToken: good, extra: 1 }])
      expect((await nativeSignIn(handMade, body)).status).toBe(400);
  });

  it("refuses with 409 when Apple's e-mail belongs to another account", async () => {
    const address = email();
    await t.db.insert(users).values({ email: address, name: '먼저', level: 1 });
    const { state, nonce } = (await authorizeApple(handMade, { native: true })).body.data!;
    const response = await nativeSignIn(handMade, {
      state,
      idToken: await idToken({ aud: BUNDLE_ID, nonce, email: address }),
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(MESSAGES.emailTakenByOtherAccount);
    const owners = await t.db.select().from(users).where(eq(users.email, address));
    expect(owners).toHaveLength(1);
  });
});

describe('Apple down', () => {
  it.each([
    ['not answering', () => appleDown],
    ['answering 500', () => appleFailing],
  ])('when %s: the web gets error=unavailable, the shell 503 in Korean', async (_label, app) => {
    const web = (await authorizeApple(app())).body.data!;
    const location = await postCallback(app(), {
      state: web.state,
      id_token: await idToken({ nonce: web.nonce }),
    });
    expect(location).toBe('/auth/apple/complete?error=unavailable');

    const native = (await authorizeApple(app(), { native: true })).body.data!;
    const response = await nativeSignIn(app(), {
      state: native.state,
      idToken: await idToken({ aud: BUNDLE_ID, nonce: native.nonce }),
    });
    expect(response).toEqual({
      status: 503,
      body: { data: null, message: MESSAGES.providerUnavailable, status: 503 },
    });
  });
});
