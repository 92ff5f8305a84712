import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { requireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/_main/plants/new')({
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: PlantsNewRoute,
});

function PlantsNewRoute() {
  return <PreparingScreen titleKey="routes.plantsNew" />;
}
