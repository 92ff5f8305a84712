import { z } from 'zod';
import type { ProviderProfile } from '../identity-sign-in.ts';
import { codeRefused, providerUnavailable, requestJson, tokenRefused } from './http.ts';
import {
  CodeFlowProvider,
  type CodeFlowOptions,
  SANDBOX_SUBJECT_PREFIX,
  type CodeInput,
  type OAuthProvider,
} from './provider.ts';

/*
 * 네이버 로그인 (developers.naver.com, 네이버 로그인 API 명세 and 회원 프로필 조회 API 명세):
 * GET {auth}/oauth2.0/authorize?response_type=code&client_id&redirect_uri&state
 * GET {auth}/oauth2.0/token?grant_type=authorization_code&client_id&client_secret&code&state
 *     → { access_token, token_type, expires_in: "3600", … }, or { error, error_description }
 *     (with HTTP 200: Naver reports token errors in the body)
 * GET {api}/v1/nid/me (Bearer) → { resultcode: "00", message, response: { id, email, nickname,
 *     profile_image } }; an unusable token → 401 { resultcode: "024", message }
 * Naver has no token-introspection endpoint that names the client a token was issued to, so a
 * native token is checked by reading the profile with it. Naver's `id` is unique per application:
 * another app's token yields an id no user of ours has, so it cannot sign in as one of them.
 */

export interface NaverOptions extends CodeFlowOptions {
  clientSecret: string;
}

const NAME = 'Naver';

export const NaverToken = z.object({ access_token: z.string().min(1) });
export const NaverTokenError = z.object({
  error: z.string().min(1),
  error_description: z.string().optional(),
});
export const NaverMe = z.object({
  resultcode: z.string(),
  message: z.string().optional(),
  response: z
    .object({
      id: z.string().min(1),
      email: z.string().optional(),
      nickname: z.string().optional(),
      name: z.string().optional(),
      profile_image: z.string().optional(),
    })
    .optional(),
});
export type NaverMe = z.infer<typeof NaverMe>;

/**
 * Naver marks no address as verified: the one it shares is the account's registered e-mail,
 * which Naver confirmed when it was set, so it is used as it comes.
 */
export function naverProfile(
  response: NonNullable<NaverMe['response']>,
  sandbox = false,
): ProviderProfile {
  return {
    provider: 'naver',
    subject: `${sandbox ? SANDBOX_SUBJECT_PREFIX : ''}${response.id}`,
    email: response.email?.trim() || null,
    displayName: response.nickname?.trim() || response.name?.trim() || null,
    profileImageUrl: response.profile_image?.trim() || null,
  };
}

export class NaverProvider extends CodeFlowProvider<NaverOptions> implements OAuthProvider {
  readonly name = 'naver' as const;

  constructor(options: NaverOptions) {
    super(options, '/oauth2.0/authorize');
  }

  /** Naver binds the code to the state it was issued with, so the state goes along. */
  async exchangeCode({ code, state }: CodeInput): Promise<string> {
    const { clientId, clientSecret, authUrl } = this.options;
    const query = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      client_secret: clientSecret,
      code,
      state,
    });
    const { status, json } = await requestJson(
      this.options.fetch,
      NAME,
      'token',
      `${authUrl}/oauth2.0/token?${query.toString()}`,
      { method: 'GET' },
    );
    const refusal = NaverTokenError.safeParse(json);
    if (refusal.success) {
      const what = `token: ${refusal.data.error} (${refusal.data.error_description ?? ''})`;
      if (refusal.data.error === 'invalid_client') throw providerUnavailable(NAME, what);
      throw codeRefused(NAME, what);
    }
    const token = NaverToken.safeParse(json);
    if (status === 200 && token.success) return token.data.access_token;
    throw providerUnavailable(NAME, `token: HTTP ${status}, unknown body`);
  }

  async profile(accessToken: string): Promise<ProviderProfile> {
    const { status, json } = await requestJson(
      this.options.fetch,
      NAME,
      'nid/me',
      `${this.options.apiUrl}/v1/nid/me`,
      { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } },
    );
    const me = NaverMe.safeParse(json);
    if (status === 401 || (me.success && me.data.resultcode === '024'))
      throw tokenRefused(NAME, `nid/me: ${me.data?.message ?? `HTTP ${status}`}`);
    if (status !== 200 || !me.success || me.data.resultcode !== '00' || !me.data.response)
      throw providerUnavailable(NAME, `nid/me: HTTP ${status}, resultcode ${me.data?.resultcode}`);
    return naverProfile(me.data.response, this.sandbox);
  }

  verifyAccessToken(accessToken: string): Promise<ProviderProfile> {
    return this.profile(accessToken);
  }
}
