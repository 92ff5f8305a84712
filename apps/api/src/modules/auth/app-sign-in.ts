import {
  APP_AUTH_RETURN_PATH,
  MESSAGES,
  appAuthPath,
  isAppReturnUrl,
  type SocialProvider,
} from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { appReturnUrlOf, bindAppReturn } from './oauth-state.ts';
import { appleAuthorizeUrl, appleRedirectUri, appleSettings } from './providers/apple.ts';

// Decision 0036: the app signs in in the system browser through our server; it never sees the state.

type AppSignInApp = Pick<FastifyInstance, 'db' | 'config' | 'socialProviders'>;

export function appReturnRedirectUri(publicOrigin: string, provider: 'kakao' | 'naver'): string {
  return `${publicOrigin}${appAuthPath(APP_AUTH_RETURN_PATH, provider)}`;
}

/** The app's return address with the answer added (it was checked to carry nothing else). */
export function appReturnLocation(returnUrl: string, answer: Record<string, string>): string {
  const url = new URL(returnUrl);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  return url.href;
}

/** OAuth error codes are short ASCII words; anything else reads as a plain failure. */
const errorCode = (value: string) => (/^[a-z0-9_.-]{1,64}$/i.test(value) ? value : 'server_error');

/**
 * Where the browser goes from GET /auth/{provider}/app: the provider's authorize page, or back to
 * the app with an `error` when the state cannot be used or the provider is not offered. A return
 * address that is not the app's is refused outright (400): nothing is ever sent there.
 */
export async function startAppSignIn(
  app: AppSignInApp,
  provider: SocialProvider,
  query: { state: string; returnUrl: string },
): Promise<string> {
  const { config } = app;
  if (!isAppReturnUrl(query.returnUrl, provider, config.providers.appReturnSchemes))
    throw AppError.badRequest(MESSAGES.appReturnUrlInvalid);
  const back = (error: string) => appReturnLocation(query.returnUrl, { error });

  if (provider === 'apple') {
    const settings = appleSettings(config);
    if (!settings) return back('temporarily_unavailable');
    const redirectUri = appleRedirectUri(config.publicOrigin);
    // Apple links only through its web page (the web's startProvider), so sign-in only here.
    const bound = await bindAppReturn(app.db, query.state, {
      provider,
      intents: ['sign-in'],
      appReturnUrl: query.returnUrl,
      redirectUri,
    });
    if (!bound?.nonce) return back('invalid_state');
    return appleAuthorizeUrl(settings, { state: query.state, nonce: bound.nonce, redirectUri });
  }

  const entry = app.socialProviders[provider];
  if (!entry) return back('temporarily_unavailable');
  const redirectUri = appReturnRedirectUri(config.publicOrigin, provider);
  const bound = await bindAppReturn(app.db, query.state, {
    provider,
    intents: ['sign-in', 'link'],
    appReturnUrl: query.returnUrl,
    redirectUri,
  });
  if (!bound) return back('invalid_state');
  return entry.authorizeUrl({ state: query.state, nonce: null, redirectUri });
}

/**
 * GET /auth/{kakao|naver}/app-return: the provider's answer, handed to the app waiting for this
 * state. A state with no app behind it is a 400: there is nowhere safe to send anything.
 */
export async function finishAppSignIn(
  app: AppSignInApp,
  provider: 'kakao' | 'naver',
  query: { state?: string | undefined; code?: string | undefined; error?: string | undefined },
): Promise<string> {
  const returnUrl = query.state
    ? await appReturnUrlOf(app.db, query.state, provider, { live: true })
    : null;
  if (!returnUrl) throw AppError.badRequest(MESSAGES.oauthStateInvalid);
  if (query.error) return appReturnLocation(returnUrl, { error: errorCode(query.error) });
  if (!query.code) return appReturnLocation(returnUrl, { error: 'invalid_request' });
  return appReturnLocation(returnUrl, { code: query.code });
}
