import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '@/features/console/dashboard-screen';

/** /admin opens 오늘: the day's figures and what waits for a person. */
export const Route = createFileRoute('/admin/')({
  component: DashboardScreen,
});
