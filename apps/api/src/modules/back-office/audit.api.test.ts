import { AUDIT_CLI_ACTOR, type AuditEntry } from '@chorok/contract';
import { AuditEntry as AuditEntrySchema, envelope } from '@chorok/contract/schemas';
import { operatorActions, users } from '@chorok/db';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUsers, signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import type { OperatorActor } from '../../lib/auth-types.ts';
import { CLI_ACTOR, recordAction, type AuditRecord } from './audit.ts';

/* The audit log and the operator list as the console reads them (decision 0043). */

let t: TestApp;
let operator: Shopper;
let owner: Shopper;
let ids: Record<'cliShip' | 'oldHide' | 'roleSet' | 'newest', number>;

const ListEnvelope = z.object({
  ...envelope(z.array(AuditEntrySchema)).shape,
  _metadata: z.object({ page: z.int(), perPage: z.int(), total: z.int(), totalPage: z.int() }),
});
const audit = async (query = '', headers: Record<string, string> = operator.headers) => {
  const reply = await t.app.inject({ method: 'GET', url: `/v1/admin/audit${query}`, headers });
  expect(reply.statusCode, reply.body).toBe(200);
  return ListEnvelope.parse(reply.json());
};
const auditIds = async (query = '') => (await audit(query)).data.map((entry) => entry.id);
const emailOf = async (who: Shopper) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, who.id)))[0]!.email!;

/** One entry as the action writes it, then dated. */
async function entry(at: string, actor: OperatorActor, record: AuditRecord): Promise<number> {
  await recordAction(t.db, actor, record);
  const [row] = await t.db
    .update(operatorActions)
    .set({ createdAt: new Date(at) })
    .where(eq(operatorActions.id, sql`(select max(id) from ${operatorActions})`))
    .returning({ id: operatorActions.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0 });
  operator = await signIn(t.app, t.db, { name: '한운영' });
  owner = await signIn(t.app, t.db, { name: '대표' });
  await t.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, operator.id));
  await t.db.update(users).set({ role: 'OWNER' }).where(eq(users.id, owner.id));
  const actor = { userId: operator.id, label: await emailOf(operator) };
  // Written out of time order: the log is by time, not by id.
  ids = {
    cliShip: await entry('2026-03-02T01:00:00Z', CLI_ACTOR, {
      action: 'order.ship',
      targetType: 'ORDER',
      targetId: 12,
      before: { lines: [{ id: 30, status: 'PAID' }] },
      after: { lines: [{ id: 30, status: 'SHIPPING' }], parcel: { courier: 'cj' } },
    }),
    oldHide: await entry('2026-03-01T01:00:00Z', actor, {
      action: 'review.hide',
      targetType: 'REVIEW',
      targetId: 7,
      before: { hidden: false, reason: null },
      after: { hidden: true, reason: '광고예요' },
    }),
    roleSet: await entry('2026-03-03T01:00:00Z', actor, {
      action: 'role.set',
      targetType: 'USER',
      targetId: 12,
      before: { role: 'SHOPPER' },
      after: { role: 'OPERATOR' },
    }),
    newest: await entry('2026-03-04T01:00:00Z', actor, {
      action: 'order.prepare',
      targetType: 'ORDER',
      targetId: 120,
    }),
  };
});
afterAll(async () => {
  await t?.close();
});

describe('GET /admin/audit', () => {
  it('is newest first, for operators, owners and the CLI', async () => {
    const order = [ids.newest, ids.roleSet, ids.cliShip, ids.oldHide];
    for (const headers of [
      operator.headers,
      owner.headers,
      { 'x-admin-secret': t.config.adminSecret },
    ]) {
      const page = await audit('', headers);
      expect(page.data.map((e) => e.id)).toEqual(order);
      expect(page._metadata).toEqual({ page: 1, perPage: 20, total: 4, totalPage: 1 });
    }
    const byId = new Map((await audit()).data.map((e) => [e.id, e]));
    expect(byId.get(ids.cliShip)).toEqual({
      id: ids.cliShip,
      actor: { userId: null, label: AUDIT_CLI_ACTOR },
      action: 'order.ship',
      targetType: 'ORDER',
      targetId: '12',
      before: { lines: [{ id: 30, status: 'PAID' }] },
      after: { lines: [{ id: 30, status: 'SHIPPING' }], parcel: { courier: 'cj' } },
      createdAt: '2026-03-02T01:00:00.000Z',
    } satisfies AuditEntry);
    expect(byId.get(ids.newest)).toMatchObject({
      actor: { userId: operator.id, label: await emailOf(operator) },
      before: null,
      after: null,
    });
  });

  it('filters by target type and id', async () => {
    expect(await auditIds('?targetType=ORDER')).toEqual([ids.newest, ids.cliShip]);
    // Target 12 is an order and a user: the type tells them apart.
    expect(await auditIds('?targetType=ORDER&targetId=12')).toEqual([ids.cliShip]);
    expect(await auditIds('?targetId=12')).toEqual([ids.roleSet, ids.cliShip]);
    expect(await auditIds('?targetType=REVIEW&targetId=%207%20')).toEqual([ids.oldHide]);
    expect(await auditIds('?targetType=PRODUCT')).toEqual([]);
  });

  it('pages', async () => {
    const second = await audit('?perPage=3&page=2');
    expect(second.data.map((e) => e.id)).toEqual([ids.oldHide]);
    expect(second._metadata).toEqual({ page: 2, perPage: 3, total: 4, totalPage: 2 });
    const far = await audit(`?perPage=100&page=${Number.MAX_SAFE_INTEGER}`);
    expect(far.data).toEqual([]);
  });

  it.each([
    '?targetType=ORDERS',
    `?targetId=${'1'.repeat(41)}`,
    '?perPage=0',
    '?perPage=101',
    '?page=-1',
  ])('refuses %s with a 400', async (query) => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/audit${query}`,
      headers: operator.headers,
    });
    expect(reply.statusCode).toBe(400);
  });
});

describe('GET /admin/operators', () => {
  it('lists owners first, then operators; not shoppers, not those who left', async () => {
    const [departed] = await insertUsers(t.db, [{ left: true }]);
    await t.db.update(users).set({ role: 'OPERATOR' }).where(eq(users.id, departed!));
    await signIn(t.app, t.db);
    for (const who of [operator, owner]) {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/v1/admin/operators',
        headers: who.headers,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toEqual({
        operators: [
          { userId: owner.id, email: await emailOf(owner), name: '대표', role: 'OWNER' },
          { userId: operator.id, email: await emailOf(operator), name: '한운영', role: 'OPERATOR' },
        ],
      });
    }
  });
});
