import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ChevronLeftIcon, ClockIcon, CloseIcon, SearchIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CartIconLink } from '@/features/cart/cart-icon-link';
import { FilterBar } from '@/features/products/filter-bar';
import { highlightMatch } from '@/features/products/highlight';
import { EmptyState } from '@/components/ui/list-states';
import { InfiniteProductGrid, listTotal } from '@/features/products/product-grid';
import { useProductList, useProductSuggestions } from '@/features/products/list-queries';
import { useRecentSearches } from '@/features/products/recent-searches';
import { filtersOf, metadataIdsParam } from '@/features/products/search-params';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatCount } from '@/lib/format';

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

export interface SearchScreenProps {
  q: string | undefined;
  metadataIds: number[] | undefined;
  /** Run a search: a new history entry, so Back returns to the previous one. */
  onSearch: (q: string) => void;
  onFilterChange: (metadataIds: number[] | undefined) => void;
}

function Highlighted({ name, query }: { name: string; query: string }) {
  return (
    <>
      {highlightMatch(name, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="bg-transparent font-bold text-primary">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function RecentSearches({ onPick }: { onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const recent = useRecentSearches();
  return (
    <section aria-labelledby="recent-searches" className="px-m pt-l">
      <div className="flex items-center justify-between">
        <h2 id="recent-searches" className="text-16 font-bold text-gray-100">
          {t('products.search.recentTitle')}
        </h2>
        {recent.list.length ? (
          <button
            type="button"
            onClick={recent.clear}
            className="rounded-sm px-s py-min text-13 text-gray-60 hover:bg-gray-10 hover:text-gray-90"
          >
            {t('products.search.clearRecent')}
          </button>
        ) : null}
      </div>
      {recent.list.length ? (
        <ul className="mt-s flex flex-col">
          {recent.list.map((text) => (
            <li key={text} className="flex items-center">
              <button
                type="button"
                onClick={() => onPick(text)}
                className="flex h-44 min-w-0 flex-1 items-center gap-s rounded-sm text-left text-15 text-gray-90 hover:bg-gray-10"
              >
                <ClockIcon size={18} className="shrink-0 text-gray-50" />
                <span className="truncate">{text}</span>
              </button>
              <button
                type="button"
                onClick={() => recent.remove(text)}
                aria-label={t('products.search.removeRecent', { text })}
                className="flex size-44 shrink-0 items-center justify-center rounded-full text-gray-50 hover:bg-gray-10 hover:text-gray-90"
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-m text-14 text-gray-60">{t('products.search.noRecent')}</p>
      )}
      <p className="mt-xl rounded-lg bg-oat p-m text-13 text-gray-70">{t('products.search.tip')}</p>
    </section>
  );
}

function Suggestions({
  typed,
  query,
  onPick,
}: {
  /** What the field holds now. */
  typed: string;
  /** What suggestions are asked for: the field as of a pause in typing. */
  query: string;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const suggestions = useProductSuggestions(query);
  const names = [...new Set((suggestions.data?.data ?? []).map((p) => p.name))];
  return (
    <section aria-labelledby="search-suggestions" className="pt-s">
      <h2 id="search-suggestions" className="sr-only">
        {t('products.search.suggestionsTitle')}
      </h2>
      <ul aria-busy={suggestions.isFetching || undefined}>
        <li>
          <button
            type="button"
            onClick={() => onPick(typed)}
            className="flex h-52 w-full items-center gap-m px-m text-left text-15 text-gray-90 hover:bg-gray-10"
          >
            <SearchIcon size={20} className="shrink-0 text-primary" />
            <span className="min-w-0 truncate">
              {t('products.search.searchFor', { text: typed })}
            </span>
          </button>
        </li>
        {names.map((name) => (
          <li key={name}>
            <button
              type="button"
              onClick={() => onPick(name)}
              className="flex h-52 w-full items-center gap-m px-m text-left text-15 text-gray-80 hover:bg-gray-10"
            >
              <SearchIcon size={20} className="shrink-0 text-gray-40" />
              <span className="min-w-0 truncate">
                <Highlighted name={name} query={query} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Results({
  q,
  metadataIds,
  onFilterChange,
}: {
  q: string;
  metadataIds: number[];
  onFilterChange: (ids: number[] | undefined) => void;
}) {
  const { t } = useTranslation();
  const query = useProductList('search', filtersOf({ q, metadataIds }));
  const total = listTotal(query);
  return (
    <>
      {total === 0 && metadataIds.length === 0 ? null : (
        <FilterBar
          selected={metadataIds}
          onChange={(ids) => onFilterChange(metadataIdsParam(ids))}
          total={total}
        />
      )}
      {total === 0 ? null : (
        <h2 className="price-nums flex h-44 items-center px-m text-14 text-gray-70">
          {total === undefined
            ? t('products.search.resultsHeading', { text: q })
            : t('products.search.resultsCount', { text: q, total: formatCount(total) })}
        </h2>
      )}
      <InfiniteProductGrid
        query={query}
        empty={
          <EmptyState
            icon={<SearchIcon size={30} />}
            title={t('products.search.emptyTitle', { text: q })}
            body={t('products.search.emptyBody')}
            action={
              <ButtonLink to="/products/best" size="small" variant="done">
                {t('products.search.browseBest')}
              </ButtonLink>
            }
          />
        }
      />
    </>
  );
}

/**
 * /products/search: a field that suggests product names as you type (not in the middle of a
 * Korean syllable), remembers recent searches on the device, and shows results as an infinite
 * grid. The search itself lives in the URL (`?q=`).
 */
export function SearchScreen({ q, metadataIds, onSearch, onFilterChange }: SearchScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(q ? t('products.search.titleWith', { text: q }) : t('routes.search'));
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const recent = useRecentSearches();
  const inputRef = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  // Opening search means typing; with a search in the address the results come first. Focused
  // here, not with autoFocus: browsers honour that attribute only on a page's first load, and
  // Preact (decision 0046) leaves it to them.
  const focusOnOpen = useRef(!q);
  useLayoutEffect(() => {
    if (focusOnOpen.current) inputRef.current?.focus();
  }, []);

  const [text, setText] = useState(q ?? '');
  // What suggestions are asked for: the text as of the last finished syllable.
  const [settledText, setSettledText] = useState(q ?? '');
  // A new `q` (a search run, Back/Forward) puts its text in the field.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setText(q ?? '');
    setSettledText(q ?? '');
  }
  const suggestText = useDebouncedValue(settledText, SUGGEST_DELAY_MS);

  const run = (value: string) => {
    const term = value.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
    if (!term) return;
    recent.add(term);
    setText(term);
    setSettledText(term);
    inputRef.current?.blur();
    onSearch(term);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter that only finishes a Korean syllable is not a search yet.
    if (composing.current) return;
    run(text);
  };

  const change = (value: string) => {
    setText(value);
    if (!composing.current) setSettledText(value);
  };

  const clear = () => {
    setText('');
    setSettledText('');
    inputRef.current?.focus();
  };

  const goBack = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/products/recommend' });
  };

  const typed = text.trim();
  const view = !typed ? 'recent' : typed !== (q ?? '') ? 'suggest' : 'results';

  return (
    <>
      <header className="sticky top-0 z-30 bg-white pt-safe">
        <h1 className="sr-only">{t('routes.search')}</h1>
        <div className="flex h-56 items-center gap-min pr-s pl-s">
          <button
            type="button"
            onClick={goBack}
            aria-label={t('ui.back')}
            className="flex size-44 shrink-0 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10"
          >
            <ChevronLeftIcon size={26} />
          </button>
          <form role="search" onSubmit={onSubmit} className="relative min-w-0 flex-1">
            <label htmlFor="product-search" className="sr-only">
              {t('products.search.label')}
            </label>
            <SearchIcon
              size={20}
              className="pointer-events-none absolute top-1/2 left-12 -translate-y-1/2 text-gray-60"
            />
            <input
              ref={inputRef}
              id="product-search"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              value={text}
              placeholder={t('products.search.placeholder')}
              onChange={(event) => change(event.target.value)}
              onCompositionStart={() => {
                composing.current = true;
              }}
              onCompositionEnd={(event) => {
                composing.current = false;
                change(event.currentTarget.value);
              }}
              className="h-44 w-full appearance-none rounded-full bg-gray-10 pr-44 pl-40 text-16 text-gray-100 placeholder:text-gray-60 focus:bg-white focus:ring-2 focus:ring-primary focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {text ? (
              <button
                type="button"
                onClick={clear}
                aria-label={t('products.search.clear')}
                className="absolute top-1/2 right-4 flex size-36 -translate-y-1/2 items-center justify-center rounded-full text-gray-60 hover:text-gray-90"
              >
                <span className="flex size-20 items-center justify-center rounded-full bg-gray-40 text-white">
                  <CloseIcon size={12} strokeWidth={2.6} />
                </span>
              </button>
            ) : null}
          </form>
          <CartIconLink
            label={t('product-detail.header.cart')}
            className="flex size-44 shrink-0 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10"
          />
        </div>
      </header>
      <div className={cn(view === 'results' && 'pt-s')}>
        {view === 'recent' ? <RecentSearches onPick={run} /> : null}
        {view === 'suggest' ? <Suggestions typed={typed} query={suggestText} onPick={run} /> : null}
        {view === 'results' && q ? (
          <Results q={q} metadataIds={metadataIds ?? []} onFilterChange={onFilterChange} />
        ) : null}
      </div>
    </>
  );
}
