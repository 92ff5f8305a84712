import { MESSAGES } from '@chorok/contract';
import { describe, expect, it } from 'vitest';
import type { ProviderFetch, ProviderRequest } from './http.ts';
import { NaverMe, NaverProvider, naverProfile } from './naver.ts';

/** Naver's answers, as its documentation shows them. */
const NID_ME = {
  resultcode: '00',
  message: 'success',
  response: {
    id: '32742776',
    nickname: 'OpenAPI',
    profile_image: 'https://ssl.pstatic.net/static/pwe/address/nodata_33x33.gif',
    email: 'openapi@naver.com',
    name: '오픈 API',
  },
};

type Answer = { status: number; body: unknown } | Error;

function naver(answers: Record<string, Answer>) {
  const calls: { url: string; request: ProviderRequest }[] = [];
  const fetcher: ProviderFetch = async (url, request) => {
    calls.push({ url, request });
    const answer = answers[new URL(url).pathname];
    if (!answer) throw new Error(`unexpected ${url}`);
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { status: answer.status, text };
  };
  const provider = new NaverProvider({
    clientId: 'naver-client',
    clientSecret: 'naver-secret',
    authUrl: 'https://nid.example',
    apiUrl: 'https://openapi.example/',
    redirectUri: 'https://chorok.example/auth/naver/callback',
    fetch: fetcher,
  });
  return { provider, calls };
}

describe('naverProfile', () => {
  it('reads id, e-mail, nickname and image', () => {
    const me = NaverMe.parse(NID_ME);
    expect(naverProfile(me.response!)).toEqual({
      provider: 'naver',
      subject: '32742776',
      email: 'openapi@naver.com',
      displayName: 'OpenAPI',
      profileImageUrl: 'https://ssl.pstatic.net/static/pwe/address/nodata_33x33.gif',
    });
  });

  it('takes the name when there is no nickname, and nothing that was not shared', () => {
    expect(naverProfile({ id: 'abc', name: ' 오픈 ' })).toEqual({
      provider: 'naver',
      subject: 'abc',
      email: null,
      displayName: '오픈',
      profileImageUrl: null,
    });
    expect(naverProfile({ id: 'abc' }, true).subject).toBe('sandbox-abc');
  });
});

describe('NaverProvider', () => {
  it('asks for the token with the documented query, state included', async () => {
    const { provider, calls } = naver({
      '/oauth2.0/token': {
        status: 200,
        body: {
          access_token: 'AAAA',
          refresh_token: 'r',
          token_type: 'bearer',
          expires_in: '3600',
        },
      },
    });
    await expect(provider.exchangeCode({ code: 'c', redirectUri: 'x', state: 's' })).resolves.toBe(
      'AAAA',
    );
    const url = new URL(calls[0]?.url ?? '');
    expect(calls[0]?.request.method).toBe('GET');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      grant_type: 'authorization_code',
      client_id: 'naver-client',
      client_secret: 'naver-secret',
      code: 'c',
      state: 's',
    });
    const authorize = new URL(
      provider.authorizeUrl({
        state: 's',
        nonce: null,
        redirectUri: 'https://chorok.example/auth/naver/callback',
      }),
    );
    expect(`${authorize.origin}${authorize.pathname}`).toBe(
      'https://nid.example/oauth2.0/authorize',
    );
  });

  it.each([
    [
      'a spent code (an error in a 200 body)',
      {
        status: 200,
        body: { error: 'invalid_request', error_description: 'no valid data in session' },
      },
      400,
    ],
    [
      'a refused client',
      {
        status: 200,
        body: { error: 'invalid_client', error_description: 'client authentication failed' },
      },
      503,
    ],
    ['a 500', { status: 500, body: '' }, 503],
    ['an empty 200', { status: 200, body: {} }, 503],
    ['a network failure', new TypeError('fetch failed'), 503],
  ] as const)('maps %s at the token endpoint', async (_label, answer, status) => {
    const { provider } = naver({ '/oauth2.0/token': answer as Answer });
    await expect(
      provider.exchangeCode({ code: 'c', redirectUri: 'x', state: 's' }),
    ).rejects.toMatchObject({ status });
  });

  it('reads the profile; 024 is a refused token, another resultcode the provider’s trouble', async () => {
    const ok = naver({ '/v1/nid/me': { status: 200, body: NID_ME } });
    await expect(ok.provider.verifyAccessToken('tok')).resolves.toMatchObject({
      subject: '32742776',
    });
    expect(ok.calls[0]?.request.headers?.authorization).toBe('Bearer tok');

    const refused = naver({
      '/v1/nid/me': {
        status: 401,
        body: { resultcode: '024', message: 'Authentication failed (인증 실패하였습니다.)' },
      },
    });
    await expect(refused.provider.profile('bad')).rejects.toMatchObject({
      status: 401,
      message: MESSAGES.providerTokenInvalid,
    });
    const trouble = naver({
      '/v1/nid/me': { status: 200, body: { resultcode: '028', message: 'x' } },
    });
    await expect(trouble.provider.profile('tok')).rejects.toMatchObject({
      status: 503,
      message: MESSAGES.providerUnavailable,
    });
  });
});
