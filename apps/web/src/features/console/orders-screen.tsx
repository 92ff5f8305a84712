import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { useConsoleSearch } from '@/features/console/console-link';
import { ConsoleList } from '@/features/console/console-list';
import { ConsolePage, Panel } from '@/features/console/console-parts';
import { OrdersFilters } from '@/features/console/orders-filters';
import { OrdersList } from '@/features/console/orders-list';
import { adminOrdersQueryOptions } from '@/features/console/queries';
import { orderListQuery, type OrdersSearch, readOrdersSearch } from '@/features/console/search';

/**
 * /admin/orders: every order, newest first, by state chip, words and Seoul days (all in the
 * address, so a filtered list can be shared or reloaded), a page at a time.
 */
export function OrdersScreen({
  search,
  onSearch,
}: {
  search: OrdersSearch;
  onSearch: (search: OrdersSearch) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(adminOrdersQueryOptions(orderListQuery(search)));
  const filtered = Boolean(search.state || search.q || search.from || search.to);

  return (
    <ConsolePage title={t('console.orders.title')} description={t('console.orders.description')}>
      <Panel>
        <OrdersFilters search={search} onSearch={onSearch} />
      </Panel>
      <Panel className="lg:px-m">
        <ConsoleList
          area="orders"
          query={query}
          icon={<ReceiptIcon size={30} />}
          filtered={filtered}
          onClear={() => onSearch({})}
          onPage={(page) => onSearch({ ...search, page })}
        >
          {(rows) => <OrdersList rows={rows} caption={t('console.orders.caption')} />}
        </ConsoleList>
      </Panel>
    </ConsolePage>
  );
}

/** The console route: the address's search, read here, in the screen's chunk. */
export function OrdersRoute() {
  const [search, onSearch] = useConsoleSearch(readOrdersSearch);
  return <OrdersScreen search={search} onSearch={onSearch} />;
}
