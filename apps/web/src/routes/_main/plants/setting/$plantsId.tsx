import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/lib/route-params';
import { requireAuth } from '@/features/auth/require-auth';
import { ensurePlant } from '@/features/plants/queries';
import { PlantNotFound, PlantSettingScreen } from '@/features/plants/setting-screen';

export const Route = createFileRoute('/_main/plants/setting/$plantsId')({
  params: {
    parse: ({ plantsId }) => ({ plantsId: parseRouteId(plantsId, CLIENT_MESSAGES.invalidId) }),
    stringify: ({ plantsId }) => ({ plantsId: String(plantsId) }),
  },
  beforeLoad: requireAuth,
  // Spec §2 "loads the plant"; a 404 shows the plant's not-found screen.
  loader: async ({ context: { queryClient }, params: { plantsId } }) => {
    await ensurePlant(queryClient, plantsId);
  },
  staticData: { hideNav: true },
  component: PlantSettingRoute,
  notFoundComponent: PlantNotFound,
});

function PlantSettingRoute() {
  const { plantsId } = Route.useParams();
  return <PlantSettingScreen plantId={plantsId} />;
}
