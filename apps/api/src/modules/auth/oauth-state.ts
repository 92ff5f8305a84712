import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES, OAUTH, type OAuthIntent, type SocialProvider } from '@chorok/contract';
import { oauthStates, type Database } from '@chorok/db';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
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
  /** Set when the native app signs in in the system browser (app-sign-in.ts). */
  appReturnUrl: string | null;
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
      appReturnUrl: oauthStates.appReturnUrl,
    });
  if (!spent) throw new AppError('BAD_REQUEST', MESSAGES.oauthStateInvalid);
  return spent;
}

/**
 * The native app's sign-in in the system browser: binds its return address to a live, unbound
 * state of this provider (once) and the redirect_uri the provider will be given. Null when the
 * state is unknown, spent, expired, already bound, or of an intent the app cannot take here.
 */
export async function bindAppReturn(
  db: Database,
  state: string,
  input: {
    provider: SocialProvider;
    intents: readonly OAuthIntent[];
    appReturnUrl: string;
    redirectUri: string;
  },
): Promise<{ nonce: string | null } | null> {
  const [bound] = await db
    .update(oauthStates)
    .set({ appReturnUrl: input.appReturnUrl, redirectUri: input.redirectUri })
    .where(
      and(
        eq(oauthStates.stateHash, hashState(state)),
        eq(oauthStates.provider, input.provider),
        inArray(oauthStates.intent, [...input.intents]),
        isNull(oauthStates.usedAt),
        isNull(oauthStates.appReturnUrl),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ nonce: oauthStates.nonce });
  return bound ?? null;
}

/** Where the app waits for this state's answer; `live` only while the state can still be spent. */
export async function appReturnUrlOf(
  db: Database,
  state: string,
  provider: SocialProvider,
  { live }: { live: boolean },
): Promise<string | null> {
  const [row] = await db
    .select({ url: oauthStates.appReturnUrl })
    .from(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, hashState(state)),
        eq(oauthStates.provider, provider),
        live ? isNull(oauthStates.usedAt) : undefined,
        live ? gt(oauthStates.expiresAt, sql`now()`) : undefined,
      ),
    )
    .limit(1);
  return row?.url ?? null;
}
