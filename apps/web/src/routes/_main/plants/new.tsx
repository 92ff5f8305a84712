import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/require-auth';
import { NewPlantScreen } from '@/features/plants/new-plant-screen';

export const Route = createFileRoute('/_main/plants/new')({
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: NewPlantScreen,
});
