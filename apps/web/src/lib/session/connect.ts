import { connectSession } from '@/lib/api-client';
import { clearSession, useAuthStore } from '@/lib/session/auth-store';

/** Hands the API client its token source and its 401 rule: called once at start-up. */
export function connectApiToSession() {
  connectSession({
    token: () => useAuthStore.getState().accessToken,
    onUnauthorized: () => {
      clearSession();
      window.location.reload();
    },
  });
}
