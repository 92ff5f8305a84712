import { createFileRoute } from '@tanstack/react-router';
import { PlantsManageScreen } from '@/features/plants/manage-screen';

export const Route = createFileRoute('/_main/plants/manage')({
  component: PlantsManageScreen,
});
