import { describe, expect, it } from 'vitest';
import { SANDBOX_CODE_TTL_MS, SandboxStore, bearerToken, sandboxAccountId } from './store.ts';

const account = { id: '1234567890', email: 'a@sandbox.example', nickname: '초록' };
const grant = { clientId: 'c', redirectUri: 'https://x.example/cb', state: 's', account };

describe('SandboxStore', () => {
  it('spends a code once, and not after five minutes', () => {
    let now = 1_000_000;
    const store = new SandboxStore('kakao', () => now);
    const code = store.issueCode(grant);
    expect(store.spendCode(code)).toMatchObject({ clientId: 'c', state: 's' });
    expect(store.spendCode(code)).toBeNull();
    const late = store.issueCode(grant);
    now += SANDBOX_CODE_TTL_MS;
    expect(store.spendCode(late)).toBeNull();
  });

  it('answers for a token until it expires (Naver: an hour)', () => {
    let now = 0;
    const store = new SandboxStore('naver', () => now);
    const { token, expiresInS } = store.issueToken('c', account);
    expect(expiresInS).toBe(3600);
    now += 1_000;
    expect(store.token(token)).toMatchObject({ account, expiresInS: 3599 });
    now += 3_600_000;
    expect(store.token(token)).toBeNull();
    expect(store.token('unknown')).toBeNull();
  });
});

describe('sandboxAccountId', () => {
  it('is the same for the same address, Kakao a 10-digit number, Naver per app', () => {
    const kakao = sandboxAccountId('kakao', 'any', 'Person@Sandbox.Example ');
    expect(kakao).toMatch(/^\d{10}$/);
    expect(sandboxAccountId('kakao', 'other', 'person@sandbox.example')).toBe(kakao);
    expect(sandboxAccountId('kakao', 'any', 'someone@sandbox.example')).not.toBe(kakao);
    const naver = sandboxAccountId('naver', 'app-1', 'person@sandbox.example');
    expect(naver).toMatch(/^[\w-]{43}$/);
    expect(sandboxAccountId('naver', 'app-2', 'person@sandbox.example')).not.toBe(naver);
  });
});

describe('bearerToken', () => {
  it('reads `Bearer {token}` only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer abc')).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
