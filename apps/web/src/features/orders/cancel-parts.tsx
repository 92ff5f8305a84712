import { useTranslation } from 'react-i18next';
import type { Order, OrderProduct } from '@chorok/contract';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { InfoList, InfoRow, RefundTotal, Section } from '@/features/orders/order-parts';
import { useRefundMethodText } from '@/components/refund-account-form';

/* The parts of the cancel steps (cancel-screens.tsx); the claim flow shares the bar and skeleton. */

/**
 * What cancelling a line gives back: the money (its share after the order's coupon and 적립금,
 * plus the shipping fee when it is the last line left) and the 적립금 it used.
 */
export function refundParts(order: Order, line: OrderProduct) {
  const last = order.items.filter((item) => item.status !== 'CANCELLED').length === 1;
  const shipping = last ? Math.min(order.shippingFee, line.cancelRefundAmount) : 0;
  return {
    total: line.cancelRefundAmount,
    items: line.cancelRefundAmount - shipping,
    shipping,
    points: line.cancelRefundPoints,
  };
}

export function RefundPreview({ order, line }: { order: Order; line: OrderProduct }) {
  const { t } = useTranslation();
  const refundMethod = useRefundMethodText();
  const refund = refundParts(order, line);
  return (
    <Section title={t('orders.cancel.refund')}>
      <RefundTotal
        label={t('orders.cancel.refundTotal')}
        amount={refund.total}
        testId="refund-amount"
      />
      <InfoList className="mt-m px-s">
        <InfoRow label={t('orders.cancel.refundItems')}>{formatPrice(refund.items)}</InfoRow>
        {refund.shipping > 0 ? (
          <InfoRow label={t('orders.cancel.refundShipping')}>
            {formatPrice(refund.shipping)}
          </InfoRow>
        ) : null}
        {refund.points > 0 ? (
          <InfoRow label={t('orders.cancel.refundPoints')}>{formatPrice(refund.points)}</InfoRow>
        ) : null}
      </InfoList>
      <ul className="mt-m flex list-disc flex-col gap-min pl-l text-13 text-gray-70">
        {refund.shipping > 0 ? (
          <li>{t('orders.cancel.shippingIncluded', { fee: formatPrice(refund.shipping) })}</li>
        ) : order.shippingFee > 0 ? (
          <li>{t('orders.cancel.shippingKept')}</li>
        ) : null}
        <li>{refundMethod(order)}</li>
        {refund.points > 0 ? (
          <li>{t('orders.cancel.pointsBack', { amount: formatPrice(refund.points) })}</li>
        ) : null}
      </ul>
    </Section>
  );
}

export function StepSkeleton() {
  return (
    <ListSkeleton className="flex flex-col gap-m bg-white px-m py-l">
      <Skeleton className="h-22 w-120" />
      <div className="flex gap-m">
        <Skeleton className="size-64" />
        <div className="flex flex-1 flex-col gap-s">
          <Skeleton className="h-16 w-[80%]" />
          <Skeleton className="h-16 w-96" />
        </div>
      </div>
      <Skeleton className="h-52 w-full" />
      <Skeleton className="h-52 w-full" />
    </ListSkeleton>
  );
}
