import { createHmac } from 'node:crypto';
import { API_BASE_PATH } from '@chorok/contract';
import type { Config } from '../../../env.ts';
import { appReturnRedirectUri } from '../app-sign-in.ts';

/** Below this path each provider's sandbox keeps the provider's own paths (…/kakao/oauth/token). */
export const AUTH_SANDBOX_PATH = `${API_BASE_PATH}/auth/sandbox`;

export type SandboxedProvider = 'kakao' | 'naver';

/** An app registered with the sandbox, as one is with the real provider's developer console. */
export interface SandboxClient {
  clientId: string;
  /** Checked when set (Naver always has one; Kakao's is optional). */
  clientSecret?: string | undefined;
  /** Kakao's numeric app ID, reported by access_token_info. */
  appId?: number;
  /** The callback addresses the authorize step accepts, exactly. */
  redirectUris: string[];
}

export interface SandboxOptions {
  kakao?: SandboxClient;
  naver?: SandboxClient;
  /** Milliseconds since the epoch; tests move it to expire codes and tokens. */
  now?: () => number;
}

export const SANDBOX_KAKAO_APP_ID = 1_000_001;

export function sandboxBaseUrl(config: Pick<Config, 'publicOrigin'>, provider: SandboxedProvider) {
  return `${config.publicOrigin}${AUTH_SANDBOX_PATH}/${provider}`;
}

export function callbackUrl(config: Pick<Config, 'publicOrigin'>, provider: string): string {
  return `${config.publicOrigin}/auth/${provider}/callback`;
}

/**
 * Which providers the sandbox serves in this app: those without credentials, when AUTH_SANDBOX is
 * on. The Naver secret is derived from AUTH_SECRET, so every process of one installation agrees.
 */
export function appSandboxClients(
  config: Pick<Config, 'providers' | 'publicOrigin' | 'authSecret'>,
): SandboxOptions {
  if (!config.providers.sandbox) return {};
  const clients: SandboxOptions = {};
  if (!config.providers.kakao)
    clients.kakao = {
      clientId: 'sandbox-kakao-rest-api-key',
      appId: SANDBOX_KAKAO_APP_ID,
      redirectUris: [
        callbackUrl(config, 'kakao'),
        appReturnRedirectUri(config.publicOrigin, 'kakao'),
      ],
    };
  if (!config.providers.naver)
    clients.naver = {
      clientId: 'sandbox-naver-client-id',
      clientSecret: createHmac('sha256', config.authSecret)
        .update('auth-sandbox/naver')
        .digest('base64url')
        .slice(0, 20),
      redirectUris: [
        callbackUrl(config, 'naver'),
        appReturnRedirectUri(config.publicOrigin, 'naver'),
      ],
    };
  return clients;
}
