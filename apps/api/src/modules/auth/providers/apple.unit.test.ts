import { MESSAGES } from '@chorok/contract';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv, type Config } from '../../../env.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  APPLE_ISSUER,
  APPLE_SANDBOX_CLIENT_ID,
  AppleTokenVerifier,
  appleAuthorizeUrl,
  appleProfile,
  appleSettings,
  appleUserName,
  nonceMatches,
  sha256Hex,
  type AppleSettings,
  type KeysFetch,
} from './apple.ts';

const settings: AppleSettings = {
  clientId: 'kr.chorok.web',
  bundleId: 'kr.chorok.app',
  authUrl: APPLE_ISSUER,
  issuer: APPLE_ISSUER,
  sandbox: false,
};

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let apple: KeyPair;
let stranger: KeyPair;
let appleJwk: JWK;

beforeAll(async () => {
  apple = await generateKeyPair('RS256');
  stranger = await generateKeyPair('RS256');
  appleJwk = { ...(await exportJWK(apple.publicKey)), kid: 'apple-1', alg: 'RS256', use: 'sig' };
});

/** Apple's /auth/keys as a fetch: counts calls, and can be told to fail. */
function keysFetch(
  answer: () => Response | Promise<Response> = () => Response.json({ keys: [appleJwk] }),
) {
  const calls: string[] = [];
  const fetchKeys: KeysFetch = async (url) => {
    calls.push(url);
    return answer();
  };
  return { calls, fetchKeys };
}

const now = () => Math.floor(Date.now() / 1000);

async function idToken(
  claims: JWTPayload = {},
  { key = apple.privateKey, kid = 'apple-1', alg = 'RS256' } = {},
) {
  return new SignJWT({
    iss: APPLE_ISSUER,
    aud: 'kr.chorok.web',
    sub: '001234.abcdef.0001',
    nonce: 'nonce-1',
    email: 'plant@example.com',
    email_verified: 'true',
    iat: now(),
    exp: now() + 600,
    ...claims,
  })
    .setProtectedHeader({ alg, kid })
    .sign(key);
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('appleSettings', () => {
  const base = { publicOrigin: 'https://chorok.kr' };
  const providers = (over: Partial<Config['providers']>): Config['providers'] => ({
    kakao: null,
    naver: null,
    apple: null,
    sandbox: false,
    appReturnSchemes: ['chorok'],
    ...over,
  });

  it("uses Apple's configuration, the issuer being the auth URL (Apple's own by default)", () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://db/chorok',
      AUTH_SECRET: 'a'.repeat(32),
      ADMIN_SECRET: 'b'.repeat(16),
      APPLE_CLIENT_ID: 'kr.chorok.web',
      APPLE_APP_BUNDLE_ID: 'kr.chorok.app',
    });
    expect(appleSettings(env)).toEqual({
      clientId: 'kr.chorok.web',
      bundleId: 'kr.chorok.app',
      authUrl: 'https://appleid.apple.com',
      issuer: 'https://appleid.apple.com',
      sandbox: false,
    });
    const local = appleSettings({
      ...base,
      providers: providers({
        apple: { clientId: 'c', authUrl: 'http://127.0.0.1:9/', bundleId: undefined },
      }),
    });
    expect(local).toMatchObject({ authUrl: 'http://127.0.0.1:9', issuer: 'http://127.0.0.1:9' });
    expect(local?.bundleId).toBeNull();
  });

  it('falls back to the local sandbox only when it is on, and production leaves it off', () => {
    expect(appleSettings({ ...base, providers: providers({ sandbox: true }) })).toEqual({
      clientId: APPLE_SANDBOX_CLIENT_ID,
      bundleId: null,
      authUrl: 'https://chorok.kr/v1/auth/sandbox/apple',
      issuer: 'https://chorok.kr/v1/auth/sandbox/apple',
      sandbox: true,
    });
    expect(appleSettings({ ...base, providers: providers({}) })).toBeNull();
    const production = loadEnv({
      DATABASE_URL: 'postgres://db/chorok',
      AUTH_SECRET: 'a'.repeat(32),
      ADMIN_SECRET: 'b'.repeat(16),
    });
    expect(production.providers.sandbox).toBe(false);
    expect(appleSettings(production)).toBeNull();
  });
});

describe('appleAuthorizeUrl', () => {
  it('asks for code and id_token by form_post, with our state and nonce, spaces as %20', () => {
    const url = appleAuthorizeUrl(settings, {
      state: 'st&te',
      nonce: 'n0nce',
      redirectUri: 'https://chorok.kr/v1/auth/apple/callback',
    });
    expect(url).toBe(
      'https://appleid.apple.com/auth/authorize?response_type=code%20id_token&response_mode=form_post' +
        '&client_id=kr.chorok.web&redirect_uri=https%3A%2F%2Fchorok.kr%2Fv1%2Fauth%2Fapple%2Fcallback' +
        '&scope=name%20email&state=st%26te&nonce=n0nce',
    );
  });
});

describe('AppleTokenVerifier', () => {
  const web = { nonce: 'nonce-1', platform: 'web' } as const;

  it("accepts Apple's token and fetches the keys once for several tokens", async () => {
    const { calls, fetchKeys } = keysFetch();
    const verifier = new AppleTokenVerifier(settings, fetchKeys);
    const claims = await verifier.verify(await idToken(), web);
    expect(claims).toMatchObject({ sub: '001234.abcdef.0001', email: 'plant@example.com' });
    await verifier.verify(await idToken({ sub: 'other' }), web);
    expect(calls).toEqual(['https://appleid.apple.com/auth/keys']);
  });

  it.each([
    ['another issuer', { iss: 'https://evil.example' }],
    ['another audience', { aud: 'kr.someone.else' }],
    ['the app audience on the web', { aud: 'kr.chorok.app' }],
    ['an expired token', { iat: now() - 3600, exp: now() - 600 }],
    ['a token not yet valid', { nbf: now() + 600 }],
    ['another nonce', { nonce: 'nonce-2' }],
    ['no nonce', { nonce: undefined }],
    ['the hashed nonce on the web', { nonce: sha256Hex('nonce-1') }],
    ['no subject', { sub: undefined }],
  ])('refuses %s with 401 providerTokenInvalid', async (_label, claims) => {
    const verifier = new AppleTokenVerifier(settings, keysFetch().fetchKeys);
    const error = await rejection(verifier.verify(await idToken(claims), web));
    expect(error.status).toBe(401);
    expect(error.message).toBe(MESSAGES.providerTokenInvalid);
  });

  it('refuses a token signed by another key, under a known or an unknown key id', async () => {
    const verifier = new AppleTokenVerifier(settings, keysFetch().fetchKeys);
    const forged = await idToken({}, { key: stranger.privateKey });
    expect((await rejection(verifier.verify(forged, web))).status).toBe(401);
    const unknown = await idToken({}, { key: stranger.privateKey, kid: 'stranger' });
    expect((await rejection(verifier.verify(unknown, web))).status).toBe(401);
  });

  it('fetches the keys again for a key id Apple rotated in, at most once a minute', async () => {
    let keys = [appleJwk];
    const { calls, fetchKeys } = keysFetch(() => Response.json({ keys }));
    const verifier = new AppleTokenVerifier(settings, fetchKeys);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await verifier.verify(await idToken(), web);
      const rotated = { ...(await exportJWK(stranger.publicKey)), kid: 'apple-2', alg: 'RS256' };
      keys = [appleJwk, rotated];
      const fresh = await idToken({}, { key: stranger.privateKey, kid: 'apple-2' });
      // Within the minute a key id we do not know is refused without asking Apple again.
      expect((await rejection(verifier.verify(fresh, web))).status).toBe(401);
      expect(calls).toHaveLength(1);
      vi.setSystemTime(Date.now() + 61_000);
      await expect(
        verifier.verify(await idToken({}, { key: stranger.privateKey, kid: 'apple-2' }), web),
      ).resolves.toBeTruthy();
      expect(calls).toHaveLength(2);
      const unknown = await idToken({}, { key: stranger.privateKey, kid: 'nobody' });
      expect((await rejection(verifier.verify(unknown, web))).status).toBe(401);
      expect(calls).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token in another algorithm or not a token at all', async () => {
    const verifier = new AppleTokenVerifier(settings, keysFetch().fetchKeys);
    const hs256 = await new SignJWT({
      iss: APPLE_ISSUER,
      aud: 'kr.chorok.web',
      sub: 's',
      nonce: 'nonce-1',
    })
      .setProtectedHeader({ alg: 'HS256', kid: 'apple-1' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    for (const token of [hs256, 'not-a-token', `${(await idToken()).slice(0, -4)}AAAA`])
      expect((await rejection(verifier.verify(token, web))).status).toBe(401);
  });

  it('in the native shell takes the bundle id as audience and the raw or SHA-256 nonce', async () => {
    const verifier = new AppleTokenVerifier(settings, keysFetch().fetchKeys);
    const native = { nonce: 'nonce-1', platform: 'native' } as const;
    const app = { aud: 'kr.chorok.app' };
    await expect(
      verifier.verify(await idToken({ ...app, nonce: sha256Hex('nonce-1') }), native),
    ).resolves.toBeTruthy();
    await expect(verifier.verify(await idToken(app), native)).resolves.toBeTruthy();
    expect((await rejection(verifier.verify(await idToken(), native))).status).toBe(401);
    const noBundle = new AppleTokenVerifier({ ...settings, bundleId: null }, keysFetch().fetchKeys);
    await expect(noBundle.verify(await idToken(), native)).resolves.toBeTruthy();
  });

  it.each([
    ['refuses the connection', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers 500', () => new Response('down', { status: 500 })],
    ['answers something that is not a key set', () => Response.json({ keys: 'no' })],
    ['answers HTML', () => new Response('<html>', { status: 200 })],
  ])('answers 503 providerUnavailable when Apple %s', async (_label, answer) => {
    const verifier = new AppleTokenVerifier(settings, keysFetch(answer).fetchKeys);
    const error = await rejection(verifier.verify(await idToken(), web));
    expect(error.status).toBe(503);
    expect(error.message).toBe(MESSAGES.providerUnavailable);
  });

  it('gives up on keys that take too long', async () => {
    const hanging: KeysFetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal.addEventListener('abort', () => reject(init.signal.reason));
      });
    const verifier = new AppleTokenVerifier(settings, hanging, 50);
    const error = await rejection(verifier.verify(await idToken(), web));
    expect(error.status).toBe(503);
  });
});

describe('nonceMatches', () => {
  it('compares exactly, and accepts the SHA-256 hex only from the native shell', () => {
    expect(nonceMatches('abc', { nonce: 'abc', platform: 'web' })).toBe(true);
    expect(nonceMatches(sha256Hex('abc'), { nonce: 'abc', platform: 'web' })).toBe(false);
    expect(nonceMatches(sha256Hex('abc'), { nonce: 'abc', platform: 'native' })).toBe(true);
    expect(nonceMatches(sha256Hex('abc').toUpperCase(), { nonce: 'abc', platform: 'native' })).toBe(
      false,
    );
    expect(nonceMatches(undefined, { nonce: 'abc', platform: 'native' })).toBe(false);
    expect(nonceMatches('', { nonce: '', platform: 'web' })).toBe(false);
  });
});

describe('appleProfile', () => {
  const claims = { sub: 's1', email: 'a@b.kr' };
  it.each([
    [true, 'a@b.kr'],
    ['true', 'a@b.kr'],
    [false, null],
    ['false', null],
    [undefined, null],
  ])('keeps the e-mail only when email_verified is true (%s)', (verified, email) => {
    expect(
      appleProfile(
        { ...claims, email_verified: verified } as Parameters<typeof appleProfile>[0],
        '홍길동',
      ),
    ).toEqual({
      provider: 'apple',
      subject: 's1',
      email,
      displayName: '홍길동',
      profileImageUrl: null,
    });
  });
});

describe('appleUserName', () => {
  const user = (name: unknown) => JSON.stringify({ name, email: 'a@b.kr' });
  it.each([
    [user({ firstName: '길동', lastName: '홍' }), '홍길동'],
    [user({ firstName: ' 길동 ', lastName: '' }), '길동'],
    [user({ firstName: 'Tim', lastName: 'Cook' }), 'Tim Cook'],
    [user({ lastName: 'Cook' }), 'Cook'],
    [user({ firstName: 1, lastName: null }), null],
    [user(undefined), null],
    ['{not json', null],
    ['null', null],
    [undefined, null],
    [user({ firstName: '가'.repeat(60) }), '가'.repeat(40)],
  ])('reads %s as %s', (field, expected) => {
    expect(appleUserName(field)).toBe(expected);
  });
});
