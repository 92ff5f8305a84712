import { useId, useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADDRESS_SEARCH, type PostalAddress } from '@chorok/contract';
import { InfiniteListFooter } from '@/components/ui/infinite-list-footer';
import { Button } from '@/components/ui/button';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { LoadError } from '@/components/ui/load-error';
import { addressSearchQueryOptions } from '@/features/addresses/queries';
import { ManualEntryLink } from '@/features/addresses/manual-address-form';
import { errorText } from '@/lib/error-text';

const DEBOUNCE_MS = 300;
const EXAMPLES = ['road', 'jibun', 'building'] as const;

function Tips({ heading }: { heading: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md bg-gray-10 p-m">
      <p className="text-14 font-bold text-gray-90">{heading}</p>
      <ul className="mt-s flex flex-col gap-6 text-13 text-gray-70">
        {EXAMPLES.map((key) => (
          <li key={key} className="flex gap-s">
            <span className="w-88 shrink-0 font-medium text-gray-80">
              {t(`addresses.search.tips.${key}.label`)}
            </span>
            <span>{t(`addresses.search.tips.${key}.example`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultSkeleton() {
  return (
    <div className="flex flex-col gap-6 py-m">
      <Skeleton className="h-16 w-56" />
      <Skeleton className="h-20 w-4/5" />
      <Skeleton className="h-16 w-3/5" />
    </div>
  );
}

/** One found address: the postcode, the road-name address (with 참고항목) and the lot address. */
function Result({ address, onSelect }: { address: PostalAddress; onSelect: () => void }) {
  const { t } = useTranslation();
  const road = [address.roadAddress || address.address, address.extraAddress]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      onClick={onSelect}
      className="flex w-full flex-col items-start gap-4 py-m text-left hover:bg-gray-10 focus-visible:bg-gray-10"
    >
      <span className="price-nums text-13 font-bold text-primary">
        <span className="sr-only">{t('addresses.card.zonecode')} </span>
        {address.zonecode}
      </span>
      <span className="flex gap-s text-15 text-gray-100">
        <span className="mt-2 shrink-0 self-start rounded-sm border border-gray-30 px-4 text-11 leading-16 text-gray-70">
          {t('addresses.search.road')}
        </span>
        {road}
      </span>
      {address.jibunAddress ? (
        <span className="flex gap-s text-13 text-gray-60">
          <span className="mt-1 shrink-0 self-start rounded-sm border border-gray-30 px-4 text-11 leading-16 text-gray-70">
            {t('addresses.search.jibun')}
          </span>
          {address.jibunAddress}
        </span>
      ) : null}
    </button>
  );
}

/** A search the service refused for what was typed (400): the reason, no retry. */
const refusedQuery = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

function Results({
  query,
  onSelect,
  onManual,
}: {
  query: string;
  onSelect: (address: PostalAddress) => void;
  onManual: () => void;
}) {
  const { t } = useTranslation();
  const search = useInfiniteQuery(addressSearchQueryOptions(query));
  const found = useMemo(() => search.data?.pages.flatMap((p) => p.data) ?? [], [search.data]);
  const total = search.data?.pages[0]?._metadata.total ?? 0;

  if (search.isPending)
    return (
      <ListSkeleton className="divide-y divide-gray-20">
        <ResultSkeleton />
        <ResultSkeleton />
        <ResultSkeleton />
      </ListSkeleton>
    );
  if (search.isError && !search.data && refusedQuery(search.error))
    return (
      <div className="flex flex-col gap-m pt-m">
        <p role="status" className="text-15 text-gray-80">
          {errorText(t, search.error)}
        </p>
        <Tips heading={t('addresses.search.tips.retry')} />
      </div>
    );
  if (search.isError && !search.data)
    return (
      <LoadError
        size="section"
        title={t('addresses.errors.search')}
        body={t('addresses.errors.retryBody')}
        detail={errorText(t, search.error)}
        onRetry={() => void search.refetch()}
      >
        <Button size="small" variant="done" onClick={onManual}>
          {t('addresses.manual.open')}
        </Button>
      </LoadError>
    );
  if (found.length === 0)
    return (
      <div className="flex flex-col gap-m pt-m">
        <p role="status" className="text-center text-15 text-gray-80">
          {t('addresses.search.none', { query })}
        </p>
        <Tips heading={t('addresses.search.tips.retry')} />
        <ManualEntryLink onManual={onManual} />
      </div>
    );
  return (
    <div>
      <p role="status" className="text-13 text-gray-60">
        {t('addresses.search.count', { count: formatCount(total) })}
      </p>
      <ul aria-label={t('addresses.search.results')} className="divide-y divide-gray-20">
        {found.map((address, index) => (
          <li key={`${address.zonecode}-${address.roadAddress}-${address.jibunAddress}-${index}`}>
            <Result address={address} onSelect={() => onSelect(address)} />
          </li>
        ))}
      </ul>
      <InfiniteListFooter
        query={search}
        skeleton={<ResultSkeleton />}
        failed={
          <LoadError
            size="inline"
            body={t('addresses.search.moreFailed')}
            onRetry={() => void search.fetchNextPage()}
          />
        }
        moreLabel={t('addresses.search.more')}
        rootMargin="200px 0px"
      />
    </div>
  );
}

/**
 * Our own address search (GET /addresses/search: the road-address search API, or the bundled
 * set offline): a search box, results with 도로명, 지번 and 우편번호 as the visitor types, more
 * as the list scrolls, and a way to type the address by hand.
 */
export function AddressSearchPanel({
  onSelect,
  onManual,
}: {
  onSelect: (address: PostalAddress) => void;
  onManual: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const query = settled.slice(0, ADDRESS_SEARCH.maxQueryLength);
  const ready = query.length >= ADDRESS_SEARCH.minQueryLength;
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="sticky -top-m z-10 -mx-l bg-white px-l pt-min pb-s"
      >
        <label htmlFor={inputId} className="sr-only">
          {t('addresses.search.label')}
        </label>
        <div className="flex h-48 items-center gap-s rounded-md border border-gray-30 bg-white px-12 focus-within:border-primary focus-within:outline-2 focus-within:outline-primary">
          <SearchIcon size={20} className="shrink-0 text-gray-60" />
          <input
            id={inputId}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={text}
            maxLength={ADDRESS_SEARCH.maxQueryLength}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('addresses.search.placeholder')}
            className="min-w-0 flex-1 bg-transparent text-16 text-gray-100 outline-none placeholder:text-gray-60 [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              onClick={() => setText('')}
              aria-label={t('addresses.search.clear')}
              className="-mr-8 flex size-44 shrink-0 items-center justify-center rounded-full text-gray-60"
            >
              <CloseIcon size={18} />
            </button>
          ) : null}
        </div>
      </form>
      <div className="pt-s">
        {ready ? (
          <Results query={query} onSelect={onSelect} onManual={onManual} />
        ) : (
          <div className="flex flex-col gap-m pt-s">
            {text.trim().length > 0 ? (
              <p role="status" className="text-13 text-gray-60">
                {t('addresses.search.short', { count: ADDRESS_SEARCH.minQueryLength })}
              </p>
            ) : null}
            <Tips heading={t('addresses.search.tips.heading')} />
            <ManualEntryLink onManual={onManual} />
          </div>
        )}
      </div>
    </>
  );
}
