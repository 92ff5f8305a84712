import { createFileRoute } from '@tanstack/react-router';
import { CouponsScreen } from '@/features/benefits/coupons-screen';
import { couponsQueryOptions, knownUserId } from '@/features/benefits/queries';
import { CouponsSearch } from '@/features/benefits/search';

export const Route = createFileRoute('/_main/profile/coupons')({
  validateSearch: CouponsSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'USABLE' }),
  // Starts the request alongside the screen's code when the user is known.
  loader: ({ context, deps }) => {
    const userId = knownUserId(context.queryClient);
    if (userId !== null)
      void context.queryClient.prefetchQuery(couponsQueryOptions(userId, deps.tab));
  },
  staticData: { hideNav: true },
  component: ProfileCouponsRoute,
});

function ProfileCouponsRoute() {
  const { tab = 'USABLE' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CouponsScreen
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: { tab: next === 'USABLE' ? undefined : next }, replace: true })
      }
    />
  );
}
