import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/require-auth';

/** Orders and everything under them: signed-in only, no bottom nav (spec §2). */
export const Route = createFileRoute('/_main/order')({
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: Outlet,
});
