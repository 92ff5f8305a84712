import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/auth-types.ts';
import { SessionCache } from './session-cache.ts';

const user = (id: number): AuthUser => ({
  id,
  email: `u${id}@example.com`,
  name: `u${id}`,
  nickname: null,
  level: 1,
  phoneNumber: null,
  recommendMetadataIds: [],
  createdAt: new Date(0),
  isDemo: false,
  role: 'SHOPPER',
});
const session = (id: number, expiresAt = new Date(Date.now() + 3_600_000)) => ({
  user: user(id),
  token: { jti: `jti-${id}`, userId: id, loginType: 'temporary', expiresAt },
});

describe('SessionCache', () => {
  it('answers within its lifetime and forgets afterwards', () => {
    const cache = new SessionCache(1_000);
    cache.set('t1', session(1), cache.begin(), 10_000);
    expect(cache.get('t1', 10_500)?.user?.id).toBe(1);
    expect(cache.get('t1', 11_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never outlives the token itself', () => {
    const cache = new SessionCache(60_000);
    cache.set('t1', session(1, new Date(10_200)), cache.begin(), 10_000);
    expect(cache.get('t1', 10_100)).toBeDefined();
    expect(cache.get('t1', 10_200)).toBeUndefined();
  });

  it('forgets every entry of one user and only theirs', () => {
    const cache = new SessionCache(1_000);
    cache.set('a1', session(1), cache.begin(), 0);
    cache.set('a2', session(1), cache.begin(), 0);
    cache.set('b1', session(2), cache.begin(), 0);
    cache.forgetUser(1);
    expect(cache.get('a1', 1)).toBeUndefined();
    expect(cache.get('a2', 1)).toBeUndefined();
    expect(cache.get('b1', 1)?.user?.id).toBe(2);
  });

  it('drops an answer looked up before a forget', () => {
    const cache = new SessionCache(1_000);
    const started = cache.begin();
    cache.forgetUser(1);
    cache.set('a1', session(1), started, 0);
    expect(cache.get('a1', 1)).toBeUndefined();
  });

  it('stays bounded, dropping the oldest entries first', () => {
    const cache = new SessionCache(1_000);
    for (let i = 0; i < 10_005; i++) cache.set(`t${i}`, session(i + 1), cache.begin(), 0);
    expect(cache.size).toBe(10_000);
    expect(cache.get('t0', 1)).toBeUndefined();
    expect(cache.get('t10004', 1)).toBeDefined();
  });
});
