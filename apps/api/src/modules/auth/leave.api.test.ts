import { LEAVE_DETAIL_MAX, MESSAGES } from '@chorok/contract';
import {
  addresses,
  authIdentities,
  cartLines,
  imageAssets,
  leaveReasons,
  orderProducts,
  orders,
  payments,
  phoneVerifications,
  plants,
  productLikes,
  users,
} from '@chorok/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { api, insertAddress, payOrder, placeOrder } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { boughtLine } from '../../test/plant-fixtures.ts';

let t: TestApp;
let monstera: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [monstera] = (await insertProducts(t.db, [
    { name: '몬스테라 델리시오사', price: 15_000, salePrice: 12_000, stock: 50 },
  ])) as [InsertedProduct];
});
afterAll(async () => {
  await t?.close();
});

const leave = (who: Shopper | undefined, body?: unknown) =>
  api(t.app, 'POST', '/v1/auth/leave', who, body);
const reasonCount = () => t.db.$count(leaveReasons);

/** A paid order whose every line has been delivered and confirmed. */
async function finishedOrder(who: Shopper, addressId: number) {
  const { checkout } = await placeOrder(t.app, who, {
    items: [{ productId: monstera.id, quantity: 2 }],
    addressId,
  });
  const order = await payOrder(t.app, who, checkout);
  await t.db
    .update(orderProducts)
    .set({ status: 'CONFIRMED', confirmedAt: new Date() })
    .where(eq(orderProducts.orderId, order.id));
  return order;
}

describe('POST /v1/auth/leave', () => {
  it('keeps orders with their lines, amounts and payment, but not who or where', async () => {
    const who = await signIn(t.app, t.db, { name: '김초록', nickname: '떠나는초록' });
    const addressId = await insertAddress(t.db, who.id, { receiverName: '김초록' });
    const order = await finishedOrder(who, addressId);
    await t.db.insert(cartLines).values({
      userId: who.id,
      productId: monstera.id,
      quantity: 1,
      addedUnitPrice: 12_000,
    });
    await t.db.insert(productLikes).values({ userId: who.id, productId: monstera.id });
    await t.db.insert(phoneVerifications).values({
      userId: who.id,
      phoneNumber: '01012345678',
      codeHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await t.db.insert(imageAssets).values({
      key: `plants/leave-${who.id}.webp`,
      contentType: 'image/webp',
      bytes: Buffer.from('photo'),
      width: 1,
      height: 1,
    });
    await t.db.insert(plants).values({
      userId: who.id,
      plantName: '몬순이',
      plantedAt: '2026-10-01',
      wateringFrequency: 7,
      airExposureFrequency: 3,
      repottingFrequency: 365,
      photoAssetKey: `plants/leave-${who.id}.webp`,
    });

    const reply = await leave(who, { reason: 'PRICE_OR_DELIVERY' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { success: true }, message: MESSAGES.ok, status: 200 });

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      orderNumber: order.orderNumber,
      userId: who.id,
      status: 'PAID',
      itemsTotal: 24_000,
      shippingFee: 3_000,
      totalAmount: 27_000,
      receiverName: '',
      receiverPhoneNumber: '',
      zonecode: '',
      roadAddress: '',
      jibunAddress: '',
      detailAddress: '',
      requestText: null,
    });
    const lines = await t.db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, order.id));
    expect(lines).toMatchObject([{ productId: monstera.id, quantity: 2, unitPrice: 12_000 }]);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ amount: 27_000, status: 'DONE' });

    for (const table of [addresses, cartLines, productLikes, phoneVerifications, plants])
      expect(await t.db.select().from(table).where(eq(table.userId, who.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(imageAssets)
        .where(eq(imageAssets.key, `plants/leave-${who.id}.webp`)),
    ).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, who.id));
    expect(row).toMatchObject({ email: null, nickname: null, name: '' });
    expect((await api(t.app, 'GET', '/v1/users/me', who)).status).toBe(401);
  });

  it('stores the reason and its detail with no way back to the user', async () => {
    const who = await signIn(t.app, t.db);
    const detail = `  사진 올리기가 어려웠어요 (${who.id})  `;
    const reply = await leave(who, { reason: 'OTHER', detail });
    expect(reply.status).toBe(200);
    const [stored] = await t.db
      .select()
      .from(leaveReasons)
      .where(eq(leaveReasons.detail, detail.trim()));
    expect(stored).toMatchObject({ reason: 'OTHER', detail: detail.trim() });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    // The table has no column that could point at the person.
    expect(Object.keys(stored ?? {}).sort()).toEqual(['createdAt', 'detail', 'id', 'reason']);
  });

  it('stores an empty detail as none', async () => {
    const who = await signIn(t.app, t.db);
    const before = await reasonCount();
    expect((await leave(who, { reason: 'RARELY_USED', detail: '   ' })).status).toBe(200);
    const rows = await t.db.select().from(leaveReasons);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ reason: 'RARELY_USED', detail: null });
  });

  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['an unknown reason', { reason: 'BORED' }],
    ['a detail over the limit', { reason: 'OTHER', detail: '가'.repeat(LEAVE_DETAIL_MAX + 1) }],
    ['an unknown field', { reason: 'OTHER', userId: 1 }],
  ])('refuses %s with 400 and leaves nothing changed', async (_label, body) => {
    const who = await signIn(t.app, t.db, { nickname: `남는${Date.now() % 100000}` });
    const before = await reasonCount();
    const reply = await leave(who, body);
    expect(reply.status).toBe(400);
    expect(await reasonCount()).toBe(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, who.id));
    expect(row?.deletedAt).toBeNull();
    expect(
      await t.db.select().from(authIdentities).where(eq(authIdentities.userId, who.id)),
    ).toHaveLength(1);
    expect((await api(t.app, 'GET', '/v1/users/me', who)).status).toBe(200);
  });

  it('accepts a detail of exactly the limit', async () => {
    const who = await signIn(t.app, t.db);
    const reply = await leave(who, { reason: 'OTHER', detail: '가'.repeat(LEAVE_DETAIL_MAX) });
    expect(reply.status).toBe(200);
  });

  it('refuses while paid goods are on their way (409), erasing nothing', async () => {
    const who = await signIn(t.app, t.db, { name: '배송중' });
    const addressId = await insertAddress(t.db, who.id);
    const orderId = await boughtLine(t.db, who.id, monstera.id, { lineStatus: 'SHIPPING' });
    const before = await reasonCount();

    const reply = await leave(who, { reason: 'RARELY_USED' });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toBe(MESSAGES.leaveOrdersInProgress);
    expect(await reasonCount()).toBe(before);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      receiverName: '김초록',
      roadAddress: '서울 강남구 테헤란로 152',
    });
    expect(await t.db.select().from(addresses).where(eq(addresses.id, addressId))).toHaveLength(1);
    expect((await api(t.app, 'GET', '/v1/users/me', who)).status).toBe(200);

    // Once delivered, leaving goes through.
    await t.db
      .update(orderProducts)
      .set({ status: 'DELIVERED', deliveredAt: new Date() })
      .where(eq(orderProducts.orderId, orderId));
    expect((await leave(who, { reason: 'RARELY_USED' })).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const before = await reasonCount();
    const reply = await leave(undefined, { reason: 'RARELY_USED' });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(MESSAGES.loginRequired);
    expect(await reasonCount()).toBe(before);
  });
});
