import {
  cartLines,
  curationLikes,
  curations,
  deviceInfos,
  imageAssets,
  notifications,
  notificationSettings,
  orderProducts,
  pageViews,
  phoneVerifications,
  photoUploads,
  plantCareEvents,
  plants,
  plantTodos,
  productLikes,
  products,
  pushOutbox,
  reviewLikes,
  reviews,
  smsOutbox,
  userConsents,
  users,
  webPushSubscriptions,
} from '@chorok/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  insertReviews,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import { api, insertAddress, payOrder, placeOrder } from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/*
 * Leaving (탈퇴) erases everything personal (decision 0027): after it, of every table with a
 * user_id, only the order records the law keeps (and the revoked token) still name the user.
 */

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

/** Rows naming the user, per table with a user_id column (the schema read live). */
async function rowsNaming(userId: number): Promise<Record<string, number>> {
  const tables = (await t.db.execute(
    sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'user_id' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    const n = Number(result.rows[0]?.n ?? 0);
    if (n > 0) counts[table] = n;
  }
  return counts;
}

const PHONE = '01098765432';
const likeCount = async (table: typeof products | typeof reviews | typeof curations, id: number) =>
  (await t.db.select({ n: table.likeCount }).from(table).where(eq(table.id, id)))[0]?.n;

/** The person's whole footprint: every kind of personal row the app writes. */
async function everything(who: Shopper) {
  await t.db
    .update(users)
    .set({ phoneNumber: PHONE, recommendMetadataIds: [1, 2] })
    .where(eq(users.id, who.id));
  const addressId = await insertAddress(t.db, who.id, { receiverName: '김초록' });
  const { checkout } = await placeOrder(t.app, who, {
    items: [{ productId: monstera.id, quantity: 1 }],
    addressId,
  });
  const order = await payOrder(t.app, who, checkout);
  await t.db
    .update(orderProducts)
    .set({ status: 'CONFIRMED', confirmedAt: new Date() })
    .where(eq(orderProducts.orderId, order.id));
  await t.db
    .insert(cartLines)
    .values({ userId: who.id, productId: monstera.id, quantity: 1, addedUnitPrice: 12_000 });

  // 찜 of a product, an article and someone else's review, each counted.
  const author = await signIn(t.app, t.db);
  const [review] = await insertReviews(t.db, [
    { productId: monstera.id, userId: author.id, rating: 5, content: '잘 자라요', likeCount: 1 },
  ]);
  await t.db.insert(reviewLikes).values({ userId: who.id, reviewId: review!.id });
  await t.db.insert(productLikes).values({ userId: who.id, productId: monstera.id });
  await t.db.update(products).set({ likeCount: 1 }).where(eq(products.id, monstera.id));
  const cover = `curations/leave-cover-${who.id}.webp`;
  await t.db.insert(imageAssets).values({
    key: cover,
    contentType: 'image/webp',
    bytes: Buffer.from('c'),
    width: 1,
    height: 1,
  });
  const [curation] = await t.db
    .insert(curations)
    .values({
      slug: `leave-${who.id}`,
      title: '물 주기',
      category: 'BASICS',
      author: '초록 에디터',
      coverImageKey: cover,
      source: '본문',
      bodyBlocks: '[]',
      sourceHash: `leave-${who.id}`,
      publishedAt: new Date(),
      likeCount: 1,
    })
    .returning({ id: curations.id });
  await t.db.insert(curationLikes).values({ userId: who.id, curationId: curation!.id });

  // A plant with its photo, care records and to-dos.
  const photo = `plants/leave-all-${who.id}.webp`;
  await t.db.insert(imageAssets).values({
    key: photo,
    contentType: 'image/webp',
    bytes: Buffer.from('p'),
    width: 1,
    height: 1,
  });
  const [plant] = await t.db
    .insert(plants)
    .values({
      userId: who.id,
      plantName: '몬순이',
      plantedAt: '2026-10-01',
      address: '서울특별시 강남구',
      wateringFrequency: 7,
      airExposureFrequency: 3,
      repottingFrequency: 365,
      photoAssetKey: photo,
    })
    .returning({ id: plants.id });
  await t.db
    .insert(plantCareEvents)
    .values({ plantId: plant!.id, kind: 'WATERING', date: '2026-10-02' });
  await t.db
    .insert(plantTodos)
    .values({ plantId: plant!.id, kind: 'MY_TASK', todo: '분갈이 흙 사기', dueOn: '2026-10-03' });

  // Reminders, pushes, the devices and the text messages.
  await t.db.insert(notificationSettings).values({ userId: who.id, hour: 7 });
  await t.db.insert(webPushSubscriptions).values({
    userId: who.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/leave-${who.id}`,
    p256dh: 'BKey',
    auth: 'secret',
  });
  const deviceToken = `leave-device-${who.id}`;
  await t.db
    .insert(deviceInfos)
    .values({ userId: who.id, fcmToken: deviceToken, deviceType: 'ios', deviceModel: 'iPhone' });
  const [notice] = await t.db
    .insert(notifications)
    .values({
      userId: who.id,
      day: '2026-10-03',
      title: '오늘 돌봐 줄 식물이 1개 있어요',
      body: '몬순이 물 주기',
      url: `/plants/setting/${plant!.id}`,
      kinds: ['WATERING'],
      plantIds: [plant!.id],
    })
    .returning({ id: notifications.id });
  await t.db.insert(pushOutbox).values({
    notificationId: notice!.id,
    deviceToken,
    payload: { title: 't', body: 'b', url: '/', notificationId: notice!.id },
  });
  await t.db.insert(phoneVerifications).values({
    userId: who.id,
    phoneNumber: PHONE,
    codeHash: 'x',
    expiresAt: new Date(Date.now() + 60_000),
  });
  await t.db.insert(smsOutbox).values({
    recipient: PHONE,
    body: '[초록] 인증번호 123456',
    provider: 'outbox',
    status: 'queued',
  });
  await t.db
    .insert(userConsents)
    .values({ userId: who.id, kind: 'service', version: 1, agreed: true });
  await t.db.insert(pageViews).values({ userId: who.id, path: `/leave-all-${who.id}` });
  const upload = `reviews/leave-upload-${who.id}.webp`;
  await t.db.insert(imageAssets).values({
    key: upload,
    contentType: 'image/webp',
    bytes: Buffer.from('u'),
    width: 1,
    height: 1,
  });
  await t.db.insert(photoUploads).values({ userId: who.id, assetKey: upload, width: 1, height: 1 });

  return {
    order,
    plantId: plant!.id,
    reviewId: review!.id,
    curationId: curation!.id,
    photo,
    upload,
  };
}

describe('leaving erases every personal row', () => {
  it('leaves only the kept order records (and the revoked token) naming the user', async () => {
    const who = await signIn(t.app, t.db, { name: '김초록', nickname: `전부${Date.now() % 1e6}` });
    const made = await everything(who);
    const before = await rowsNaming(who.id);
    // The footprint really is everywhere before.
    for (const table of [
      'addresses',
      'cart_lines',
      'product_likes',
      'review_likes',
      'curation_likes',
      'plants',
      'notification_settings',
      'web_push_subscriptions',
      'device_infos',
      'notifications',
      'phone_verifications',
      'user_consents',
      'page_views',
      'photo_uploads',
      'orders',
    ])
      expect(before[table], table).toBeGreaterThan(0);

    const reply = await api(t.app, 'POST', '/v1/auth/leave', who, { reason: 'RARELY_USED' });
    expect(reply.status).toBe(200);

    // Kept: 전자상거래법 제6조 (orders 5 years, anonymised); the token list ends this session.
    expect(await rowsNaming(who.id)).toEqual({ orders: 1, revoked_tokens: 1 });

    expect(
      await t.db.select().from(plantCareEvents).where(eq(plantCareEvents.plantId, made.plantId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(plantTodos).where(eq(plantTodos.plantId, made.plantId)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(pushOutbox)
        .where(eq(pushOutbox.deviceToken, `leave-device-${who.id}`)),
    ).toEqual([]);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, PHONE))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(imageAssets)
        .where(inArray(imageAssets.key, [made.photo, made.upload])),
    ).toEqual([]);
    const [row] = await t.db.select().from(users).where(eq(users.id, who.id));
    expect(row).toMatchObject({
      email: null,
      nickname: null,
      name: '',
      phoneNumber: null,
      recommendMetadataIds: [],
    });
    // The counts the likes added went with them.
    expect(await likeCount(products, monstera.id)).toBe(0);
    expect(await likeCount(reviews, made.reviewId)).toBe(0);
    expect(await likeCount(curations, made.curationId)).toBe(0);
  });
});
