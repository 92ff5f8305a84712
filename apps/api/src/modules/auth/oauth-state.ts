import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, OAUTH, type OAuthIntent, type SocialProvider } from '@chorok/contract';
import { oauthStates, type Database } from '@chorok/db';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';

/** 32 random bytes, url-safe: unguessable, and only its hash is stored. */
const STATE_BYTES = 32;
const NONCE_BYTES = 24;

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

export interface IssueStateInput {
  provider: SocialProvider;
  intent: OAuthIntent;
  /** The account a `link` adds the provider to; null for sign-in. */
  userId: number | null;
  redirectUri: string | null;
  /** Apple binds its id_token to a nonce we choose. */
  withNonce: boolean;
}

export async function issueOAuthState(
  db: Database,
  input: IssueStateInput,
): Promise<{ state: string; nonce: string | null }> {
  const state = randomBytes(STATE_BYTES).toString('base64url');
  const nonce = input.withNonce ? randomBytes(NONCE_BYTES).toString('base64url') : null;
  await db.insert(oauthStates).values({
    stateHash: hashState(state),
    provider: input.provider,
    intent: input.intent,
    userId: input.userId,
    nonce,
    redirectUri: input.redirectUri,
    expiresAt: new Date(Date.now() + OAUTH.stateTtlMs),
  });
  // States nobody came back for are only clutter; clearing them here needs no scheduler.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now() - interval '1 day'`));
  return { state, nonce };
}

export interface SpentState {
  userId: number | null;
  nonce: string | null;
  redirectUri: string | null;
}

/**
 * Spends a state: it must exist, be unused and unexpired, and have been issued for this provider
 * and intent (and, for a link, this user). One conditional UPDATE, so a replay racing the first
 * use cannot also win. Every failure is the same 400: which check failed is nobody's business.
 */
export async function consumeOAuthState(
  db: Database,
  state: string,
  expected: { provider: SocialProvider; intent: OAuthIntent; userId?: number },
): Promise<SpentState> {
  const [spent] = await db
    .update(oauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oauthStates.stateHash, hashState(state)),
        eq(oauthStates.provider, expected.provider),
        eq(oauthStates.intent, expected.intent),
        expected.userId === undefined ? undefined : eq(oauthStates.userId, expected.userId),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: oauthStates.userId,
      nonce: oauthStates.nonce,
      redirectUri: oauthStates.redirectUri,
    });
  if (!spent) throw new AppError('BAD_REQUEST', MESSAGES.oauthStateInvalid);
  return spent;
}
