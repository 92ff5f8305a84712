import { createFileRoute } from '@tanstack/react-router';
import { ProductListScreen } from '@/features/products/product-list-screen';
import { RecommendIntro } from '@/features/recommend/recommend-intro';
import { ProductListSearch } from '@/features/products/search-params';

export const Route = createFileRoute('/_main/products/(base)/recommend')({
  validateSearch: ProductListSearch,
  component: ProductsRecommendRoute,
});

function ProductsRecommendRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductListScreen
      kind="recommend"
      intro={<RecommendIntro />}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
