import {
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per way a user signs in: provider + the provider's subject id. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** What the provider shared at the last sign-in; null when it did not. */
    email: text('email'),
    displayName: text('display_name'),
    profileImageUrl: text('profile_image_url'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_identities_provider_subject_key').on(t.provider, t.subject),
    index('auth_identities_user_idx').on(t.userId),
  ],
);

/**
 * Single-use sign-in codes. Only a SHA-256 hash of the code is stored. `purpose` keeps an
 * operator's code (`temporary`) apart from the token Apple's callback hands the web (`apple`).
 */
export const temporaryCodes = pgTable(
  'temporary_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose').notNull().default('temporary'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('temporary_codes_hash_key').on(t.codeHash)],
);

/** Tokens ended by sign-out before their expiry; rows past `expires_at` can be purged. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').notNull(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jti] }), index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A native device's push token. One device, one account: the token belongs to the account that
 * registered it last (unique by token), and goes when the session that registered it signs out
 * (decision 0027).
 */
export const deviceInfos = pgTable(
  'device_infos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fcmToken: text('fcm_token').notNull(),
    deviceType: text('device_type').notNull(),
    deviceModel: text('device_model').notNull(),
    /** The access token (its jti) the app registered it with; null for rows from before 0012. */
    sessionJti: text('session_jti'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_infos_token_key').on(t.fcmToken),
    index('device_infos_user_idx').on(t.userId),
  ],
);

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);
