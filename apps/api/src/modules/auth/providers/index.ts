import type { SocialProvider } from '@chorok/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../env.ts';
import {
  AUTH_SANDBOX_PATH,
  appSandboxClients,
  callbackUrl,
  sandboxBaseUrl,
} from '../sandbox/config.ts';
import { inProcessFetch, networkFetch, type ProviderFetch } from './http.ts';
import { KakaoProvider } from './kakao.ts';
import { NaverProvider } from './naver.ts';
import type { SocialProviders } from './provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in providers on offer, real or sandboxed (modules/auth/providers). */
    socialProviders: SocialProviders;
  }
}

/**
 * `live`: credentials are configured; `sandbox`: the local sandbox stands in; null: not offered
 * (the web hides the button). The one rule behind both the adapters and GET /app-config.
 */
export function providerMode(
  config: Pick<Config, 'providers'>,
  provider: SocialProvider,
): 'live' | 'sandbox' | null {
  if (config.providers[provider]) return 'live';
  return config.providers.sandbox ? 'sandbox' : null;
}

/**
 * The adapters for this configuration: real credentials → the provider itself; otherwise, with
 * the sandbox on, the same adapter pointed at the sandbox mounted in this app. Apple's entry is
 * providers/apple.ts's to fill.
 */
export function createSocialProviders(
  app: Pick<FastifyInstance, 'config' | 'inject'>,
  fetcher: ProviderFetch = networkFetch(),
): SocialProviders {
  const { config } = app;
  const sandboxFetch = inProcessFetch(app, config.publicOrigin, AUTH_SANDBOX_PATH, fetcher);
  const sandbox = appSandboxClients(config);

  const { kakao, naver } = config.providers;
  const kakaoRedirect = callbackUrl(config, 'kakao');
  const naverRedirect = callbackUrl(config, 'naver');
  return {
    kakao: kakao
      ? new KakaoProvider({ ...kakao, redirectUri: kakaoRedirect, fetch: fetcher })
      : sandbox.kakao
        ? new KakaoProvider({
            clientId: sandbox.kakao.clientId,
            appId: String(sandbox.kakao.appId),
            authUrl: sandboxBaseUrl(config, 'kakao'),
            apiUrl: sandboxBaseUrl(config, 'kakao'),
            redirectUri: kakaoRedirect,
            fetch: sandboxFetch,
            sandbox: true,
          })
        : null,
    naver: naver
      ? new NaverProvider({ ...naver, redirectUri: naverRedirect, fetch: fetcher })
      : sandbox.naver?.clientSecret
        ? new NaverProvider({
            clientId: sandbox.naver.clientId,
            clientSecret: sandbox.naver.clientSecret,
            authUrl: sandboxBaseUrl(config, 'naver'),
            apiUrl: sandboxBaseUrl(config, 'naver'),
            redirectUri: naverRedirect,
            fetch: sandboxFetch,
            sandbox: true,
          })
        : null,
    apple: null,
  };
}
