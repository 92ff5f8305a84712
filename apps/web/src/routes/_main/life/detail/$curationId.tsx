import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { PreparingScreen } from '@/features/app/preparing-screen';
import { parseRouteId } from '@/features/app/route-params';

export const Route = createFileRoute('/_main/life/detail/$curationId')({
  params: {
    parse: ({ curationId }) => ({
      curationId: parseRouteId(curationId, CLIENT_MESSAGES.invalidId),
    }),
    stringify: ({ curationId }) => ({ curationId: String(curationId) }),
  },
  staticData: { hideNav: true },
  component: CurationRoute,
});

function CurationRoute() {
  return <PreparingScreen titleKey="routes.curation" />;
}
