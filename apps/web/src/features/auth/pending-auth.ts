import {
  OAUTH,
  OAUTH_INTENTS,
  safeRedirectPath,
  type OAuthIntent,
  type SocialProvider,
} from '@chorok/contract';

/**
 * The provider round trip this tab started: the server's `state` (the callback must bring the
 * same one back — login CSRF), why it went (sign in or link) and where to land afterwards. Kept
 * in sessionStorage: it survives the provider's pages but not the tab, and no other tab sees it.
 */
export interface PendingAuth {
  provider: SocialProvider;
  state: string;
  intent: OAuthIntent;
  /** The safe path to go to after signing in; unset for a link. */
  redirect?: string;
  startedAt: number;
}

const key = (provider: SocialProvider) => `chorok-oauth:${provider}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off; then no round trip can be checked, and none is trusted.
    return null;
  }
}

export function savePendingAuth(pending: Omit<PendingAuth, 'startedAt'>): void {
  storage()?.setItem(
    key(pending.provider),
    JSON.stringify({ ...pending, startedAt: Date.now() } satisfies PendingAuth),
  );
}

/** The round trip started for `provider`, unless there is none, it is malformed or expired. */
export function readPendingAuth(provider: SocialProvider): PendingAuth | null {
  let value: unknown;
  try {
    value = JSON.parse(storage()?.getItem(key(provider)) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { state, intent, startedAt } = record;
  // Storage is the page's to write: the kept target passes the redirect rule again.
  const redirect = safeRedirectPath(record.redirect);
  if (record.provider !== provider || typeof state !== 'string' || state === '') return null;
  if (!(OAUTH_INTENTS as readonly unknown[]).includes(intent)) return null;
  if (typeof startedAt !== 'number' || Date.now() - startedAt > OAUTH.stateTtlMs) return null;
  return {
    provider,
    state,
    intent: intent as OAuthIntent,
    ...(redirect !== null ? { redirect } : {}),
    startedAt,
  };
}

/** A state is spent once: whatever the callback made of it, it is forgotten. */
export function clearPendingAuth(provider: SocialProvider): void {
  storage()?.removeItem(key(provider));
}
