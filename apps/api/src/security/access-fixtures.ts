import type { FastifyInstance } from 'fastify';
import { coupons, type Database } from '@chorok/db';
import { searchAddresses } from '../modules/addresses/bundled.ts';
import { addPoints } from '../modules/benefits/ledger.ts';
import { readOrder, uploadClaimPhoto } from '../test/claim-fixtures.ts';
import { insertProducts, signIn, type Shopper } from '../test/catalogue-fixtures.ts';
import { api, payOrder, placeOrder, stepPayload } from '../test/commerce-fixtures.ts';

/*
 * User A with one of everything a user owns, made through the API as a shopper makes it: the
 * access-control matrix (access-matrix.api.test.ts) sends user B at these ids.
 */

export interface Owned {
  who: Shopper;
  addressId: number;
  cartLineId: number;
  pendingOrderId: number;
  pendingOrderNumber: string;
  orderId: number;
  confirmedLineId: number;
  deliveredLineId: number;
  reviewId: number;
  claimId: number;
  plantId: number;
  careEventId: number;
  journalEntryId: number;
  todoId: number;
  pushEndpoint: string;
  /** A's coupon (a wallet entry) and a product it applies to. */
  couponId: number;
  productId: number;
  /** Text only A's data holds: no answer to B may contain it. */
  marker: string;
}

const MARKER = '비밀표식';

function must<T>(reply: { status: number; body: { data: unknown } }, what: string): T {
  if (reply.status >= 300)
    throw new Error(`${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}

export async function ownEverything(
  app: FastifyInstance,
  db: Database,
  adminSecret: string,
): Promise<Owned> {
  const who = await signIn(app, db, { name: MARKER, nickname: `${MARKER}님` });
  const products = await insertProducts(db, [
    { name: '몬스테라', stock: 50 },
    { name: '스킨답서스', stock: 50 },
    { name: '필레아', stock: 50 },
  ]);
  const [postal] = searchAddresses('테헤란로 152');
  const address = must<{ id: number }>(
    await api(app, 'POST', '/v1/users/me/addresses', who, {
      receiverName: MARKER,
      receiverPhoneNumber: '01012345678',
      address: postal,
      detailAddress: `${MARKER} 12층`,
    }),
    'address',
  );
  const placed = await placeOrder(app, who, {
    items: products.slice(0, 2).map((product) => ({ productId: product.id, quantity: 1 })),
    addressId: address.id,
  });
  const paid = await payOrder(app, who, placed.checkout);
  for (const action of ['prepare', 'ship', 'deliver'])
    must(
      await app
        .inject({
          method: 'POST',
          url: `/v1/admin/orders/${paid.id}/${action}`,
          headers: { 'x-admin-secret': adminSecret },
          ...stepPayload(action),
        })
        .then((r) => ({ status: r.statusCode, body: r.json() as { data: unknown } })),
      action,
    );
  const order = await readOrder(app, who, paid.id);
  const [first, second] = order.items;
  must(
    await api(app, 'POST', `/v1/orders/${order.id}/confirm`, who, { orderProductIds: [first!.id] }),
    'confirm',
  );
  const review = must<{ id: number }>(
    await api(app, 'POST', '/v1/reviews', who, {
      orderProductId: first!.id,
      rating: 5,
      content: `${MARKER} 잘 자라고 있어요. 잎이 싱싱해요.`,
    }),
    'review',
  );
  const photoId = await uploadClaimPhoto(app, who);
  const claim = must<{ id: number }>(
    await api(app, 'POST', `/v1/orders/${order.id}/claims`, who, {
      orderProductId: second!.id,
      kind: 'RETURN',
      reason: 'DAMAGED_IN_TRANSIT',
      detail: `${MARKER} 잎이 꺾였어요`,
      photoIds: [photoId],
    }),
    'claim',
  );
  const line = must<{ lines: { id: number }[] }>(
    await api(app, 'POST', '/v1/cart/lines', who, { productId: products[2]!.id, quantity: 1 }),
    'cart line',
  );
  const pending = await placeOrder(app, who, {
    items: [{ productId: products[2]!.id, quantity: 1 }],
    addressId: address.id,
  });
  const plant = must<{ id: number }>(
    await api(app, 'POST', '/v1/plants', who, { plantName: MARKER, plantedAt: '2026-01-02' }),
    'plant',
  );
  const event = must<{ id: number }>(
    await api(app, 'POST', `/v1/plants/${plant.id}/care-events`, who, {
      kind: 'WATERING',
      date: '2026-01-03',
    }),
    'care event',
  );
  const journalEntry = must<{ id: number }>(
    await api(app, 'POST', `/v1/plants/${plant.id}/journal`, who, {
      note: `${MARKER} 새 잎`,
      takenOn: '2026-01-03',
    }),
    'journal entry',
  );
  const todo = must<{ id: number }>(
    await api(app, 'POST', `/v1/plants/${plant.id}/todos`, who, { todo: `${MARKER} 분갈이` }),
    'todo',
  );
  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/${MARKER}-${who.id}`;
  must(
    await api(app, 'POST', '/v1/notifications/web-push/subscriptions', who, {
      endpoint: pushEndpoint,
      expirationTime: null,
      keys: {
        p256dh:
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
    'web push',
  );
  must(
    await api(app, 'POST', `/v1/users/${who.id}/device-info`, who, {
      fcmToken: `${MARKER}-token-${who.id}`,
      deviceType: 'ios',
      deviceModel: 'iPhone 15',
    }),
    'device',
  );
  // A coupon typed in, and 적립금 from the operator.
  await db.insert(coupons).values({
    name: `${MARKER} 쿠폰`,
    code: 'MATRIX-A',
    kind: 'FIXED',
    value: 1_000,
    source: 'CODE',
    validDays: 30,
  });
  const coupon = must<{ id: number }>(
    await api(app, 'POST', `/v1/users/${who.id}/coupons`, who, { code: 'MATRIX-A' }),
    'coupon',
  );
  await db.transaction((tx) =>
    addPoints(tx, 'ADJUST', 1_000, { userId: who.id, note: MARKER, now: new Date() }),
  );
  return {
    who,
    couponId: coupon.id,
    productId: products[0]!.id,
    addressId: address.id,
    cartLineId: line.lines[0]!.id,
    pendingOrderId: pending.order.id,
    pendingOrderNumber: pending.order.orderNumber,
    orderId: order.id,
    confirmedLineId: first!.id,
    deliveredLineId: second!.id,
    reviewId: review.id,
    claimId: claim.id,
    plantId: plant.id,
    careEventId: event.id,
    journalEntryId: journalEntry.id,
    todoId: todo.id,
    pushEndpoint,
    marker: MARKER,
  };
}

/** Everything A can read about their own data: compared before and after B's attempts. */
export async function snapshot(app: FastifyInstance, a: Owned): Promise<unknown> {
  const read = async (url: string) => {
    const reply = await api(app, 'GET', url, a.who);
    return { url, status: reply.status, data: reply.body.data };
  };
  const push = await api(app, 'POST', '/v1/notifications/web-push/status', a.who, {
    endpoint: a.pushEndpoint,
  });
  return [
    await read('/v1/users/me'),
    await read('/v1/users/me/addresses'),
    await read('/v1/cart'),
    await read(`/v1/users/${a.who.id}/orders`),
    await read(`/v1/users/${a.who.id}/orders/${a.orderId}`),
    await read(`/v1/users/${a.who.id}/orders/${a.pendingOrderId}`),
    await read('/v1/users/me/reviews'),
    await read('/v1/plants'),
    await read(`/v1/plants/${a.plantId}`),
    await read(`/v1/plants/${a.plantId}/care-events`),
    await read(`/v1/plants/${a.plantId}/journal`),
    await read('/v1/notifications'),
    await read('/v1/notifications/settings'),
    await read('/v1/users/me/consents'),
    await read(`/v1/users/${a.who.id}/coupons`),
    await read(`/v1/users/${a.who.id}/points`),
    await read(`/v1/users/${a.who.id}/points/history`),
    { url: 'web-push/status', status: push.status, data: push.body.data },
  ];
}
