import { MESSAGES } from '@chorok/contract';
import { Coupon, envelope } from '@chorok/contract/schemas';
import { coupons, userCoupons, users } from '@chorok/db';
import { seedCoupons } from '@chorok/catalogue';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn, type Shopper } from '../../test/catalogue-fixtures.ts';
import { api, insertOrderLine } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { userForProfile } from '../auth/identity-sign-in.ts';
import { copyExpiry, listCoupons, loadUsableCoupons } from './coupons.ts';

const DAY = 24 * 60 * 60 * 1000;
const CouponEnvelope = envelope(Coupon);
const CouponsEnvelope = envelope(z.array(Coupon));

let t: TestApp;
let shopper: Shopper;
let other: Shopper;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  shopper = await signIn(t.app, t.db);
  other = await signIn(t.app, t.db);
});
afterAll(async () => {
  await t?.close();
});

let codeNo = 0;
type CouponInsert = typeof coupons.$inferInsert;

/** A coupon of the shop; a CODE coupon with a fresh code unless told otherwise. */
async function insertCoupon(spec: Partial<CouponInsert> = {}) {
  const [row] = await t.db
    .insert(coupons)
    .values({
      name: '테스트 쿠폰',
      code: spec.source && spec.source !== 'CODE' ? null : `T${process.pid % 1000}C${++codeNo}`,
      kind: 'FIXED',
      value: 2_000,
      source: 'CODE',
      validDays: 30,
      ...spec,
    })
    .returning();
  return row!;
}

const redeem = (who: Shopper, code: unknown, userId = who.id) =>
  api(t.app, 'POST', `/v1/users/${userId}/coupons`, who, { code });
const wallet = async (who: Shopper, status?: string) => {
  const reply = await api(
    t.app,
    'GET',
    `/v1/users/${who.id}/coupons${status ? `?status=${status}` : ''}`,
    who,
  );
  expect(reply.status).toBe(200);
  return CouponsEnvelope.parse(reply.body).data;
};

describe('own wallet only', () => {
  it('refuses another user id, and a signed-out caller', async () => {
    const coupon = await insertCoupon();
    for (const reply of [
      await api(t.app, 'GET', `/v1/users/${other.id}/coupons`, shopper),
      await redeem(shopper, coupon.code, other.id),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.message).toBe(MESSAGES.forbidden);
    }
    expect((await api(t.app, 'GET', `/v1/users/${shopper.id}/coupons`)).status).toBe(401);
    // Nobody received it.
    expect(await t.db.$count(userCoupons, eq(userCoupons.couponId, coupon.id))).toBe(0);
  });
});

describe('POST /v1/users/{userId}/coupons', () => {
  it('adds a code coupon to the wallet, its code read without case or spaces', async () => {
    const who = await signIn(t.app, t.db);
    const coupon = await insertCoupon({
      name: '여름 맞이',
      kind: 'PERCENT',
      value: 15,
      maxDiscount: 4_000,
      minOrderAmount: 25_000,
      scope: 'CATEGORY',
      categories: ['PLANT', 'POT'],
      validDays: 14,
    });
    const before = Date.now();
    const reply = await redeem(who, `  ${coupon.code!.toLowerCase().split('').join(' ')} `);
    expect(reply.status).toBe(201);
    const added = CouponEnvelope.parse(reply.body).data;
    expect(added).toMatchObject({
      name: '여름 맞이',
      rule: {
        kind: 'PERCENT',
        value: 15,
        maxDiscount: 4_000,
        minOrderAmount: 25_000,
        scope: 'CATEGORY',
        categories: ['PLANT', 'POT'],
        productIds: [],
      },
      productNames: [],
      source: 'CODE',
      status: 'USABLE',
      usedAt: null,
      usedOrderId: null,
    });
    const expires = new Date(added.expiresAt).getTime() - new Date(added.issuedAt).getTime();
    expect(expires).toBe(14 * DAY);
    expect(new Date(added.issuedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await wallet(who)).toEqual([added]);
    const [counted] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(counted!.issuedCount).toBe(1);
  });

  it('refuses a code that is not one (400), unknown, inactive or not yet valid (404)', async () => {
    const bad = await redeem(shopper, 'AB!');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MESSAGES.couponCode);
    const inactive = await insertCoupon({ active: false });
    const later = await insertCoupon({ validFrom: new Date(Date.now() + DAY) });
    const given = await insertCoupon({ source: 'OPERATOR', code: 'GIVENONLY1' });
    for (const code of ['NOSUCHCODE', inactive.code, later.code, given.code]) {
      const reply = await redeem(shopper, code);
      expect(reply.status, String(code)).toBe(404);
      expect(reply.body.message).toBe(MESSAGES.couponCodeUnknown);
    }
    expect(await wallet(shopper)).toEqual([]);
  });

  it('refuses a coupon past its last day (409), and a second copy (409)', async () => {
    const past = await insertCoupon({ validUntil: new Date(Date.now() - 1000) });
    const expired = await redeem(shopper, past.code);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(MESSAGES.couponExpired);

    const coupon = await insertCoupon();
    expect((await redeem(shopper, coupon.code)).status).toBe(201);
    const again = await redeem(shopper, coupon.code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.couponAlreadyIssued);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.issuedCount).toBe(1);
  });

  it('gives one copy when one shopper redeems the same code five times at once', async () => {
    const who = await signIn(t.app, t.db);
    const coupon = await insertCoupon();
    const replies = await Promise.all(Array.from({ length: 5 }, () => redeem(who, coupon.code)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.message).toBe(MESSAGES.couponAlreadyIssued);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.issuedCount).toBe(1);
    expect(await t.db.$count(userCoupons, eq(userCoupons.couponId, coupon.id))).toBe(1);
  });

  it('hands out exactly the issue limit when 20 shoppers redeem a limit-5 coupon at once', async () => {
    const coupon = await insertCoupon({ issueLimit: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => signIn(t.app, t.db)));
    const replies = await Promise.all(shoppers.map((who) => redeem(who, coupon.code)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.message).toBe(MESSAGES.couponExhausted);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.issuedCount).toBe(5);
    expect(await t.db.$count(userCoupons, eq(userCoupons.couponId, coupon.id))).toBe(5);
  });

  it('ends a copy on the coupon’s last day when that comes before validDays', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const until = new Date('2026-03-10T15:00:00Z');
    expect(copyExpiry({ validUntil: until, validDays: 30 }, now)).toEqual(until);
    expect(copyExpiry({ validUntil: until, validDays: 3 }, now)).toEqual(
      new Date('2026-03-04T00:00:00Z'),
    );
    expect(copyExpiry({ validUntil: null, validDays: 3 }, now)).toEqual(
      new Date('2026-03-04T00:00:00Z'),
    );
    const who = await signIn(t.app, t.db);
    const soon = new Date(Date.now() + 2 * DAY);
    const coupon = await insertCoupon({ validUntil: soon, validDays: 30 });
    const reply = await redeem(who, coupon.code);
    expect(CouponEnvelope.parse(reply.body).data.expiresAt).toBe(soon.toISOString());
  });
});

describe('GET /v1/users/{userId}/coupons', () => {
  it('lists usable soonest first, used latest first, expired latest first; names the products', async () => {
    const who = await signIn(t.app, t.db);
    const [fern, pot] = await insertProducts(t.db, [
      { name: '보스턴 고사리' },
      { name: '토분', category: 'POT' },
    ]);
    const byProduct = await insertCoupon({
      name: '고사리·토분',
      scope: 'PRODUCT',
      productIds: [pot!.id, fern!.id],
    });
    const plain = await insertCoupon({ name: '모두' });
    const now = Date.now();
    const at = (days: number) => new Date(now + days * DAY);
    const { orderId: firstOrder } = await insertOrderLine(t.db, who.id, fern!.id, 'PAID');
    const { orderId: secondOrder } = await insertOrderLine(t.db, who.id, fern!.id, 'PAID');
    const rows = await t.db
      .insert(userCoupons)
      .values(
        [
          // usable in 9, 2 and 20 days; used 3 and 2 days ago; expired 10 and 4 days ago
          { couponId: byProduct.id, expiresAt: at(9) },
          { couponId: plain.id, expiresAt: at(2) },
          { couponId: (await insertCoupon()).id, expiresAt: at(20) },
          {
            couponId: (await insertCoupon()).id,
            expiresAt: at(5),
            usedOrderId: firstOrder,
            usedAt: at(-3),
          },
          {
            couponId: (await insertCoupon()).id,
            expiresAt: at(-1),
            usedOrderId: secondOrder,
            usedAt: at(-2),
          },
          { couponId: (await insertCoupon()).id, expiresAt: at(-10) },
          { couponId: (await insertCoupon()).id, expiresAt: at(-4) },
        ].map((row) => ({ ...row, userId: who.id, issuedAt: at(-30) })),
      )
      .returning({ id: userCoupons.id });
    const ids = rows.map((row) => row.id);

    const usable = await wallet(who);
    expect(usable.map((coupon) => coupon.id)).toEqual([ids[1], ids[0], ids[2]]);
    expect(usable.every((coupon) => coupon.status === 'USABLE')).toBe(true);
    expect(usable[1]).toMatchObject({
      name: '고사리·토분',
      rule: { scope: 'PRODUCT', productIds: [pot!.id, fern!.id] },
      productNames: ['토분', '보스턴 고사리'],
    });
    expect(await wallet(who, 'USABLE')).toEqual(usable);

    const used = await wallet(who, 'USED');
    expect(used.map((coupon) => [coupon.id, coupon.status, coupon.usedOrderId])).toEqual([
      [ids[4], 'USED', secondOrder],
      [ids[3], 'USED', firstOrder],
    ]);
    const expired = await wallet(who, 'EXPIRED');
    expect(expired.map((coupon) => [coupon.id, coupon.status])).toEqual([
      [ids[6], 'EXPIRED'],
      [ids[5], 'EXPIRED'],
    ]);
    const refused = await api(t.app, 'GET', `/v1/users/${who.id}/coupons?status=GONE`, who);
    expect(refused.status).toBe(400);

    // The clock decides: three days on, the 2-day copy has expired.
    const later = new Date(now + 3 * DAY);
    expect((await loadUsableCoupons(t.db, who.id, later)).map((c) => c.id)).toEqual([
      ids[0],
      ids[2],
    ]);
    expect((await listCoupons(t.db, who.id, who.id, 'EXPIRED', later)).map((c) => c.id)).toEqual([
      ids[1],
      ids[6],
      ids[5],
    ]);
  });
});

describe('welcome coupons', () => {
  const welcomeOf = async (userId: number) =>
    t.db
      .select({ name: coupons.name, source: coupons.source, expiresAt: userCoupons.expiresAt })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .where(and(eq(userCoupons.userId, userId), eq(coupons.source, 'WELCOME')));

  it('are given to every new account, whichever way it signs up, and not again', async () => {
    await t.db.transaction((tx) => seedCoupons(tx));
    const before = Date.now();

    const byCode = await signIn(t.app, t.db);
    const [welcome] = await welcomeOf(byCode.id);
    expect(welcome).toMatchObject({ name: '첫 구매 3,000원 할인', source: 'WELCOME' });
    expect(welcome!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    const listed = await wallet(byCode);
    expect(listed).toMatchObject([
      {
        name: '첫 구매 3,000원 할인',
        source: 'WELCOME',
        rule: { kind: 'FIXED', value: 3_000, minOrderAmount: 20_000, scope: 'ALL' },
      },
    ]);

    const demo = await api(t.app, 'POST', '/v1/auth/demo/sign-in');
    expect(demo.status).toBe(200);
    const [demoUser] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isDemo, true))
      .orderBy(users.id);
    expect(await welcomeOf(demoUser!.id)).toHaveLength(1);

    const social = await userForProfile(t.db, {
      provider: 'kakao',
      subject: `welcome-${process.pid}`,
      email: null,
      displayName: '카카오 새 손님',
      profileImageUrl: null,
    });
    expect(await welcomeOf(social)).toHaveLength(1);
    // Signing in again is not signing up.
    expect(
      await userForProfile(t.db, {
        provider: 'kakao',
        subject: `welcome-${process.pid}`,
        email: null,
        displayName: '카카오 새 손님',
        profileImageUrl: null,
      }),
    ).toBe(social);
    expect(await welcomeOf(social)).toHaveLength(1);
  });

  it('skips a welcome coupon that ran out or was switched off; sign-up goes on', async () => {
    const spent = await insertCoupon({
      name: '100명 한정 웰컴',
      source: 'WELCOME',
      issueLimit: 1,
      issuedCount: 1,
    });
    const off = await insertCoupon({ name: '끝난 웰컴', source: 'WELCOME', active: false });
    const who = await signIn(t.app, t.db);
    const names = (await welcomeOf(who.id)).map((row) => row.name);
    expect(names).toEqual(['첫 구매 3,000원 할인']);
    expect(names).not.toContain(spent.name);
    expect(names).not.toContain(off.name);
  });

  it("takes the seeded code CHOROK10 typed as ' chorok10 '", async () => {
    const who = await signIn(t.app, t.db);
    const reply = await redeem(who, ' chorok10 ');
    expect(reply.status).toBe(201);
    expect(CouponEnvelope.parse(reply.body).data).toMatchObject({
      name: '식물 10% 할인',
      source: 'CODE',
      rule: {
        kind: 'PERCENT',
        value: 10,
        maxDiscount: 5_000,
        minOrderAmount: 30_000,
        scope: 'CATEGORY',
        categories: ['PLANT'],
      },
    });
    // The welcome coupon expires first (both last 30 days; it came first).
    expect((await wallet(who)).map((coupon) => coupon.name)).toEqual([
      '첫 구매 3,000원 할인',
      '식물 10% 할인',
    ]);
  });
});
