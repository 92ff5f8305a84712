import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';

const secret = 'test-secret-0123456789abcdef';
const now = 1_800_000_000;
const claims = { sub: '7', jti: 'abc', lt: 'demo', iat: now, exp: now + 60 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: unknown, payload: unknown, key = secret) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
};

describe('HS256 JWT', () => {
  it('round-trips claims', () => {
    expect(verifyJwt(secret, signJwt(secret, claims), now)).toEqual(claims);
  });

  it('is interoperable with any HS256 encoder (header key order)', () => {
    expect(verifyJwt(secret, sign({ typ: 'JWT', alg: 'HS256' }, claims), now)).toEqual(claims);
  });

  it.each([
    ['another secret', sign({ alg: 'HS256', typ: 'JWT' }, claims, 'other-secret')],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    ['alg HS512 header', sign({ alg: 'HS512', typ: 'JWT' }, claims)],
    [
      'a changed payload',
      (() => {
        const [h, , s] = signJwt(secret, claims).split('.');
        return `${h}.${b64({ ...claims, sub: '1' })}.${s}`;
      })(),
    ],
    ['expired', signJwt(secret, { ...claims, exp: now - 1 })],
    ['no exp', signJwt(secret, { sub: '7' })],
    ['not a JWT', 'abc'],
    ['garbage parts', 'a.b.c'],
    ['an array payload', sign({ alg: 'HS256', typ: 'JWT' }, [1])],
  ])('refuses %s', (_, token) => {
    expect(verifyJwt(secret, token, now)).toBeNull();
  });
});
