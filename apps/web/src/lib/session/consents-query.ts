import { queryOptions } from '@tanstack/react-query';
import { accountsRoutes, type ConsentState } from '@chorok/contract';
import { request } from '@/lib/api-client';

export const consentsKey = ['consents'] as const;

/**
 * GET /users/me/consents. Kept to the request alone: the consent gate loads this on the way to
 * any signed-in screen. Fresh for a minute; after that the gate answers from the cache and
 * refreshes it, so a version published meanwhile is asked at the next screen.
 */
export function consentsQueryOptions() {
  return queryOptions({
    queryKey: consentsKey,
    queryFn: async ({ signal }): Promise<ConsentState> =>
      (await request(accountsRoutes.getConsents, {}, { signal })).data,
    staleTime: 60_000,
  });
}
