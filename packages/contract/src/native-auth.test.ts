import { describe, expect, it } from 'vitest';
import { isAppReturnUrl } from './account-constants.ts';
import { appAuthStartUrl, authCallbackUrl } from './native-auth.ts';

const ORIGIN = 'https://chorok.example';

describe('appAuthStartUrl', () => {
  it('is our server’s page for the provider with the state and the app’s return address', () => {
    const url = new URL(
      appAuthStartUrl(ORIGIN, 'naver', {
        state: 's/1+',
        returnUrl: 'chorok://auth/naver/callback',
      }),
    );
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/v1/auth/naver/app`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      state: 's/1+',
      returnUrl: 'chorok://auth/naver/callback',
    });
  });
});

describe('isAppReturnUrl', () => {
  it.each([
    ['chorok://auth/kakao/callback', ['chorok'], true],
    ['exp://192.168.0.10:8081/--/auth/kakao/callback', ['chorok'], false],
    ['exp://192.168.0.10:8081/--/auth/kakao/callback', ['chorok', 'exp'], true],
    ['chorok://auth/naver/callback', ['chorok'], false],
    ['chorok://auth/kakao/callback?x=1', ['chorok'], false],
    ['chorok://auth/kakao/callback#x', ['chorok'], false],
    ['https://chorok.example/auth/kakao/callback', ['chorok', 'https'], false],
    ['not a url', ['chorok'], false],
  ])('%s with %j → %s', (url, schemes, expected) => {
    expect(isAppReturnUrl(url, 'kakao', schemes)).toBe(expected);
  });
});

describe('authCallbackUrl for Apple through our server', () => {
  it('sends a single-use token to /auth/apple/complete with the state', () => {
    const url = new URL(
      authCallbackUrl(ORIGIN, 'apple', 'st', {
        kind: 'returned',
        url: 'chorok://auth/apple/callback?token=t1',
      }),
    );
    expect(url.pathname).toBe('/auth/apple/complete');
    expect(Object.fromEntries(url.searchParams)).toEqual({ state: 'st', token: 't1' });
  });

  it('sends our error codes there too, and the SDK’s id_token or a cancel to the callback', () => {
    const to = (outcome: Parameters<typeof authCallbackUrl>[3]) =>
      new URL(authCallbackUrl(ORIGIN, 'apple', 'st', outcome)).pathname;
    expect(to({ kind: 'returned', url: 'chorok://auth/apple/callback?error=email_taken' })).toBe(
      '/auth/apple/complete',
    );
    expect(to({ kind: 'returned', url: 'chorok://auth/apple/callback?id_token=jwt' })).toBe(
      '/auth/apple/callback',
    );
    expect(to({ kind: 'cancelled' })).toBe('/auth/apple/callback');
    expect(to({ kind: 'returned', url: 'chorok://auth/kakao/callback?token=t1' })).toBe(
      '/auth/apple/complete',
    );
  });

  it('never takes a token for Kakao or Naver to Apple’s page', () => {
    const url = new URL(
      authCallbackUrl(ORIGIN, 'kakao', 'st', {
        kind: 'returned',
        url: 'chorok://auth/kakao/callback?token=t1&code=c1',
      }),
    );
    expect(url.pathname).toBe('/auth/kakao/callback');
  });
});
