import { ApiError } from '@/lib/api-client';
import { QUERY_RETRY } from '@/lib/config';

/**
 * What to do when GET /users/me fails (spec §4/§7):
 * - 401: the token is dead — clear user info and token, reload the page;
 * - another 4xx: retry once, and if that fails too, clear the token;
 * - anything else (network, 5xx): retry up to 3 times with the exponential delay.
 * `failureCount` is React Query's: 0 on the first failure.
 */
export type MeFailureAction = 'retry' | 'unauthorized' | 'clear-session' | 'give-up';

export function meFailureAction(failureCount: number, error: unknown): MeFailureAction {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return 'unauthorized';
  if (status >= 400 && status < 500) return failureCount < 1 ? 'retry' : 'clear-session';
  return failureCount < QUERY_RETRY.count ? 'retry' : 'give-up';
}
