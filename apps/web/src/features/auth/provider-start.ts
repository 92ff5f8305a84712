import {
  CLIENT_MESSAGES,
  authRoutes,
  type OAuthIntent,
  type SocialProvider,
} from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import { savePendingAuth } from '@/features/auth/pending-auth';
import { isInNativeApp, postNativeMessage } from '@/native/shell';

/** A full page load to the provider's (or the sandbox's) authorize page. Overridable in tests. */
export const providerNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/** Our own origin (the sandbox) or a provider's https page; anything else is not followed. */
function followable(url: string): boolean {
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin || target.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface ProviderStart {
  provider: SocialProvider;
  intent: OAuthIntent;
  /** Where signing in should land (a safe path); not used for a link. */
  redirect?: string;
}

/**
 * The one way a provider round trip starts, for signing in and for linking. The server issues
 * the `state` (and Apple's nonce); this tab remembers it, so the callback can tell a round trip it
 * started from one someone else started. Inside the native shell the provider's SDK signs in and
 * the shell comes back to the callback; otherwise the browser goes to the authorize page.
 * Resolves once the page is on its way (or the shell has the request); throws the server's error.
 */
export async function startProvider({ provider, intent, redirect }: ProviderStart): Promise<void> {
  // Linking Apple has no SDK path (the link endpoint takes a code or an SDK access token), so
  // inside the shell too it goes through Apple's web page.
  const native = isInNativeApp() && !(provider === 'apple' && intent === 'link');
  const { data } = await request(authRoutes.authorize, {
    params: { provider },
    body: { intent, native },
  });
  savePendingAuth({ provider, state: data.state, intent, ...(redirect ? { redirect } : {}) });
  if (
    native &&
    postNativeMessage({
      type: 'AUTH_REQUEST',
      provider,
      state: data.state,
      ...(data.nonce ? { nonce: data.nonce } : {}),
    })
  )
    return;
  if (!followable(data.authorizeUrl)) throw new ApiError(CLIENT_MESSAGES.somethingWentWrong, 0);
  providerNavigation.assign(data.authorizeUrl);
}
