import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons/plus';
import { PlantIcon } from '@/components/ui/icons/plant';
import { EmptyState } from '@/components/ui/list-states';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';
import {
  ConsolePage,
  Pager,
  Panel,
  consoleButtonClassName,
} from '@/features/console/console-parts';
import { adminProductsQueryOptions } from '@/features/console/product-queries';
import { ProductsFilters } from '@/features/console/products-filters';
import { ProductsList } from '@/features/console/products-list';
import { productListQuery, type ProductsSearch } from '@/features/console/search';

const SKELETON_ROWS = ['h-72 w-full', 'h-72 w-full', 'h-72 w-full', 'h-72 w-full'] as const;

/**
 * /admin/products: every product, newest edit first, by words, status, category and stock (all in
 * the address), a page at a time; 상품 등록 opens an empty form.
 */
export function ProductsScreen({
  search,
  onSearch,
}: {
  search: ProductsSearch;
  onSearch: (search: ProductsSearch) => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(adminProductsQueryOptions(productListQuery(search)));
  const filtered = Boolean(search.q || search.status || search.category || search.stock);
  const data = query.data;

  return (
    <ConsolePage
      title={t('console.products.title')}
      description={t('console.products.description')}
      actions={
        <Link
          to="/admin/products/new"
          className={consoleButtonClassName('primary', { tall: true })}
        >
          <PlusIcon size={18} />
          {t('console.products.create')}
        </Link>
      }
    >
      <Panel>
        <ProductsFilters search={search} onSearch={onSearch} />
      </Panel>
      <Panel className="lg:px-m">
        {query.isError ? (
          <LoadError
            size="section"
            title={t('console.products.loadFailed')}
            detail={errorText(t, query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : !data ? (
          <ListSkeleton className="flex flex-col gap-s" bars={SKELETON_ROWS} />
        ) : data.rows.length === 0 ? (
          <EmptyState
            icon={<PlantIcon size={30} />}
            title={t('console.products.emptyTitle')}
            body={t(filtered ? 'console.products.emptyFiltered' : 'console.products.emptyBody')}
            action={
              filtered ? (
                <Button size="small" variant="done" onClick={() => onSearch({})}>
                  {t('console.products.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined}>
            <ProductsList rows={data.rows} caption={t('console.products.caption')} />
            <Pager
              meta={data.meta}
              label={t('console.products.pages')}
              onPage={(page) => onSearch({ ...search, page })}
            />
          </div>
        )}
      </Panel>
    </ConsolePage>
  );
}
