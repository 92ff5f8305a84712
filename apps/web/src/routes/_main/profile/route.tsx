import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/require-auth';

/** /profile and its children are for signed-in users (spec §2). */
export const Route = createFileRoute('/_main/profile')({
  beforeLoad: requireAuth,
  component: Outlet,
});
