import { createFileRoute } from '@tanstack/react-router';
import { reviewListQueryOptions, DEFAULT_REVIEW_SORT } from '@/features/reviews/queries';
import { ReviewsScreen } from '@/features/reviews/reviews-screen';
import { ReviewsSearch } from '@/features/reviews/search';
import { ensureProduct } from '@/features/products/product-query';

export const Route = createFileRoute('/_main/products/detail/$productId/review')({
  validateSearch: ReviewsSearch,
  // Not a loader dependency: a new order shows its own skeleton at once instead of holding the
  // screen until it loads. The first order is fetched alongside the product.
  loader: async ({ context: { queryClient }, params: { productId }, location }) => {
    const { sort } = ReviewsSearch.parse(location.search);
    await Promise.all([
      ensureProduct(queryClient, productId),
      queryClient.prefetchInfiniteQuery(
        reviewListQueryOptions(productId, sort ?? DEFAULT_REVIEW_SORT),
      ),
    ]);
  },
  component: ProductReviewsRoute,
});

function ProductReviewsRoute() {
  const { productId } = Route.useParams();
  const { sort } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReviewsScreen
      productId={productId}
      sort={sort}
      onSortChange={(next) =>
        void navigate({
          search: { sort: next === DEFAULT_REVIEW_SORT ? undefined : next },
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
