import { MESSAGES, type Order } from '@chorok/contract';
import { envelope, SentNotification } from '@chorok/contract/schemas';
import { deviceInfos, notifications, pushOutbox, shipments } from '@chorok/db';
import { eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import {
  api,
  insertAddress,
  OrderEnvelope,
  orderState,
  payOrder,
  placeOrder,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';

/* The order's own parcel: shipped with a courier and waybill, tracked, delivered, and told. */

let t: TestApp;
let buyer: Shopper;
let other: Shopper;
let address: number;
let monstera: InsertedProduct;
let birkin: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [monstera, birkin] = (await insertProducts(t.db, [
    { name: '몬스테라 델리시오사', price: 18_000, salePrice: 12_900, stock: 50 },
    { name: '필로덴드론 버킨', price: 20_000, stock: 50 },
  ])) as [InsertedProduct, InsertedProduct];
  buyer = await signIn(t.app, t.db, { name: '김배송' });
  other = await signIn(t.app, t.db);
  address = await insertAddress(t.db, buyer.id);
});
afterAll(async () => {
  await t?.close();
});

async function paidOrder(): Promise<Order> {
  const { checkout } = await placeOrder(t.app, buyer, {
    items: [
      { productId: monstera.id, quantity: 1 },
      { productId: birkin.id, quantity: 1 },
    ],
    addressId: address,
  });
  return payOrder(t.app, buyer, checkout);
}

const step = (orderId: number, action: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/orders/${orderId}/${action}`,
    headers: { 'x-admin-secret': t.config.adminSecret },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const NoticesEnvelope = envelope(z.array(SentNotification));
async function notices(who: Shopper, orderId: number) {
  const reply = await api(t.app, 'GET', '/v1/notifications', who);
  return NoticesEnvelope.parse(reply.body).data.filter((notice) => notice.orderId === orderId);
}

describe('shipping with a courier and waybill', () => {
  it('stores the parcel with the lines, shows it on the order, and tells the shopper', async () => {
    const paid = await paidOrder();
    await t.db.insert(deviceInfos).values({
      userId: buyer.id,
      fcmToken: `phone-${buyer.id}`,
      deviceType: 'android',
      deviceModel: 'Galaxy',
    });

    // Typed as printed on the label: the hyphens go.
    const shipped = await step(paid.id, 'ship', {
      courier: 'cj',
      trackingNumber: '1234-5678-9012',
    });
    expect(shipped.statusCode).toBe(200);
    const order = OrderEnvelope.parse(shipped.json()).data;
    expect(order.items.map((item) => item.status)).toEqual(['SHIPPING', 'SHIPPING']);
    expect(order.shipments).toEqual([
      {
        id: expect.any(Number),
        courier: 'cj',
        trackingNumber: '123456789012',
        trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
        claimId: null,
        shippedAt: order.items[0]!.shippedAt,
        deliveredAt: null,
      },
    ]);

    // The shopper reads the same parcel on the order.
    const read = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${paid.id}`, buyer);
    expect(OrderEnvelope.parse(read.body).data.shipments).toEqual(order.shipments);

    const [notice] = await notices(buyer, paid.id);
    expect(notice).toMatchObject({
      type: 'ORDER_SHIPPED',
      orderId: paid.id,
      title: '주문하신 상품이 출발했어요',
      body: '몬스테라 델리시오사 외 1건 · CJ대한통운 123456789012',
      url: `/order/${paid.id}`,
      kinds: [],
      plantIds: [],
      deliveries: [{ channel: 'OUTBOX', count: 1 }],
    });
    const outbox = await t.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.notificationId, notice!.id));
    expect(outbox).toEqual([
      expect.objectContaining({
        deviceToken: `phone-${buyer.id}`,
        payload: {
          title: '주문하신 상품이 출발했어요',
          body: '몬스테라 델리시오사 외 1건 · CJ대한통운 123456789012',
          url: `/order/${paid.id}`,
          notificationId: notice!.id,
        },
      }),
    ]);
    await t.db.delete(deviceInfos).where(eq(deviceInfos.userId, buyer.id));
  });

  it.each([
    ['no body at all', undefined, MESSAGES.courierRequired],
    ['no courier', { trackingNumber: '123456789012' }, MESSAGES.courierRequired],
    [
      'a courier we do not ship with',
      { courier: 'dhl', trackingNumber: '123456789012' },
      MESSAGES.courierRequired,
    ],
    ['no waybill', { courier: 'cj' }, MESSAGES.trackingNumberRequired],
    [
      'a blank waybill',
      { courier: 'lotte', trackingNumber: ' - ' },
      MESSAGES.trackingNumberRequired,
    ],
    [
      'a waybill of the wrong length',
      { courier: 'cj', trackingNumber: '12345678901' },
      MESSAGES.trackingNumberFormat.cj,
    ],
    [
      'letters in the waybill',
      { courier: 'epost', trackingNumber: '123456789012A' },
      MESSAGES.trackingNumberFormat.epost,
    ],
    [
      'a field the body does not have',
      { courier: 'cj', trackingNumber: '123456789012', memo: 'x' },
      MESSAGES.invalidInput,
    ],
  ])('refuses %s with 400 and moves nothing', async (_, payload, message) => {
    const paid = await paidOrder();
    const before = await orderState(t.db, paid.id);
    const reply = await step(paid.id, 'ship', payload);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
    expect(await orderState(t.db, paid.id)).toEqual(before);
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, paid.id))).toEqual([]);
    expect(await notices(buyer, paid.id)).toEqual([]);
  });

  it('takes a parcel only when shipping', async () => {
    const paid = await paidOrder();
    const reply = await step(paid.id, 'prepare', { courier: 'cj', trackingNumber: '123456789012' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(MESSAGES.parcelOnlyForShip);
    expect((await orderState(t.db, paid.id)).lines.map((line) => line.status)).toEqual([
      'PAID',
      'PAID',
    ]);
  });
});

describe('delivery', () => {
  it('marks the parcel delivered and tells the shopper to look at the plant, with the 7 days to return', async () => {
    const paid = await paidOrder();
    expect((await step(paid.id, 'prepare')).statusCode).toBe(200);
    expect(
      (await step(paid.id, 'ship', { courier: 'hanjin', trackingNumber: '4012 3456 7890' }))
        .statusCode,
    ).toBe(200);
    const delivered = await step(paid.id, 'deliver');
    expect(delivered.statusCode).toBe(200);
    const order = OrderEnvelope.parse(delivered.json()).data;
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0]).toMatchObject({
      courier: 'hanjin',
      trackingNumber: '401234567890',
      deliveredAt: order.items[0]!.deliveredAt,
    });
    expect(order.shipments[0]!.deliveredAt).not.toBeNull();

    const list = await notices(buyer, paid.id);
    expect(list.map((notice) => notice.type)).toEqual(['ORDER_DELIVERED', 'ORDER_SHIPPED']);
    expect(list[0]).toMatchObject({
      title: '상품이 도착했어요',
      url: `/order/${paid.id}`,
      orderId: paid.id,
      // No device, no subscription: in the list only.
      deliveries: [],
    });
    expect(list[0]!.body).toBe(
      '몬스테라 델리시오사 외 1건 · 상자를 열어 식물 상태를 먼저 확인해 주세요. 문제가 있으면 받은 날부터 7일 안에 반품·교환을 신청할 수 있어요.',
    );
  });

  it('names only the lines that travel, and sends no notice for a refused step', async () => {
    const paid = await paidOrder();
    const cancelled = await api(t.app, 'POST', `/v1/orders/${paid.id}/partial-cancel`, buyer, {
      cancelProduct: { orderId: paid.id, orderProductId: paid.items[0]!.id },
    });
    expect(cancelled.status).toBe(200);
    expect(
      (await step(paid.id, 'ship', { courier: 'logen', trackingNumber: '12345678901' })).statusCode,
    ).toBe(200);
    const [shippedNotice] = await notices(buyer, paid.id);
    expect(shippedNotice!.body).toBe('필로덴드론 버킨 · 로젠택배 12345678901');

    // Shipping twice, delivering an undelivered order twice: 409 and no second word.
    const again = await step(paid.id, 'ship', { courier: 'cj', trackingNumber: '123456789012' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.orderStepNotAllowed);
    expect(await step(paid.id, 'deliver').then((reply) => reply.statusCode)).toBe(200);
    expect(await step(paid.id, 'deliver').then((reply) => reply.statusCode)).toBe(409);
    expect((await notices(buyer, paid.id)).map((notice) => notice.type)).toEqual([
      'ORDER_DELIVERED',
      'ORDER_SHIPPED',
    ]);
    const parcels = await t.db.select().from(shipments).where(eq(shipments.orderId, paid.id));
    expect(parcels.map((parcel) => [parcel.courier, parcel.trackingNumber])).toEqual([
      ['logen', '12345678901'],
    ]);
  });
});

describe('privacy', () => {
  it('keeps the parcel and its notices to the buyer', async () => {
    const paid = await paidOrder();
    expect(
      (await step(paid.id, 'ship', { courier: 'epost', trackingNumber: '6012345678901' }))
        .statusCode,
    ).toBe(200);

    const foreign = await api(t.app, 'GET', `/v1/users/${buyer.id}/orders/${paid.id}`, other);
    expect(foreign.status).not.toBe(200);
    expect(JSON.stringify(foreign.body)).not.toContain('6012345678901');
    const asOwn = await api(t.app, 'GET', `/v1/users/${other.id}/orders/${paid.id}`, other);
    expect(asOwn.status).toBe(404);
    expect(JSON.stringify(asOwn.body)).not.toContain('6012345678901');
    const list = await api(t.app, 'GET', `/v1/users/${other.id}/orders`, other);
    expect(JSON.stringify(list.body)).not.toContain('6012345678901');
    expect(await notices(other, paid.id)).toEqual([]);

    const rows = await t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(inArray(notifications.orderId, [paid.id]));
    expect(rows).toEqual([{ userId: buyer.id }]);
  });
});
