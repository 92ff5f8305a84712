import { AUDIT_CLI_ACTOR, MESSAGES } from '@chorok/contract';
import { ADMIN_BENEFITS_MESSAGES, AdminCoupon, envelope } from '@chorok/contract/schemas';
import { coupons, operatorActions, pointEntries, userCoupons, users } from '@chorok/db';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { issueTemporaryCode } from '../auth/service.ts';

/*
 * The operator's coupon and 적립금 endpoints (/v1/admin/coupons…, /v1/admin/points/adjust): the
 * admin secret or an operator's token, input checked by the contract before anything changes,
 * refusals as HTTP answers, each change in the audit log with who made it (decision 0043). The
 * CLI's walk through them is in admin/benefits-cli.api.test.ts.
 */

let t: TestApp;
const shopper = { id: 0, email: 'operator-endpoints@fixtures.test.chorok.kr' };
const CouponEnvelope = envelope(AdminCoupon);

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  shopper.id = (await issueTemporaryCode(t.db, shopper.email)).userId;
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST', url: string, body?: unknown, secret?: string) =>
  t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { 'x-admin-secret': secret ?? t.config.adminSecret },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
const couponCount = async () => (await t.db.select({ n: count() }).from(coupons))[0]!.n;
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();

describe('the admin secret', () => {
  it.each([
    ['GET', '/admin/coupons', undefined],
    ['POST', '/admin/coupons', { name: '봄', kind: 'FIXED', value: 1000, validDays: 7 }],
    ['POST', '/admin/coupons/1/issue', { email: 'a@b.kr' }],
    ['POST', '/admin/coupons/1/deactivate', undefined],
    ['POST', '/admin/points/adjust', { email: 'a@b.kr', amount: 100, note: '메모' }],
  ] as const)('%s %s refuses a wrong secret and changes nothing', async (method, url, body) => {
    const before = await couponCount();
    const reply = await admin(method, url, body, 'not-the-secret');
    expect(reply.statusCode).toBe(401);
    expect(await couponCount()).toBe(before);
  });
});

describe('POST /v1/admin/coupons', () => {
  const valid = { name: '봄 할인', kind: 'FIXED', value: 2_000, validDays: 30 };
  const M = ADMIN_BENEFITS_MESSAGES;

  it.each([
    [{ ...valid, name: ' ' }, M.name],
    [{ ...valid, kind: 'HALF' }, M.kind],
    [{ ...valid, value: 0 }, M.value],
    [{ ...valid, value: '2000' }, M.value],
    [{ ...valid, kind: 'PERCENT', value: 91 }, M.value],
    [{ ...valid, maxDiscount: 5_000 }, M.maxOnlyPercent],
    [{ ...valid, categories: ['TREE'] }, M.categories],
    [{ ...valid, categories: ['PLANT'], productIds: [1] }, M.scopeBoth],
    [{ ...valid, productIds: [0] }, M.productIds],
    [{ ...valid, code: 'AB' }, MESSAGES.couponCode],
    [{ ...valid, source: 'CODE' }, M.codeNeeded],
    [{ ...valid, code: 'SPRING', source: 'WELCOME' }, M.codeOnlyForCode],
    [{ ...valid, validDays: null }, M.validity],
    [{ ...valid, validUntil: '2020-01-01T00:00:00Z' }, M.untilPast],
    [{ ...valid, validUntil: 'tomorrow' }, M.validUntil],
    [{ ...valid, issueLimit: 0 }, M.issueLimit],
    [{ ...valid, colour: 'red' }, undefined],
  ])('refuses %j with 400 and its reason, creating nothing', async (body, reason) => {
    const before = await couponCount();
    const reply = await admin('POST', '/admin/coupons', body);
    expect(reply.statusCode).toBe(400);
    if (reason) expect(reply.body).toContain(reason);
    expect(await couponCount()).toBe(before);
  });

  it('creates a coupon with what was left out filled in, and lists it first', async () => {
    const reply = await admin('POST', '/admin/coupons', {
      name: ' 식물 10% ',
      kind: 'PERCENT',
      value: 10,
      maxDiscount: 3_000,
      categories: ['PLANT', 'PLANT'],
      code: ' green 10 ',
      validUntil: inAWeek(),
    });
    expect(reply.statusCode).toBe(201);
    const made = CouponEnvelope.parse(reply.json()).data;
    expect(made).toMatchObject({
      name: '식물 10%',
      code: 'GREEN10',
      source: 'CODE',
      scope: 'CATEGORY',
      categories: ['PLANT'],
      minOrderAmount: 0,
      validDays: null,
      issuedCount: 0,
      active: true,
    });
    const listed = await admin('GET', '/admin/coupons');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.coupons[0].id).toBe(made.id);

    const again = await admin('POST', '/admin/coupons', { ...valid, code: 'GREEN10' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 쓰고 있는 쿠폰 코드예요: GREEN10');
    const unknownProduct = await admin('POST', '/admin/coupons', {
      ...valid,
      productIds: [2_147_483_000],
    });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().message).toBe('없는 상품이에요: 2147483000');
  });
});

describe('issuing, deactivating and adjusting', () => {
  it('issues once per member, refuses strangers and unknown coupons, stops when deactivated', async () => {
    const made = await admin('POST', '/admin/coupons', {
      name: '사과의 마음',
      kind: 'FIXED',
      value: 3_000,
      validDays: 14,
      issueLimit: 1,
    });
    const { id } = CouponEnvelope.parse(made.json()).data;
    expect((await admin('POST', `/admin/coupons/${id}/issue`, { email: 'x' })).statusCode).toBe(
      400,
    );
    const issued = await admin('POST', `/admin/coupons/${id}/issue`, {
      email: ` ${shopper.email.toUpperCase()} `,
    });
    expect(issued.statusCode).toBe(201);
    expect(issued.json().data).toMatchObject({ userId: shopper.id, coupon: { issuedCount: 1 } });
    const twice = await admin('POST', `/admin/coupons/${id}/issue`, { email: shopper.email });
    expect(twice.statusCode).toBe(409);
    const stranger = await admin('POST', `/admin/coupons/${id}/issue`, {
      email: 'nobody@example.com',
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('이 이메일의 회원이 없어요: nobody@example.com');
    expect(
      (await admin('POST', '/admin/coupons/2147483000/issue', { email: shopper.email })).statusCode,
    ).toBe(404);
    expect((await admin('POST', '/admin/coupons/0/deactivate')).statusCode).toBe(400);
    const wallet = await t.db.select().from(userCoupons).where(eq(userCoupons.couponId, id));
    expect(wallet).toHaveLength(1);

    const off = await admin('POST', `/admin/coupons/${id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ changed: true, coupon: { active: false } });
    expect((await admin('POST', `/admin/coupons/${id}/deactivate`)).json().data.changed).toBe(
      false,
    );
  });

  it('adds and takes points, never below zero, and refuses bad amounts unchanged', async () => {
    const entries = async () =>
      t.db.select().from(pointEntries).where(eq(pointEntries.userId, shopper.id));
    for (const amount of [0, 1.5, '100', 10_000_001, -10_000_001])
      expect(
        (
          await admin('POST', '/admin/points/adjust', {
            email: shopper.email,
            amount,
            note: '메모',
          })
        ).statusCode,
      ).toBe(400);
    expect(
      (await admin('POST', '/admin/points/adjust', { email: shopper.email, amount: 1, note: ' ' }))
        .statusCode,
    ).toBe(400);
    expect(await entries()).toHaveLength(0);

    const added = await admin('POST', '/admin/points/adjust', {
      email: shopper.email,
      amount: 1_000,
      note: '배송 지연 사과',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ amount: 1_000, balance: 1_000 });
    expect(added.json().data.expiresAt).toEqual(expect.any(String));
    const tooMuch = await admin('POST', '/admin/points/adjust', {
      email: shopper.email,
      amount: -1_001,
      note: '회수',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('적립금이 모자라요: 잔액 1,000원, 빼려는 금액 1,001원');
    const taken = await admin('POST', '/admin/points/adjust', {
      email: shopper.email,
      amount: -400,
      note: '회수',
    });
    expect(taken.json().data).toMatchObject({ amount: -400, balance: 600, expiresAt: null });
    expect(await entries()).toHaveLength(2);
  });
});

describe("an operator's token, and the audit log", () => {
  let operator: Shopper;
  let operatorEmail: string;
  beforeAll(async () => {
    operator = await signIn(t.app, t.db, { name: '한운영' });
    const [row] = await t.db
      .update(users)
      .set({ role: 'OPERATOR' })
      .where(eq(users.id, operator.id))
      .returning({ email: users.email });
    operatorEmail = row!.email!;
  });

  const as = (headers: Record<string, string>, url: string, body?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/v1${url}`,
      headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
  const auditOf = (targetType: 'COUPON' | 'POINTS', targetId: number) =>
    t.db
      .select({
        actorUserId: operatorActions.actorUserId,
        actorLabel: operatorActions.actorLabel,
        action: operatorActions.action,
        before: operatorActions.before,
        after: operatorActions.after,
      })
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.targetType, targetType),
          eq(operatorActions.targetId, String(targetId)),
        ),
      )
      .orderBy(asc(operatorActions.id));

  it('creates, issues and deactivates a coupon, each entry naming the operator', async () => {
    const me = { actorUserId: operator.id, actorLabel: operatorEmail };
    const made = await as(operator.headers, '/admin/coupons', {
      name: '첫 화분 할인',
      kind: 'PERCENT',
      value: 10,
      maxDiscount: 5_000,
      categories: ['POT'],
      validDays: 30,
      issueLimit: 50,
    });
    expect(made.statusCode).toBe(201);
    const coupon = CouponEnvelope.parse(made.json()).data;
    const issued = await as(operator.headers, `/admin/coupons/${coupon.id}/issue`, {
      email: shopper.email,
    });
    expect(issued.statusCode).toBe(201);
    // Refused (held already) and unchanged (already off) record nothing.
    expect(
      (await as(operator.headers, `/admin/coupons/${coupon.id}/issue`, { email: shopper.email }))
        .statusCode,
    ).toBe(409);
    expect((await as(operator.headers, `/admin/coupons/${coupon.id}/deactivate`)).statusCode).toBe(
      200,
    );
    expect(
      (await as(operator.headers, `/admin/coupons/${coupon.id}/deactivate`)).json().data.changed,
    ).toBe(false);

    expect(await auditOf('COUPON', coupon.id)).toEqual([
      {
        ...me,
        action: 'coupon.create',
        before: null,
        after: {
          name: '첫 화분 할인',
          code: null,
          kind: 'PERCENT',
          value: 10,
          maxDiscount: 5_000,
          minOrderAmount: 0,
          scope: 'CATEGORY',
          categories: ['POT'],
          productIds: [],
          source: 'OPERATOR',
          validFrom: null,
          validUntil: null,
          validDays: 30,
          issueLimit: 50,
          active: true,
        },
      },
      {
        ...me,
        action: 'coupon.issue',
        before: { issuedCount: 0 },
        after: {
          issuedCount: 1,
          userId: shopper.id,
          entryId: issued.json().data.entryId,
          expiresAt: issued.json().data.expiresAt,
        },
      },
      { ...me, action: 'coupon.deactivate', before: { active: true }, after: { active: false } },
    ]);
  });

  it("adjusts points with the balance before and after; the secret's entry is the CLI's", async () => {
    const member = await signIn(t.app, t.db);
    const [row] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, member.id));
    const email = row!.email!;
    const added = await as(operator.headers, '/admin/points/adjust', {
      email,
      amount: 2_000,
      note: '사진 후기 감사',
    });
    expect(added.statusCode).toBe(201);
    const taken = await admin('POST', '/admin/points/adjust', {
      email,
      amount: -500,
      note: '회수',
    });
    expect(taken.statusCode).toBe(201);
    const tooMuch = await admin('POST', '/admin/points/adjust', {
      email,
      amount: -5_000,
      note: '회수',
    });
    expect(tooMuch.statusCode).toBe(409);

    expect(await auditOf('POINTS', member.id)).toEqual([
      {
        actorUserId: operator.id,
        actorLabel: operatorEmail,
        action: 'points.adjust',
        before: { balance: 0 },
        after: {
          balance: 2_000,
          amount: 2_000,
          note: '사진 후기 감사',
          entryId: added.json().data.entryId,
        },
      },
      {
        actorUserId: null,
        actorLabel: AUDIT_CLI_ACTOR,
        action: 'points.adjust',
        before: { balance: 2_000 },
        after: { balance: 1_500, amount: -500, note: '회수', entryId: taken.json().data.entryId },
      },
    ]);
  });

  it("is refused to a shopper's token (403), which changes and records nothing", async () => {
    const member = await signIn(t.app, t.db);
    const before = await couponCount();
    const entries = (await t.db.select({ n: count() }).from(operatorActions))[0]!.n;
    const reply = await as(member.headers, '/admin/coupons', {
      name: '몰래',
      kind: 'FIXED',
      value: 1_000,
      validDays: 7,
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().message).toBe(MESSAGES.operatorOnly);
    expect(await couponCount()).toBe(before);
    expect((await t.db.select({ n: count() }).from(operatorActions))[0]!.n).toBe(entries);
  });
});
