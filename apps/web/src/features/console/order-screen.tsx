import { useState } from 'react';
import { ConsoleLink, useConsoleParams } from '@/features/console/console-link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@chorok/contract';
import { buttonClassName } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/features/orders/format';
import { PaymentInfo, Refunds } from '@/features/orders/order-money';
import { NoticeBlock, StatusBadge } from '@/features/orders/order-parts';
import { AuditEntries } from '@/features/console/audit-parts';
import { ConsolePage, Panel } from '@/features/console/console-parts';
import { OrderActions } from '@/features/console/order-actions';
import {
  BuyerPanel,
  LinesPanel,
  MoneyPanel,
  ParcelsPanel,
} from '@/features/console/order-sections';
import { adminAuditQueryOptions, adminOrderQueryOptions } from '@/features/console/queries';

/** An id from the address: digits the database could hold, else null (not an order). */
function orderIdOf(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <ConsoleLink
      to="/admin/orders"
      className="-ml-s inline-flex h-40 items-center gap-2 self-start rounded-sm px-s text-14 font-medium text-gray-70 hover:bg-white hover:text-gray-100"
    >
      <ChevronLeftIcon size={18} />
      {t('console.order.backToList')}
    </ConsoleLink>
  );
}

/** What operators did to this order, newest first. */
function OrderHistory({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const query = useQuery(
    adminAuditQueryOptions({ targetType: 'ORDER', targetId: String(orderId), page: 1 }),
  );
  return (
    <Panel title={t('console.order.history')}>
      {query.isError ? (
        <LoadError
          size="inline"
          body={errorText(t, query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <ListSkeleton className="flex flex-col gap-s" bars={['h-40 w-full', 'h-40 w-full']} />
      ) : query.data.rows.length === 0 ? (
        <p className="text-14 text-gray-60">{t('console.order.noHistory')}</p>
      ) : (
        <AuditEntries entries={query.data.rows} compact />
      )}
    </Panel>
  );
}

function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { order, buyer } = detail;
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <div className="flex flex-col gap-s rounded-md bg-white p-m shadow-card lg:flex-row lg:items-center lg:justify-between lg:p-l">
        <div className="flex flex-col gap-2">
          <p className="price-nums text-14 text-gray-60">
            {t('console.order.madeAt', { at: formatDateTime(order.createdAt) })}
          </p>
          <p className="text-16 font-medium text-gray-90">{order.orderName}</p>
          {order.status !== 'PAID' ? (
            <StatusBadge status={order.status} className="self-start" />
          ) : null}
        </div>
        <OrderActions order={order} onDone={setDone} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-m lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-m">
          <LinesPanel order={order} />
          <ParcelsPanel order={order} />
          <OrderHistory orderId={order.id} />
        </div>
        <div className="flex flex-col gap-m">
          <BuyerPanel buyer={buyer} order={order} />
          <MoneyPanel order={order} />
          <div className="overflow-hidden rounded-md shadow-card">
            <PaymentInfo order={order} />
          </div>
          {order.refunds.length > 0 ? (
            <div className="overflow-hidden rounded-md shadow-card">
              <Refunds order={order} />
            </div>
          ) : null}
        </div>
      </div>
      <Toast message={done} onDone={() => setDone(null)} offset="24px" />
    </>
  );
}

/** /admin/orders/{id}: one order as the operator needs it, and the next step for it. */
export function OrderScreen({ orderId: param }: { orderId: string }) {
  const { t } = useTranslation();
  const orderId = orderIdOf(param);
  const query = useQuery({ ...adminOrderQueryOptions(orderId ?? 0), enabled: orderId !== null });
  const missing =
    orderId === null || (query.error instanceof ApiError && query.error.status === 404);
  const title = query.data
    ? t('console.order.title', { number: query.data.order.orderNumber })
    : t('console.order.titleLoading');

  return (
    <ConsolePage title={title} lead={<BackToList />}>
      {missing ? (
        <NoticeBlock title={t('console.order.notFound')} body={t('console.order.notFoundBody')}>
          <ConsoleLink to="/admin/orders" className={buttonClassName({ size: 'medium' })}>
            {t('console.order.backToList')}
          </ConsoleLink>
        </NoticeBlock>
      ) : query.data ? (
        <OrderDetail detail={query.data} />
      ) : query.isError ? (
        <LoadError
          className="rounded-md bg-white"
          title={t('console.order.loadFailed')}
          detail={errorText(t, query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListSkeleton
          className="flex flex-col gap-m"
          bars={['h-120 w-full rounded-md', 'h-240 w-full rounded-md', 'h-160 w-full rounded-md']}
        />
      )}
    </ConsolePage>
  );
}

export function OrderRoute() {
  return <OrderScreen orderId={useConsoleParams('/admin/orders/$orderId').orderId} />;
}
