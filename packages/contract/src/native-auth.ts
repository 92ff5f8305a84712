import {
  APP_AUTH_START_PATH,
  APPLE_CALLBACK_ERRORS,
  APPLE_COMPLETE_PATH,
  appAuthPath,
  type SocialProvider,
} from './account-constants.ts';

/**
 * The shell's side of a sign-in in the system browser (issue 19, decision 0036): where it opens
 * the browser, and where it brings the page afterwards. Here so the shell and the e2e harness
 * that plays it follow one rule.
 */

/** The outcome of the system-browser sign-in: the address it came back to, or why it did not. */
export type AuthReturn =
  { kind: 'returned'; url: string } | { kind: 'cancelled' } | { kind: 'failed'; error?: string };

/** The server's sign-in page for the app, on the web origin (the same server serves both). */
export function appAuthStartUrl(
  webOrigin: string,
  provider: SocialProvider,
  values: { state: string; returnUrl: string },
): string {
  const url = new URL(appAuthPath(APP_AUTH_START_PATH, provider), webOrigin);
  url.searchParams.set('state', values.state);
  url.searchParams.set('returnUrl', values.returnUrl);
  return url.href;
}

const CARRIED = ['code', 'accessToken', 'id_token', 'token', 'error', 'error_description'] as const;
// Providers and SDKs spell the access token either way.
const ALIASES: Record<string, (typeof CARRIED)[number]> = { access_token: 'accessToken' };
const MAX_VALUE = 4096;

/** Query and fragment parameters of the return address (an implicit flow answers in the fragment). */
function returnParams(url: string): URLSearchParams | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const params = new URLSearchParams(parsed.search);
  for (const [name, value] of new URLSearchParams(parsed.hash.replace(/^#/, ''))) {
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

/**
 * Apple through our server ends like Apple's web sign-in: a single-use `token` (or one of our
 * error codes) for the web's /auth/apple/complete. Everything else goes to the callback.
 */
function appleServerAnswer(provider: SocialProvider, params: URLSearchParams): boolean {
  if (provider !== 'apple' || params.has('id_token')) return false;
  const error = params.get('error');
  return params.has('token') || (APPLE_CALLBACK_ERRORS as readonly string[]).includes(error ?? '');
}

/**
 * Where the page goes after the system browser: always a path on `webOrigin`, whatever address
 * the browser came back with, with the state the page was given and only the parameters the
 * web reads. A state that came back different is not ours: nothing but an error goes on.
 * Cancelling is `access_denied`, any other failure `temporarily_unavailable` (RFC 6749 codes).
 */
export function authCallbackUrl(
  webOrigin: string,
  provider: SocialProvider,
  state: string,
  outcome: AuthReturn,
): string {
  const target = new URL(`/auth/${provider}/callback`, webOrigin);
  const out = target.searchParams;
  out.set('state', state);
  if (outcome.kind === 'cancelled') {
    out.set('error', 'access_denied');
    return target.href;
  }
  if (outcome.kind === 'failed') {
    out.set('error', outcome.error ?? 'temporarily_unavailable');
    return target.href;
  }
  const params = returnParams(outcome.url);
  if (!params) {
    out.set('error', 'server_error');
    return target.href;
  }
  const returnedState = params.get('state');
  if (returnedState !== null && returnedState !== state) {
    out.set('error', 'invalid_state');
    return target.href;
  }
  if (appleServerAnswer(provider, params)) target.pathname = APPLE_COMPLETE_PATH;
  for (const [name, value] of params) {
    const key = ALIASES[name] ?? name;
    if (!(CARRIED as readonly string[]).includes(key) || out.has(key)) continue;
    if (value === '' || value.length > MAX_VALUE) continue;
    out.set(key, value);
  }
  return target.href;
}
