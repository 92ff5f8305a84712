import { createFileRoute } from '@tanstack/react-router';
import { MarketingSection } from '@/features/terms/marketing-section';
import { NotificationSettingsScreen } from '@/features/notifications/notification-settings-screen';
import {
  notificationSettingsQueryOptions,
  notificationsQueryOptions,
} from '@/features/notifications/queries';

export const Route = createFileRoute('/_main/profile/notifications')({
  // Both requests start alongside the screen's code; the screen shows its skeletons meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(notificationSettingsQueryOptions());
    void context.queryClient.prefetchQuery(notificationsQueryOptions());
  },
  staticData: { hideNav: true },
  component: NotificationSettingsRoute,
});

function NotificationSettingsRoute() {
  return <NotificationSettingsScreen marketing={<MarketingSection />} />;
}
