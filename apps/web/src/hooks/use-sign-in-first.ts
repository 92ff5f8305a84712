import { useNavigate, useRouter } from '@tanstack/react-router';
import { useAuthStore } from '@/lib/session/auth-store';

/**
 * For actions only a signed-in user can take (likes): returns `true` when the caller may go on;
 * for a visitor it opens sign-in with this address as the redirect, so signing in brings them back.
 */
export function useSignInFirst() {
  const router = useRouter();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  return () => {
    if (signedIn) return true;
    void navigate({ to: '/auth/sign-in', search: { redirect: router.state.location.href } });
    return false;
  };
}
