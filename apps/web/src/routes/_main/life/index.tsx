import { createFileRoute } from '@tanstack/react-router';
import { LifeScreen } from '@/features/life/life-screen';
import { LifeSearch } from '@/features/life/search';

export const Route = createFileRoute('/_main/life/')({
  validateSearch: LifeSearch,
  component: LifeRoute,
});

function LifeRoute() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LifeScreen
      category={category}
      onCategoryChange={(next) =>
        void navigate({ search: { category: next }, replace: true, resetScroll: false })
      }
    />
  );
}
