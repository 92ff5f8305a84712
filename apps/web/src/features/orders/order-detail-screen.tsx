import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderProduct } from '@chorok/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { CancelWholeOrder, canCancelWholeOrder } from '@/features/orders/cancel-whole-order';
import { useOrderFlash } from '@/features/orders/flash';
import { PaymentInfo, Refunds, Totals } from '@/features/orders/order-money';
import { OrderLine } from '@/features/orders/order-line';
import { ParcelSection } from '@/features/orders/order-parcel';
import { OrderNotFound, Section, ShippingInfo } from '@/features/orders/order-parts';
import { OrderSummary, type PayAgainSlot } from '@/features/orders/order-summary';
import { isNotFoundError, useConfirmOrderProducts, useOrder } from '@/features/orders/queries';

function OrderDetail({ order, payAgain }: { order: Order; payAgain?: PayAgainSlot }) {
  const { t } = useTranslation();
  const confirm = useConfirmOrderProducts(order.id);
  const showFlash = useOrderFlash((s) => s.show);
  const [confirming, setConfirming] = useState<OrderProduct | null>(null);

  const closeConfirm = () => {
    setConfirming(null);
    confirm.reset();
  };

  return (
    <div className="flex flex-col gap-s bg-gray-10">
      <OrderSummary order={order} payAgain={payAgain} />

      <Section
        title={t('orders.detail.items')}
        aside={
          <span className="price-nums text-14 text-gray-60">
            {t('orders.detail.itemCount', { count: order.items.length })}
          </span>
        }
      >
        <ul className="divide-y divide-gray-20">
          {order.items.map((line) => (
            <OrderLine key={line.id} order={order} line={line} onConfirm={setConfirming} />
          ))}
        </ul>
      </Section>

      <ParcelSection order={order} />

      <Section title={t('orders.shipping.title')}>
        <ShippingInfo shipping={order.shipping} />
      </Section>

      <Totals order={order} />
      <PaymentInfo order={order} />
      <Refunds order={order} />

      {canCancelWholeOrder(order) ? (
        <div className="bg-white">
          <CancelWholeOrder order={order} />
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming !== null}
        busy={confirm.isPending}
        title={t('orders.confirm.title')}
        confirmLabel={t('orders.confirm.submit')}
        cancelLabel={t('orders.confirm.keep')}
        onClose={closeConfirm}
        onConfirm={() => {
          if (!confirming) return;
          confirm.mutate([confirming.id], {
            onSuccess: () => {
              closeConfirm();
              showFlash(t('orders.confirm.done'));
            },
          });
        }}
      >
        <p>{t('orders.confirm.body', { name: confirming?.name ?? '' })}</p>
        {confirm.isError ? (
          <p role="alert" className="mt-m text-14 font-medium text-red">
            {errorText(t, confirm.error)}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}

function OrderDetailSkeleton() {
  return (
    <ListSkeleton className="flex flex-col gap-s bg-gray-10">
      <div className="flex flex-col gap-s bg-white px-m pt-m pb-l">
        <Skeleton className="h-28 w-160" />
        <Skeleton className="h-16 w-200" />
      </div>
      <div className="flex flex-col gap-m bg-white px-m py-l">
        <Skeleton className="h-22 w-120" />
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-m">
            <Skeleton className="size-64" />
            <div className="flex flex-1 flex-col gap-s">
              <Skeleton className="h-16 w-[80%]" />
              <Skeleton className="h-16 w-96" />
            </div>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-s bg-white px-m py-l">
        <Skeleton className="h-22 w-80" />
        <Skeleton className="h-16 w-[70%]" />
        <Skeleton className="h-16 w-[90%]" />
      </div>
    </ListSkeleton>
  );
}

/**
 * /order/{orderId}: the lines with their states and actions (취소하기 → the cancel flow, 구매 확정 in
 * place behind a confirm dialog, 리뷰 쓰기 / 리뷰 보기), the parcel once shipped (택배사, 운송장 번호,
 * 배송 조회), the address, payment, refunds and totals;
 * an unpaid order can be paid from here until its deadline.
 */
export function OrderDetailScreen({
  orderId,
  payAgain,
}: {
  orderId: number;
  payAgain?: PayAgainSlot;
}) {
  const { t } = useTranslation();
  const title = t('orders.detail.title');
  useDocumentTitle(title);
  const query = useOrder(orderId);
  const flash = useOrderFlash();

  if (query.isError && !query.data && isNotFoundError(query.error)) return <OrderNotFound />;

  return (
    <div className="flex flex-1 flex-col bg-gray-10">
      <PageHeader title={title} />
      {query.data ? (
        <OrderDetail order={query.data} payAgain={payAgain} />
      ) : query.isError ? (
        <LoadError
          className="bg-white"
          title={t('orders.detail.loadFailed')}
          detail={errorText(t, query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <OrderDetailSkeleton />
      )}
      <Toast message={flash.message} onDone={flash.clear} />
    </div>
  );
}
