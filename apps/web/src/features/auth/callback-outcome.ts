import type {
  AppleCallbackError,
  OAuthIntent,
  ProviderSignInBody,
  SocialProvider,
} from '@chorok/contract';
import type { PendingAuth } from '@/features/auth/pending-auth';
import type { SignInVariables } from '@/features/auth/sign-in';

/**
 * What a return from a provider means, decided before anything is sent: a problem to show (as an
 * i18n key of `errors.oauth`, with the way back), a sign-in, or a link. Pure, so every branch is
 * tested without a screen.
 */
export type CallbackOutcome =
  | { kind: 'problem'; problem: OAuthProblem; intent: OAuthIntent; redirect?: string }
  | { kind: 'sign-in'; variables: SignInVariables }
  | { kind: 'link'; provider: 'kakao' | 'naver'; body: ProviderSignInBody };

export const OAUTH_PROBLEMS = [
  'denied',
  'unavailable',
  'failed',
  'state',
  'token',
  'email',
  'notStartedHere',
  'missingCode',
  'unknownProvider',
  'otherAccount',
  'alreadyLinked',
] as const;
export type OAuthProblem = (typeof OAUTH_PROBLEMS)[number];

/**
 * A provider's `error` (RFC 6749 §4.1.2.1; Kakao adds consent_required and login_required) in
 * our words. The provider's English error_description is not shown: the code says enough.
 */
export function providerErrorProblem(error: string): OAuthProblem {
  if (['access_denied', 'consent_required', 'login_required', 'user_cancel'].includes(error))
    return 'denied';
  if (error === 'server_error' || error === 'temporarily_unavailable') return 'unavailable';
  return 'failed';
}

/**
 * The codes the server puts in `/auth/apple/complete?error=` and `/profile/edit?linkError=`
 * (its Apple callback's verdicts); an unknown one reads as a failure.
 */
const SERVER_ERRORS: Record<AppleCallbackError, OAuthProblem> = {
  denied: 'denied',
  state: 'state',
  token: 'token',
  unavailable: 'unavailable',
  email_taken: 'email',
  linked_other: 'otherAccount',
  already_linked: 'alreadyLinked',
  failed: 'failed',
};
export function serverErrorProblem(code: string): OAuthProblem {
  return Object.hasOwn(SERVER_ERRORS, code) ? SERVER_ERRORS[code as AppleCallbackError] : 'failed';
}

export interface ProviderReturn {
  state?: string;
  code?: string;
  accessToken?: string;
  id_token?: string;
  error?: string;
  /** The provider's English explanation of `error`: read, never shown. */
  error_description?: string;
}

const problem = (
  kind: OAuthProblem,
  pending: PendingAuth | null,
): Extract<CallbackOutcome, { kind: 'problem' }> => ({
  kind: 'problem',
  problem: kind,
  intent: pending?.intent ?? 'sign-in',
  ...(pending?.redirect ? { redirect: pending.redirect } : {}),
});

/**
 * /auth/{provider}/callback. The state must be the one this tab saved when it started (login
 * CSRF: a link carrying someone else's code must not sign this visitor in as them).
 */
export function providerCallbackOutcome(
  provider: SocialProvider | null,
  search: ProviderReturn,
  pending: PendingAuth | null,
): CallbackOutcome {
  if (!provider) return problem('unknownProvider', pending);
  if (search.error) return problem(providerErrorProblem(search.error), pending);
  if (!pending || !search.state || pending.state !== search.state)
    return problem('notStartedHere', pending);
  const { state } = search;
  const redirect = pending.redirect ? { redirect: pending.redirect } : {};

  if (provider === 'apple') {
    // The shell's Apple path signs in only (linking Apple goes through Apple's web page).
    if (!search.id_token || pending.intent !== 'sign-in') return problem('missingCode', pending);
    return {
      kind: 'sign-in',
      variables: { method: 'apple', state, idToken: search.id_token, ...redirect },
    };
  }
  let body: ProviderSignInBody;
  // The server exchanges the code with the redirect_uri it stored with the state (this page's,
  // or the app-return one when the native app signed in in the system browser).
  if (search.code) body = { state, code: search.code };
  else if (search.accessToken) body = { state, accessToken: search.accessToken };
  else return problem('missingCode', pending);
  if (pending.intent === 'link') return { kind: 'link', provider, body };
  return { kind: 'sign-in', variables: { method: provider, body, ...redirect } };
}

/** /auth/apple/complete, where the server sends Apple's web sign-in. */
export function appleCompleteOutcome(
  search: { token?: string; state?: string; error?: string },
  pending: PendingAuth | null,
): CallbackOutcome {
  if (search.error) return problem(serverErrorProblem(search.error), pending);
  if (!search.token) return problem('missingCode', pending);
  if (!pending || pending.intent !== 'sign-in' || !search.state || pending.state !== search.state)
    return problem('notStartedHere', pending);
  return {
    kind: 'sign-in',
    variables: {
      method: 'apple',
      tempToken: search.token,
      ...(pending.redirect ? { redirect: pending.redirect } : {}),
    },
  };
}
