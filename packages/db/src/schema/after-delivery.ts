import { CLAIM_KINDS, CLAIM_REASONS, CLAIM_STATUSES, COURIER_CODES } from '@chorok/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { imageAssets } from './catalogue.ts';
import { orderProducts, orders, refunds } from './commerce.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * After delivery (issue 13). A claim is a return, exchange or damaged-on-arrival claim for one
 * delivered line; a line has at most one open (REQUESTED or APPROVED) claim at a time.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderProductId: integer('order_product_id')
      .notNull()
      .references(() => orderProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** RETURN | EXCHANGE */
    kind: text('kind', { enum: CLAIM_KINDS }).notNull(),
    /** CHANGED_MIND | DEFECTIVE | DAMAGED_IN_TRANSIT | WRONG_ITEM */
    reason: text('reason', { enum: CLAIM_REASONS }).notNull(),
    detail: text('detail').notNull().default(''),
    /** REQUESTED | APPROVED | REJECTED | COMPLETED | WITHDRAWN */
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('REQUESTED'),
    /** Fixed when asked (claimShippingFee): what the shopper pays for the way back. */
    returnShippingFee: integer('return_shipping_fee').notNull().default(0),
    /** A return: the amount refunded (or being refunded); null for an exchange. */
    refundAmount: integer('refund_amount'),
    /** The refund an approved return made (its transactionKey null while in flight). */
    refundId: integer('refund_id').references(() => refunds.id),
    rejectReason: text('reject_reason'),
    /**
     * A return of money that came by deposit: where to refund it (decision 0032). Moved to the
     * refund when approved, dropped when refused or withdrawn.
     */
    refundAccount: jsonb('refund_account').$type<{
      bankCode: string;
      accountNumber: string;
      holderName: string;
    }>(),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('claims_order_idx').on(t.orderId),
    uniqueIndex('claims_open_line_key')
      .on(t.orderProductId)
      .where(sql`${t.status} in ('REQUESTED', 'APPROVED')`),
    check('claims_return_fee', sql`${t.returnShippingFee} >= 0`),
  ],
);

/** Photos of a claim (the review photo pipeline's re-encoded uploads), in the order given. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    assetKey: text('asset_key')
      .notNull()
      .references(() => imageAssets.key),
  },
  (t) => [index('claim_photos_claim_idx').on(t.claimId, t.position)],
);

/**
 * A parcel: the order's own (claimId null) when the operator ships it with a courier and waybill,
 * or an exchange's replacement. deliveredAt is set when the operator marks it delivered.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => claims.id, { onDelete: 'cascade' }),
    /** A COURIERS code: cj | lotte | hanjin | epost | logen */
    courier: text('courier', { enum: COURIER_CODES }).notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedAt: at('shipped_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('shipments_order_idx').on(t.orderId),
    // One parcel for the order itself, one per exchange.
    uniqueIndex('shipments_order_own_key')
      .on(t.orderId)
      .where(sql`${t.claimId} is null`),
    uniqueIndex('shipments_claim_key').on(t.claimId),
  ],
);
