import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/require-auth';

/** Checkout and the payment provider's return pages: signed-in only, no bottom nav (spec §2). */
export const Route = createFileRoute('/_main/purchase')({
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: Outlet,
});
