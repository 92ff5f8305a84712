import { MESSAGES } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import type { ProviderFetch, ProviderRequest } from './http.ts';
import { KakaoProvider, KakaoUser, kakaoProfile } from './kakao.ts';

/** Kakao's answers, as its documentation shows them (trimmed). */
const USER_ME = {
  id: 3_274_211_482,
  connected_at: '2024-05-01T02:30:00Z',
  kakao_account: {
    profile_nickname_needs_agreement: false,
    profile: {
      nickname: ' 초록이 ',
      thumbnail_image_url: 'http://k.kakaocdn.net/dn/thumb.jpg',
      profile_image_url: 'http://k.kakaocdn.net/dn/img_640x640.jpg',
      is_default_image: false,
    },
    has_email: true,
    email_needs_agreement: false,
    is_email_valid: true,
    is_email_verified: true,
    email: 'chorok@kakao.com',
  },
};

type Answer = { status: number; body: unknown } | Error;

/** A Kakao that answers from a script and records what it was asked. */
function scripted(answers: Record<string, Answer>) {
  const calls: { url: string; request: ProviderRequest }[] = [];
  const fetcher: ProviderFetch = async (url, request) => {
    calls.push({ url, request });
    const path = new URL(url).pathname;
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected ${path}`);
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { status: answer.status, text };
  };
  return { fetcher, calls };
}

function kakao(answers: Record<string, Answer>, options: { appId?: string; secret?: string } = {}) {
  const { fetcher, calls } = scripted(answers);
  const provider = new KakaoProvider({
    clientId: 'rest-key',
    clientSecret: options.secret,
    appId: options.appId,
    authUrl: 'https://kauth.example/',
    apiUrl: 'https://kapi.example',
    redirectUri: 'https://chorok.example/auth/kakao/callback',
    fetch: fetcher,
  });
  return { provider, calls };
}

const REDIRECT = 'https://chorok.example/auth/kakao/callback';

describe('kakaoProfile', () => {
  it('reads id, nickname, image and a verified e-mail', () => {
    expect(kakaoProfile(KakaoUser.parse(USER_ME))).toEqual({
      provider: 'kakao',
      subject: '3274211482',
      email: 'chorok@kakao.com',
      displayName: '초록이',
      profileImageUrl: 'http://k.kakaocdn.net/dn/img_640x640.jpg',
    });
  });

  it('drops an e-mail Kakao does not call valid and verified, and the default image', () => {
    for (const flags of [
      { is_email_valid: false, is_email_verified: true },
      { is_email_valid: true, is_email_verified: false },
      { is_email_valid: undefined, is_email_verified: undefined },
    ]) {
      const user = KakaoUser.parse({
        ...USER_ME,
        kakao_account: { ...USER_ME.kakao_account, ...flags },
      });
      expect(kakaoProfile(user).email).toBeNull();
    }
    const plain = KakaoUser.parse({
      id: 1,
      kakao_account: { profile: { ...USER_ME.kakao_account.profile, is_default_image: true } },
    });
    expect(kakaoProfile(plain)).toMatchObject({ email: null, profileImageUrl: null });
    expect(kakaoProfile(KakaoUser.parse({ id: 7 }))).toMatchObject({ displayName: null });
  });

  it('refuses an id JSON cannot carry exactly, and prefixes sandbox ids', () => {
    expect(KakaoUser.safeParse({ id: 2 ** 60 }).success).toBe(false);
    expect(kakaoProfile(KakaoUser.parse({ id: 5 }), true).subject).toBe('sandbox-5');
  });
});

describe('KakaoProvider', () => {
  it('builds the authorize URL and posts the token request as a form', async () => {
    const { provider, calls } = kakao(
      { '/oauth/token': { status: 200, body: { access_token: 'at', token_type: 'bearer' } } },
      { secret: 'shh' },
    );
    const url = new URL(provider.authorizeUrl({ state: 's1', nonce: null, redirectUri: REDIRECT }));
    expect(`${url.origin}${url.pathname}`).toBe('https://kauth.example/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
    await expect(
      provider.exchangeCode({ code: 'c1', redirectUri: REDIRECT, state: 's1' }),
    ).resolves.toBe('at');
    expect(calls[0]?.request.method).toBe('POST');
    expect(calls[0]?.request.headers?.['content-type']).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.request.body))).toEqual({
      grant_type: 'authorization_code',
      client_id: 'rest-key',
      redirect_uri: REDIRECT,
      code: 'c1',
      client_secret: 'shh',
    });
  });

  it.each([
    [
      'a spent code',
      { status: 400, body: { error: 'invalid_grant', error_code: 'KOE320' } },
      400,
      MESSAGES.oauthCodeInvalid,
    ],
    [
      'our bad credentials',
      { status: 401, body: { error: 'invalid_client', error_code: 'KOE010' } },
      503,
      MESSAGES.providerUnavailable,
    ],
    ['a 502', { status: 502, body: 'Bad Gateway' }, 503, MESSAGES.providerUnavailable],
    [
      'an unknown 400 body',
      { status: 400, body: { oops: true } },
      503,
      MESSAGES.providerUnavailable,
    ],
    [
      'a timeout',
      Object.assign(new Error('aborted'), { name: 'TimeoutError' }),
      503,
      MESSAGES.providerUnavailable,
    ],
  ] as const)('maps %s at the token endpoint', async (_label, answer, status, message) => {
    const { provider } = kakao({ '/oauth/token': answer as Answer });
    await expect(
      provider.exchangeCode({ code: 'c', redirectUri: REDIRECT, state: 's' }),
    ).rejects.toMatchObject({
      status,
      message,
    });
  });

  it('reads the profile with the bearer token; 401 -401 is a refused token', async () => {
    const { provider, calls } = kakao({ '/v2/user/me': { status: 200, body: USER_ME } });
    await expect(provider.profile('tok')).resolves.toMatchObject({ subject: '3274211482' });
    expect(calls[0]?.request.headers?.authorization).toBe('Bearer tok');
    const refused = kakao({ '/v2/user/me': { status: 401, body: { msg: 'expired', code: -401 } } });
    await expect(refused.provider.profile('old')).rejects.toMatchObject({
      status: 401,
      message: MESSAGES.providerTokenInvalid,
    });
    const odd = kakao({ '/v2/user/me': { status: 200, body: { kakao_account: {} } } });
    await expect(odd.provider.profile('tok')).rejects.toMatchObject({ status: 503 });
  });

  it('accepts a native token only when it was issued to our app and names the same user', async () => {
    const info = (appId: number, id = USER_ME.id) => ({
      status: 200,
      body: { id, expires_in: 100, app_id: appId },
    });
    const ours = kakao(
      { '/v1/user/access_token_info': info(42), '/v2/user/me': { status: 200, body: USER_ME } },
      { appId: '42' },
    );
    await expect(ours.provider.verifyAccessToken('tok')).resolves.toMatchObject({
      subject: '3274211482',
    });

    const theirs = kakao({ '/v1/user/access_token_info': info(43) }, { appId: '42' });
    await expect(theirs.provider.verifyAccessToken('tok')).rejects.toMatchObject({ status: 401 });

    const mixed = kakao(
      { '/v1/user/access_token_info': info(42, 1), '/v2/user/me': { status: 200, body: USER_ME } },
      { appId: '42' },
    );
    await expect(mixed.provider.verifyAccessToken('tok')).rejects.toMatchObject({ status: 401 });

    const unset = kakao({});
    await expect(unset.provider.verifyAccessToken('tok')).rejects.toMatchObject({
      status: 503,
      message: MESSAGES.providerNotConfigured,
    });
  });
});
