import { MESSAGES } from '@chorok/contract';
import { ADMIN_BENEFITS_MESSAGES, AdminCoupon, envelope } from '@chorok/contract/schemas';
import { coupons, pointEntries, userCoupons } from '@chorok/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { issueTemporaryCode } from '../auth/service.ts';

/*
 * The operator's coupon and 적립금 endpoints (/v1/admin/coupons…, /v1/admin/points/adjust): the
 * admin secret, input checked by the contract before anything changes, refusals as HTTP answers.
 * The CLI's walk through them is in admin/benefits-cli.api.test.ts.
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
