import { type Order } from '@chorok/contract';
import { AdminClaimResult, envelope, UploadedPhoto } from '@chorok/contract/schemas';
import { notifications, orderProducts, type Database } from '@chorok/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { InsertedProduct, Shopper } from './catalogue-fixtures.ts';
import { api, OrderEnvelope, payOrder, placeOrder, stepPayload } from './commerce-fixtures.ts';

/*
 * Returns and exchanges for API tests: orders brought to DELIVERED by the operator's steps, claim
 * photos uploaded as a phone does, and the operator's claim endpoints.
 */

/** The operator's steps up to DELIVERED; `ship` carries the parcel's courier and waybill. */
export async function deliverOrder(
  app: FastifyInstance,
  adminSecret: string,
  orderId: number,
): Promise<void> {
  for (const action of ['prepare', 'ship', 'deliver'] as const) {
    const response = await app.inject({
      method: 'POST',
      url: `/v1/admin/orders/${orderId}/${action}`,
      headers: { 'x-admin-secret': adminSecret },
      ...stepPayload(action),
    });
    if (response.statusCode !== 200)
      throw new Error(`${action} answered ${response.statusCode}: ${response.body}`);
  }
}

/** An order of `products` (one of each), paid in the sandbox and delivered. */
export async function deliveredOrder(
  app: FastifyInstance,
  adminSecret: string,
  who: Shopper,
  addressId: number,
  products: readonly InsertedProduct[],
): Promise<Order> {
  const { checkout } = await placeOrder(app, who, {
    items: products.map((product) => ({ productId: product.id, quantity: 1 })),
    addressId,
  });
  const paid = await payOrder(app, who, checkout);
  await deliverOrder(app, adminSecret, paid.id);
  return readOrder(app, who, paid.id);
}

export async function readOrder(app: FastifyInstance, who: Shopper, orderId: number) {
  return OrderEnvelope.parse(
    (await api(app, 'GET', `/v1/users/${who.id}/orders/${orderId}`, who)).body,
  ).data;
}

const Uploaded = envelope(UploadedPhoto);

/** POST /v1/claims/photos with a small PNG (a different colour each time): its upload id. */
export async function uploadClaimPhoto(app: FastifyInstance, who: Shopper): Promise<number> {
  const shade = Math.floor(Math.random() * 200);
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
  const response = await app.inject({
    method: 'POST',
    url: '/v1/claims/photos',
    headers: { ...who.headers, 'content-type': 'image/png' },
    payload: bytes,
  });
  if (response.statusCode !== 201)
    throw new Error(`uploadClaimPhoto answered ${response.statusCode}: ${response.body}`);
  return Uploaded.parse(response.json()).data.id;
}

export const AdminClaimEnvelope = envelope(AdminClaimResult);

/**
 * An operator claim step: POST /v1/admin/claims/{id}/{action} with the admin secret (a string) or
 * a signed-in user's headers.
 */
export async function claimStep(
  app: FastifyInstance,
  as: string | Record<string, string>,
  claimId: number,
  action: 'approve' | 'reject' | 'complete',
  body?: unknown,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/admin/claims/${claimId}/${action}`,
    headers: typeof as === 'string' ? { 'x-admin-secret': as } : as,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: unknown; message: string },
  };
}

/** Moves a line's delivery back in time (the 7 days of a claim, the auto-confirm sweep). */
export async function deliveredAgo(db: Database, orderProductId: number, ms: number) {
  await db
    .update(orderProducts)
    .set({ deliveredAt: new Date(Date.now() - ms) })
    .where(eq(orderProducts.id, orderProductId));
}

/** The order notices a user has been sent, oldest first. */
export async function noticesOf(db: Database, userId: number) {
  return db
    .select({
      type: notifications.type,
      orderId: notifications.orderId,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
}
