import { createFileRoute } from '@tanstack/react-router';
import { ProductListScreen } from '@/features/products/product-list-screen';
import { ProductListSearch } from '@/features/products/search-params';

export const Route = createFileRoute('/_main/products/(home)/best')({
  validateSearch: ProductListSearch,
  component: ProductsBestRoute,
});

function ProductsBestRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductListScreen
      kind="best"
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
