import { AUDIT_TARGETS, STOCK_REASONS } from '@chorok/contract';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { users } from './users.ts';

/**
 * The audit log (decision 0043): one row per operator action, written in the action's own
 * transaction. `actorUserId` is null for the admin CLI; `actorLabel` keeps who it was (their email
 * then, or 'CLI') after the account has left.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    /** What was done, e.g. 'order.ship', 'review.hide', 'role.grant'. */
    action: text('action').notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    targetId: text('target_id').notNull(),
    /** The fields the action changed, as they were and as they became (null: none, e.g. created). */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_actions_created_idx').on(t.createdAt, t.id),
    index('operator_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

/**
 * Stock changed by hand, with its reason (decision 0043): the history the console shows. Orders
 * take and return stock on their own lines, not here.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    stockAfter: integer('stock_after').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_adjustments_product_idx').on(t.productId, t.createdAt, t.id)],
);

/** A shopper waiting for a product to come back (재입고 알림); told once, then the row goes. */
export const restockAlerts = pgTable(
  'restock_alerts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('restock_alerts_product_idx').on(t.productId),
  ],
);
