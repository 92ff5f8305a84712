import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { safeRedirectPath } from '@chorok/contract';
import { useAuthStore } from '@/features/auth/auth-store';

/**
 * The (auth) guard of spec §2, for `beforeLoad`: a visitor without a token goes to sign-in with
 * the address they asked for, so signing in brings them back to it.
 */
export function requireAuth({ location }: { location: Pick<ParsedLocation, 'href'> }) {
  if (useAuthStore.getState().accessToken) return;
  throw redirect({ to: '/auth/sign-in', search: { redirect: location.href } });
}

/** Where to go after signing in: the safe redirect, else the one kept across a provider round trip, else /home. */
export function signInTarget(searchRedirect: string | undefined): string {
  const kept = useAuthStore.getState().redirectUrl;
  return (
    safeRedirectPath(searchRedirect) ?? (kept !== '/' ? safeRedirectPath(kept) : null) ?? '/home'
  );
}
