import type { SocialProvider } from '@chorok/contract';
import type { ProviderProfile } from '../identity-sign-in.ts';
import type { ProviderFetch } from './http.ts';

export interface AuthorizeInput {
  state: string;
  nonce: string | null;
  redirectUri: string;
}
export interface CodeInput {
  code: string;
  redirectUri: string;
  /** The state the code came back with (Naver binds them). */
  state: string;
}

/**
 * What POST /auth/{provider}/authorize needs of a provider: where its callback comes back to,
 * whether it binds a nonce (Apple), and the address of its authorize page (or the sandbox's).
 */
export interface AuthorizeStarter {
  readonly name: SocialProvider;
  /** True when the local sandbox stands in for the provider. */
  readonly sandbox: boolean;
  readonly usesNonce: boolean;
  /** Registered with the provider; also stored with the state and sent again with the code. */
  readonly redirectUri: string;
  authorizeUrl(input: AuthorizeInput): string;
}

/**
 * An OAuth 2.0 provider that hands the browser a code (Kakao, Naver): code → provider access
 * token → profile. Inside the native shell the provider's SDK signs in and the shell brings its
 * access token, which `verifyAccessToken` checks with the provider before anything trusts it.
 */
export interface OAuthProvider extends AuthorizeStarter {
  readonly name: 'kakao' | 'naver';
  /** The provider's access token for this code; refused codes are a 400, a down provider a 503. */
  exchangeCode(input: CodeInput): Promise<string>;
  /** The profile behind an access token this server obtained itself (from a code). */
  profile(accessToken: string): Promise<ProviderProfile>;
  /** The profile behind a token from outside (the native SDK), after checking it is for us. */
  verifyAccessToken(accessToken: string): Promise<ProviderProfile>;
}

/**
 * The providers this server offers; null = neither configured nor sandboxed (503). Apple's entry
 * comes from providers/apple.ts.
 */
export interface SocialProviders {
  kakao: OAuthProvider | null;
  naver: OAuthProvider | null;
  apple: AuthorizeStarter | null;
}

/** Sandbox identities never meet real ones, even if credentials are added later. */
export const SANDBOX_SUBJECT_PREFIX = 'sandbox-';

/** What every code-flow provider is configured with. */
export interface CodeFlowOptions {
  clientId: string;
  authUrl: string;
  apiUrl: string;
  redirectUri: string;
  fetch: ProviderFetch;
  sandbox?: boolean;
}

/**
 * Kakao and Naver alike: the options (base URLs without a trailing slash) and an authorize page
 * reached by GET with `response_type=code`; each names only its own path and protocol steps.
 */
export abstract class CodeFlowProvider<O extends CodeFlowOptions> {
  readonly usesNonce = false;
  readonly sandbox: boolean;
  readonly redirectUri: string;
  protected readonly options: O;

  constructor(
    options: O,
    private readonly authorizePath: string,
  ) {
    this.options = {
      ...options,
      authUrl: options.authUrl.replace(/\/+$/, ''),
      apiUrl: options.apiUrl.replace(/\/+$/, ''),
    };
    this.sandbox = options.sandbox ?? false;
    this.redirectUri = options.redirectUri;
  }

  authorizeUrl({ state, redirectUri }: AuthorizeInput): string {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: this.options.clientId,
      redirect_uri: redirectUri,
      state,
    });
    return `${this.options.authUrl}${this.authorizePath}?${query.toString()}`;
  }
}
