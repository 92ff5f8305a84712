import { AUDIT_TARGETS } from '@chorok/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
