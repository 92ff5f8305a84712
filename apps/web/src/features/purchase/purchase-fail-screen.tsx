import { useTranslation } from 'react-i18next';
import { paymentErrorMessage } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { AlertIcon, ClockIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { formatPrice } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/features/orders/format';
import { NoticeBlock, useOrderTitle } from '@/features/orders/order-parts';
import { PayAgain } from '@/features/purchase/pay-again';
import { useOrderByNumber } from '@/features/orders/queries';

/* /purchase/fail: a payment the provider did not approve, and what can be done with its order. */

/** The provider's code when the buyer closed the payment window themselves. */
export const PAYMENT_CANCELED_CODE = 'PAY_PROCESS_CANCELED';

/** The failed order, found by its number, and what can be done with it now. */
function FailedOrder({ orderNumber }: { orderNumber: string | undefined }) {
  const { t } = useTranslation();
  const found = useOrderByNumber(orderNumber);
  const titleOf = useOrderTitle();
  const order = found.data;

  if (orderNumber && found.isPending)
    return (
      <ListSkeleton
        className="w-full rounded-md bg-gray-10 p-m"
        label={t('orders.purchase.fail.finding')}
        bars={['h-16 w-[70%]', 'mt-s h-16 w-120']}
      />
    );

  if (!order)
    return (
      <ButtonLink to="/order/history" size="medium">
        {t('orders.purchase.history')}
      </ButtonLink>
    );

  const summary = (
    <div className="w-full rounded-md bg-gray-10 p-m text-left">
      <p className="line-clamp-2 text-15 font-medium text-gray-90">{titleOf(order)}</p>
      <p className="price-nums mt-2 text-15 font-bold text-gray-100">
        {formatPrice(order.totalAmount)}
      </p>
      {order.status === 'PAYMENT_PENDING' && order.paymentDueAt ? (
        <p className="price-nums mt-s flex items-center gap-min text-13 text-gray-70">
          <ClockIcon size={16} className="text-mandarin" />
          {t('orders.purchase.fail.due', { time: formatDateTime(order.paymentDueAt) })}
        </p>
      ) : null}
    </div>
  );

  if (order.status === 'PAYMENT_PENDING')
    return (
      <>
        {summary}
        <PayAgain order={order} label={t('orders.purchase.fail.retry')} size="medium" />
      </>
    );

  return (
    <>
      {summary}
      <p role="note" className="text-14 text-gray-70">
        {order.status === 'EXPIRED'
          ? t('orders.purchase.fail.expired')
          : order.status === 'PAID'
            ? t('orders.purchase.fail.paid')
            : t('orders.purchase.fail.cancelled')}
      </p>
      <ButtonLink to="/order/$orderId" params={{ orderId: order.id }} size="medium">
        {t('orders.purchase.success.detail')}
      </ButtonLink>
    </>
  );
}

export interface PurchaseFailSearch {
  code?: string;
  orderId?: string;
}

/**
 * /purchase/fail?code&message&orderId: the provider's code in our words (paymentErrorMessage; the
 * buyer closing the window reads '결제를 취소했어요'), the code itself only in small print, and —
 * when the order is still waiting for payment — 다시 결제하기, which opens the payment again
 * (POST /orders/:id/checkout). The provider's own `message` is not shown.
 */
export function PurchaseFailScreen({ code, orderId }: PurchaseFailSearch) {
  const { t } = useTranslation();
  const title = t('orders.purchase.fail.pageTitle');
  useDocumentTitle(title);
  const canceled = code === PAYMENT_CANCELED_CODE;
  return (
    <div className="flex flex-1 flex-col bg-white">
      <PageHeader title={title} back={false} />
      <NoticeBlock
        icon={<AlertIcon size={30} />}
        title={canceled ? t('orders.purchase.fail.canceled') : t('orders.purchase.fail.title')}
        body={canceled ? t('orders.purchase.fail.canceledBody') : paymentErrorMessage(code)}
      >
        {code ? (
          <p className="price-nums -mt-s text-12 text-gray-60">
            {t('orders.purchase.fail.code', { code })}
          </p>
        ) : null}
        <FailedOrder orderNumber={orderId} />
        <ButtonLink to="/cart" size="medium" variant="done">
          {t('orders.purchase.fail.cart')}
        </ButtonLink>
      </NoticeBlock>
    </div>
  );
}
