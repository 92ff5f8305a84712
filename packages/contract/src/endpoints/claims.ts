import * as z from 'zod/mini';
import '../zod-setup.ts';
import { BodyId, IsoDateTime, RouteId } from '../common.ts';
import {
  CLAIM,
  CLAIM_KINDS,
  CLAIM_REASONS,
  CLAIM_STATUSES,
  COURIER_CODES,
  claimKindAllowed,
  isTrackingNumber,
  normalizeTrackingNumber,
} from '../after-delivery.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { Claim, Order, OrderIdParams, RefundAccount } from './orders.ts';
import { UploadedPhoto } from './reviews.ts';

/*
 * Returns, exchanges and damaged-on-arrival claims (decision 0023): the shopper asks for one per
 * delivered line within 7 days and may withdraw it while it waits; the operator approves, rejects
 * or completes it (consoleClaimsEndpoints: the console and the admin CLI).
 */

export const ClaimCreateBody = z
  .strictObject({
    /** A DELIVERED or CONFIRMED line of this order, delivered within CLAIM.windowMs. */
    orderProductId: BodyId(),
    kind: z.enum(CLAIM_KINDS, { error: MESSAGES.claimKind }),
    reason: z.enum(CLAIM_REASONS, { error: MESSAGES.claimReason }),
    detail: z._default(
      z.string().check(z.trim(), z.maxLength(CLAIM.detailMax, MESSAGES.claimDetailTooLong)),
      '',
    ),
    /** Ids from uploadClaimPhoto (or any unused upload of the caller's), in the order to show them. */
    photoIds: z._default(
      z.array(BodyId()).check(z.maxLength(CLAIM.maxPhotos, MESSAGES.claimPhotoCount)),
      [],
    ),
    /** A return of money that came by deposit is refunded here (needsRefundAccount). */
    refundAccount: z.optional(RefundAccount),
  })
  .check(
    z.refine((body) => claimKindAllowed(body.kind, body.reason), {
      error: MESSAGES.claimExchangeChangedMind,
      path: ['kind'],
    }),
  );
export type ClaimCreateBody = z.input<typeof ClaimCreateBody>;

export const ClaimParams = z.object({ orderId: RouteId(), claimId: RouteId() });
export const AdminClaimParams = z.object({ id: RouteId() });

/**
 * Approving: a return needs nothing (its refund follows); an exchange names the replacement's
 * courier and waybill number (digits; hyphens and spaces dropped).
 */
export const ClaimApproveBody = z._default(
  z
    .strictObject({
      courier: z.optional(z.enum(COURIER_CODES, { error: MESSAGES.courierRequired })),
      trackingNumber: z.optional(
        z.pipe(
          z.string().check(z.maxLength(40, MESSAGES.trackingNumberRequired)),
          z.transform(normalizeTrackingNumber),
        ),
      ),
    })
    .check(
      z.refine((body) => (body.courier === undefined) === (body.trackingNumber === undefined), {
        error: MESSAGES.claimParcelRequired,
        path: ['trackingNumber'],
      }),
      // The same words as shipping an order (OrderShipBody): the courier's own waybill lengths.
      z.refine(
        (body) =>
          !body.courier ||
          body.trackingNumber === undefined ||
          isTrackingNumber(body.courier, body.trackingNumber),
        {
          path: ['trackingNumber'],
          error: (issue) =>
            MESSAGES.trackingNumberFormat[
              (issue.input as { courier: (typeof COURIER_CODES)[number] }).courier
            ],
        },
      ),
    ),
  {},
);
export type ClaimApproveBody = z.input<typeof ClaimApproveBody>;

export const ClaimRejectBody = z.strictObject({
  reason: z
    .string({ error: MESSAGES.claimRejectReason })
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.claimRejectReason),
      z.maxLength(CLAIM.rejectReasonMax, MESSAGES.claimRejectReason),
    ),
});

/** An open claim as the operator lists it: what, whose, why, since when. */
export const AdminClaim = z.object({
  id: z.int(),
  orderId: z.int(),
  orderNumber: z.string(),
  userId: z.int(),
  orderProductId: z.int(),
  productName: z.string(),
  quantity: z.int(),
  /** The line's amount (unitPrice × quantity). */
  amount: z.int(),
  kind: z.enum(CLAIM_KINDS),
  reason: z.enum(CLAIM_REASONS),
  detail: z.string(),
  status: z.enum(CLAIM_STATUSES),
  returnShippingFee: z.int(),
  refundAmount: z.nullable(z.int()),
  photoCount: z.int(),
  createdAt: IsoDateTime,
});
export type AdminClaim = z.infer<typeof AdminClaim>;

/** What an operator step answers: the claim as it is now, and its order. */
export const AdminClaimResult = z.object({ claim: Claim, order: Order });
export type AdminClaimResult = z.infer<typeof AdminClaimResult>;

export const claimsEndpoints = {
  createClaim: defineEndpoint({
    id: 'createClaim',
    method: 'POST',
    path: '/orders/:id/claims',
    summary:
      "Ask to return or exchange a delivered line of the caller's order within 7 days of delivery (반품 / 교환, with a reason, up to 500 characters and 5 uploaded photos); the return shipping fee is fixed now",
    tag: 'claims',
    auth: 'required',
    params: OrderIdParams,
    body: ClaimCreateBody,
    data: Order,
    successStatus: 201,
  }),
  withdrawClaim: defineEndpoint({
    id: 'withdrawClaim',
    method: 'POST',
    path: '/orders/:orderId/claims/:claimId/withdraw',
    summary: 'Withdraw a claim of the caller’s while it waits for the operator (REQUESTED)',
    tag: 'claims',
    auth: 'required',
    params: ClaimParams,
    data: Order,
  }),
  uploadClaimPhoto: defineEndpoint({
    id: 'uploadClaimPhoto',
    method: 'POST',
    path: '/claims/photos',
    summary:
      'Upload one claim photo as the raw request body: the review photo pipeline (JPEG, PNG, WebP or AVIF, at most 10 MB, re-encoded to WebP, metadata stripped)',
    tag: 'claims',
    auth: 'required',
    data: UploadedPhoto,
    successStatus: 201,
  }),
} as const;
