import { randomBytes } from 'node:crypto';
import { MESSAGES, POINTS, type OrderProductStatus } from '@chorok/contract';
import { envelope, listEnvelope, PointEntry, PointsSummary } from '@chorok/contract/schemas';
import { orderProducts, orders, pointEntries, products } from '@chorok/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, signIn, type InsertedProduct } from '../../test/catalogue-fixtures.ts';
import { api, insertAddress, payOrder, placeOrder } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { getPoints, listPointEntries, pointsBalance } from './points.ts';

const DAY = 24 * 60 * 60 * 1000;
const SummaryEnvelope = envelope(PointsSummary);
const HistoryEnvelope = listEnvelope(PointEntry);

let t: TestApp;
let plant: InsertedProduct;
let pot: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [plant, pot] = (await insertProducts(t.db, [
    { name: '몬스테라', price: 20_000, stock: 50 },
    { name: '토분', category: 'POT', price: 10_000, stock: 50 },
  ])) as [InsertedProduct, InsertedProduct];
  // The pot earns 5 %; the plant the shop's rate.
  await t.db.update(products).set({ pointsRatePercent: 5 }).where(eq(products.id, pot.id));
});
afterAll(async () => {
  await t?.close();
});

type EntryInsert = typeof pointEntries.$inferInsert;
const lot = (userId: number, amount: number, expiresAt: Date, extra: Partial<EntryInsert> = {}) =>
  ({ userId, kind: 'EARN', amount, remaining: amount, expiresAt, ...extra }) as EntryInsert;

describe('own points only', () => {
  it('refuses another user id, and a signed-out caller', async () => {
    const who = await signIn(t.app, t.db);
    const other = await signIn(t.app, t.db);
    await t.db.insert(pointEntries).values(lot(other.id, 1_000, new Date(Date.now() + DAY)));
    for (const path of ['points', 'points/history']) {
      const reply = await api(t.app, 'GET', `/v1/users/${other.id}/${path}`, who);
      expect(reply.status, path).toBe(403);
      expect(reply.body.message).toBe(MESSAGES.forbidden);
      expect((await api(t.app, 'GET', `/v1/users/${who.id}/${path}`)).status).toBe(401);
    }
  });
});

describe('GET /v1/users/{userId}/points', () => {
  it('counts what is left of live lots: not expired ones, not spent ones; warns of what expires within 30 days', async () => {
    const who = await signIn(t.app, t.db);
    const now = new Date('2026-05-01T03:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    await t.db.insert(pointEntries).values([
      lot(who.id, 1_000, at(200)),
      { ...lot(who.id, 700, at(10)), remaining: 300 }, // partly spent
      lot(who.id, 50, at(POINTS.expiringSoonDays)), // the last moment of "soon"
      lot(who.id, 2_000, at(-1)), // expired, not yet swept
      lot(who.id, 400, now), // expires right now: gone
      { ...lot(who.id, 900, at(5)), remaining: 0 }, // spent
      { userId: who.id, kind: 'SPEND', amount: -600, orderId: null }, // not a lot
    ]);
    expect(await pointsBalance(t.db, who.id, now)).toBe(1_350);
    expect(await getPoints(t.db, who.id, who.id, now)).toEqual({
      balance: 1_350,
      pending: 0,
      expiringSoon: 350,
      expiringSoonAt: at(10).toISOString(),
    });
    // Eleven days on, the 300 has gone, and the 1,000 is not yet "soon".
    expect(await getPoints(t.db, who.id, who.id, at(11))).toEqual({
      balance: 1_050,
      pending: 0,
      expiringSoon: 50,
      expiringSoonAt: at(POINTS.expiringSoonDays).toISOString(),
    });
    expect(await getPoints(t.db, who.id, who.id, at(171))).toEqual({
      balance: 1_000,
      pending: 0,
      expiringSoon: 1_000,
      expiringSoonAt: at(200).toISOString(),
    });

    const reply = await api(t.app, 'GET', `/v1/users/${who.id}/points`, who);
    expect(reply.status).toBe(200);
    // Today is long after `now`: every lot of this user has expired.
    expect(SummaryEnvelope.parse(reply.body).data).toEqual({
      balance: 0,
      pending: 0,
      expiringSoon: 0,
      expiringSoonAt: null,
    });
  });

  it('is zero for a shopper with no points', async () => {
    const who = await signIn(t.app, t.db);
    expect(await getPoints(t.db, who.id, who.id)).toEqual({
      balance: 0,
      pending: 0,
      expiringSoon: 0,
      expiringSoonAt: null,
    });
  });

  it("counts as pending what paid lines will earn once confirmed, at each product's rate", async () => {
    const who = await signIn(t.app, t.db);
    const addressId = await insertAddress(t.db, who.id);
    const { checkout } = await placeOrder(t.app, who, {
      items: [
        { productId: plant.id, quantity: 2 },
        { productId: pot.id, quantity: 1 },
      ],
      addressId,
    });
    const pendingOf = async () =>
      SummaryEnvelope.parse((await api(t.app, 'GET', `/v1/users/${who.id}/points`, who)).body).data
        .pending;
    // Not paid yet: nothing pending.
    expect(await pendingOf()).toBe(0);
    const order = await payOrder(t.app, who, checkout);
    // 40,000 × 1 % + 10,000 × 5 %.
    expect(await pendingOf()).toBe(400 + 500);

    const [plantLine, potLine] = order.items;
    await t.db
      .update(orderProducts)
      .set({ status: 'SHIPPING' })
      .where(eq(orderProducts.id, plantLine!.id));
    expect(await pendingOf()).toBe(900);
    // Confirmed: earned (or about to be), no longer pending.
    await t.db
      .update(orderProducts)
      .set({ status: 'CONFIRMED' })
      .where(eq(orderProducts.id, potLine!.id));
    expect(await pendingOf()).toBe(400);
    await t.db
      .update(orderProducts)
      .set({ status: 'CANCELLED' })
      .where(eq(orderProducts.id, plantLine!.id));
    expect(await pendingOf()).toBe(0);
  });

  it("earns on what the lines cost after the order's coupon and points", async () => {
    const who = await signIn(t.app, t.db);
    // 20,000 plant + 10,000 pot; 3,000 coupon on all, then 2,700 points.
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: `P${randomBytes(6).toString('hex')}`,
        userId: who.id,
        status: 'PAID',
        orderName: '몬스테라 외 1건',
        itemsTotal: 30_000,
        couponDiscount: 3_000,
        couponDiscountLeft: 3_000,
        pointsUsed: 2_700,
        pointsLeft: 2_700,
        couponRule: {
          kind: 'FIXED',
          value: 3_000,
          maxDiscount: null,
          minOrderAmount: 0,
          scope: 'ALL',
          categories: [],
          productIds: [],
        },
        shippingFee: 0,
        totalAmount: 24_300,
        addressId: 1,
        receiverName: '김초록',
        receiverPhoneNumber: '010-1234-5678',
        zonecode: '06236',
        roadAddress: '서울 강남구 테헤란로 152',
      })
      .returning({ id: orders.id });
    const line = (product: InsertedProduct, unitPrice: number, status: OrderProductStatus) => ({
      orderId: order!.id,
      productId: product.id,
      name: product.name,
      unitPrice,
      originalUnitPrice: unitPrice,
      quantity: 1,
      status,
    });
    const lines = await t.db
      .insert(orderProducts)
      .values([line(plant, 20_000, 'DELIVERED'), line(pot, 10_000, 'PREPARING')])
      .returning({ id: orderProducts.id });
    // Plant: 20,000 − 2,000 − 1,800 = 16,200 × 1 %; pot: 10,000 − 1,000 − 900 = 8,100 × 5 %.
    expect((await getPoints(t.db, who.id, who.id)).pending).toBe(162 + 405);
    await t.db
      .update(orderProducts)
      .set({ status: 'CONFIRMED' })
      .where(
        inArray(
          orderProducts.id,
          lines.map((row) => row.id),
        ),
      );
    expect((await getPoints(t.db, who.id, who.id)).pending).toBe(0);
  });
});

describe('GET /v1/users/{userId}/points/history', () => {
  it('pages the ledger newest first, each line with its title, note and expiry', async () => {
    const who = await signIn(t.app, t.db);
    const start = new Date('2026-01-10T00:00:00Z').getTime();
    const at = (days: number) => new Date(start + days * DAY);
    const inserted = await t.db
      .insert(pointEntries)
      .values([
        lot(who.id, 300, at(365), { title: '몬스테라 외 1건', createdAt: at(0) }),
        lot(who.id, 500, at(366), {
          kind: 'REVIEW_BONUS',
          title: '몬스테라',
          createdAt: at(1),
        }),
        { userId: who.id, kind: 'SPEND', amount: -800, title: '토분', createdAt: at(2) },
        lot(who.id, 1_000, at(400), {
          kind: 'ADJUST',
          note: '배송 지연 사과',
          createdAt: at(3),
        }),
        { userId: who.id, kind: 'EXPIRE', amount: -200, createdAt: at(4) },
      ])
      .returning({ id: pointEntries.id });
    const ids = inserted.map((row) => row.id);
    const page = async (query: string) => {
      const reply = await api(t.app, 'GET', `/v1/users/${who.id}/points/history?${query}`, who);
      expect(reply.status).toBe(200);
      return HistoryEnvelope.parse(reply.body);
    };

    const first = await page('perPage=2');
    expect(first.data.map((entry) => entry.id)).toEqual([ids[4], ids[3]]);
    expect(first._metadata).toEqual({ page: 1, perPage: 2, total: 5, totalPage: 3 });
    expect(first.data).toEqual([
      {
        id: ids[4],
        kind: 'EXPIRE',
        amount: -200,
        orderId: null,
        title: null,
        note: null,
        expiresAt: null,
        createdAt: at(4).toISOString(),
      },
      {
        id: ids[3],
        kind: 'ADJUST',
        amount: 1_000,
        orderId: null,
        title: null,
        note: '배송 지연 사과',
        expiresAt: at(400).toISOString(),
        createdAt: at(3).toISOString(),
      },
    ]);
    const second = await page('perPage=2&page=2');
    expect(second.data.map((entry) => [entry.kind, entry.title])).toEqual([
      ['SPEND', '토분'],
      ['REVIEW_BONUS', '몬스테라'],
    ]);
    const last = await page('perPage=2&page=3');
    expect(last.data.map((entry) => [entry.id, entry.title])).toEqual([
      [ids[0], '몬스테라 외 1건'],
    ]);
    expect(last._metadata.total).toBe(5);
    expect((await page('perPage=2&page=4')).data).toEqual([]);
    expect((await page('perPage=3&orderDirection=-1')).data.map((e) => e.id)).toEqual(
      ids.slice(0, 3),
    );
    // The function, for the record: the same first page.
    const direct = await listPointEntries(t.db, who.id, who.id, {
      page: 1,
      perPage: 2,
      orderDirection: 1,
    });
    expect(direct.data).toEqual(first.data);
  });
});
