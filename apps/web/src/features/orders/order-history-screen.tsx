import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@chorok/contract';
import { InfiniteListFooter } from '@/components/ui/infinite-list-footer';
import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon, ShopIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { EmptyState } from '@/components/ui/list-states';
import { statusSummary } from '@/features/orders/format';
import { ownParcel } from '@/features/orders/order-parcel';
import { LineThumb, StatusBadge, useOrderTitle } from '@/features/orders/order-parts';
import { useOrderList } from '@/features/orders/queries';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const title = useOrderTitle()(order);
  const date = formatDate(order.createdAt);
  const summary = statusSummary(order);
  const first = order.items[0];
  const single = summary.length === 1;
  const parcel = ownParcel(order);
  return (
    <article className="relative bg-white px-m pt-m pb-l">
      <header className="flex items-center justify-between gap-s">
        <h2 className="price-nums text-16 font-bold text-gray-100">
          {t('orders.history.orderedOn', { date })}
        </h2>
        <Link
          to="/order/$orderId"
          params={{ orderId: order.id }}
          aria-label={t('orders.history.openLabel', { date, name: title })}
          className="-mr-s flex min-h-44 items-center gap-2 rounded-sm px-s text-13 font-medium text-gray-70 after:absolute after:inset-0 after:content-[''] hover:text-gray-100"
        >
          {t('orders.history.open')}
          <ChevronRightIcon size={16} />
        </Link>
      </header>
      <p className="price-nums text-12 text-gray-60">
        {t('orders.history.number', { number: order.orderNumber })}
      </p>
      <div className="mt-m flex gap-m">
        {first ? <LineThumb image={first.image} size={72} /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-min">
          <ul
            aria-label={t('orders.history.statusLabel')}
            className="flex flex-wrap items-center gap-min"
          >
            {summary.map(({ status, count }) => (
              <li key={status} className="flex items-center gap-2">
                <StatusBadge status={status} />
                {single ? null : (
                  <span className="price-nums text-12 text-gray-60">
                    {t('orders.history.lineCount', { count })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {parcel ? (
            <p className="price-nums text-12 text-gray-60">
              {t('orders.parcel.summary', {
                courier: t(`orders.courier.${parcel.courier}`),
                number: parcel.trackingNumber,
              })}
            </p>
          ) : null}
          <p className="line-clamp-2 text-15 text-gray-90">{title}</p>
          <p className="price-nums text-15 font-bold text-gray-100">
            <span className="sr-only">{t('orders.history.total')} </span>
            {formatPrice(order.totalAmount)}
            {order.refundedAmount > 0 ? (
              <span className="ml-s text-12 font-regular text-gray-60">
                {t('orders.history.refunded', { amount: formatPrice(order.refundedAmount) })}
              </span>
            ) : null}
          </p>
        </div>
      </div>
    </article>
  );
}

function OrderCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-s bg-white px-m pt-m pb-l">
      <Skeleton className="h-20 w-120" />
      <Skeleton className="h-14 w-160" />
      <div className="mt-s flex gap-m">
        <Skeleton className="size-72" />
        <div className="flex flex-1 flex-col gap-s">
          <Skeleton className="h-22 w-64 rounded-full" />
          <Skeleton className="h-16 w-[80%]" />
          <Skeleton className="h-16 w-80" />
        </div>
      </div>
    </div>
  );
}

/**
 * /order/history: the caller's orders, newest first, 20 a page and more as the end nears
 * (IntersectionObserver, with a visible button for browsers without it). Refetched every 5 minutes
 * and never cached (spec §9).
 */
export function OrderHistoryScreen() {
  const { t } = useTranslation();
  const title = t('orders.history.title');
  useDocumentTitle(title);
  const query = useOrderList();
  const { isFetchingNextPage } = query;
  const orders = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages[0]?._metadata.total;

  let content;
  if (query.isPending) {
    content = (
      <ListSkeleton className="flex flex-col gap-s">
        <OrderCardSkeleton />
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </ListSkeleton>
    );
  } else if (query.isError && !query.data) {
    content = (
      <LoadError
        className="bg-white"
        title={t('orders.history.loadFailed')}
        detail={errorText(t, query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (orders.length === 0) {
    content = (
      <div className="bg-white">
        <EmptyState
          icon={<ShopIcon size={30} />}
          title={t('orders.history.empty.title')}
          body={t('orders.history.empty.body')}
          action={
            <ButtonLink to="/products/recommend" size="small">
              {t('orders.history.empty.action')}
            </ButtonLink>
          }
        />
      </div>
    );
  } else {
    content = (
      <div aria-busy={isFetchingNextPage || undefined}>
        {total !== undefined ? (
          <p className="price-nums bg-white px-m pt-s pb-s text-13 text-gray-60">
            {t('orders.history.count', { count: total })}
          </p>
        ) : null}
        <ul className="flex flex-col gap-s">
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        <InfiniteListFooter
          query={query}
          loadingLabel={t('orders.history.loadingMore')}
          skeleton={<OrderCardSkeleton />}
          loadingClassName="mt-s"
          failed={
            <div className="mt-s">
              <LoadError
                size="inline"
                className="bg-white"
                title={t('orders.history.moreFailed')}
                detail={errorText(t, query.error)}
                onRetry={() => void query.fetchNextPage()}
              />
            </div>
          }
          moreLabel={t('orders.history.more')}
          moreClassName="py-l"
          end={
            orders.length > 0 ? (
              <p className="py-l text-center text-13 text-gray-60">{t('orders.history.end')}</p>
            ) : null
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col bg-gray-10">
      <PageHeader title={title} />
      <div className="flex-1 pb-xl">{content}</div>
    </div>
  );
}
