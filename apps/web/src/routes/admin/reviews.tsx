import { createFileRoute } from '@tanstack/react-router';
import { ReviewsScreen } from '@/features/console/reviews-screen';
import type { ReviewsSearch } from '@/features/console/search';
import { readReviewsSearch } from '@/features/console/search';

export const Route = createFileRoute('/admin/reviews')({
  // Passed through here and read in the screen's chunk (features/console/search.ts).
  validateSearch: (search: Record<string, unknown>) => search as ReviewsSearch,
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const navigate = Route.useNavigate();
  return (
    <ReviewsScreen
      search={readReviewsSearch(Route.useSearch())}
      onSearch={(search) => void navigate({ search })}
    />
  );
}
