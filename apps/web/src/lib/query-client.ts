import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { QUERY_RETRY } from '@/lib/config';

/** Exponential delay from 1 s, doubling, capped at 30 s (spec §8). */
export const retryDelay = (attempt: number) =>
  Math.min(QUERY_RETRY.initialDelayMs * 2 ** attempt, QUERY_RETRY.maxDelayMs);

/**
 * Whether a failed query is asked again (decision 0024). A 4xx is the server's answer (a bad
 * parameter, a product that does not exist): asking again only holds its screen back. A request
 * that timed out has waited long enough: the screen offers 다시 시도 at once. Anything else (no
 * connection, a 5xx) may pass: spec §8's retries (`tries`, for a query allowed fewer).
 */
export function retryQuery(
  failureCount: number,
  error: Error,
  tries: number = QUERY_RETRY.count,
): boolean {
  if (error instanceof ApiError && (error.timedOut || (error.status >= 400 && error.status < 500)))
    return false;
  return failureCount < tries;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryQuery, retryDelay },
      mutations: { retry: false },
    },
  });
}
