import * as z from 'zod/mini';
import '../zod-setup.ts';
import { defineEndpoint } from '../endpoint.ts';
import { TEMP_CODE } from '../constants.ts';
import {
  LEAVE_DETAIL_MAX,
  LEAVE_REASONS,
  OAUTH_INTENTS,
  SOCIAL_PROVIDERS,
} from '../account-constants.ts';
import { MESSAGES } from '../messages.ts';

export const TemporaryCode = z
  .string({ error: MESSAGES.tempCodeInvalid })
  .check(
    z.trim(),
    z.startsWith(TEMP_CODE.prefix, { error: MESSAGES.tempCodeInvalid }),
    z.maxLength(200, { error: MESSAGES.tempCodeInvalid }),
  );

export const AccessToken = z.object({ accessToken: z.string() });
export const Success = z.object({ success: z.literal(true) });

const OAuthState = z
  .string({ error: MESSAGES.oauthStateInvalid })
  .check(z.trim(), z.minLength(1, { error: MESSAGES.oauthStateInvalid }), z.maxLength(512));

/**
 * What comes back from Kakao or Naver: the `state` we issued and either the authorization `code`
 * (browser redirect) or the provider's `accessToken` (the native shell ran the provider's SDK; the
 * server checks that token with the provider before trusting it). Exactly one of the two.
 */
export const ProviderSignInBody = z
  .strictObject({
    state: OAuthState,
    code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2048))),
    accessToken: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(4096))),
    redirectUri: z.optional(z.url().check(z.maxLength(2048))),
  })
  .check(
    z.refine((b) => (b.code === undefined) !== (b.accessToken === undefined), {
      error: MESSAGES.oauthCodeInvalid,
    }),
  );
export type ProviderSignInBody = z.infer<typeof ProviderSignInBody>;

/** Apple inside the native shell: the shell's `id_token` and the `state` whose nonce it carries. */
export const AppleSignInBody = z.strictObject({
  state: OAuthState,
  idToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(8192)),
});

export const SocialProviderParams = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: MESSAGES.routeNotFound }),
});

export const AuthorizeBody = z.strictObject({
  intent: z._default(z.enum(OAUTH_INTENTS), 'sign-in'),
  /** Inside the native shell: the SDK signs in, so no authorize page is needed, only state/nonce. */
  native: z._default(z.boolean(), false),
});
export type AuthorizeBody = z.infer<typeof AuthorizeBody>;

/**
 * Where to send the browser (the provider's authorize page, or the local sandbox that stands in
 * for it), and the state the callback must bring back. `nonce` is set for Apple only.
 */
export const AuthorizeStart = z.object({
  authorizeUrl: z.string(),
  state: z.string(),
  nonce: z.nullable(z.string()),
  sandbox: z.boolean(),
});
export type AuthorizeStart = z.infer<typeof AuthorizeStart>;

/** GET APP_AUTH_START_PATH: the state from /authorize and the app's return address. */
export const AppAuthStartQuery = z.object({
  state: OAuthState,
  returnUrl: z.string({ error: MESSAGES.appReturnUrlInvalid }).check(z.maxLength(2048)),
});

/** GET APP_AUTH_RETURN_PATH: what Kakao or Naver sends back (an OAuth 2.0 redirect). */
export const AppAuthReturnQuery = z.object({
  state: z.optional(z.string().check(z.maxLength(512))),
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  error: z.optional(z.string().check(z.maxLength(200))),
});

export const LeaveBody = z.strictObject({
  reason: z.enum(LEAVE_REASONS, { error: MESSAGES.invalidInput }),
  detail: z.optional(z.string().check(z.trim(), z.maxLength(LEAVE_DETAIL_MAX))),
});
export type LeaveBody = z.infer<typeof LeaveBody>;

const RATE = 20;

export const authEndpoints = {
  temporarySignIn: defineEndpoint({
    id: 'temporarySignIn',
    method: 'POST',
    path: '/auth/temporary/sign-in',
    summary: 'Sign in with a single-use temporary code (starts with "code", valid 10 minutes)',
    tag: 'auth',
    auth: 'none',
    body: z.strictObject({ code: TemporaryCode }),
    data: AccessToken,
    rateLimitPerMinute: RATE,
  }),
  demoSignIn: defineEndpoint({
    id: 'demoSignIn',
    method: 'POST',
    path: '/auth/demo/sign-in',
    summary: 'Sign in as a fresh demo user (only when demo sign-in is enabled; 404 otherwise)',
    tag: 'auth',
    auth: 'none',
    data: AccessToken,
    rateLimitPerMinute: RATE,
  }),
  authorize: defineEndpoint({
    id: 'authorize',
    method: 'POST',
    path: '/auth/:provider/authorize',
    summary:
      'Start a provider sign-in (or, signed in, a link): issues a single-use state (10 minutes) and the authorize URL',
    tag: 'auth',
    auth: 'optional',
    params: SocialProviderParams,
    body: AuthorizeBody,
    data: AuthorizeStart,
    rateLimitPerMinute: RATE,
  }),
  kakaoSignIn: defineEndpoint({
    id: 'kakaoSignIn',
    method: 'POST',
    path: '/auth/kakao/sign-in',
    summary:
      'Sign in with a Kakao authorization code (or the native SDK access token) and our state',
    tag: 'auth',
    auth: 'none',
    body: ProviderSignInBody,
    data: AccessToken,
    rateLimitPerMinute: RATE,
  }),
  naverSignIn: defineEndpoint({
    id: 'naverSignIn',
    method: 'POST',
    path: '/auth/naver/sign-in',
    summary:
      'Sign in with a Naver authorization code (or the native SDK access token) and our state',
    tag: 'auth',
    auth: 'none',
    body: ProviderSignInBody,
    data: AccessToken,
    rateLimitPerMinute: RATE,
  }),
  appleSignIn: defineEndpoint({
    id: 'appleSignIn',
    method: 'POST',
    path: '/auth/apple/sign-in',
    summary:
      "Sign in with Apple inside the native shell: the SDK's id_token, verified against Apple's keys",
    tag: 'auth',
    auth: 'none',
    body: AppleSignInBody,
    data: AccessToken,
    rateLimitPerMinute: RATE,
  }),
  appleExchangeToken: defineEndpoint({
    id: 'appleExchangeToken',
    method: 'POST',
    path: '/auth/apple/exchange-token',
    summary: 'Exchange the temporary token from the Apple callback for an access token',
    tag: 'auth',
    auth: 'none',
    body: z.strictObject({
      tempToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(4096)),
    }),
    data: AccessToken,
    rateLimitPerMinute: RATE,
  }),
  signOut: defineEndpoint({
    id: 'signOut',
    method: 'POST',
    path: '/auth/sign-out',
    summary: 'Revoke the current access token',
    tag: 'auth',
    auth: 'required',
    data: Success,
    successStatus: 201,
  }),
  leave: defineEndpoint({
    id: 'leave',
    method: 'POST',
    path: '/auth/leave',
    summary:
      'Delete the account (with the reason, stored without the user): personal data is erased, order records kept anonymised',
    tag: 'auth',
    auth: 'required',
    body: LeaveBody,
    data: Success,
  }),
} as const;
