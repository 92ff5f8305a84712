import type { User } from '@chorok/contract';
import { useAuthStore, useUserInfoStore } from '@/lib/session/auth-store';
import { useMe } from '@/lib/session/me-queries';

export interface Session {
  isSignedIn: boolean;
  user: User | null;
}

/**
 * Visitor or signed-in user (spec §6: decided by the presence of user info). Keeps the me
 * query running so the stored user info follows the server.
 */
export function useSession(): Session {
  const token = useAuthStore((s) => s.accessToken);
  const stored = useUserInfoStore((s) => s.user);
  const me = useMe();
  const user = token ? (me.data ?? stored) : null;
  return { isSignedIn: user !== null, user };
}
