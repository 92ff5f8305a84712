import {
  COUPON_KINDS,
  COUPON_SCOPES,
  COUPON_SOURCES,
  POINT_ENTRY_KINDS,
  PRODUCT_CATEGORIES,
} from '@chorok/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './commerce.ts';
import { users } from './users.ts';

/* 적립금 and coupons (decision 0033). */

const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();

/** A coupon as the shop defines it; shoppers hold copies in user_coupons. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** What a shopper types to get it (normalizeCouponCode); null when given, not typed. */
    code: text('code'),
    /** FIXED (won) or PERCENT */
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    value: integer('value').notNull(),
    /** PERCENT: the most it takes off. */
    maxDiscount: integer('max_discount'),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    /** ALL, CATEGORY or PRODUCT */
    scope: text('scope', { enum: COUPON_SCOPES }).notNull().default('ALL'),
    categories: text('categories', { enum: PRODUCT_CATEGORIES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** CODE, WELCOME or OPERATOR */
    source: text('source', { enum: COUPON_SOURCES }).notNull(),
    /** It can be received from, and used until (whichever of validUntil and validDays ends first). */
    validFrom: at('valid_from'),
    validUntil: at('valid_until'),
    /** Days a received copy stays usable. */
    validDays: integer('valid_days'),
    /** How many copies may be handed out in all; null for no limit. */
    issueLimit: integer('issue_limit'),
    issuedCount: integer('issued_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_value', sql`${t.value} > 0 and (${t.kind} <> 'PERCENT' or ${t.value} <= 90)`),
    check(
      'coupons_issue_limit',
      sql`${t.issueLimit} is null or ${t.issuedCount} <= ${t.issueLimit}`,
    ),
    check('coupons_validity', sql`${t.validUntil} is not null or ${t.validDays} is not null`),
  ],
);

/** A shopper's copy of a coupon: once per shopper, used by at most one order. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** The order holding it (unpaid or paid); cleared when that order is given up or fully cancelled. */
    usedOrderId: integer('used_order_id').references(() => orders.id, { onDelete: 'set null' }),
    usedAt: at('used_at'),
  },
  (t) => [
    uniqueIndex('user_coupons_user_coupon_key').on(t.userId, t.couponId),
    index('user_coupons_user_idx').on(t.userId, t.expiresAt),
  ],
);

/**
 * The 적립금 ledger: every change of a shopper's points, signed. A positive entry that can be spent
 * (EARN, REVIEW_BONUS, ADJUST) is also a lot: `remaining` is what is left of it, spent soonest to
 * expire first, and expired by the sweep at `expiresAt`. The balance is the sum of live lots.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** POINT_ENTRY_KINDS */
    kind: text('kind', { enum: POINT_ENTRY_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    remaining: integer('remaining'),
    expiresAt: at('expires_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderProductId: integer('order_product_id'),
    /** What the line says it was: the order's or the product's name. */
    title: text('title'),
    note: text('note'),
    /** When the shopper was told this lot expires soon. */
    expiryNoticedAt: at('expiry_noticed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.createdAt, t.id),
    // Live lots of a shopper, soonest to expire first (spending, balance, the expiry sweep).
    index('point_entries_lots_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    index('point_entries_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    // A line earns once, and its photo review's bonus once.
    uniqueIndex('point_entries_line_once_key')
      .on(t.orderProductId, t.kind)
      .where(sql`${t.kind} in ('EARN', 'REVIEW_BONUS', 'REVOKE')`),
    check(
      'point_entries_remaining',
      sql`${t.remaining} is null or ${t.remaining} between 0 and ${t.amount}`,
    ),
  ],
);
