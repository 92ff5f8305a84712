import { useTranslation } from 'react-i18next';
import type { AdminBuyer, Order, OrderProduct } from '@chorok/contract';
import { formatPrice } from '@/lib/format';
import { ClaimCard } from '@/features/orders/claim-parts';
import { formatDateTime, lineStatus } from '@/features/orders/format';
import { ParcelInfo } from '@/features/orders/order-parcel';
import {
  InfoList,
  InfoRow,
  LineSummary,
  ShippingInfo,
  StatusBadge,
} from '@/features/orders/order-parts';
import { Panel } from '@/features/console/console-parts';

/* The parts of an order's console page: what the operator reads before moving it on. */

/** A line's moments, as far as it got: 결제, 발송, 배송 완료, 구매 확정, 취소. */
function lineMoments(line: OrderProduct): { key: string; at: string }[] {
  const moments: [string, string | null][] = [
    ['paid', line.paidAt],
    ['shipped', line.shippedAt],
    ['delivered', line.deliveredAt],
    ['confirmed', line.confirmedAt],
    ['cancelled', line.cancelledAt],
  ];
  return moments.flatMap(([key, at]) => (at ? [{ key, at }] : []));
}

export function LinesPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Panel
      title={t('console.order.lines')}
      aside={
        <span className="price-nums text-14 text-gray-60">
          {t('orders.detail.itemCount', { count: order.items.length })}
        </span>
      }
    >
      <ul className="divide-y divide-gray-20">
        {order.items.map((line) => {
          const claims = order.claims.filter((claim) => claim.orderProductId === line.id);
          return (
            <li key={line.id} className="flex flex-col gap-s py-m first:pt-0 last:pb-0">
              <StatusBadge status={lineStatus(order, line)} className="self-start" />
              <LineSummary line={line}>
                <p className="price-nums text-12 text-gray-60">
                  {lineMoments(line)
                    .map(({ key, at }) =>
                      t(`console.order.moment.${key}`, { at: formatDateTime(at) }),
                    )
                    .join(' · ')}
                </p>
                {line.cancelReason ? (
                  <p className="text-13 text-gray-60">
                    {t('orders.detail.cancelReason', {
                      reason: t(`orders.reason.${line.cancelReason}`),
                    })}
                  </p>
                ) : null}
              </LineSummary>
              {claims.length > 0 ? (
                <ul className="flex flex-col gap-s">
                  {claims.map((claim) => (
                    <ClaimCard key={claim.id} order={order} line={line} claim={claim} />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Every parcel of the order: its own, and an exchange's replacement. */
export function ParcelsPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.shipments.length === 0) return null;
  return (
    <Panel title={t('orders.parcel.title')}>
      <ul className="flex flex-col gap-l">
        {order.shipments.map((shipment) => (
          <li key={shipment.id}>
            {shipment.claimId !== null ? (
              <p className="mb-s text-13 font-bold text-gray-70">
                {t('console.order.replacement')}
              </p>
            ) : null}
            <ParcelInfo shipment={shipment} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function BuyerPanel({ buyer, order }: { buyer: AdminBuyer; order: Order }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('console.order.buyer')}>
      {buyer.userId === null ? (
        <p className="text-14 text-gray-70">{t('console.buyer.leftBody')}</p>
      ) : (
        <InfoList>
          <InfoRow label={t('console.order.name')}>{buyer.name}</InfoRow>
          <InfoRow label={t('console.order.email')}>{buyer.email ?? '—'}</InfoRow>
          <InfoRow label={t('console.order.phone')}>{buyer.phoneNumber ?? '—'}</InfoRow>
        </InfoList>
      )}
      <h3 className="mt-l mb-s text-15 font-bold text-gray-100">{t('orders.shipping.title')}</h3>
      <ShippingInfo shipping={order.shipping} />
    </Panel>
  );
}

/** The money: items, what came off, shipping, what was paid and what went back. */
export function MoneyPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const minus = (won: number) => <span className="text-mandarin">−{formatPrice(won)}</span>;
  return (
    <Panel title={t('console.order.money')}>
      <InfoList>
        <InfoRow label={t('orders.totals.items')}>{formatPrice(order.itemsTotal)}</InfoRow>
        {order.couponDiscount > 0 ? (
          <InfoRow label={t('orders.totals.coupon')}>
            {minus(order.couponDiscount)}
            {order.coupon ? (
              <span className="block text-13 text-gray-60">{order.coupon.name}</span>
            ) : null}
          </InfoRow>
        ) : null}
        {order.pointsUsed > 0 ? (
          <InfoRow label={t('orders.totals.points')}>{minus(order.pointsUsed)}</InfoRow>
        ) : null}
        <InfoRow label={t('orders.totals.shipping')}>
          {order.shippingFee > 0 ? formatPrice(order.shippingFee) : t('orders.totals.free')}
        </InfoRow>
        <InfoRow label={t('console.order.paid')} strong divided>
          {formatPrice(order.totalAmount)}
        </InfoRow>
        <InfoRow label={t('orders.totals.refunded')}>
          {order.refundedAmount > 0 ? (
            <span className="text-red">−{formatPrice(order.refundedAmount)}</span>
          ) : (
            formatPrice(0)
          )}
        </InfoRow>
      </InfoList>
    </Panel>
  );
}
