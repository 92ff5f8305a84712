import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { parseRouteId } from '@/features/app/route-params';
import { requireAuth } from '@/features/auth/require-auth';

export const Route = createFileRoute('/_main/plants/setting/$plantsId')({
  params: {
    parse: ({ plantsId }) => ({ plantsId: parseRouteId(plantsId, CLIENT_MESSAGES.invalidId) }),
    stringify: ({ plantsId }) => ({ plantsId: String(plantsId) }),
  },
  beforeLoad: requireAuth,
  staticData: { hideNav: true },
  component: PlantSettingRoute,
});

function PlantSettingRoute() {
  return <PreparingScreen titleKey="routes.plantSetting" />;
}
