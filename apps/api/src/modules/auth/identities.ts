import {
  MESSAGES,
  SOCIAL_PROVIDERS,
  type LinkedIdentities,
  type LinkedIdentity,
  type ProviderSignInBody,
  type SocialProvider,
} from '@chorok/contract';
import { authIdentities, type Database } from '@chorok/db';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { lockUser } from '../../lib/user-lock.ts';
import { linkProfile } from './identity-sign-in.ts';
import { consumeOAuthState } from './oauth-state.ts';
import { oauthProvider, profileFromCallback } from './social.ts';

type Db = Pick<Database, 'select'>;
const LISTED: readonly string[] = [...SOCIAL_PROVIDERS, 'temporary'];

/**
 * The caller's ways to sign in, oldest first. Every row counts towards "another way remains",
 * the operator's temporary code included.
 */
export async function listIdentities(db: Db, userId: number): Promise<LinkedIdentities> {
  const rows = await db
    .select({
      provider: authIdentities.provider,
      email: authIdentities.email,
      createdAt: authIdentities.createdAt,
    })
    .from(authIdentities)
    .where(eq(authIdentities.userId, userId))
    .orderBy(asc(authIdentities.createdAt), asc(authIdentities.id));
  const identities = rows
    .filter((row) => LISTED.includes(row.provider))
    .map((row): LinkedIdentity => ({
      provider: row.provider as LinkedIdentity['provider'],
      email: row.email,
      linkedAt: row.createdAt.toISOString(),
    }));
  return { identities, canUnlink: rows.length > 1 };
}

/**
 * POST /users/me/identities/{provider}: the callback of a link started by this user (the state
 * carries their id, so nobody else's callback can attach an identity to them).
 */
export async function linkIdentity(
  app: Pick<FastifyInstance, 'db' | 'config' | 'socialProviders'>,
  userId: number,
  provider: SocialProvider,
  body: ProviderSignInBody,
): Promise<LinkedIdentities> {
  const adapter = oauthProvider(app, provider);
  const spent = await consumeOAuthState(app.db, body.state, { provider, intent: 'link', userId });
  await linkProfile(app.db, userId, await profileFromCallback(adapter, body, spent));
  return listIdentities(app.db, userId);
}

/**
 * Removes one provider while another way to sign in remains. The user's row lock makes two
 * unlinks at once take turns, so they cannot both see "two left" and leave none.
 */
export async function unlinkIdentity(
  db: Database,
  userId: number,
  provider: SocialProvider,
): Promise<LinkedIdentities> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const rows = await tx
      .select({ id: authIdentities.id, provider: authIdentities.provider })
      .from(authIdentities)
      .where(eq(authIdentities.userId, userId));
    if (!rows.some((row) => row.provider === provider))
      throw AppError.notFound(MESSAGES.identityNotLinked);
    if (rows.length <= 1) throw AppError.conflict(MESSAGES.lastSignInMethod);
    await tx
      .delete(authIdentities)
      .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, provider)));
  });
  return listIdentities(db, userId);
}
