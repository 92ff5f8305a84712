import { MESSAGES } from '@chorok/contract';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
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
 * Kakao Login over its REST API (developers.kakao.com, 카카오 로그인 > REST API):
 * GET  {auth}/oauth/authorize?response_type=code&client_id&redirect_uri&state
 * POST {auth}/oauth/token  (form: grant_type=authorization_code, client_id, redirect_uri, code
 *                           [, client_secret])  → { access_token, token_type, … }
 * GET  {api}/v2/user/me                 (Bearer) → { id, kakao_account: { email, profile, … } }
 * GET  {api}/v1/user/access_token_info  (Bearer) → { id, expires_in, app_id }
 * Errors: the token endpoint answers 4xx with { error, error_description, error_code: 'KOE…' };
 * the API answers 4xx with { msg, code } (-401: invalid or expired token).
 */

/** `clientId` is the app's REST API key. */
export interface KakaoOptions extends CodeFlowOptions {
  clientSecret?: string | undefined;
  /** The numeric app ID: a native token must have been issued to this app. */
  appId?: string | undefined;
}

const NAME = 'Kakao';

export const KakaoToken = z.object({ access_token: z.string().min(1) });
export const KakaoTokenError = z.object({
  error: z.string(),
  error_description: z.string().optional(),
  error_code: z.string().optional(),
});
export const KakaoApiError = z.object({ msg: z.string().optional(), code: z.number() });
export const KakaoTokenInfo = z.object({
  id: z.number().int(),
  app_id: z.number().int(),
  expires_in: z.number().optional(),
});

/** Kakao ids are 64-bit; above 2^53 a JSON number loses digits, so such an id is unreadable. */
const KakaoId = z.number().int().positive().refine(Number.isSafeInteger);

export const KakaoUser = z.object({
  id: KakaoId,
  kakao_account: z
    .object({
      email: z.string().optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      profile: z
        .object({
          nickname: z.string().optional(),
          profile_image_url: z.string().optional(),
          is_default_image: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type KakaoUser = z.infer<typeof KakaoUser>;

/** Only an address Kakao says is both valid and verified is used (spec: e-mail when granted). */
export function kakaoProfile(user: KakaoUser, sandbox = false): ProviderProfile {
  const account = user.kakao_account;
  const email =
    account?.email && account.is_email_valid === true && account.is_email_verified === true
      ? account.email
      : null;
  const profile = account?.profile;
  return {
    provider: 'kakao',
    subject: `${sandbox ? SANDBOX_SUBJECT_PREFIX : ''}${user.id}`,
    email,
    displayName: profile?.nickname?.trim() || null,
    profileImageUrl:
      profile?.profile_image_url && profile.is_default_image !== true
        ? profile.profile_image_url
        : null,
  };
}

export class KakaoProvider extends CodeFlowProvider<KakaoOptions> implements OAuthProvider {
  readonly name = 'kakao' as const;

  constructor(options: KakaoOptions) {
    super(options, '/oauth/authorize');
  }

  async exchangeCode({ code, redirectUri }: CodeInput): Promise<string> {
    const { clientId, clientSecret, authUrl } = this.options;
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      redirect_uri: redirectUri,
      code,
    });
    if (clientSecret) form.set('client_secret', clientSecret);
    const { status, json } = await requestJson(
      this.options.fetch,
      NAME,
      'token',
      `${authUrl}/oauth/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: form.toString(),
      },
    );
    if (status === 200) {
      const token = KakaoToken.safeParse(json);
      if (token.success) return token.data.access_token;
      throw providerUnavailable(NAME, 'token: HTTP 200 without access_token');
    }
    const refusal = KakaoTokenError.safeParse(json);
    if (!refusal.success) throw providerUnavailable(NAME, `token: HTTP ${status}, unknown body`);
    const what = `token: ${refusal.data.error} ${refusal.data.error_code ?? ''}`.trim();
    // invalid_client: our key or secret is wrong; nothing the user can do about it.
    if (refusal.data.error === 'invalid_client') throw providerUnavailable(NAME, what);
    throw codeRefused(NAME, what);
  }

  async #api(label: string, path: string, accessToken: string): Promise<unknown> {
    const { status, json } = await requestJson(
      this.options.fetch,
      NAME,
      label,
      `${this.options.apiUrl}${path}`,
      { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } },
    );
    if (status === 200) return json;
    const refusal = KakaoApiError.safeParse(json);
    if (status === 401 || (refusal.success && refusal.data.code === -401))
      throw tokenRefused(NAME, `${label}: ${refusal.data?.msg ?? `HTTP ${status}`}`);
    // -2 (a malformed token) is a 400; other codes are Kakao's trouble.
    if (refusal.success && refusal.data.code === -2)
      throw tokenRefused(NAME, `${label}: ${refusal.data.msg ?? 'malformed token'}`);
    throw providerUnavailable(NAME, `${label}: HTTP ${status}`);
  }

  async profile(accessToken: string): Promise<ProviderProfile> {
    const user = KakaoUser.safeParse(await this.#api('user/me', '/v2/user/me', accessToken));
    if (!user.success) throw providerUnavailable(NAME, 'user/me: unexpected body');
    return kakaoProfile(user.data, this.sandbox);
  }

  /**
   * A token from the native SDK could have been issued to any Kakao app; a site that took it on
   * trust would let that app's owner sign in as its users here. access_token_info names the app.
   */
  async verifyAccessToken(accessToken: string): Promise<ProviderProfile> {
    const { appId } = this.options;
    if (!appId) throw new AppError('NOT_CONFIGURED', MESSAGES.providerNotConfigured);
    const info = KakaoTokenInfo.safeParse(
      await this.#api('access_token_info', '/v1/user/access_token_info', accessToken),
    );
    if (!info.success) throw providerUnavailable(NAME, 'access_token_info: unexpected body');
    if (String(info.data.app_id) !== appId)
      throw tokenRefused(NAME, `access_token_info: issued to app ${info.data.app_id}`);
    const profile = await this.profile(accessToken);
    if (profile.subject !== `${this.sandbox ? SANDBOX_SUBJECT_PREFIX : ''}${info.data.id}`)
      throw tokenRefused(NAME, 'access_token_info and user/me disagree on the user');
    return profile;
  }
}
