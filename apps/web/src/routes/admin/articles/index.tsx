import { createFileRoute } from '@tanstack/react-router';
import { ArticlesScreen } from '@/features/console/articles-screen';
import type { ArticlesSearch } from '@/features/console/search';
import { readArticlesSearch } from '@/features/console/search';

export const Route = createFileRoute('/admin/articles/')({
  // Passed through here and read in the screen's chunk (features/console/search.ts).
  validateSearch: (search: Record<string, unknown>) => search as ArticlesSearch,
  component: ArticlesRoute,
});

function ArticlesRoute() {
  const navigate = Route.useNavigate();
  return (
    <ArticlesScreen
      search={readArticlesSearch(Route.useSearch())}
      onSearch={(search) => void navigate({ search })}
    />
  );
}
