import { MESSAGES } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { injectFetch } from '../sandbox/inject-fetch.ts';

/** One HTTP exchange with a provider, reduced to what the adapters read. */
export interface ProviderRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Already encoded (a form body); the adapter sets its content-type. */
  body?: string;
}
export interface ProviderResponse {
  status: number;
  text: string;
}
export type ProviderFetch = (url: string, request: ProviderRequest) => Promise<ProviderResponse>;

/** A provider that has not answered in this long is treated as down (the user can try again). */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** The network, with a deadline per request. */
export function networkFetch(timeoutMs = PROVIDER_TIMEOUT_MS): ProviderFetch {
  return async (url, { method, headers, body }) => {
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: await response.text() };
  };
}

/**
 * Requests under `origin` + `prefix` go to this app (the sandbox's injectFetch); anything else to
 * `fallback`. The local sandbox is mounted in the app itself, which may not be reachable at its
 * public origin from inside (tests never listen; behind a proxy it would be a detour).
 */
export function inProcessFetch(
  app: Pick<FastifyInstance, 'inject'>,
  origin: string,
  prefix: string,
  fallback: ProviderFetch,
): ProviderFetch {
  const local = injectFetch(app, origin, prefix);
  return async (url, request) => {
    if (!url.startsWith(`${origin}${prefix}/`)) return fallback(url, request);
    const response = await local(url, request);
    return { status: response.status, text: await response.text() };
  };
}

/** What went wrong, for the log; the user reads only the Korean message. */
function detail(provider: string, what: string, cause?: unknown): Error {
  return new Error(`${provider}: ${what}`, cause === undefined ? undefined : { cause });
}

/** The provider is down, slow, or said something we cannot read: 503, try again later. */
export function providerUnavailable(provider: string, what: string, cause?: unknown): AppError {
  return new AppError('UNAVAILABLE', MESSAGES.providerUnavailable, {
    cause: detail(provider, what, cause),
  });
}

/** The provider refused the authorization code (used, expired, not ours). */
export function codeRefused(provider: string, what: string): AppError {
  return new AppError('BAD_REQUEST', MESSAGES.oauthCodeInvalid, { cause: detail(provider, what) });
}

/** The provider does not vouch for the access token (expired, revoked, another app's). */
export function tokenRefused(provider: string, what: string): AppError {
  return new AppError('UNAUTHORIZED', MESSAGES.providerTokenInvalid, {
    cause: detail(provider, what),
  });
}

/**
 * Sends a request and parses the JSON answer. A network failure, a timeout, a 5xx or a body that
 * is not JSON is the provider being unavailable; any other status is left to the adapter, which
 * knows its provider's error shapes. `label` names the call in logs (never the URL: Naver's token
 * request carries the client secret in its query).
 */
export async function requestJson(
  fetcher: ProviderFetch,
  provider: string,
  label: string,
  url: string,
  request: ProviderRequest,
): Promise<{ status: number; json: unknown }> {
  let response: ProviderResponse;
  try {
    response = await fetcher(url, request);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw providerUnavailable(
      provider,
      `${label}: ${timedOut ? 'timed out' : 'unreachable'}`,
      error,
    );
  }
  if (response.status >= 500)
    throw providerUnavailable(provider, `${label}: HTTP ${response.status}`);
  try {
    return { status: response.status, json: JSON.parse(response.text) as unknown };
  } catch (error) {
    throw providerUnavailable(provider, `${label}: HTTP ${response.status}, not JSON`, error);
  }
}
