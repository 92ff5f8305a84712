import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ORDER, isAwaitingDeposit, type Order, type OrderProduct } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { Toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ClaimLink, LineClaims, returnedAt } from '@/features/orders/claim-parts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CancelWholeOrder, canCancelWholeOrder } from '@/features/orders/cancel-whole-order';
import { DepositWaiting } from '@/features/orders/deposit-waiting';
import { useOrderFlash } from '@/features/orders/flash';
import { formatDateTime, lineStatus } from '@/features/orders/format';
import { PaymentInfo, Refunds, Totals } from '@/features/orders/order-money';
import { ParcelSection } from '@/features/orders/order-parcel';
import {
  LineSummary,
  OrderNotFound,
  Section,
  ShippingInfo,
  StatusBadge,
  lineActionClass,
} from '@/features/orders/order-parts';
import { isNotFoundError, useConfirmOrderProducts, useOrder } from '@/features/orders/queries';
import { errorText } from '@/lib/error-text';
import { LoadError } from '@/components/ui/load-error';

/** The moment a line last moved, for the line's own small date ('2026.11.24 발송'). */
function lineEvent(line: OrderProduct): { key: string; at: string } | null {
  if (line.cancelledAt) return { key: 'cancelled', at: line.cancelledAt };
  if (line.confirmedAt) return { key: 'confirmed', at: line.confirmedAt };
  if (line.deliveredAt) return { key: 'delivered', at: line.deliveredAt };
  if (line.shippedAt) return { key: 'shipped', at: line.shippedAt };
  if (line.paidAt) return { key: 'paid', at: line.paidAt };
  return null;
}

function OrderLine({
  order,
  line,
  onConfirm,
}: {
  order: Order;
  line: OrderProduct;
  onConfirm: (line: OrderProduct) => void;
}) {
  const { t } = useTranslation();
  const returned = returnedAt(order, line);
  const event = returned ? { key: 'returned', at: returned } : lineEvent(line);
  const hasActions =
    line.canCancel || line.canConfirm || line.canReview || line.reviewId !== null || line.canClaim;
  return (
    <li className="flex flex-col gap-s py-l first:pt-0 last:pb-0">
      <div className="flex items-center justify-between gap-s">
        <StatusBadge status={lineStatus(order, line)} />
        {event ? (
          <span className="price-nums text-12 text-gray-60">
            {returned
              ? t('claims.event.returned', { date: formatDate(returned) })
              : t(`orders.detail.event.${event.key}`, { date: formatDate(event.at) })}
          </span>
        ) : null}
      </div>
      <LineSummary line={line} productLink>
        {line.cancelReason ? (
          <p className="text-13 text-gray-60">
            {t('orders.detail.cancelReason', { reason: t(`orders.reason.${line.cancelReason}`) })}
          </p>
        ) : null}
      </LineSummary>
      {hasActions ? (
        <div className="mt-min flex gap-s">
          {line.canCancel ? (
            <Link
              to="/order/$orderId/cancel/$orderProductId"
              params={{ orderId: order.id, orderProductId: line.id }}
              aria-label={t('orders.detail.actions.cancelLabel', { name: line.name })}
              className={lineActionClass()}
            >
              {t('orders.detail.actions.cancel')}
            </Link>
          ) : null}
          {line.canConfirm ? (
            <button
              type="button"
              onClick={() => onConfirm(line)}
              aria-label={t('orders.detail.actions.confirmLabel', { name: line.name })}
              className={lineActionClass(true)}
            >
              {t('orders.detail.actions.confirm')}
            </button>
          ) : null}
          {line.canReview ? (
            <Link
              to="/order/$orderId/review/$orderProductId"
              params={{ orderId: order.id, orderProductId: line.id }}
              aria-label={t('orders.detail.actions.reviewLabel', { name: line.name })}
              className={lineActionClass(true)}
            >
              {t('orders.detail.actions.review')}
            </Link>
          ) : line.reviewId !== null ? (
            <Link
              to="/products/detail/$productId/review"
              params={{ productId: line.productId }}
              search={{ sort: 'LATEST' }}
              aria-label={t('orders.detail.actions.viewReviewLabel', { name: line.name })}
              className={lineActionClass()}
            >
              {t('orders.detail.actions.viewReview')}
            </Link>
          ) : null}
          {line.canClaim ? <ClaimLink order={order} line={line} /> : null}
        </div>
      ) : null}
      <LineClaims order={order} line={line} />
    </li>
  );
}

/**
 * How an unpaid order is paid from its screen: the checkout's, composed in by the route
 * (features/purchase), so orders need not know the checkout.
 */
export type PayAgainSlot = (order: Order) => ReactNode;

/** An order waiting for payment: until when, and the way to pay it now. */
function PendingPayment({ order, payAgain }: { order: Order; payAgain?: PayAgainSlot }) {
  const { t } = useTranslation();
  return (
    <div className="mt-m rounded-md bg-glow p-m">
      <p className="flex items-center gap-s text-15 font-bold text-gray-100">
        <ClockIcon size={20} className="text-mandarin" />
        {t('orders.detail.pending.title')}
      </p>
      {order.paymentDueAt ? (
        <p className="price-nums mt-min text-14 text-gray-80">
          {t('orders.detail.pending.due', { time: formatDateTime(order.paymentDueAt) })}
        </p>
      ) : null}
      <p className="mt-min text-14 text-gray-70">{t('orders.detail.pending.superseded')}</p>
      {payAgain?.(order)}
    </div>
  );
}

function OrderDetail({ order, payAgain }: { order: Order; payAgain?: PayAgainSlot }) {
  const { t } = useTranslation();
  const confirm = useConfirmOrderProducts(order.id);
  const showFlash = useOrderFlash((s) => s.show);
  const [confirming, setConfirming] = useState<OrderProduct | null>(null);
  const date = formatDate(order.createdAt);

  const closeConfirm = () => {
    setConfirming(null);
    confirm.reset();
  };

  return (
    <div className="flex flex-col gap-s bg-gray-10">
      <section aria-label={t('orders.detail.summary')} className="bg-white px-m pt-m pb-l">
        <h2 className="price-nums text-20 font-bold text-gray-100">
          {t('orders.detail.orderedOn', { date })}
        </h2>
        <p className="price-nums mt-2 text-13 text-gray-60">
          {t('orders.history.number', { number: order.orderNumber })}
        </p>
        {order.status !== 'PAYMENT_PENDING' ? null : isAwaitingDeposit(order) ? (
          <DepositWaiting order={order} className="mt-m" />
        ) : (
          <PendingPayment order={order} payAgain={payAgain} />
        )}
        {order.status === 'EXPIRED' ? (
          <div role="note" className="mt-m rounded-md bg-gray-10 p-m">
            <p className="text-15 font-bold text-gray-100">{t('orders.detail.expired.title')}</p>
            <p className="mt-min text-14 text-gray-70">
              {t('orders.detail.expired.body', { minutes: ORDER.paymentWindowMs / 60_000 })}
            </p>
            <ButtonLink to="/cart" variant="done" size="small" className="mt-m">
              {t('orders.detail.expired.cart')}
            </ButtonLink>
          </div>
        ) : null}
      </section>

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
