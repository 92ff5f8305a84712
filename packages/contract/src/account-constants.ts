/**
 * Accounts (issue 16): sign-in providers, phone verification, terms and consent, leaving. Kept out
 * of constants.ts, which sits whole in the first-load chunk; only account screens need these.
 */
import { API_BASE_PATH } from './constants.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The social providers (spec §9). `temporary` and `demo` are our own ways in, not providers. */
export const SOCIAL_PROVIDERS = ['kakao', 'naver', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const OAUTH = {
  /** How long an issued `state` (and Apple's nonce) may wait for the provider to come back. */
  stateTtlMs: 10 * MINUTE,
  /** The token /auth/apple/complete carries to /auth/apple/exchange-token: single use. */
  appleTempTokenTtlMs: 2 * MINUTE,
} as const;
/**
 * Sign in with Apple posts its answer (form_post) to this server route, which sends the browser on
 * to the web's APPLE_COMPLETE_PATH with `token` and `state`, or with `error`, one of
 * APPLE_CALLBACK_ERRORS. A link (intent `link`) ends on APPLE_LINKED_PATH instead.
 */
export const APPLE_CALLBACK_PATH = `${API_BASE_PATH}/auth/apple/callback`;
export const APPLE_COMPLETE_PATH = '/auth/apple/complete';
export const APPLE_LINKED_PATH = '/profile/edit?linked=apple';
export const APPLE_CALLBACK_ERRORS = [
  /** The person cancelled on Apple's page. */
  'denied',
  /** The state was unknown, used, expired or for another purpose. */
  'state',
  /** Apple's id_token did not verify. */
  'token',
  /** Apple (its keys) could not be reached, or Apple is not configured. */
  'unavailable',
  /** Apple's e-mail belongs to another account: sign in that way and link Apple there. */
  'email_taken',
  /** Link: this Apple ID is another account's. */
  'linked_other',
  /** Link: Apple is already linked. */
  'already_linked',
  'failed',
] as const;
export type AppleCallbackError = (typeof APPLE_CALLBACK_ERRORS)[number];

/** Decision 0036: the native app's sign-in in the system browser starts and returns here. */
export const APP_AUTH_START_PATH = `${API_BASE_PATH}/auth/:provider/app`;
export const APP_AUTH_RETURN_PATH = `${API_BASE_PATH}/auth/:provider/app-return`;
/** The app's link scheme (app.config.ts); Expo Go's `exp` only where a server allows it. */
export const APP_RETURN_SCHEME = 'chorok';

export const appAuthPath = (path: string, provider: SocialProvider) =>
  path.replace(':provider', provider);

/**
 * An address the system browser may hand a sign-in to: an app scheme the server allows (never a
 * web one), ending at `auth/{provider}/callback`, with nothing after it (the server adds that).
 */
export function isAppReturnUrl(
  value: string,
  provider: SocialProvider,
  schemes: readonly string[],
): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const scheme = url.protocol.slice(0, -1);
  if (['http', 'https', 'javascript', 'data', 'file', 'blob'].includes(scheme)) return false;
  if (!schemes.includes(scheme) || url.search || url.hash || url.username || url.password)
    return false;
  return `${url.host}${url.pathname}`.endsWith(`auth/${provider}/callback`);
}

/** Why the browser goes to a provider: to sign in, or to add it to the signed-in account. */
export const OAUTH_INTENTS = ['sign-in', 'link'] as const;
export type OAuthIntent = (typeof OAUTH_INTENTS)[number];

export const PHONE_VERIFICATION = {
  codeLength: 6,
  ttlMs: 3 * MINUTE,
  resendAfterMs: 60 * SECOND,
  maxAttemptsPerCode: 5,
  /** Codes sent per number, and per user, in one day (Asia/Seoul calendar day). */
  dailyPerNumber: 5,
  dailyPerUser: 10,
} as const;

/** Versioned documents a user agrees to; the first three are required to use the shop. */
export const TERMS_KINDS = ['service', 'privacy', 'age14', 'marketing'] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];
export const REQUIRED_TERMS_KINDS = [
  'service',
  'privacy',
  'age14',
] as const satisfies readonly TermsKind[];
/** Marketing consent is per channel (정보통신망법 §50). */
export const MARKETING_CHANNELS = ['push', 'sms', 'email'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

export const LEAVE_REASONS = [
  'RARELY_USED',
  'NO_PLANTS_I_WANT',
  'PRICE_OR_DELIVERY',
  'HARD_TO_USE',
  'PRIVACY',
  'OTHER',
] as const;
export type LeaveReason = (typeof LEAVE_REASONS)[number];
export const LEAVE_DETAIL_MAX = 500;
