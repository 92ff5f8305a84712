import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { authRoutes, type LeaveBody } from '@chorok/contract';
import { ApiError, request } from '@/lib/api-client';
import { clearSession } from '@/lib/session/auth-store';
import { useLeftMark } from '@/features/auth/left-mark';

/** A 401 means the server already forgot this token: for sign-out that is the goal reached. */
function ignoreUnauthorized(error: unknown) {
  if (error instanceof ApiError && error.status === 401) return;
  throw error;
}

/** Forget the session here, and anything cached for it, then go on to `to`. */
function useEndSession(to: '/home' | '/leave/done') {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    clearSession();
    // Nothing cached for this user may be shown to whoever uses the device next.
    queryClient.clear();
    void navigate({ to, replace: true });
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

/**
 * POST /auth/sign-out (201), then forget the session here and go home; `onSignedOut` runs once
 * that is done (마이 says so with a toast), even when the screen that asked is gone by then.
 */
export function useSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const endSession = useEndSession('/home');
  return useMutation({
    mutationFn: async () => {
      await dropPushSubscription(true).catch(() => undefined);
      await request(authRoutes.signOut).catch(ignoreUnauthorized);
    },
    onSuccess: () => {
      endSession();
      onSignedOut?.();
    },
  });
}

/**
 * POST /auth/leave (200) with the reason: the account is deleted; forget the session and show
 * /leave/done, which only this tab's own leave unlocks (an in-memory mark, never stored).
 */
export function useLeave() {
  const endSession = useEndSession('/leave/done');
  return useMutation({
    mutationFn: async (body: LeaveBody) => {
      await request(authRoutes.leave, { body });
      // The account and its subscriptions are gone on the server; the browser's goes too.
      await dropPushSubscription(false).catch(() => undefined);
    },
    onSuccess: () => {
      useLeftMark.getState().mark();
      endSession();
    },
  });
}
