import { createFileRoute } from '@tanstack/react-router';
import { useSearchLayer } from '@/features/addresses/use-search-layer';
import { MyReviewsScreen } from '@/features/reviews/my-reviews-screen';
import { myReviewsQueryOptions } from '@/features/reviews/my-reviews-queries';
import { MyReviewsSearch } from '@/features/reviews/my-reviews-search';

export const Route = createFileRoute('/_main/profile/reviews')({
  validateSearch: MyReviewsSearch,
  // Starts the request alongside the screen's code; the screen shows its own skeleton meanwhile.
  loader: ({ context }) => void context.queryClient.prefetchInfiniteQuery(myReviewsQueryOptions()),
  staticData: { hideNav: true },
  component: ProfileReviewsRoute,
});

function ProfileReviewsRoute() {
  const { edit } = Route.useSearch();
  const navigate = Route.useNavigate();
  const layer = useSearchLayer<number>(
    (value, replace) =>
      void navigate({ search: value === undefined ? {} : { edit: value }, replace }),
  );
  return <MyReviewsScreen editing={edit} onOpenEdit={layer.open} onCloseEdit={layer.close} />;
}
