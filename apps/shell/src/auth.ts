import type { AuthProvider } from '@chorok/contract';

/**
 * Where a sign-in in the system browser lands the page: always /auth/{provider}/callback on our
 * web origin, whatever address the browser came back with. Only the parameters the web's
 * callback reads are carried over (spec §2: code, accessToken, id_token, error,
 * error_description, and the state).
 */

/** The outcome of the system-browser sign-in: the address it came back to, or why it did not. */
export type AuthReturn =
  { kind: 'returned'; url: string } | { kind: 'cancelled' } | { kind: 'failed'; error?: string };

const CARRIED = ['code', 'accessToken', 'id_token', 'error', 'error_description'] as const;
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
 * The callback address on `webOrigin` for one sign-in. A state that came back different from the
 * one the page was given is not ours: nothing but an error goes on. Cancelling is `access_denied`
 * and any other failure `temporarily_unavailable` (RFC 6749 codes the web already words).
 */
export function authCallbackUrl(
  webOrigin: string,
  provider: AuthProvider,
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
  for (const [name, value] of params) {
    const key = ALIASES[name] ?? name;
    if (!(CARRIED as readonly string[]).includes(key) || out.has(key)) continue;
    if (value === '' || value.length > MAX_VALUE) continue;
    out.set(key, value);
  }
  return target.href;
}
