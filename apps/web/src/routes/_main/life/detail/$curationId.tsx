import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_MESSAGES } from '@chorok/contract';
import { parseRouteId } from '@/lib/route-params';
import { ensureCuration } from '@/features/life/queries';
import { CurationDetailScreen } from '@/features/life/curation-detail-screen';

export const Route = createFileRoute('/_main/life/detail/$curationId')({
  params: {
    parse: ({ curationId }) => ({
      curationId: parseRouteId(curationId, CLIENT_MESSAGES.invalidId),
    }),
    stringify: ({ curationId }) => ({ curationId: String(curationId) }),
  },
  staticData: { hideNav: true },
  // A 404 is the router's not-found screen; other failures are the route's error.
  loader: async ({ context: { queryClient }, params: { curationId } }) => {
    await ensureCuration(queryClient, curationId);
  },
  component: CurationRoute,
});

function CurationRoute() {
  const { curationId } = Route.useParams();
  return <CurationDetailScreen curationId={curationId} />;
}
