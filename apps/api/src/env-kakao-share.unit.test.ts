import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const SECRET = 'x'.repeat(64);
const base = { AUTH_SECRET: SECRET, ADMIN_SECRET: SECRET };
const KEY = '0123456789abcdef0123456789ABCDEF';

describe('KAKAO_JS_KEY (KakaoTalk sharing)', () => {
  it('is off unless set (empty is unset), and kept as given', () => {
    expect(loadEnv(base).kakaoJsKey).toBeNull();
    expect(loadEnv({ ...base, KAKAO_JS_KEY: '  ' }).kakaoJsKey).toBeNull();
    expect(loadEnv({ ...base, KAKAO_JS_KEY: ` ${KEY} ` }).kakaoJsKey).toBe(KEY);
  });

  it('refuses at start what is not a JavaScript key (another key kind, a typo, a URL)', () => {
    for (const value of [
      KEY.slice(1),
      `${KEY}0`,
      'KakaoAK abc',
      'https://t1.kakaocdn.net',
      'g'.repeat(32),
    ])
      expect(() => loadEnv({ ...base, KAKAO_JS_KEY: value }), value).toThrowError(
        /KAKAO_JS_KEY: must be the 32-character JavaScript key/,
      );
  });
});
