import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@chorok/contract';
import { InfiniteListFooter } from '@/components/ui/infinite-list-footer';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { ListError } from '@/components/ui/list-states';
import { ProductCard, ProductCardSkeleton } from '@/features/products/product-card';
import type { ProductPage } from '@/features/products/queries';
import { formatCount } from '@/lib/format';

/** Cards whose pictures are above the fold on a phone load first (the largest paint). */
const EAGER_CARDS = 4;

const GRID = 'grid grid-cols-2 gap-x-12 gap-y-l px-m';

/** A two-column grid of product cards. */
export function ProductGrid({
  products,
  ranked = false,
}: {
  products: ProductSummary[];
  /** Number the cards 1, 2, 3 … (best sellers). */
  ranked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('products.list.heading')} className={GRID}>
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0 skip-off-screen [--off-screen-size:266px]">
          <ProductCard
            product={product}
            priority={index < EAGER_CARDS}
            rank={ranked ? index + 1 : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export type ProductListQuery = UseInfiniteQueryResult<InfiniteData<ProductPage>, Error>;

export function listProducts(query: ProductListQuery): ProductSummary[] {
  return query.data?.pages.flatMap((page) => page.data) ?? [];
}

export function listTotal(query: ProductListQuery): number | undefined {
  return query.data?.pages[0]?._metadata.total;
}

export interface InfiniteProductGridProps {
  query: ProductListQuery;
  /** Shown when the list loaded with nothing in it. */
  empty: ReactNode;
  ranked?: boolean;
}

/**
 * An infinite product list: skeletons first, then the grid; the next page loads when the end of
 * the list comes near (and from the "more" button, for keyboards and screen readers); an empty
 * list and a failure each get their own state.
 */
export function InfiniteProductGrid({ query, empty, ranked }: InfiniteProductGridProps) {
  const { t } = useTranslation();
  const { isFetchingNextPage } = query;

  if (query.isPending)
    return (
      <ListSkeleton>
        <ProductGridSkeleton />
      </ListSkeleton>
    );
  if (query.isError && !query.data)
    return <ListError error={query.error} onRetry={() => void query.refetch()} />;

  const products = listProducts(query);
  if (products.length === 0) return <>{empty}</>;

  return (
    <div aria-busy={isFetchingNextPage || undefined}>
      <ProductGrid products={products} ranked={ranked} />
      <InfiniteListFooter
        query={query}
        loadingLabel={t('products.list.loadingMore')}
        skeleton={<ProductGridSkeleton count={2} />}
        loadingClassName="mt-l"
        failed={
          <ListError compact error={query.error} onRetry={() => void query.fetchNextPage()} />
        }
        moreLabel={t('products.list.more')}
        moreClassName="px-m pt-l pb-s"
        end={
          <p className="px-m pt-xl pb-s text-center text-13 text-gray-60">
            {t('products.list.end', { total: formatCount(products.length) })}
          </p>
        }
      />
    </div>
  );
}
