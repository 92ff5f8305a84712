import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY } from '@chorok/contract';

/** Exponential delay from 1 s, doubling, capped at 30 s (spec §8). */
export const retryDelay = (attempt: number) =>
  Math.min(QUERY_RETRY.initialDelayMs * 2 ** attempt, QUERY_RETRY.maxDelayMs);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRY.count, retryDelay },
      mutations: { retry: false },
    },
  });
}
