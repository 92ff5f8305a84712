import * as z from 'zod/mini';
import '../zod-setup.ts';
import { defineEndpoint } from '../endpoint.ts';
import { TEMP_CODE } from '../constants.ts';
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

export const ProviderSignInBody = z.strictObject({
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)),
  redirectUri: z.optional(z.url().check(z.maxLength(2048))),
  state: z.optional(z.string().check(z.maxLength(512))),
});

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
  kakaoSignIn: defineEndpoint({
    id: 'kakaoSignIn',
    method: 'POST',
    path: '/auth/kakao/sign-in',
    summary: 'Sign in with a Kakao authorization code',
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
    summary: 'Sign in with a Naver authorization code',
    tag: 'auth',
    auth: 'none',
    body: ProviderSignInBody,
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
    summary: 'Delete the account: it can no longer sign in and its personal data is erased',
    tag: 'auth',
    auth: 'required',
    data: Success,
  }),
} as const;
