import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { NO_IMAGE_HOSTS, systemRoutes, type ImageHosts } from '@chorok/contract';
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

/**
 * The asset and CDN hosts from app-config. Until it has loaded (or if it fails) the URLs stay on
 * the asset host, which serves every image too; with the default configuration (no hosts) the
 * URLs are the same either way, so nothing is fetched twice. A server-rendered page seeds
 * app-config, so its first render names the same URLs as the server's.
 */
export function useImageHosts(): ImageHosts {
  const { data } = useQuery({ ...appConfigQueryOptions(), select: (config) => config.images });
  return data ?? NO_IMAGE_HOSTS;
}

/** The same hosts outside React (a route loader), from whatever app-config the cache holds. */
export function cachedImageHosts(queryClient: QueryClient): ImageHosts {
  return queryClient.getQueryData(appConfigQueryOptions().queryKey)?.images ?? NO_IMAGE_HOSTS;
}
