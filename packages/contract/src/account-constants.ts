/**
 * Accounts (issue 16): sign-in providers, phone verification, terms and consent, leaving. Kept out
 * of constants.ts, which sits whole in the first-load chunk; only account screens need these.
 */
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
