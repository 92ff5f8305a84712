import { useQuery } from '@tanstack/react-query';
import { ConsoleLink } from '@/features/console/console-link';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/ui/icons/plus';
import { PlantIcon } from '@/components/ui/icons/plant';
import { useConsoleSearch } from '@/features/console/console-link';
import { ConsoleList } from '@/features/console/console-list';
import { ConsolePage, Panel, consoleButtonClassName } from '@/features/console/console-parts';
import { adminProductsQueryOptions } from '@/features/console/product-queries';
import { ProductsFilters } from '@/features/console/products-filters';
import { ProductsList } from '@/features/console/products-list';
import {
  productListQuery,
  type ProductsSearch,
  readProductsSearch,
} from '@/features/console/search';

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

  return (
    <ConsolePage
      title={t('console.products.title')}
      description={t('console.products.description')}
      actions={
        <ConsoleLink
          to="/admin/products/new"
          className={consoleButtonClassName('primary', { tall: true })}
        >
          <PlusIcon size={18} />
          {t('console.products.create')}
        </ConsoleLink>
      }
    >
      <Panel>
        <ProductsFilters search={search} onSearch={onSearch} />
      </Panel>
      <Panel className="lg:px-m">
        <ConsoleList
          area="products"
          query={query}
          icon={<PlantIcon size={30} />}
          filtered={filtered}
          onClear={() => onSearch({})}
          onPage={(page) => onSearch({ ...search, page })}
        >
          {(rows) => <ProductsList rows={rows} caption={t('console.products.caption')} />}
        </ConsoleList>
      </Panel>
    </ConsolePage>
  );
}

/** The console route: the address's search, read here, in the screen's chunk. */
export function ProductsRoute() {
  const [search, onSearch] = useConsoleSearch(readProductsSearch);
  return <ProductsScreen search={search} onSearch={onSearch} />;
}
