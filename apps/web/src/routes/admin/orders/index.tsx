import { createFileRoute } from '@tanstack/react-router';
import { OrdersScreen } from '@/features/console/orders-screen';
import type { OrdersSearch } from '@/features/console/search';
import { readOrdersSearch } from '@/features/console/search';

export const Route = createFileRoute('/admin/orders/')({
  // Passed through here and read in the screen's chunk (features/console/search.ts).
  validateSearch: (search: Record<string, unknown>) => search as OrdersSearch,
  component: OrdersRoute,
});

function OrdersRoute() {
  const navigate = Route.useNavigate();
  return (
    <OrdersScreen
      search={readOrdersSearch(Route.useSearch())}
      onSearch={(search) => void navigate({ search })}
    />
  );
}
