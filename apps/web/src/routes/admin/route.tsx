import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/require-auth';
import { ConsoleLayout } from '@/features/console/console-layout';

/*
 * The console (decision 0043), outside the shop's layout. Signed-in only (the shop's guard: sign-in
 * brings the operator back here); the layout decides by role. Route definitions are in every shop
 * page's first load: the console's routes hold only what the router must know, and their
 * components — everything of the console — are split into its own chunks.
 */
export const Route = createFileRoute('/admin')({
  beforeLoad: requireAuth,
  component: ConsoleRoute,
});

function ConsoleRoute() {
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  );
}
