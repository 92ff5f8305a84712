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
const signed = await signJwt(secret, claims);
const expired = await signJwt(secret, { ...claims, exp: now - 1 });
const noExp = await signJwt(secret, { sub: '7' });
// A token whose signature has both '-' and '_' (so '+' and '/' in plain base64).
const mixedToken = (
  await Promise.all(
    Array.from({ length: 500 }, (_, i) => signJwt(secret, { ...claims, jti: `j${i}` })),
  )
).find((candidate) => /-.*_|_.*-/.test(candidate.split('.')[2]!))!;

describe('HS256 JWT', () => {
  it('round-trips claims', async () => {
    expect(await verifyJwt(secret, await signJwt(secret, claims), now)).toEqual(claims);
  });

  it('is interoperable with any HS256 encoder (header key order)', async () => {
    expect(await verifyJwt(secret, sign({ typ: 'JWT', alg: 'HS256' }, claims), now)).toEqual(
      claims,
    );
  });

  it.each([
    ['another secret', sign({ alg: 'HS256', typ: 'JWT' }, claims, 'other-secret')],
    ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    ['alg HS512 header', sign({ alg: 'HS512', typ: 'JWT' }, claims)],
    [
      'a changed payload',
      (() => {
        const [h, , s] = signed.split('.');
        return `${h}.${b64({ ...claims, sub: '1' })}.${s}`;
      })(),
    ],
    ['expired', expired],
    ['no exp', noExp],
    ['not a JWT', 'abc'],
    ['garbage parts', 'a.b.c'],
    ['an array payload', sign({ alg: 'HS256', typ: 'JWT' }, [1])],
  ])('refuses %s', async (_, token) => {
    expect(await verifyJwt(secret, token, now)).toBeNull();
  });

  describe('signature encoding: base64url only, as RFC 7515 §2 says', () => {
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const token = mixedToken;
    const [header, payload, sig] = token.split('.') as [string, string, string];
    const flipLowBit = (text: string) =>
      text.slice(0, -1) + ALPHABET[ALPHABET.indexOf(text.at(-1)!) ^ 1];

    it('the canonical encoding passes', async () => {
      expect(await verifyJwt(secret, token, now)).not.toBeNull();
    });

    it.each([
      ['standard base64 with padding', Buffer.from(sig, 'base64url').toString('base64')],
      ['padding added', `${sig}=`],
      ["'+' for '-'", sig.replace(/-/g, '+')],
      ["'/' for '_'", sig.replace(/_/g, '/')],
      ['a space inside', `${sig.slice(0, 10)} ${sig.slice(10)}`],
      ['an unused trailing bit set', flipLowBit(sig)],
    ])('refuses the same signature as %s', async (_, variant) => {
      expect(variant).not.toBe(sig);
      expect(await verifyJwt(secret, `${header}.${payload}.${variant}`, now)).toBeNull();
    });
  });
});
