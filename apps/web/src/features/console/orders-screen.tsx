import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { EmptyState } from '@/components/ui/list-states';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';
import { ConsolePage, Pager, Panel } from '@/features/console/console-parts';
import { OrdersFilters } from '@/features/console/orders-filters';
import { OrdersList } from '@/features/console/orders-list';
import { adminOrdersQueryOptions } from '@/features/console/queries';
import { orderListQuery, type OrdersSearch } from '@/features/console/search';

const SKELETON_ROWS = ['h-72 w-full', 'h-72 w-full', 'h-72 w-full', 'h-72 w-full'] as const;

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
  const data = query.data;

  return (
    <ConsolePage title={t('console.orders.title')} description={t('console.orders.description')}>
      <Panel>
        <OrdersFilters search={search} onSearch={onSearch} />
      </Panel>
      <Panel className="lg:px-m">
        {query.isError ? (
          <LoadError
            size="section"
            title={t('console.orders.loadFailed')}
            detail={errorText(t, query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : !data ? (
          <ListSkeleton className="flex flex-col gap-s" bars={SKELETON_ROWS} />
        ) : data.rows.length === 0 ? (
          <EmptyState
            icon={<ReceiptIcon size={30} />}
            title={t('console.orders.emptyTitle')}
            body={t(filtered ? 'console.orders.emptyFiltered' : 'console.orders.emptyBody')}
            action={
              filtered ? (
                <Button size="small" variant="done" onClick={() => onSearch({})}>
                  {t('console.orders.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined}>
            <OrdersList rows={data.rows} caption={t('console.orders.caption')} />
            <Pager
              meta={data.meta}
              label={t('console.orders.pages')}
              onPage={(page) => onSearch({ ...search, page })}
            />
          </div>
        )}
      </Panel>
    </ConsolePage>
  );
}
