import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '@/features/console/products-screen';
import type { ProductsSearch } from '@/features/console/search';
import { readProductsSearch } from '@/features/console/search';

export const Route = createFileRoute('/admin/products/')({
  // Passed through here and read in the screen's chunk (features/console/search.ts).
  validateSearch: (search: Record<string, unknown>) => search as ProductsSearch,
  component: ProductsRoute,
});

function ProductsRoute() {
  const navigate = Route.useNavigate();
  return (
    <ProductsScreen
      search={readProductsSearch(Route.useSearch())}
      onSearch={(search) => void navigate({ search })}
    />
  );
}
