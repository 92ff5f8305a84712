import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER, isAwaitingDeposit, type Order } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { formatDate } from '@/lib/format';
import { DepositWaiting } from '@/features/orders/deposit-waiting';
import { formatDateTime } from '@/features/orders/format';

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

/**
 * The order's head: when it was placed, its number, and what it waits for (the deposit, or the
 * payment and the way to pay now) or that it expired unpaid.
 */
export function OrderSummary({ order, payAgain }: { order: Order; payAgain?: PayAgainSlot }) {
  const { t } = useTranslation();
  const date = formatDate(order.createdAt);
  return (
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
  );
}
