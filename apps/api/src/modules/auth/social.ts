import {
  MESSAGES,
  type AuthorizeBody,
  type AuthorizeStart,
  type ProviderSignInBody,
  type SocialProvider,
} from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth-types.ts';
import { signInWithProfile, type ProviderProfile } from './identity-sign-in.ts';
import { consumeOAuthState, issueOAuthState, type SpentState } from './oauth-state.ts';
import type { AuthorizeStarter, OAuthProvider } from './providers/provider.ts';

type SocialApp = Pick<FastifyInstance, 'db' | 'config' | 'socialProviders'>;

const notConfigured = () => new AppError('NOT_CONFIGURED', MESSAGES.providerNotConfigured);

function starter(app: SocialApp, provider: SocialProvider): AuthorizeStarter {
  const entry = app.socialProviders[provider];
  if (!entry) throw notConfigured();
  return entry;
}

/** The code-flow providers; Apple signs in through its own endpoints. */
export function oauthProvider(app: SocialApp, provider: SocialProvider): OAuthProvider {
  const entry = provider === 'apple' ? null : app.socialProviders[provider];
  if (!entry) throw notConfigured();
  return entry;
}

/**
 * Issues the single-use state (CSRF) and the address of the provider's authorize page. A link
 * needs a signed-in user, whose id the state carries: only that user can spend it. Inside the
 * native shell the SDK signs in instead of the page, but the state is the same.
 */
export async function startAuthorize(
  app: SocialApp,
  provider: SocialProvider,
  body: AuthorizeBody,
  user: AuthUser | null,
): Promise<AuthorizeStart> {
  const entry = starter(app, provider);
  if (body.intent === 'link' && !user) throw AppError.unauthorized();
  const redirectUri = entry.redirectUri;
  const { state, nonce } = await issueOAuthState(app.db, {
    provider,
    intent: body.intent,
    userId: body.intent === 'link' && user ? user.id : null,
    redirectUri,
    withNonce: entry.usesNonce,
  });
  return {
    authorizeUrl: entry.authorizeUrl({ state, nonce, redirectUri }),
    state,
    nonce,
    sandbox: entry.sandbox,
  };
}

/**
 * The provider's profile behind a callback: the code exchanged with the redirect_uri stored with
 * the state (the one the authorize page was given), or the native SDK's token checked with the
 * provider. The state has already been spent by the caller.
 */
export async function profileFromCallback(
  adapter: OAuthProvider,
  body: ProviderSignInBody,
  spent: SpentState,
): Promise<ProviderProfile> {
  if (body.accessToken !== undefined) return adapter.verifyAccessToken(body.accessToken);
  const redirectUri = spent.redirectUri;
  if (body.code === undefined || !redirectUri || (body.redirectUri ?? redirectUri) !== redirectUri)
    throw AppError.badRequest(MESSAGES.oauthCodeInvalid);
  const token = await adapter.exchangeCode({ code: body.code, redirectUri, state: body.state });
  return adapter.profile(token);
}

/** POST /auth/{kakao|naver}/sign-in: one user per provider identity (identity-sign-in.ts). */
export async function oauthSignIn(
  app: SocialApp,
  provider: 'kakao' | 'naver',
  body: ProviderSignInBody,
): Promise<{ accessToken: string }> {
  const adapter = oauthProvider(app, provider);
  const spent = await consumeOAuthState(app.db, body.state, { provider, intent: 'sign-in' });
  return signInWithProfile(app, await profileFromCallback(adapter, body, spent));
}
