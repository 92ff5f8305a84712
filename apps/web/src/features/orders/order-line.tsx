import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Order, OrderProduct } from '@chorok/contract';
import { formatDate } from '@/lib/format';
import { ClaimLink, LineClaims, returnedAt } from '@/features/orders/claim-parts';
import { lineStatus } from '@/features/orders/format';
import { LineSummary, StatusBadge, lineActionClass } from '@/features/orders/order-parts';

/** The moment a line last moved, for the line's own small date ('2026.11.24 발송'). */
function lineEvent(line: OrderProduct): { key: string; at: string } | null {
  if (line.cancelledAt) return { key: 'cancelled', at: line.cancelledAt };
  if (line.confirmedAt) return { key: 'confirmed', at: line.confirmedAt };
  if (line.deliveredAt) return { key: 'delivered', at: line.deliveredAt };
  if (line.shippedAt) return { key: 'shipped', at: line.shippedAt };
  if (line.paidAt) return { key: 'paid', at: line.paidAt };
  return null;
}

/** One line of an order: its state and last move, the product, and what can be done with it. */
export function OrderLine({
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
