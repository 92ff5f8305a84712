import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/session/auth-store';
import { meQueryKey } from '@/lib/session/me-queries';

/** Whenever the token goes away (sign-out, expiry, leave), the cached user goes with it. */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.accessToken && !state.accessToken)
          queryClient.removeQueries({ queryKey: meQueryKey });
      }),
    [queryClient],
  );
}
