import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authRoutes, type LeaveBody } from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import { clearSession } from '@/features/auth/auth-store';

/** A 401 means the server already forgot this token: for sign-out that is the goal reached. */
function ignoreUnauthorized(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return;
  throw error;
}

function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    // Nothing cached for this user may be shown to whoever uses the device next.
    queryClient.clear();
    void navigate({ to: '/home', replace: true });
  };
}

/**
 * This browser's push subscription ends with the session (the next person on the device must not
 * get these reminders); `tellServer` while the session can still say so. Never fails the caller.
 */
async function dropPushSubscription(tellServer: boolean) {
  const { unsubscribeThisBrowser } = await import('@/features/notifications/push-subscription');
  await unsubscribeThisBrowser({ tellServer });
}

/** POST /auth/sign-out (201), then forget the session here and go home. */
export function useSignOut() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: async () => {
      await dropPushSubscription(true).catch(() => undefined);
      await request(authRoutes.signOut).catch(ignoreUnauthorized);
    },
    onSuccess: endSession,
  });
}

/** POST /auth/leave (200) with the reason: the account is deleted; forget the session and go home. */
export function useLeave() {
  const endSession = useEndSession();
  return useMutation({
    mutationFn: async (body: LeaveBody) => {
      await request(authRoutes.leave, { body });
      // The account and its subscriptions are gone on the server; the browser's goes too.
      await dropPushSubscription(false).catch(() => undefined);
    },
    onSuccess: endSession,
  });
}
