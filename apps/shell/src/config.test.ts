import { describe, expect, it } from 'vitest';
import { authStartUrlFromEnv, DEFAULT_WEB_URL, webUrlFromEnv } from '../app.config.ts';
import { authStartUrl, shellConfigFrom } from './config.ts';

describe('the web URL (app.config.ts)', () => {
  it('is the local server unless CHOROK_WEB_URL says otherwise', () => {
    expect(webUrlFromEnv({})).toBe(`${DEFAULT_WEB_URL}/`);
    expect(webUrlFromEnv({ CHOROK_WEB_URL: ' ' })).toBe(`${DEFAULT_WEB_URL}/`);
    expect(webUrlFromEnv({ CHOROK_WEB_URL: 'http://192.168.0.10:3000/home' })).toBe(
      'http://192.168.0.10:3000/home',
    );
  });

  it('refuses what is not an http(s) address', () => {
    expect(() => webUrlFromEnv({ CHOROK_WEB_URL: '192.168.0.10:3000' })).toThrow(/http/);
    expect(() => webUrlFromEnv({ CHOROK_WEB_URL: 'file:///index.html' })).toThrow(/http/);
    expect(() => webUrlFromEnv({ CHOROK_WEB_URL: 'https://a:b@chorok.example' })).toThrow(
      /credentials/,
    );
  });

  it('takes a sign-in page template only when it is an http(s) address', () => {
    expect(authStartUrlFromEnv({})).toBeNull();
    const template = 'https://auth.chorok.example/{provider}?state={state}&return={returnUrl}';
    expect(authStartUrlFromEnv({ CHOROK_AUTH_START_URL: template })).toBe(template);
    expect(() => authStartUrlFromEnv({ CHOROK_AUTH_START_URL: 'chorok://{provider}' })).toThrow();
  });
});

describe('shellConfigFrom (what the app reads back)', () => {
  it('derives the one origin the shell serves', () => {
    expect(
      shellConfigFrom({
        webUrl: 'http://192.168.0.10:3000/home',
        authStartUrl: null,
        inAppOrigins: ['https://appleid.apple.com/auth', 'http://plain.example', 42],
      }),
    ).toEqual({
      webUrl: 'http://192.168.0.10:3000/home',
      webOrigin: 'http://192.168.0.10:3000',
      authStartUrl: null,
      inAppOrigins: ['https://appleid.apple.com'],
    });
  });

  it('falls back to the local server when the web URL is missing or not http(s)', () => {
    expect(shellConfigFrom(undefined).webOrigin).toBe('http://localhost:3000');
    expect(shellConfigFrom({ webUrl: 'javascript:alert(1)' }).webOrigin).toBe(
      'http://localhost:3000',
    );
  });

  it('fills the sign-in template with encoded values', () => {
    expect(
      authStartUrl('https://auth.example/{provider}?state={state}&nonce={nonce}&r={returnUrl}', {
        provider: 'kakao',
        state: 'a&b=c',
        returnUrl: 'chorok://auth/kakao/callback',
      }),
    ).toBe(
      'https://auth.example/kakao?state=a%26b%3Dc&nonce=&r=chorok%3A%2F%2Fauth%2Fkakao%2Fcallback',
    );
  });
});
