import {
  LEAVE_REASONS,
  MARKETING_CHANNELS,
  OAUTH_INTENTS,
  SOCIAL_PROVIDERS,
  TERMS_KINDS,
} from '@chorok/contract';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A `state` issued before the browser goes to a provider (CSRF), spent once when it comes back.
 * Only its hash is stored. `intent = 'link'` carries the user the provider is added to; Apple's
 * nonce travels with it.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: serial('id').primaryKey(),
    stateHash: text('state_hash').notNull(),
    provider: text('provider', { enum: SOCIAL_PROVIDERS }).notNull(),
    intent: text('intent', { enum: OAUTH_INTENTS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce'),
    redirectUri: text('redirect_uri'),
    /** Sign-in from the native app in the system browser: where the browser hands the app its answer. */
    appReturnUrl: text('app_return_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_states_hash_key').on(t.stateHash),
    index('oauth_states_expires_idx').on(t.expiresAt),
  ],
);

/** One code sent to one number; only the hash of the code is stored. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Digits only, e.g. 01012345678. */
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_verifications_user_idx').on(t.userId, t.createdAt),
    index('phone_verifications_number_idx').on(t.phoneNumber, t.createdAt),
  ],
);

/** Every SMS the shop sends, through whichever provider; the embedded default only writes here. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    /** `queued` (outbox only), `sent`, `failed`. */
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt)],
);

/** Versioned documents (terms, privacy, age, marketing), imported from content/terms at start. */
export const termsDocuments = pgTable(
  'terms_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: TERMS_KINDS }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    sourceHash: text('source_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_documents_kind_version_key').on(t.kind, t.version)],
);

/**
 * Append-only: every agreement, withdrawal and marketing change with its version and time. The
 * current state is the latest row per (user, kind, channel); `channel` is set for marketing only.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TERMS_KINDS }).notNull(),
    version: integer('version').notNull(),
    channel: text('channel', { enum: MARKETING_CHANNELS }),
    agreed: boolean('agreed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_consents_user_idx').on(t.userId, t.kind, t.createdAt)],
);

/** Why people leave, deliberately without the user: counted, never traced back. */
export const leaveReasons = pgTable('leave_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason', { enum: LEAVE_REASONS }).notNull(),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
