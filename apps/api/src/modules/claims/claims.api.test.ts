import { CLAIM, MESSAGES, type Order } from '@chorok/contract';
import { claimPhotos, claims, photoUploads } from '@chorok/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertProducts,
  signIn,
  type InsertedProduct,
  type Shopper,
} from '../../test/catalogue-fixtures.ts';
import {
  deliveredAgo,
  deliveredOrder,
  readOrder,
  uploadClaimPhoto,
} from '../../test/claim-fixtures.ts';
import {
  api,
  insertAddress,
  OrderEnvelope,
  orderState,
  payOrder,
  placeOrder,
} from '../../test/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { autoConfirmDelivered } from '../orders/sweeps.ts';

/* The shopper's side of returns and exchanges: asking within 7 days, refusals, withdrawing. */

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let buyer: Shopper;
let other: Shopper;
let address: number;
let fig: InsertedProduct;
let pot: InsertedProduct;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 0, orderSweepIntervalMs: 0 });
  [fig, pot] = (await insertProducts(t.db, [
    { name: '떡갈고무나무', price: 15_000, salePrice: 12_000, stock: 80 },
    { name: '도자기 화분', category: 'POT', price: 9_000, stock: 80 },
  ])) as [InsertedProduct, InsertedProduct];
  buyer = await signIn(t.app, t.db, { name: '한반품' });
  other = await signIn(t.app, t.db);
  address = await insertAddress(t.db, buyer.id);
});
afterAll(async () => {
  await t?.close();
});

/** 12,000 + 9,000 of goods, 3,000 shipping: delivered just now. */
const delivered = () => deliveredOrder(t.app, t.config.adminSecret, buyer, address, [fig, pot]);

const ask = (order: Order, body: Record<string, unknown>, who: Shopper = buyer) =>
  api(t.app, 'POST', `/v1/orders/${order.id}/claims`, who, body);

const damaged = (order: Order, extra: Record<string, unknown> = {}) => ({
  orderProductId: order.items[0]!.id,
  kind: 'RETURN',
  reason: 'DAMAGED_IN_TRANSIT',
  detail: '잎이 꺾여서 왔어요.',
  ...extra,
});

async function claimRows(orderId: number) {
  return t.db.select().from(claims).where(eq(claims.orderId, orderId));
}

describe('POST /v1/orders/{id}/claims', () => {
  it('takes a damaged-on-arrival return with two photos: REQUESTED, the shop pays the way back', async () => {
    const order = await delivered();
    expect(order.items[0]).toMatchObject({ status: 'DELIVERED', canClaim: true, canConfirm: true });
    expect(order.items[0]!.claimDeadline).toBe(
      new Date(Date.parse(order.items[0]!.deliveredAt!) + CLAIM.windowMs).toISOString(),
    );
    const photoIds = [await uploadClaimPhoto(t.app, buyer), await uploadClaimPhoto(t.app, buyer)];
    const reply = await ask(order, damaged(order, { photoIds, detail: '  잎이 꺾여서 왔어요.  ' }));
    expect(reply.status).toBe(201);
    const claimed = OrderEnvelope.parse(reply.body).data;
    expect(claimed.claims).toHaveLength(1);
    expect(claimed.claims[0]).toMatchObject({
      orderProductId: order.items[0]!.id,
      kind: 'RETURN',
      reason: 'DAMAGED_IN_TRANSIT',
      detail: '잎이 꺾여서 왔어요.',
      status: 'REQUESTED',
      returnShippingFee: 0,
      refundAmount: null,
      rejectReason: null,
      decidedAt: null,
    });
    expect(claimed.claims[0]!.photos.map((photo) => photo.url)).toEqual([
      expect.stringMatching(/^\/images\/claims\/uploads\/[0-9a-f]{32}\.webp$/),
      expect.stringMatching(/^\/images\/claims\/uploads\/[0-9a-f]{32}\.webp$/),
    ]);
    // The line is held: no second claim, no purchase confirmation while it is open.
    expect(claimed.items[0]).toMatchObject({ canClaim: false, canConfirm: false });
    expect(claimed.items[1]).toMatchObject({ canClaim: true, canConfirm: true });
    const uploads = await t.db
      .select({ usedAt: photoUploads.usedAt })
      .from(photoUploads)
      .where(inArray(photoUploads.id, photoIds));
    expect(uploads.every((upload) => upload.usedAt !== null)).toBe(true);
  });

  it('fixes the return shipping fee of a change of mind when asked (3,000원; 6,000원 shipped free)', async () => {
    const order = await delivered();
    const reply = await ask(order, {
      orderProductId: order.items[1]!.id,
      kind: 'RETURN',
      reason: 'CHANGED_MIND',
    });
    expect(reply.status).toBe(201);
    expect(OrderEnvelope.parse(reply.body).data.claims[0]).toMatchObject({
      returnShippingFee: 3_000,
      detail: '',
      photos: [],
    });

    const [big] = await insertProducts(t.db, [{ name: '올리브나무', price: 45_000, stock: 5 }]);
    const free = await deliveredOrder(t.app, t.config.adminSecret, buyer, address, [big!]);
    expect(free.shippingFee).toBe(0);
    const freeReply = await ask(free, {
      orderProductId: free.items[0]!.id,
      kind: 'RETURN',
      reason: 'CHANGED_MIND',
    });
    expect(OrderEnvelope.parse(freeReply.body).data.claims[0]!.returnShippingFee).toBe(6_000);
  });

  it('takes a claim on a confirmed line within the 7 days, not after them', async () => {
    const order = await delivered();
    const confirm = await api(t.app, 'POST', `/v1/orders/${order.id}/confirm`, buyer, {
      orderProductIds: [order.items[0]!.id],
    });
    expect(confirm.status).toBe(200);
    await deliveredAgo(t.db, order.items[1]!.id, CLAIM.windowMs + 60_000);
    const late = await ask(order, damaged(order, { orderProductId: order.items[1]!.id }));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.claimWindowPassed);
    expect((await readOrder(t.app, buyer, order.id)).items[1]!.canClaim).toBe(false);
    const confirmed = await ask(order, damaged(order));
    expect(confirmed.status).toBe(201);
  });

  it('refuses what cannot be claimed (409) and changes nothing', async () => {
    const { checkout } = await placeOrder(t.app, buyer, {
      items: [{ productId: fig.id, quantity: 1 }],
      addressId: address,
    });
    const paid = await payOrder(t.app, buyer, checkout);
    const notYet = await ask(paid, damaged(paid));
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(MESSAGES.claimNotDelivered);

    const order = await delivered();
    expect((await ask(order, damaged(order))).status).toBe(201);
    const before = await orderState(t.db, order.id);
    const again = await ask(order, damaged(order, { kind: 'EXCHANGE' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.claimOpen);
    expect(await orderState(t.db, order.id)).toEqual(before);
    expect(await claimRows(order.id)).toHaveLength(1);
    expect(await claimRows(paid.id)).toHaveLength(0);
  });

  it('settles two claims of one line sent at once: one taken, one 409', async () => {
    const order = await delivered();
    const replies = await Promise.all([
      ask(order, damaged(order)),
      ask(order, damaged(order, { kind: 'EXCHANGE', reason: 'DEFECTIVE' })),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(replies.find((reply) => reply.status === 409)!.body.message).toBe(MESSAGES.claimOpen);
    expect(await claimRows(order.id)).toHaveLength(1);
  });

  it.each([
    [
      'an exchange for a change of mind',
      { kind: 'EXCHANGE', reason: 'CHANGED_MIND' },
      MESSAGES.claimExchangeChangedMind,
    ],
    ['an unknown kind', { kind: 'REFUND' }, MESSAGES.claimKind],
    ['an unknown reason', { reason: 'TOO_BIG' }, MESSAGES.claimReason],
    ['501 characters', { detail: '가'.repeat(CLAIM.detailMax + 1) }, MESSAGES.claimDetailTooLong],
    ['six photos', { photoIds: [1, 2, 3, 4, 5, 6] }, MESSAGES.claimPhotoCount],
    ['one photo twice', { photoIds: [7, 7] }, MESSAGES.photoNotFound],
    ['a field it does not know', { extra: true }, MESSAGES.invalidInput],
  ])('refuses %s with 400 and its message, before anything changes', async (_, patch, message) => {
    const order = await delivered();
    const reply = await ask(order, damaged(order, patch));
    expect(reply.status).toBe(400);
    if (message === MESSAGES.invalidInput) expect(reply.body.message).toBeTruthy();
    else expect(reply.body.message).toBe(message);
    expect(await claimRows(order.id)).toHaveLength(0);
  });

  it("takes only the caller's own unused uploads as photos", async () => {
    const order = await delivered();
    const theirs = await uploadClaimPhoto(t.app, other);
    const reply = await ask(order, damaged(order, { photoIds: [theirs] }));
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(MESSAGES.photoNotFound);

    const mine = await uploadClaimPhoto(t.app, buyer);
    expect((await ask(order, damaged(order, { photoIds: [mine] }))).status).toBe(201);
    const reused = await ask(
      order,
      damaged(order, { orderProductId: order.items[1]!.id, photoIds: [mine] }),
    );
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(MESSAGES.photoNotFound);
    const [claim] = await claimRows(order.id);
    expect(await t.db.$count(claimPhotos, eq(claimPhotos.claimId, claim!.id))).toBe(1);
  });

  it("answers 404 for another user's order, a line of another order and a signed-out caller 401", async () => {
    const order = await delivered();
    const theirs = await ask(order, damaged(order), other);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(MESSAGES.orderNotFound);
    const elsewhere = await delivered();
    const wrongLine = await ask(order, damaged(elsewhere));
    expect(wrongLine.status).toBe(404);
    expect(wrongLine.body.message).toBe(MESSAGES.orderProductNotFound);
    const anonymous = await api(
      t.app,
      'POST',
      `/v1/orders/${order.id}/claims`,
      undefined,
      damaged(order),
    );
    expect(anonymous.status).toBe(401);
    expect(await claimRows(order.id)).toHaveLength(0);
  });
});

describe('POST /v1/orders/{orderId}/claims/{claimId}/withdraw', () => {
  it('withdraws a waiting claim, after which the line may be claimed again', async () => {
    const order = await delivered();
    const claimed = OrderEnvelope.parse((await ask(order, damaged(order))).body).data;
    const claimId = claimed.claims[0]!.id;
    const url = `/v1/orders/${order.id}/claims/${claimId}/withdraw`;

    const theirs = await api(t.app, 'POST', url, other);
    expect(theirs.status).toBe(404);
    const unknown = await api(
      t.app,
      'POST',
      `/v1/orders/${order.id}/claims/999999/withdraw`,
      buyer,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.claimNotFound);

    const reply = await api(t.app, 'POST', url, buyer);
    expect(reply.status).toBe(200);
    const withdrawn = OrderEnvelope.parse(reply.body).data;
    expect(withdrawn.claims[0]).toMatchObject({ id: claimId, status: 'WITHDRAWN' });
    expect(withdrawn.claims[0]!.completedAt).not.toBeNull();
    expect(withdrawn.items[0]).toMatchObject({ canClaim: true, canConfirm: true });

    const twice = await api(t.app, 'POST', url, buyer);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MESSAGES.claimNotWithdrawable);
    expect((await ask(order, damaged(order))).status).toBe(201);
  });
});

describe('an open claim holds its line', () => {
  it('from the purchase confirmation (409) and from the auto-confirm sweep', async () => {
    const order = await delivered();
    expect((await ask(order, damaged(order))).status).toBe(201);
    const confirm = await api(t.app, 'POST', `/v1/orders/${order.id}/confirm`, buyer, {
      orderProductIds: [order.items[0]!.id],
    });
    expect(confirm.status).toBe(409);
    expect(confirm.body.message).toBe(MESSAGES.claimHoldsConfirm);

    for (const line of order.items) await deliveredAgo(t.db, line.id, 8 * DAY);
    await autoConfirmDelivered(t.db, new Date());
    const swept = await readOrder(t.app, buyer, order.id);
    expect(swept.items.map((item) => item.status)).toEqual(['DELIVERED', 'CONFIRMED']);
  });
});
