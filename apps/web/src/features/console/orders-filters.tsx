import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, seoulDate } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons/search';
import { Chip, ChipGroup, ConsoleButton } from '@/features/console/console-parts';
import { ORDER_FILTER_KEYS, type OrdersSearch } from '@/features/console/search';

const SEARCH_MAX = 50;

/**
 * The order list's filters: the state chips, the words (order number, name, e-mail, phone) and the
 * Seoul days the order was made. Each change starts again at page 1.
 */
export function OrdersFilters({
  search,
  onSearch,
}: {
  search: OrdersSearch;
  onSearch: (search: OrdersSearch) => void;
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
  const change = (next: Partial<OrdersSearch>) => onSearch({ ...search, ...next, page: undefined });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: words.trim() || undefined });
  };
  const today = seoulDate();
  const dateField = cn(
    fieldClassName(false, { size: 'sm', layout: 'inline' }),
    'min-w-0 flex-1 sm:w-160 sm:flex-none',
  );

  return (
    <div className="flex flex-col gap-m">
      <ChipGroup label={t('console.orders.stateLabel')}>
        <Chip selected={!search.state} onClick={() => change({ state: undefined })}>
          {t('console.orders.state.all')}
        </Chip>
        {ORDER_FILTER_KEYS.map((key) => (
          <Chip key={key} selected={search.state === key} onClick={() => change({ state: key })}>
            {t(`console.orders.state.${key}`)}
          </Chip>
        ))}
      </ChipGroup>

      <div className="flex flex-col gap-m lg:flex-row lg:items-end">
        <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-s">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-q`} className="block text-13 font-bold text-gray-80">
              {t('console.orders.searchLabel')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={words}
              maxLength={SEARCH_MAX}
              onChange={(event) => setWords(event.target.value)}
              placeholder={t('console.orders.searchPlaceholder')}
              className={cn(fieldClassName(false, { size: 'sm' }), 'mt-min')}
            />
          </div>
          <ConsoleButton type="submit" tone="primary" tall>
            <SearchIcon size={18} />
            {t('console.orders.searchSubmit')}
          </ConsoleButton>
        </form>

        <div role="group" aria-labelledby={`${id}-period`} className="min-w-0">
          <span id={`${id}-period`} className="block text-13 font-bold text-gray-80">
            {t('console.orders.period')}
          </span>
          <div className="mt-min flex flex-wrap items-center gap-s">
            <div className="flex w-full items-center gap-s sm:w-auto">
              <label className="sr-only" htmlFor={`${id}-from`}>
                {t('console.orders.from')}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={search.from ?? ''}
                max={search.to ?? today}
                onChange={(event) => change({ from: event.target.value || undefined })}
                className={dateField}
              />
              <span aria-hidden="true" className="text-gray-60">
                ~
              </span>
              <label className="sr-only" htmlFor={`${id}-to`}>
                {t('console.orders.to')}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={search.to ?? ''}
                min={search.from}
                max={today}
                onChange={(event) => change({ to: event.target.value || undefined })}
                className={dateField}
              />
            </div>
            <ConsoleButton onClick={() => change({ from: today, to: today })}>
              {t('console.orders.today')}
            </ConsoleButton>
            <ConsoleButton onClick={() => change({ from: addDays(today, -6), to: today })}>
              {t('console.orders.lastWeek')}
            </ConsoleButton>
            {search.from || search.to ? (
              <ConsoleButton onClick={() => change({ from: undefined, to: undefined })}>
                {t('console.orders.allDays')}
              </ConsoleButton>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
