import { createFileRoute } from '@tanstack/react-router';
import { PreparingScreen } from '@/features/app/preparing-screen';

export const Route = createFileRoute('/_main/plants/manage')({
  component: PlantsManageRoute,
});

function PlantsManageRoute() {
  return <PreparingScreen titleKey="routes.plantsManage" />;
}
