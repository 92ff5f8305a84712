import { MESSAGES } from '@chorok/contract';
import { authEndpoints } from '@chorok/contract/schemas';
import { users } from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';

// Its own app: demo sign-in switched off, as on a production PostgreSQL deployment.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoSignIn: false });
});
afterAll(async () => {
  await t?.close();
});

describe('demo sign-in switched off', () => {
  it('answers 404 and creates no user', async () => {
    const before = await t.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/demo/sign-in' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, message: MESSAGES.demoDisabled, status: 404 });
    const after = await t.db.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    expect(after).toHaveLength(before.length);
  });
});

describe('rate limit on temporary sign-in', () => {
  it('answers 429 once an address passes the per-minute limit, and not for other addresses', async () => {
    const limit = authEndpoints.temporarySignIn.rateLimitPerMinute ?? 0;
    expect(limit).toBeGreaterThan(0);
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/temporary/sign-in',
        remoteAddress,
        payload: { code: 'codeGuessingAtRandom0000000000' },
      });

    for (let i = 0; i < limit; i++) {
      expect((await attempt('10.9.9.9')).statusCode).toBe(401);
    }
    const limited = await attempt('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      data: null,
      message: MESSAGES.tooManyRequests,
      status: 429,
    });
    expect((await attempt('10.9.9.10')).statusCode).toBe(401);
  });
});
