import * as z from 'zod/mini';
import '../zod-setup.ts';
import {
  AUDIT_TARGETS,
  CONSOLE_MESSAGES,
  CONSOLE_PAGE,
  REVIEW_HIDE_REASON,
  USER_ROLES,
} from '../back-office.ts';
import { BodyId, IsoDateTime, RouteId } from '../common.ts';
import {
  ORDER,
  ORDER_ADMIN_ACTIONS,
  ORDER_PRODUCT_STATUSES,
  ORDER_STATUSES,
  SHOP_CANCEL_REASONS,
} from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { MESSAGES } from '../messages.ts';
import { MemberEmail } from './admin-benefits.ts';
import { OrderShipBody } from './admin.ts';
import { Order, RefundAccount } from './orders.ts';
import { ImageRef } from './products.ts';

/*
 * The back office (issue 22, decision 0043): what the console at /admin calls. Every endpoint is
 * `operator` (an OPERATOR's or OWNER's token, or the admin CLI's secret) or `owner`; a shopper's
 * token gets 403. The web app's console chunk alone imports these routes.
 */

const positiveInt = (message: string) =>
  z.pipe(
    z.union(
      [z.number(), z.pipe(z.string().check(z.regex(/^\d+$/, message)), z.transform(Number))],
      {
        error: message,
      },
    ),
    z.int({ error: message }).check(z.minimum(1, { error: message })),
  );

/** Console lists: page from 1, CONSOLE_PAGE.defaultPerPage rows unless asked, at most maxPerPage. */
export const ConsolePaging = z.object({
  page: z._default(positiveInt('page must be a positive integer'), 1),
  perPage: z._default(
    z.pipe(
      positiveInt('perPage must be a positive integer'),
      z.number().check(
        z.maximum(CONSOLE_PAGE.maxPerPage, {
          error: `perPage must be at most ${CONSOLE_PAGE.maxPerPage}`,
        }),
      ),
    ),
    CONSOLE_PAGE.defaultPerPage,
  ),
});

const SearchText = z.optional(
  z.string().check(z.trim(), z.maxLength(50, { error: CONSOLE_MESSAGES.searchTooLong })),
);
const SeoulDay = z.optional(z.iso.date({ error: CONSOLE_MESSAGES.dateRange }));
const Flag = z.optional(
  z.pipe(
    z.enum(['true', 'false'], { error: 'expected true or false' }),
    z.transform((v) => v === 'true'),
  ),
);

// ---- Orders ----

/**
 * `status`: the order's own state. `lineStatus`: orders with at least one line in that state (PAID
 * = waiting to be prepared). `from`/`to`: Seoul days the order was made, inclusive. `q`: an order
 * number, or the buyer's or recipient's name, email or phone digits.
 */
export const AdminOrderListQuery = z
  .object({
    ...ConsolePaging.shape,
    status: z.optional(z.enum(ORDER_STATUSES)),
    lineStatus: z.optional(z.enum(ORDER_PRODUCT_STATUSES)),
    from: SeoulDay,
    to: SeoulDay,
    q: SearchText,
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['to'],
      error: CONSOLE_MESSAGES.dateRange,
    }),
  );
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuery>;

/** The buyer as the console shows them; null fields once they left (personal data erased). */
export const AdminBuyer = z.object({
  userId: z.nullable(z.int()),
  name: z.string(),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
});
export type AdminBuyer = z.infer<typeof AdminBuyer>;

export const AdminOrderRow = z.object({
  id: z.int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  orderName: z.string(),
  totalAmount: z.int(),
  refundedAmount: z.int(),
  buyer: AdminBuyer,
  recipientName: z.string(),
  /** How many lines are in each state, e.g. [{ status: 'PAID', count: 2 }]. */
  lines: z.array(z.object({ status: z.enum(ORDER_PRODUCT_STATUSES), count: z.int() })),
  createdAt: IsoDateTime,
  /** When it was paid; null while unpaid. */
  paidAt: z.nullable(IsoDateTime),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

export const AdminOrderDetail = z.object({ order: Order, buyer: AdminBuyer });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

/**
 * The shop cancels lines for the buyer (before they ship) and refunds them through the payment
 * provider, by the buyer's own cancel rules (refunds.ts): one refund at a time per order.
 */
export const AdminCancelBody = z.strictObject({
  orderProductIds: z
    .array(BodyId(CONSOLE_MESSAGES.cancelLines), { error: CONSOLE_MESSAGES.cancelLines })
    .check(
      z.minLength(1, { error: CONSOLE_MESSAGES.cancelLines }),
      z.maxLength(ORDER.maxItems, { error: CONSOLE_MESSAGES.cancelLines }),
    ),
  reason: z.enum(SHOP_CANCEL_REASONS, { error: CONSOLE_MESSAGES.cancelReason }),
  /** Needed when the money came by deposit (needsRefundAccount), as for the buyer. */
  refundAccount: z.optional(RefundAccount),
});
export type AdminCancelBody = z.input<typeof AdminCancelBody>;

// ---- Reviews ----

export const AdminReviewListQuery = z.object({
  ...ConsolePaging.shape,
  rating: z.optional(
    z.pipe(
      positiveInt(MESSAGES.invalidInput),
      z.number().check(z.maximum(5, { error: MESSAGES.invalidInput })),
    ),
  ),
  /** true: with photos only; false: without. */
  photos: Flag,
  /** true: hidden only; false: shown only; absent: both. */
  hidden: Flag,
  productId: z.optional(RouteId()),
});
export type AdminReviewListQuery = z.input<typeof AdminReviewListQuery>;

export const AdminReview = z.object({
  id: z.int(),
  product: z.object({ id: z.int(), name: z.string() }),
  author: z.object({ userId: z.nullable(z.int()), name: z.string() }),
  rating: z.int(),
  content: z.string(),
  photos: z.array(ImageRef),
  likeCount: z.int(),
  createdAt: IsoDateTime,
  hidden: z.nullable(z.object({ at: IsoDateTime, reason: z.string() })),
});
export type AdminReview = z.infer<typeof AdminReview>;

export const ReviewHideBody = z.strictObject({
  reason: z
    .string({ error: CONSOLE_MESSAGES.reviewHideReason })
    .check(
      z.trim(),
      z.minLength(REVIEW_HIDE_REASON.min, { error: CONSOLE_MESSAGES.reviewHideReason }),
      z.maxLength(REVIEW_HIDE_REASON.max, { error: CONSOLE_MESSAGES.reviewHideReason }),
    ),
});
export type ReviewHideBody = z.input<typeof ReviewHideBody>;

// ---- Audit log and operators ----

export const AdminAuditQuery = z.object({
  ...ConsolePaging.shape,
  targetType: z.optional(z.enum(AUDIT_TARGETS)),
  targetId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
});
export type AdminAuditQuery = z.input<typeof AdminAuditQuery>;

/** A JSON object of the fields an action changed. */
const Fields = z.nullable(z.record(z.string(), z.unknown()));

export const AuditEntry = z.object({
  id: z.int(),
  actor: z.object({ userId: z.nullable(z.int()), label: z.string() }),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  before: Fields,
  after: Fields,
  createdAt: IsoDateTime,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const Operator = z.object({
  userId: z.int(),
  email: z.nullable(z.string()),
  name: z.string(),
  role: z.enum(USER_ROLES),
});
export type Operator = z.infer<typeof Operator>;

/** Make a member an OPERATOR or OWNER, or a SHOPPER again. */
export const SetRoleBody = z.strictObject({
  email: MemberEmail,
  role: z.enum(USER_ROLES, { error: CONSOLE_MESSAGES.role }),
});
export type SetRoleBody = z.input<typeof SetRoleBody>;

export const consoleEndpoints = {
  adminOrders: defineEndpoint({
    id: 'adminOrders',
    method: 'GET',
    path: '/admin/orders',
    summary:
      'Operator: orders, newest first, by state, Seoul days and a search (order number, buyer or recipient name, email, phone)',
    tag: 'admin',
    auth: 'operator',
    query: AdminOrderListQuery,
    data: AdminOrderRow,
    list: true,
  }),
  adminOrder: defineEndpoint({
    id: 'adminOrder',
    method: 'GET',
    path: '/admin/orders/:id',
    summary: 'Operator: one order with its lines, payment, refunds, parcels, claims and buyer',
    tag: 'admin',
    auth: 'operator',
    params: z.object({ id: RouteId() }),
    data: AdminOrderDetail,
  }),
  adminOrderStep: defineEndpoint({
    id: 'adminOrderStep',
    method: 'POST',
    path: '/admin/orders/:id/:action',
    summary:
      "Operator: move an order's lines on: prepare (PAID → PREPARING), ship (→ SHIPPING, with the courier and waybill as the body; the shopper is notified), deliver (→ DELIVERED, the parcel too; the shopper is notified); cancelled lines stay",
    tag: 'admin',
    auth: 'operator',
    params: z.object({ id: RouteId(), action: z.enum(ORDER_ADMIN_ACTIONS) }),
    /** Only for `ship`, where it is required. */
    body: z.optional(OrderShipBody),
    data: Order,
  }),
  adminCancelOrder: defineEndpoint({
    id: 'adminCancelOrder',
    method: 'POST',
    path: '/admin/orders/:id/cancellations',
    summary:
      "Operator: cancel lines before they ship, for the buyer, and refund them through the payment provider (the shipping fee too when nothing is left); the same rules and one-refund-at-a-time claim as the buyer's own cancel; the buyer is notified",
    tag: 'admin',
    auth: 'operator',
    params: z.object({ id: RouteId() }),
    body: AdminCancelBody,
    data: Order,
  }),
  adminReviews: defineEndpoint({
    id: 'adminReviews',
    method: 'GET',
    path: '/admin/reviews',
    summary: 'Operator: reviews, newest first, by rating, photos, hidden and product',
    tag: 'admin',
    auth: 'operator',
    query: AdminReviewListQuery,
    data: AdminReview,
    list: true,
  }),
  adminHideReview: defineEndpoint({
    id: 'adminHideReview',
    method: 'POST',
    path: '/admin/reviews/:id/hide',
    summary:
      "Operator: hide a review from the shop and its product's rating, with a reason its author sees",
    tag: 'admin',
    auth: 'operator',
    params: z.object({ id: RouteId() }),
    body: ReviewHideBody,
    data: AdminReview,
  }),
  adminUnhideReview: defineEndpoint({
    id: 'adminUnhideReview',
    method: 'POST',
    path: '/admin/reviews/:id/unhide',
    summary: 'Operator: show a hidden review again (and count it in the rating)',
    tag: 'admin',
    auth: 'operator',
    params: z.object({ id: RouteId() }),
    data: AdminReview,
  }),
  adminAudit: defineEndpoint({
    id: 'adminAudit',
    method: 'GET',
    path: '/admin/audit',
    summary: 'Operator: the audit log, newest first, optionally of one target',
    tag: 'admin',
    auth: 'operator',
    query: AdminAuditQuery,
    data: AuditEntry,
    list: true,
  }),
  adminOperators: defineEndpoint({
    id: 'adminOperators',
    method: 'GET',
    path: '/admin/operators',
    summary: 'Operator: the people who may use the console (OPERATOR and OWNER)',
    tag: 'admin',
    auth: 'operator',
    data: z.object({ operators: z.array(Operator) }),
  }),
  adminSetRole: defineEndpoint({
    id: 'adminSetRole',
    method: 'PUT',
    path: '/admin/operators',
    summary:
      "Owner: set a member's role (OPERATOR, OWNER, or SHOPPER to take it away); the last OWNER stays",
    tag: 'admin',
    auth: 'owner',
    body: SetRoleBody,
    data: Operator,
  }),
} as const;
