import { MESSAGES, type LeaveBody } from '@chorok/contract';
import {
  addresses,
  authIdentities,
  cartLines,
  pointEntries,
  userCoupons,
  curationLikes,
  curations,
  deviceInfos,
  imageAssets,
  leaveReasons,
  oauthStates,
  orderProducts,
  orders,
  pageViews,
  phoneVerifications,
  photoUploads,
  plants,
  productLikes,
  products,
  restockAlerts,
  reviewLikes,
  reviews,
  smsOutbox,
  temporaryCodes,
  userConsents,
  users,
  type Transaction,
} from '@chorok/db';
import { and, eq, inArray, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthToken } from '../../lib/auth-types.ts';
import { lockUser } from '../../lib/user-lock.ts';
import { erasePushData } from '../notifications/service.ts';
import { journalPhotoKeys } from '../plants/service.ts';
import { revoke } from './service.ts';
import { forgetUserSessions } from './session-cache.ts';

type DataApp = Pick<FastifyInstance, 'db' | 'database'>;

/** Paid goods not yet delivered: erasing the address now would leave them nowhere to go. */
const UNDELIVERED = ['PAID', 'PREPARING', 'SHIPPING'] as const;

async function hasUndeliveredOrder(tx: Transaction, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderProducts.id })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(and(eq(orders.userId, userId), inArray(orderProducts.status, UNDELIVERED)))
    .limit(1);
  return row !== undefined;
}

/**
 * Orders stay for the period 전자상거래법 sets (docs/SECURITY.md) — number, lines, amounts,
 * payment and refunds — but no longer say who received them or where.
 */
async function anonymiseOrders(tx: Transaction, userId: number) {
  await tx
    .update(orders)
    .set({
      receiverName: '',
      receiverPhoneNumber: '',
      zonecode: '',
      roadAddress: '',
      jibunAddress: '',
      detailAddress: '',
      requestText: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.userId, userId));
}

/** Plant and journal photos and unused uploads are the person's own pictures: they go too. */
async function erasePictures(tx: Transaction, userId: number) {
  // Read first: the journal entries go with the plants, and would leave their images behind.
  const journalPhotos = await journalPhotoKeys(tx, eq(plants.userId, userId));
  const plantPhotos = await tx
    .delete(plants)
    .where(eq(plants.userId, userId))
    .returning({ key: plants.photoAssetKey });
  const unused = await tx
    .delete(photoUploads)
    .where(and(eq(photoUploads.userId, userId), isNull(photoUploads.usedAt)))
    .returning({ key: photoUploads.assetKey });
  // A used upload's picture belongs to a posted review now; only the upload row goes.
  await tx
    .delete(photoUploads)
    .where(and(eq(photoUploads.userId, userId), isNotNull(photoUploads.usedAt)));
  const keys = [
    ...journalPhotos,
    ...[...plantPhotos, ...unused].flatMap((row) => (row.key ? [row.key] : [])),
  ];
  if (keys.length > 0) await tx.delete(imageAssets).where(inArray(imageAssets.key, keys));
}

/** 찜 of products, articles and reviews go; each count they added goes down with them. */
async function eraseLikes(tx: Transaction, userId: number) {
  const down = (count: SQLWrapper) => sql`greatest(${count} - 1, 0)`;
  const liked = await tx
    .delete(productLikes)
    .where(eq(productLikes.userId, userId))
    .returning({ id: productLikes.productId });
  if (liked.length > 0)
    await tx
      .update(products)
      .set({ likeCount: down(products.likeCount) })
      .where(
        inArray(
          products.id,
          liked.map((row) => row.id),
        ),
      );
  const read = await tx
    .delete(curationLikes)
    .where(eq(curationLikes.userId, userId))
    .returning({ id: curationLikes.curationId });
  if (read.length > 0)
    await tx
      .update(curations)
      .set({ likeCount: down(curations.likeCount) })
      .where(
        inArray(
          curations.id,
          read.map((row) => row.id),
        ),
      );
  const helpful = await tx
    .delete(reviewLikes)
    .where(eq(reviewLikes.userId, userId))
    .returning({ id: reviewLikes.reviewId });
  if (helpful.length > 0)
    await tx
      .update(reviews)
      .set({ likeCount: down(reviews.likeCount) })
      .where(
        inArray(
          reviews.id,
          helpful.map((row) => row.id),
        ),
      );
}

/** The text messages sent to the person's numbers (verification codes): nothing requires them. */
async function eraseTextMessages(tx: Transaction, userId: number) {
  const numbers = new Set<string>();
  const [user] = await tx
    .select({ phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.phoneNumber) numbers.add(user.phoneNumber);
  const verified = await tx
    .delete(phoneVerifications)
    .where(eq(phoneVerifications.userId, userId))
    .returning({ phoneNumber: phoneVerifications.phoneNumber });
  for (const row of verified) numbers.add(row.phoneNumber);
  if (numbers.size > 0)
    await tx.delete(smsOutbox).where(inArray(smsOutbox.recipient, [...numbers]));
}

/**
 * Leaving erases what identifies the person and everything that could sign them in again, in one
 * transaction. The row stays (orders and reviews point at it) with deleted_at set, which also
 * ends every other token of the account at the next request. The reason is stored apart, with no
 * way back to the user. Refused while paid goods are still on their way.
 */
export async function leave(
  app: DataApp,
  userId: number,
  token: AuthToken,
  body: LeaveBody,
): Promise<{ success: true }> {
  await app.db.transaction(async (tx) => {
    // Serialises with this user's own writes (cart, addresses) while the account goes.
    await lockUser(tx, userId);
    if (await hasUndeliveredOrder(tx, userId))
      throw new AppError('CONFLICT', MESSAGES.leaveOrdersInProgress);
    await eraseTextMessages(tx, userId);
    await tx
      .update(users)
      .set({
        email: null,
        nickname: null,
        phoneNumber: null,
        recommendMetadataIds: [],
        name: '',
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await tx.delete(authIdentities).where(eq(authIdentities.userId, userId));
    await tx.delete(temporaryCodes).where(eq(temporaryCodes.userId, userId));
    await tx.delete(oauthStates).where(eq(oauthStates.userId, userId));
    await tx.delete(userConsents).where(eq(userConsents.userId, userId));
    await tx.delete(deviceInfos).where(eq(deviceInfos.userId, userId));
    await erasePushData(tx, userId);
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    await tx.delete(restockAlerts).where(eq(restockAlerts.userId, userId));
    // 적립금 and coupons end with the account (the leave screen says so).
    await tx.delete(pointEntries).where(eq(pointEntries.userId, userId));
    await tx.delete(userCoupons).where(eq(userCoupons.userId, userId));
    await eraseLikes(tx, userId);
    await erasePictures(tx, userId);
    await anonymiseOrders(tx, userId);
    await tx.update(pageViews).set({ userId: null }).where(eq(pageViews.userId, userId));
    await tx.insert(leaveReasons).values({ reason: body.reason, detail: body.detail || null });
    await revoke(tx, token);
  });
  forgetUserSessions(app, userId);
  return { success: true };
}
