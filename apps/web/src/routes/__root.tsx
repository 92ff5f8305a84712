import { Outlet, createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router';
import { usePageViews } from '@/features/analytics/use-page-views';
import { useSessionSync } from '@/features/auth/use-session-sync';
import { NotificationSetupSlot } from '@/features/notifications/notification-setup-slot';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // An unmatched address renders here, outside every layout; it gets the main column itself.
  // Loaded on demand (the router fetches it before rendering a not-found), not with every page.
  notFoundComponent: lazyRouteComponent(() => import('@/app/root-not-found'), 'RootNotFound'),
});

function Root() {
  usePageViews();
  useSessionSync();
  return (
    <>
      <Outlet />
      <NotificationSetupSlot />
    </>
  );
}
