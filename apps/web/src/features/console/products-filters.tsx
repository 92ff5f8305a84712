import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES, PRODUCT_STATUSES } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons/search';
import { Chip, ChipGroup, ConsoleButton } from '@/features/console/console-parts';
import { STOCK_FILTERS, type ProductsSearch } from '@/features/console/search';

const SEARCH_MAX = 50;

/**
 * The product list's filters: the words (name, botanical or English name, alias), the status
 * chips, the category and the stock. Each change starts again at page 1.
 */
export function ProductsFilters({
  search,
  onSearch,
}: {
  search: ProductsSearch;
  onSearch: (search: ProductsSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [words, setWords] = useState(search.q ?? '');
  // The words follow the address when it changes elsewhere (필터 지우기, back).
  const [shownQ, setShownQ] = useState(search.q);
  if (shownQ !== search.q) {
    setShownQ(search.q);
    setWords(search.q ?? '');
  }
  const change = (next: Partial<ProductsSearch>) =>
    onSearch({ ...search, ...next, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: words.trim() || undefined });
  };
  const select = cn(fieldClassName(false, { size: 'sm' }), 'mt-min');

  return (
    <div className="flex flex-col gap-m">
      <form role="search" onSubmit={submit} className="flex min-w-0 items-end gap-s">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-q`} className="block text-13 font-bold text-gray-80">
            {t('console.products.searchLabel')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={words}
            maxLength={SEARCH_MAX}
            onChange={(event) => setWords(event.target.value)}
            placeholder={t('console.products.searchPlaceholder')}
            className={cn(fieldClassName(false, { size: 'sm' }), 'mt-min')}
          />
        </div>
        <ConsoleButton type="submit" tone="primary" tall>
          <SearchIcon size={18} />
          {t('console.products.searchSubmit')}
        </ConsoleButton>
      </form>

      <ChipGroup label={t('console.products.statusLabel')}>
        <Chip selected={!search.status} onClick={() => change({ status: undefined })}>
          {t('console.products.all')}
        </Chip>
        {PRODUCT_STATUSES.map((status) => (
          <Chip key={status} selected={search.status === status} onClick={() => change({ status })}>
            {t(`console.products.status.${status}`)}
          </Chip>
        ))}
      </ChipGroup>

      <div className="flex flex-col gap-m sm:flex-row">
        <div className="sm:w-200">
          <label htmlFor={`${id}-category`} className="block text-13 font-bold text-gray-80">
            {t('console.products.categoryLabel')}
          </label>
          <select
            id={`${id}-category`}
            value={search.category ?? ''}
            onChange={(event) =>
              change({
                category: PRODUCT_CATEGORIES.find((c) => c === event.target.value),
              })
            }
            className={select}
          >
            <option value="">{t('console.products.all')}</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`console.products.category.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-200">
          <label htmlFor={`${id}-stock`} className="block text-13 font-bold text-gray-80">
            {t('console.products.stockLabel')}
          </label>
          <select
            id={`${id}-stock`}
            value={search.stock ?? ''}
            onChange={(event) =>
              change({ stock: STOCK_FILTERS.find((s) => s === event.target.value) })
            }
            className={select}
          >
            <option value="">{t('console.products.all')}</option>
            {STOCK_FILTERS.map((stock) => (
              <option key={stock} value={stock}>
                {t(`console.products.stockFilter.${stock}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
