import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '@/features/auth/require-auth';
import { LikesScreen } from '@/features/likes/likes-screen';
import { LikesSearch } from '@/features/likes/search';

export const Route = createFileRoute('/_main/likes')({
  beforeLoad: requireAuth,
  validateSearch: LikesSearch,
  staticData: { hideNav: true },
  component: LikesRoute,
});

function LikesRoute() {
  const { tab = 'products' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LikesScreen
      tab={tab}
      onTabChange={(next) =>
        void navigate({ search: { tab: next === 'products' ? undefined : next }, replace: true })
      }
    />
  );
}
