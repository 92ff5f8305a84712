import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useAuthStore } from '@/lib/session/auth-store';

// Not part of the first load (/home's budget): its code arrives after the first commit.
const NotificationSetup = lazy(() =>
  import('@/features/notifications/notification-setup').then((m) => ({
    default: m.NotificationSetup,
  })),
);

/**
 * The app root's notification setup (spec §2), for a signed-in user only, and only once the app
 * has committed its first screen: never part of a server-rendered page or of the start-up code.
 */
export function NotificationSetupSlot() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const pathname = useLocation({ select: (l) => l.pathname });
  const [mounted, setMounted] = useState(false);
  // A task after the first commit: the setup's chunk never competes with the first screen.
  useEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!mounted || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationSetup pathname={pathname} />
    </Suspense>
  );
}
