import { buildPath, CONSOLE_MESSAGES, MESSAGES, type Endpoint } from '@chorok/contract';
import { endpoints } from '@chorok/contract/schemas';
import { operatorActions, users } from '@chorok/db';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * Who reaches the back office (decision 0043): every `operator` and `owner` endpoint of the
 * contract, found by its declaration so a new one cannot be missed, refuses a visitor (401), a
 * shopper's token (403) and a wrong admin secret (401) before it reads its input or changes
 * anything; owner endpoints refuse an operator too. Roles are set by an owner and audited.
 */

let t: TestApp;
let shopper: Shopper;
let operator: Shopper;
let owner: Shopper;

const consoleEndpoints = Object.values(endpoints as Record<string, Endpoint>).filter(
  (e) => e.auth === 'operator' || e.auth === 'owner',
);
const ownerEndpoints = consoleEndpoints.filter((e) => e.auth === 'owner');
const url = (e: Endpoint) => `/v1${buildPath(e.path, { id: 1, photoId: 1, action: 'prepare' })}`;
const auditCount = async () => (await t.db.select({ n: count() }).from(operatorActions))[0]!.n;
const emailOf = async (id: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email!;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  shopper = await signIn(t.app, t.db);
  operator = await signIn(t.app, t.db);
  owner = await signIn(t.app, t.db);
  await t.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, operator.id));
  await t.db.update(users).set({ role: 'OWNER' }).where(eq(users.id, owner.id));
});
afterAll(async () => {
  await t?.close();
});

describe('every operator endpoint', () => {
  it('is declared', () => {
    expect(consoleEndpoints.length).toBeGreaterThan(5);
    expect(ownerEndpoints.map((e) => e.id)).toContain('adminSetRole');
  });

  it.each(consoleEndpoints.map((e) => [e.method, e.path, e] as const))(
    '%s %s: 401 signed out, 403 for a shopper, 401 for a wrong secret; nothing recorded',
    async (method, _path, endpoint) => {
      const before = await auditCount();
      const inject = (headers: Record<string, string>) =>
        t.app.inject({
          method,
          url: url(endpoint),
          headers,
          payload: method === 'GET' ? undefined : {},
        });
      const out = await inject({});
      expect(out.statusCode).toBe(401);
      const shop = await inject(shopper.headers);
      expect(shop.statusCode).toBe(403);
      expect(shop.json().message).toBe(
        endpoint.auth === 'owner' ? MESSAGES.ownerOnly : MESSAGES.operatorOnly,
      );
      expect((await inject({ 'x-admin-secret': 'not-the-secret' })).statusCode).toBe(401);
      if (endpoint.auth === 'owner') {
        const op = await inject(operator.headers);
        expect(op.statusCode).toBe(403);
        expect(op.json().message).toBe(MESSAGES.ownerOnly);
      }
      expect(await auditCount()).toBe(before);
    },
  );
});

describe('roles', () => {
  const setRole = (headers: Record<string, string>, body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/v1/admin/operators', headers, payload: body as object });

  it('an owner makes a shopper an operator; the log says who, what, before and after', async () => {
    const member = await signIn(t.app, t.db);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/admin/orders', headers: member.headers }))
        .statusCode,
    ).toBe(403);
    const email = await emailOf(member.id);
    const reply = await setRole(owner.headers, { email, role: 'OPERATOR' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ userId: member.id, role: 'OPERATOR' });

    const [entry] = await t.db
      .select()
      .from(operatorActions)
      .orderBy(desc(operatorActions.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorUserId: owner.id,
      actorLabel: await emailOf(owner.id),
      action: 'role.set',
      targetType: 'USER',
      targetId: String(member.id),
      before: { role: 'SHOPPER' },
      after: { role: 'OPERATOR' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: member.headers });
    expect(me.json().data.role).toBe('OPERATOR');
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/operators',
      headers: operator.headers,
    });
    expect(list.json().data.operators.map((o: { userId: number }) => o.userId)).toEqual(
      expect.arrayContaining([owner.id, operator.id, member.id]),
    );

    // Revoked: the next request is a shopper's again.
    expect((await setRole(owner.headers, { email, role: 'SHOPPER' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/admin/audit', headers: member.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('bad input is a 400 that changes nothing; an unknown e-mail is a 404', async () => {
    const before = await auditCount();
    const bad = await setRole(owner.headers, { email: await emailOf(shopper.id), role: 'KING' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CONSOLE_MESSAGES.role);
    const unknown = await setRole(owner.headers, {
      email: 'nobody@fixtures.test.chorok.kr',
      role: 'OPERATOR',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CONSOLE_MESSAGES.noSuchMember);
    expect(await auditCount()).toBe(before);
  });

  it('the last owner cannot step down, even two owners demoting each other at once', async () => {
    const only = await setRole(owner.headers, { email: await emailOf(owner.id), role: 'SHOPPER' });
    expect(only.statusCode).toBe(409);
    expect(only.json().message).toBe(CONSOLE_MESSAGES.lastOwner);

    const second = await signIn(t.app, t.db);
    await setRole(owner.headers, { email: await emailOf(second.id), role: 'OWNER' });
    const replies = await Promise.all([
      setRole(owner.headers, { email: await emailOf(second.id), role: 'SHOPPER' }),
      setRole(second.headers, { email: await emailOf(owner.id), role: 'SHOPPER' }),
    ]);
    const owners = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'OWNER'));
    expect(owners.length).toBe(1);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, expect.any(Number)]);
  });
});
