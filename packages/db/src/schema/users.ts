import { USER_ROLES } from '@chorok/contract';
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

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Null once the account has left (personal data erased). */
    email: text('email'),
    name: text('name').notNull().default(''),
    nickname: text('nickname'),
    level: integer('level').notNull().default(1),
    phoneNumber: text('phone_number'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** SHOPPER, OPERATOR or OWNER (decision 0043): who may use the back office. */
    role: text('role', { enum: USER_ROLES }).notNull().default('SHOPPER'),
    /**
     * Saved questionnaire answers (metadata ids of the four question kinds). An array on the row,
     * not a table: the auth plugin loads the user once per request and /users/me needs no query.
     */
    recommendMetadataIds: integer('recommend_metadata_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_nickname_key').on(t.nickname),
    /** A verified number belongs to one account (issue 16). */
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    check('users_role', sql`${t.role} in ('SHOPPER', 'OPERATOR', 'OWNER')`),
    // The console's operator list reads only these few rows.
    index('users_role_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'SHOPPER'`),
  ],
);
