import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { TEMP_CODE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

export const TemporaryCode = z
  .string({ error: MESSAGES.tempCodeInvalid })
  .trim()
  .startsWith(TEMP_CODE.prefix, { error: MESSAGES.tempCodeInvalid })
  .max(200, { error: MESSAGES.tempCodeInvalid });

export const AccessToken = z.object({ accessToken: z.string() });
export const Success = z.object({ success: z.literal(true) });

export const ProviderSignInBody = z
  .object({ code: z.string().trim().min(1).max(2048), redirectUri: z.string().url().max(2048).optional(), state: z.string().max(512).optional() })
  .strict();

const RATE = 20;

export const authEndpoints = {
  temporarySignIn: defineEndpoint({
    id: 'temporarySignIn',
    method: 'POST',
    path: '/auth/temporary/sign-in',
    summary: 'Sign in with a single-use temporary code (starts with "code", valid 10 minutes)',
    tag: 'auth',
    auth: 'none',
    body: z.object({ code: TemporaryCode }).strict(),
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
    body: z.object({ tempToken: z.string().trim().min(1).max(4096) }).strict(),
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
