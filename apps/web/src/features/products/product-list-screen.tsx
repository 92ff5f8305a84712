import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Button } from '@/components/ui/button';
import { ChevronRightIcon, LeafIcon, SearchIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { FilterBar } from '@/features/products/filter-bar';
import { EmptyState } from '@/components/ui/list-states';
import { InfiniteProductGrid, listTotal } from '@/features/products/product-grid';
import { useProductList } from '@/features/products/list-queries';
import {
  DEFAULT_SORT,
  SORT_OPTION_IDS,
  filtersOf,
  metadataIdsParam,
  type SortOption,
} from '@/features/products/search-params';
import { ShopHeader } from '@/features/products/shop-header';
import type { ShopTab } from '@/features/products/shop-tabs';
import { formatCount } from '@/lib/format';

const TITLE_KEYS = {
  recommend: 'routes.recommend',
  new: 'routes.newProducts',
  best: 'routes.best',
  all: 'routes.allProducts',
} as const satisfies Record<ShopTab, `routes.${string}`>;

/** What a list screen's route hands it: its search params and how to change them. */
export interface ListSearch {
  metadataIds?: number[];
  sort?: SortOption;
}
export interface ListSearchInput {
  metadataIds?: number[];
  sort?: SortOption;
}

export interface ProductListScreenProps {
  kind: ShopTab;
  search: ListSearch;
  onSearchChange: (next: ListSearchInput) => void;
  /** Above the grid: /products/recommend's answers (features/recommend), composed in by its route. */
  intro?: ReactNode;
}

function SortSelect({
  value,
  onChange,
}: {
  value: SortOption;
  onChange: (sort: SortOption) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="relative flex items-center">
      <span className="sr-only">{t('products.sort.label')}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as SortOption)}
        className="h-36 appearance-none rounded-sm bg-transparent py-0 pr-24 pl-s text-right text-14 font-medium text-gray-80 hover:bg-gray-10"
      >
        {SORT_OPTION_IDS.map((id) => (
          <option key={id} value={id}>
            {t(`products.sort.${id}`)}
          </option>
        ))}
      </select>
      <ChevronRightIcon
        size={14}
        className="pointer-events-none absolute right-s rotate-90 text-gray-60"
      />
    </label>
  );
}

/** /products/recommend, /new, /best and /all: filters, an order on /all, and the infinite grid. */
export function ProductListScreen({ kind, search, onSearchChange, intro }: ProductListScreenProps) {
  const { t } = useTranslation();
  const title = t(TITLE_KEYS[kind]);
  useDocumentTitle(title);
  const selected = search.metadataIds ?? [];
  const query = useProductList(kind, filtersOf(search));
  const total = listTotal(query);
  const sort = search.sort ?? DEFAULT_SORT;

  const setSelected = (ids: number[]) =>
    onSearchChange({ metadataIds: metadataIdsParam(ids), sort: search.sort });

  const empty = selected.length ? (
    <EmptyState
      icon={<SearchIcon size={30} />}
      title={t('products.list.emptyFilteredTitle')}
      body={t('products.list.emptyFilteredBody')}
      action={
        <Button size="small" variant="done" onClick={() => setSelected([])}>
          {t('products.filter.reset')}
        </Button>
      }
    />
  ) : (
    // On 전체 itself there is nothing else to browse: no link back to the same empty list.
    <EmptyState
      icon={<LeafIcon size={30} />}
      title={t('products.list.emptyTitle')}
      body={t(kind === 'all' ? 'products.list.emptyAllBody' : 'products.list.emptyBody')}
      action={
        kind === 'all' ? undefined : (
          <ButtonLink to="/products/all" size="small" variant="done">
            {t('products.list.browseAll')}
          </ButtonLink>
        )
      }
    />
  );

  return (
    <>
      <ShopHeader title={title} current={kind} />
      {intro}
      <FilterBar selected={selected} onChange={setSelected} total={total} className="pt-s" />
      <div className="flex h-44 items-center justify-between px-m">
        {/* An empty list's own heading says it; a count of 0 above it would repeat it. */}
        {total === 0 ? (
          <span />
        ) : (
          <h2 className="price-nums text-14 text-gray-70">
            {total === undefined ? (
              <span className="sr-only">{t('products.list.heading')}</span>
            ) : (
              t('products.list.count', { total: formatCount(total) })
            )}
          </h2>
        )}
        {kind === 'all' ? (
          <SortSelect
            value={sort}
            onChange={(next) =>
              onSearchChange({
                metadataIds: metadataIdsParam(selected),
                sort: next === DEFAULT_SORT ? undefined : next,
              })
            }
          />
        ) : null}
      </div>
      <InfiniteProductGrid
        query={query}
        empty={empty}
        ranked={kind === 'best' && selected.length === 0}
      />
    </>
  );
}
