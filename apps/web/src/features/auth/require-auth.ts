import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { safeRedirectPath } from '@chorok/contract';
import { useAuthStore } from '@/lib/session/auth-store';

/**
 * The (auth) guard of spec §2, for `beforeLoad`: a visitor without a token goes to sign-in with
 * the address they asked for, so signing in brings them back to it. A signed-in user who has not
 * agreed to the required terms in force goes to the agreement screen first (decision 0019); the
 * check is loaded on demand, so the first load of every page carries only this much of it.
 */
export async function requireAuth({
  location,
  context,
}: {
  location: Pick<ParsedLocation, 'href' | 'pathname'>;
  context: { queryClient: QueryClient };
}) {
  if (!useAuthStore.getState().accessToken)
    throw redirect({ to: '/auth/sign-in', search: { redirect: location.href } });
  const gate = await import('@/lib/session/terms-gate');
  if (
    location.pathname !== gate.TERMS_AGREEMENT_PATH &&
    (await gate.needsAgreement(context.queryClient))
  )
    throw redirect({ href: gate.agreementHref(location.href) });
}

/** Where to go after signing in: the safe redirect, else the one kept across a provider round trip, else /home. */
export function signInTarget(searchRedirect: string | undefined): string {
  const kept = useAuthStore.getState().redirectUrl;
  return (
    safeRedirectPath(searchRedirect) ?? (kept !== '/' ? safeRedirectPath(kept) : null) ?? '/home'
  );
}
