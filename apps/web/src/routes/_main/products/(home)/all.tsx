import { createFileRoute } from '@tanstack/react-router';
import { ProductListScreen } from '@/features/products/product-list-screen';
import { AllProductsSearch } from '@/features/products/search-params';

export const Route = createFileRoute('/_main/products/(home)/all')({
  validateSearch: AllProductsSearch,
  component: ProductsAllRoute,
});

function ProductsAllRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductListScreen
      kind="all"
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
