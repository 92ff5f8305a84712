import { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@chorok/contract';

/** Test data for the sign-in screens (never imported by the app). */

/** A query client that already holds app-config with these providers switched on. */
export function clientWithProviders(
  providers: AppConfig['providers'],
  demoSignIn = false,
): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData<AppConfig>(['app-config'], {
    demoSignIn,
    providers,
    supportEmail: 'help@chorok.kr',
    images: { assetHost: null, cdnHost: null },
  });
  return client;
}

export const ALL_PROVIDERS = { kakao: true, naver: true, apple: true } as const;
