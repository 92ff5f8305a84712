import { createFileRoute } from '@tanstack/react-router';
import { SearchScreen } from '@/features/products/search-screen';
import { ProductSearchSearch } from '@/features/products/search-params';

export const Route = createFileRoute('/_main/products/(base)/search')({
  validateSearch: ProductSearchSearch,
  component: ProductsSearchRoute,
});

function ProductsSearchRoute() {
  const { q, metadataIds } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchScreen
      q={q}
      metadataIds={metadataIds}
      onSearch={(text) => void navigate({ search: { q: text } })}
      onFilterChange={(ids) =>
        void navigate({
          search: (prev) => ({ ...prev, metadataIds: ids }),
          replace: true,
          resetScroll: false,
        })
      }
    />
  );
}
