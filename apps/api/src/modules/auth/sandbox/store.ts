import { createHash, randomBytes } from 'node:crypto';
import type { SandboxedProvider } from './config.ts';

/** Kakao's authorization codes live 10 minutes; the sandbox's 5 (spent once either way). */
export const SANDBOX_CODE_TTL_MS = 5 * 60_000;
/** Kakao's access tokens live 6 hours, Naver's 1 hour. */
export const SANDBOX_TOKEN_TTL_MS: Record<SandboxedProvider, number> = {
  kakao: 6 * 60 * 60_000,
  naver: 60 * 60_000,
};
/** It is a stand-in kept in memory: past this many entries the oldest go. */
const MAX_ENTRIES = 10_000;

/** Who agreed on the consent page, and what they agreed to share. */
export interface SandboxAccount {
  /** The provider's user id: Kakao a number, Naver an opaque per-app string. */
  id: string;
  /** Null when 이메일 제공에 동의 was left unchecked. */
  email: string | null;
  nickname: string;
}

export interface CodeGrant {
  clientId: string;
  redirectUri: string;
  state: string;
  account: SandboxAccount;
}
export interface TokenGrant {
  clientId: string;
  account: SandboxAccount;
  expiresAt: number;
}

/** Kakao's ids are 64-bit numbers; a 10-digit one from the address keeps it readable and safe. */
function kakaoId(email: string): string {
  const digest = createHash('sha256').update(`kakao:${email}`).digest();
  return String(1_000_000_000 + (digest.readUIntBE(0, 6) % 9_000_000_000));
}

/** Naver's ids differ per application (the same person has another id in another app). */
function naverId(clientId: string, email: string): string {
  return createHash('sha256').update(`naver:${clientId}:${email}`).digest('base64url').slice(0, 43);
}

/** The same address on the same provider is the same person, sign-in after sign-in. */
export function sandboxAccountId(provider: SandboxedProvider, clientId: string, email: string) {
  const normalised = email.trim().toLowerCase();
  return provider === 'kakao' ? kakaoId(normalised) : naverId(clientId, normalised);
}

/** A fresh address for the consent page, so each visit is a new person unless one is typed. */
export function freshSandboxEmail(provider: SandboxedProvider): string {
  return `${provider}-${randomBytes(4).toString('hex')}@sandbox.example`;
}

/** Codes (single use) and access tokens of one provider's sandbox. */
export class SandboxStore {
  readonly #codes = new Map<string, CodeGrant & { expiresAt: number }>();
  readonly #tokens = new Map<string, TokenGrant>();
  readonly #now: () => number;
  readonly #tokenTtlMs: number;

  constructor(provider: SandboxedProvider, now: () => number = Date.now) {
    this.#now = now;
    this.#tokenTtlMs = SANDBOX_TOKEN_TTL_MS[provider];
  }

  issueCode(grant: CodeGrant): string {
    const code = randomBytes(24).toString('base64url');
    put(this.#codes, code, { ...grant, expiresAt: this.#now() + SANDBOX_CODE_TTL_MS });
    return code;
  }

  /** The grant of an unexpired code, which is spent by asking: a second ask finds nothing. */
  spendCode(code: string): CodeGrant | null {
    const grant = this.#codes.get(code);
    this.#codes.delete(code);
    if (!grant || grant.expiresAt <= this.#now()) return null;
    return grant;
  }

  issueToken(clientId: string, account: SandboxAccount): { token: string; expiresInS: number } {
    const token = randomBytes(32).toString('base64url');
    put(this.#tokens, token, { clientId, account, expiresAt: this.#now() + this.#tokenTtlMs });
    return { token, expiresInS: Math.floor(this.#tokenTtlMs / 1000) };
  }

  token(token: string): (TokenGrant & { expiresInS: number }) | null {
    const grant = this.#tokens.get(token);
    if (!grant) return null;
    const left = grant.expiresAt - this.#now();
    if (left <= 0) {
      this.#tokens.delete(token);
      return null;
    }
    return { ...grant, expiresInS: Math.floor(left / 1000) };
  }
}

/** `Authorization: Bearer {token}` → the token; anything else → null. */
export function bearerToken(header: string | undefined): string | null {
  return /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? null;
}

function put<V>(map: Map<string, V>, key: string, value: V): void {
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
