import { randomBytes } from 'node:crypto';
import {
  APPLE_COMPLETE_PATH,
  APPLE_LINKED_PATH,
  MESSAGES,
  OAUTH,
  type AppleCallbackError,
  type AuthorizeBody,
  type AuthorizeStart,
  type OAuthIntent,
} from '@chorok/contract';
import { temporaryCodes, users, type Database } from '@chorok/db';
import { and, eq, exists, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { appReturnLocation } from './app-sign-in.ts';
import { signAccessToken } from './auth-plugin.ts';
import { linkProfile, settledUserForProfile, signInWithProfile } from './identity-sign-in.ts';
import {
  appReturnUrlOf,
  consumeOAuthState,
  issueOAuthState,
  type SpentState,
} from './oauth-state.ts';
import {
  appleAuthorizeUrl,
  appleProfile,
  appleRedirectUri,
  appleSettings,
  appleUserName,
  type AppleTokenVerifier,
} from './providers/apple.ts';
import { hashTemporaryCode } from './service.ts';

type AppleApp = Pick<FastifyInstance, 'db' | 'config'>;

/** temporary_codes.purpose of the token the callback hands the web (an operator's is `temporary`). */
export const APPLE_TEMP_TOKEN_PURPOSE = 'apple';
const TEMP_TOKEN_BYTES = 32;

const notConfigured = () => new AppError('NOT_CONFIGURED', MESSAGES.providerNotConfigured);

/** Apple's part of POST /auth/apple/authorize: a state with a nonce, and Apple's authorize URL. */
export async function startAppleAuthorize(
  app: AppleApp,
  body: AuthorizeBody,
  userId: number | null,
): Promise<AuthorizeStart> {
  const settings = appleSettings(app.config);
  if (!settings) throw notConfigured();
  if (body.intent === 'link' && userId === null) throw AppError.unauthorized();
  const redirectUri = appleRedirectUri(app.config.publicOrigin);
  const { state, nonce } = await issueOAuthState(app.db, {
    provider: 'apple',
    intent: body.intent,
    userId: body.intent === 'link' ? userId : null,
    redirectUri,
    withNonce: true,
  });
  if (nonce === null) throw new AppError('INTERNAL');
  return {
    authorizeUrl: appleAuthorizeUrl(settings, { state, nonce, redirectUri }),
    state,
    nonce,
    sandbox: settings.sandbox,
  };
}

/** The single-use token /auth/apple/complete carries; only its hash is stored. */
export async function issueAppleTempToken(db: Database, userId: number): Promise<string> {
  const token = randomBytes(TEMP_TOKEN_BYTES).toString('base64url');
  await db.insert(temporaryCodes).values({
    codeHash: hashTemporaryCode(token),
    purpose: APPLE_TEMP_TOKEN_PURPOSE,
    userId,
    expiresAt: new Date(Date.now() + OAUTH.appleTempTokenTtlMs),
  });
  await db
    .delete(temporaryCodes)
    .where(
      and(
        eq(temporaryCodes.purpose, APPLE_TEMP_TOKEN_PURPOSE),
        lt(temporaryCodes.expiresAt, sql`now() - interval '1 day'`),
      ),
    );
  return token;
}

/** Spends an Apple temp token (one conditional UPDATE: a second use finds nothing). */
export async function exchangeAppleTempToken(
  app: AppleApp,
  tempToken: string,
): Promise<{ accessToken: string }> {
  if (!appleSettings(app.config)) throw notConfigured();
  const [spent] = await app.db
    .update(temporaryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(temporaryCodes.codeHash, hashTemporaryCode(tempToken)),
        eq(temporaryCodes.purpose, APPLE_TEMP_TOKEN_PURPOSE),
        isNull(temporaryCodes.usedAt),
        gt(temporaryCodes.expiresAt, sql`now()`),
        exists(
          app.db
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, temporaryCodes.userId), isNull(users.deletedAt))),
        ),
      ),
    )
    .returning({ userId: temporaryCodes.userId });
  if (!spent) throw new AppError('UNAUTHORIZED', MESSAGES.appleTempTokenInvalid);
  return { accessToken: await signAccessToken(app, spent.userId, 'apple') };
}

/** Sign in with Apple inside the native shell: the SDK's id_token and the state of its nonce. */
export async function appleNativeSignIn(
  app: AppleApp,
  verifier: AppleTokenVerifier | null,
  body: { state: string; idToken: string },
): Promise<{ accessToken: string }> {
  if (!verifier) throw notConfigured();
  const spent = await consumeOAuthState(app.db, body.state, {
    provider: 'apple',
    intent: 'sign-in',
  });
  if (!spent.nonce) throw new AppError('BAD_REQUEST', MESSAGES.oauthStateInvalid);
  const claims = await verifier.verify(body.idToken, { nonce: spent.nonce, platform: 'native' });
  return signInWithProfile(app, appleProfile(claims, null));
}

/** The fields of Apple's form_post (only strings are taken; anything else reads as absent). */
export interface AppleCallbackForm {
  code?: string;
  id_token?: string;
  state?: string;
  user?: string;
  error?: string;
}

export function appleCallbackForm(body: unknown): AppleCallbackForm {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const text = (name: keyof AppleCallbackForm) =>
    typeof fields[name] === 'string' && fields[name] !== '' ? fields[name] : undefined;
  return {
    code: text('code'),
    id_token: text('id_token'),
    state: text('state'),
    user: text('user'),
    error: text('error'),
  };
}

/** Apple's `error` when the person closed the sheet or said no. */
const APPLE_DENIALS = new Set(['user_cancelled_authorize', 'access_denied']);

const CALLBACK_ERROR_BY_MESSAGE: Record<string, AppleCallbackError> = {
  [MESSAGES.providerDenied]: 'denied',
  [MESSAGES.oauthStateInvalid]: 'state',
  [MESSAGES.providerTokenInvalid]: 'token',
  [MESSAGES.providerUnavailable]: 'unavailable',
  [MESSAGES.providerNotConfigured]: 'unavailable',
  [MESSAGES.emailTakenByOtherAccount]: 'email_taken',
  [MESSAGES.identityLinkedToOther]: 'linked_other',
  [MESSAGES.identityAlreadyLinked]: 'already_linked',
};

/** The code the web translates; `failed` for anything it need not tell apart (logged by the caller). */
export function appleCallbackError(error: unknown): AppleCallbackError {
  return error instanceof AppError
    ? (CALLBACK_ERROR_BY_MESSAGE[error.message] ?? 'failed')
    : 'failed';
}

/** Where a failed callback goes: the web's complete page, or the app that is waiting for it. */
export async function appleErrorLocation(
  db: Database,
  state: string | undefined,
  code: AppleCallbackError,
): Promise<string> {
  const appReturnUrl = state
    ? await appReturnUrlOf(db, state, 'apple', { live: false }).catch(() => null)
    : null;
  if (appReturnUrl) return appReturnLocation(appReturnUrl, { error: code });
  return `${APPLE_COMPLETE_PATH}?error=${code}`;
}

/** A state is issued for one intent; the callback learns which by spending it. */
async function spendCallbackState(
  db: Database,
  state: string,
): Promise<SpentState & { intent: OAuthIntent }> {
  try {
    return { intent: 'sign-in', ...(await consumeOAuthState(db, state, expected('sign-in'))) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  return { intent: 'link', ...(await consumeOAuthState(db, state, expected('link'))) };
}

const expected = (intent: OAuthIntent) => ({ provider: 'apple' as const, intent });

/**
 * Apple's form_post: spend the state, verify the id_token against its nonce, then sign in (a
 * single-use temp token for the web to exchange) or link. Returns where to send the browser:
 * always a path on our origin. Throws AppErrors the route turns into `?error=` redirects.
 */
export async function completeAppleCallback(
  app: AppleApp,
  verifier: AppleTokenVerifier | null,
  form: AppleCallbackForm,
): Promise<string> {
  if (form.error) {
    throw APPLE_DENIALS.has(form.error)
      ? new AppError('BAD_REQUEST', MESSAGES.providerDenied)
      : new AppError('BAD_REQUEST', MESSAGES.invalidInput);
  }
  if (!verifier) throw notConfigured();
  if (!form.state) throw new AppError('BAD_REQUEST', MESSAGES.oauthStateInvalid);
  const spent = await spendCallbackState(app.db, form.state);
  if (!spent.nonce) throw new AppError('BAD_REQUEST', MESSAGES.oauthStateInvalid);
  if (!form.id_token) throw new AppError('UNAUTHORIZED', MESSAGES.providerTokenInvalid);
  const claims = await verifier.verify(form.id_token, { nonce: spent.nonce, platform: 'web' });
  const profile = appleProfile(claims, appleUserName(form.user));

  if (spent.intent === 'link') {
    if (spent.userId === null) throw new AppError('BAD_REQUEST', MESSAGES.oauthStateInvalid);
    await linkProfile(app.db, spent.userId, profile);
    return APPLE_LINKED_PATH;
  }
  const userId = await settledUserForProfile(app.db, profile);
  const token = await issueAppleTempToken(app.db, userId);
  // The native app's sign-in in the system browser (app-sign-in.ts): the token, not the state.
  if (spent.appReturnUrl) return appReturnLocation(spent.appReturnUrl, { token });
  const query = new URLSearchParams({ token, state: form.state });
  return `${APPLE_COMPLETE_PATH}?${query.toString()}`;
}
