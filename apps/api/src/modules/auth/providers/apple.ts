import { createHash } from 'node:crypto';
import { API_BASE_PATH, APPLE_CALLBACK_PATH, MESSAGES } from '@chorok/contract';
import {
  createRemoteJWKSet,
  customFetch,
  errors,
  jwtVerify,
  type FetchImplementation,
  type JWTHeaderParameters,
  type FlattenedJWSInput,
  type JWTPayload,
} from 'jose';
import type { Config } from '../../../env.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { ProviderProfile } from '../identity-sign-in.ts';

/*
 * Sign in with Apple: the authorize URL, and the checks an id_token must pass before we believe
 * it (Apple's keys, issuer, audience, expiry, our nonce). Apple's REST API needs a client secret
 * signed with a private key, which we do not hold: the id_token Apple posts with the answer says
 * all we need, so the code is never redeemed.
 */

/** Apple's `iss`; also the default APPLE_AUTH_URL. */
export const APPLE_ISSUER = 'https://appleid.apple.com';
/** Where the local sandbox answers Apple's paths (/auth/authorize, /auth/keys, /auth/token). */
export const APPLE_SANDBOX_PATH = `${API_BASE_PATH}/auth/sandbox/apple`;
/** The Services ID the sandbox knows us by. */
export const APPLE_SANDBOX_CLIENT_ID = 'kr.chorok.sandbox';

/** Apple signs id_tokens with RS256 only. */
const ALGORITHMS = ['RS256'];
/** A key Apple rotated in is fetched on the first token naming it, then not again for a minute. */
const KEYS_COOLDOWN_MS = 60_000;
const KEYS_MAX_AGE_MS = 60 * 60_000;
export const KEYS_TIMEOUT_MS = 5_000;
/** Clocks differ a little; Apple's own tokens live 10 minutes. */
const CLOCK_TOLERANCE_S = 30;
const NAME_MAX = 40;

export interface AppleSettings {
  /** The web's Services ID: the audience of id_tokens from the browser flow. */
  clientId: string;
  /** The native app's bundle id: the audience of id_tokens from the shell; null → clientId. */
  bundleId: string | null;
  /** Base of /auth/authorize and /auth/keys, without a trailing slash. */
  authUrl: string;
  /** Tokens must carry this `iss`: Apple's for Apple, the sandbox's own URL for the sandbox. */
  issuer: string;
  sandbox: boolean;
}

/**
 * Apple as configured (APPLE_*), else the local sandbox when that is on, else null (not offered).
 * The issuer is the auth URL: for Apple's own that is exactly Apple's issuer, and a test server or
 * the sandbox signs as itself.
 */
export function appleSettings(
  config: Pick<Config, 'providers' | 'publicOrigin'>,
): AppleSettings | null {
  const apple = config.providers.apple;
  if (apple) {
    const authUrl = apple.authUrl.replace(/\/+$/, '');
    return {
      clientId: apple.clientId,
      bundleId: apple.bundleId ?? null,
      authUrl,
      issuer: authUrl,
      sandbox: false,
    };
  }
  if (!config.providers.sandbox) return null;
  const authUrl = `${config.publicOrigin}${APPLE_SANDBOX_PATH}`;
  return {
    clientId: APPLE_SANDBOX_CLIENT_ID,
    bundleId: null,
    authUrl,
    issuer: authUrl,
    sandbox: true,
  };
}

/** The Return URL registered with Apple. */
export function appleRedirectUri(publicOrigin: string): string {
  return `${publicOrigin}${APPLE_CALLBACK_PATH}`;
}

/**
 * Apple's authorize page. Asking for name and e-mail requires form_post, so Apple answers with a
 * POST to redirect_uri. Spaces are %20 (Apple's own examples), not `+`.
 */
export function appleAuthorizeUrl(
  settings: Pick<AppleSettings, 'authUrl' | 'clientId'>,
  input: { state: string; nonce: string; redirectUri: string },
): string {
  const query = Object.entries({
    response_type: 'code id_token',
    response_mode: 'form_post',
    client_id: settings.clientId,
    redirect_uri: input.redirectUri,
    scope: 'name email',
    state: input.state,
    nonce: input.nonce,
  })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${settings.authUrl}/auth/authorize?${query}`;
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export interface VerifyInput {
  /** The nonce of the state this answer spent. */
  nonce: string;
  /**
   * `web`: the browser flow, where our authorize URL carried the nonce as it is, so Apple echoes
   * it unchanged. `native`: iOS's ASAuthorizationAppleIDRequest, where apps conventionally set
   * `request.nonce = sha256(rawNonce)` (hex), so the token carries the hash; the shell may also
   * pass the nonce unchanged (Android's web-based flow does). Either is accepted there.
   */
  platform: 'web' | 'native';
}

export interface AppleClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean | 'true' | 'false';
  nonce?: string;
}

class KeysUnavailable extends Error {}

const tokenInvalid = (cause?: unknown) =>
  new AppError('UNAUTHORIZED', MESSAGES.providerTokenInvalid, { cause });

/** Only the key lookup itself may fail for reasons of the token; the rest is Apple being away. */
const TOKEN_KEY_ERRORS = [
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSENotSupported,
];

export type KeysFetch = FetchImplementation;

/**
 * Checks id_tokens against one issuer's keys. The key set is fetched through `fetchKeys` with a
 * timeout and cached (jose's remote key set): a token naming a key we do not have refetches it,
 * at most once a minute, so forged key ids cannot make us hammer Apple.
 */
export class AppleTokenVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly settings: AppleSettings,
    fetchKeys: KeysFetch = fetch,
    timeoutMs = KEYS_TIMEOUT_MS,
  ) {
    this.keys = createRemoteJWKSet(new URL(`${settings.authUrl}/auth/keys`), {
      timeoutDuration: timeoutMs,
      cooldownDuration: KEYS_COOLDOWN_MS,
      cacheMaxAge: KEYS_MAX_AGE_MS,
      [customFetch]: fetchKeys,
    });
  }

  private readonly key = async (header: JWTHeaderParameters, token: FlattenedJWSInput) => {
    try {
      return await this.keys(header, token);
    } catch (error) {
      if (TOKEN_KEY_ERRORS.some((type) => error instanceof type)) throw error;
      throw new KeysUnavailable('Apple keys unavailable', { cause: error });
    }
  };

  /** The token's claims once every check holds; 401 providerTokenInvalid or 503 otherwise. */
  async verify(idToken: string, input: VerifyInput): Promise<AppleClaims> {
    const audience =
      input.platform === 'native'
        ? (this.settings.bundleId ?? this.settings.clientId)
        : this.settings.clientId;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.key, {
        algorithms: ALGORITHMS,
        issuer: this.settings.issuer,
        audience,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      if (error instanceof KeysUnavailable)
        throw new AppError('UNAVAILABLE', MESSAGES.providerUnavailable, { cause: error.cause });
      throw tokenInvalid(error);
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') throw tokenInvalid();
    if (!nonceMatches(payload.nonce, input)) throw tokenInvalid();
    return payload as AppleClaims;
  }
}

export function nonceMatches(claim: unknown, { nonce, platform }: VerifyInput): boolean {
  if (typeof claim !== 'string' || nonce === '') return false;
  if (claim === nonce) return true;
  return platform === 'native' && claim === sha256Hex(nonce);
}

/** Apple writes booleans in id_tokens as JSON booleans or as the strings "true"/"false". */
const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * The display name from the `user` field Apple adds to the form_post the first time a person
 * authorizes us (never again, and never inside the token): `{"name":{"firstName","lastName"}}`.
 * Korean names read family name first with no space (홍길동); others given name first.
 */
export function appleUserName(userField: string | undefined): string | null {
  if (!userField || userField.length > 2000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(userField);
  } catch {
    return null;
  }
  const name = (parsed as { name?: { firstName?: unknown; lastName?: unknown } } | null)?.name;
  const part = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const first = part(name?.firstName);
  const last = part(name?.lastName);
  if (!first && !last) return null;
  const korean = /[\u3131-\u318e\uac00-\ud7a3]/.test(first + last);
  const full = korean ? `${last}${first}` : [first, last].filter(Boolean).join(' ');
  return full.slice(0, NAME_MAX);
}

/** What we keep of a verified token: the e-mail only when Apple says it is verified. */
export function appleProfile(claims: AppleClaims, displayName: string | null): ProviderProfile {
  const email =
    typeof claims.email === 'string' && isTrue(claims.email_verified) ? claims.email : null;
  return { provider: 'apple', subject: claims.sub, email, displayName, profileImageUrl: null };
}
