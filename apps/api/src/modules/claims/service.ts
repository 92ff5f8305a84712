import {
  MESSAGES,
  claimShippingFee,
  needsRefundAccount,
  type ClaimCreateBody,
  type Order,
} from '@chorok/contract';
import {
  claimPhotos,
  claims,
  orderProducts,
  payments,
  photoUploads,
  sqlState,
  UNIQUE_VIOLATION,
  type Database,
} from '@chorok/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { AppError } from '../../lib/app-error.ts';
import { isStoredId } from '../../lib/stored-id.ts';
import { claimDeadlineOf, isOpenClaim } from '../orders/after-delivery-read.ts';
import { loadOrder } from '../orders/read.ts';
import { lockOwnOrder } from '../orders/service.ts';

/*
 * The shopper's side of a claim (decision 0023): asking, per delivered line, within 7 days of its
 * delivery, and withdrawing while the operator has not decided. Both run under the order's row
 * lock, as cancels and the operator's steps do, so a claim and a refund never cross.
 */

/** The body as the route hands it over: detail trimmed, photoIds defaulted. */
export type NewClaim = z.output<typeof ClaimCreateBody>;

/**
 * POST /orders/{id}/claims. Refusals: another user's order → 404; a line not of the order → 404;
 * a line not delivered → 409 claimNotDelivered (alreadyReturned); the 7 days over → 409
 * claimWindowPassed; an open claim on the line → 409 claimOpen (the partial unique index settles
 * two at once); a photo that is not the caller's unused upload → 400 photoNotFound.
 */
export async function createClaim(
  db: Database,
  userId: number,
  orderId: number,
  body: NewClaim,
  now: Date = new Date(),
): Promise<Order> {
  const photoIds = body.photoIds;
  if (new Set(photoIds).size !== photoIds.length || !photoIds.every(isStoredId))
    throw AppError.badRequest(MESSAGES.photoNotFound, [
      { path: 'photoIds', message: MESSAGES.photoNotFound },
    ]);
  try {
    await db.transaction(async (tx) => {
      const order = await lockOwnOrder(tx, userId, orderId);
      const [line] = isStoredId(body.orderProductId)
        ? await tx
            .select()
            .from(orderProducts)
            .where(
              and(eq(orderProducts.id, body.orderProductId), eq(orderProducts.orderId, order.id)),
            )
        : [];
      if (!line) throw AppError.notFound(MESSAGES.orderProductNotFound);
      if (line.status === 'RETURNED') throw AppError.conflict(MESSAGES.alreadyReturned);
      if (line.status !== 'DELIVERED' && line.status !== 'CONFIRMED')
        throw AppError.conflict(MESSAGES.claimNotDelivered);
      if (!line.deliveredAt || now > claimDeadlineOf(line.deliveredAt))
        throw AppError.conflict(MESSAGES.claimWindowPassed);
      const earlier = await tx
        .select({ status: claims.status })
        .from(claims)
        .where(eq(claims.orderProductId, line.id));
      if (earlier.some((claim) => isOpenClaim(claim.status)))
        throw AppError.conflict(MESSAGES.claimOpen);
      // Money that came by deposit goes back to the account the shopper names.
      const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order.id));
      const accountNeeded =
        body.kind !== 'EXCHANGE' &&
        needsRefundAccount({
          paymentMethod: order.paymentMethod,
          payment: payment ?? null,
        });
      if (accountNeeded && !body.refundAccount)
        throw AppError.badRequest(MESSAGES.refundAccountRequired, [
          { path: 'refundAccount', message: MESSAGES.refundAccountRequired },
        ]);

      // Locked: a second claim or review sent at once with the same upload waits, then finds it used.
      const uploads =
        photoIds.length === 0
          ? []
          : await tx
              .select({ id: photoUploads.id, assetKey: photoUploads.assetKey })
              .from(photoUploads)
              .where(
                and(
                  inArray(photoUploads.id, photoIds),
                  eq(photoUploads.userId, userId),
                  isNull(photoUploads.usedAt),
                ),
              )
              .for('update');
      if (uploads.length !== photoIds.length)
        throw AppError.badRequest(MESSAGES.photoNotFound, [
          { path: 'photoIds', message: MESSAGES.photoNotFound },
        ]);
      const keyOf = new Map(uploads.map((upload) => [upload.id, upload.assetKey]));

      const [claim] = await tx
        .insert(claims)
        .values({
          orderId: order.id,
          orderProductId: line.id,
          userId,
          kind: body.kind,
          reason: body.reason,
          detail: body.detail,
          returnShippingFee: claimShippingFee(body.reason, order.shippingFee),
          refundAccount: accountNeeded ? body.refundAccount : null,
          createdAt: now,
        })
        .returning({ id: claims.id });
      if (photoIds.length > 0) {
        await tx.insert(claimPhotos).values(
          photoIds.map((id, position) => ({
            claimId: claim!.id,
            position,
            assetKey: keyOf.get(id)!,
          })),
        );
        await tx
          .update(photoUploads)
          .set({ usedAt: sql`now()` })
          .where(inArray(photoUploads.id, photoIds));
      }
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', MESSAGES.claimOpen, { cause: error });
    throw error;
  }
  return loadOrder(db, orderId);
}

/**
 * POST /orders/{orderId}/claims/{claimId}/withdraw: the caller's claim while it waits (REQUESTED)
 * becomes WITHDRAWN; the line may be claimed again within its window. Another user's order or a
 * claim not of it → 404; a decided claim → 409 claimNotWithdrawable.
 */
export async function withdrawClaim(
  db: Database,
  userId: number,
  orderId: number,
  claimId: number,
  now: Date = new Date(),
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    const [claim] = isStoredId(claimId)
      ? await tx
          .select({ id: claims.id, status: claims.status })
          .from(claims)
          .where(and(eq(claims.id, claimId), eq(claims.orderId, order.id)))
      : [];
    if (!claim) throw AppError.notFound(MESSAGES.claimNotFound);
    if (claim.status !== 'REQUESTED') throw AppError.conflict(MESSAGES.claimNotWithdrawable);
    await tx
      .update(claims)
      .set({ status: 'WITHDRAWN', completedAt: now, refundAccount: null })
      .where(eq(claims.id, claim.id));
  });
  return loadOrder(db, orderId);
}
