import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { requireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/_main/likes')({
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: LikesRoute,
});

function LikesRoute() {
  return <PreparingScreen titleKey="routes.likes" />;
}
