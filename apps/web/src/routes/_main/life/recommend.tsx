import { createFileRoute } from '@tanstack/react-router';
import { LifeRecommendScreen } from '@/features/recommend/life-recommend-screen';
import { LifeRecommendSearch } from '@/features/recommend/route-search';

export const Route = createFileRoute('/_main/life/recommend')({
  validateSearch: LifeRecommendSearch,
  component: LifeRecommendRoute,
});

function LifeRecommendRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LifeRecommendScreen
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
