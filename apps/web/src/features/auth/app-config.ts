import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemRoutes } from '@chorok/contract';
import { request } from '@/lib/api-client';

/** GET /v1/app-config: which sign-in methods the server has switched on. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app-config'],
    queryFn: async () => (await request(systemRoutes.appConfig)).data,
    staleTime: 5 * 60_000,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
