import { useTranslation } from 'react-i18next';
import {
  EASY_PAY_NAMES,
  isAwaitingDeposit,
  type CashReceiptType,
  type Order,
} from '@chorok/contract';
import { ExternalIcon } from '@/components/ui/icons/external';
import { formatPrice } from '@/lib/format';
import { useRefundClaimReason } from '@/features/orders/claim-parts';
import { AccountRows } from '@/features/orders/deposit-waiting';
import { formatDateTime } from '@/features/orders/format';
import { InfoList, InfoRow, Section, useCardName } from '@/features/orders/order-parts';

/* The money of an order on its detail screen: what was charged, how, and what came back. */

/**
 * What confirming earns, once the order is paid: '구매 확정하면 329원 적립돼요', or '329원 적립됐어요'
 * when every line still in the order is confirmed. null when there is nothing to say.
 */
function useEarnNote() {
  const { t } = useTranslation();
  return (order: Order): string | null => {
    if (order.status !== 'PAID' || order.earnPoints <= 0) return null;
    const kept = order.items.filter(
      (item) => item.status !== 'CANCELLED' && item.status !== 'RETURNED',
    );
    const amount = formatPrice(order.earnPoints);
    return kept.length > 0 && kept.every((item) => item.status === 'CONFIRMED')
      ? t('orders.totals.earned', { amount })
      : t('orders.totals.willEarn', { amount });
  };
}

export function Totals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const originalTotal = order.items.reduce(
    (sum, item) => sum + item.originalUnitPrice * item.quantity,
    0,
  );
  const discount = originalTotal - order.itemsTotal;
  const earnNote = useEarnNote()(order);
  return (
    <Section title={t('orders.totals.title')}>
      <InfoList>
        <InfoRow label={t('orders.totals.items')}>
          {formatPrice(discount > 0 ? originalTotal : order.itemsTotal)}
        </InfoRow>
        {discount > 0 ? (
          <InfoRow label={t('orders.totals.discount')}>
            <span className="text-mandarin">−{formatPrice(discount)}</span>
          </InfoRow>
        ) : null}
        {order.couponDiscount > 0 ? (
          <InfoRow label={t('orders.totals.coupon')}>
            <span className="text-mandarin">−{formatPrice(order.couponDiscount)}</span>
            {order.coupon ? (
              <span className="block text-13 text-gray-60">{order.coupon.name}</span>
            ) : null}
          </InfoRow>
        ) : null}
        {order.pointsUsed > 0 ? (
          <InfoRow label={t('orders.totals.points')}>
            <span className="text-mandarin">−{formatPrice(order.pointsUsed)}</span>
          </InfoRow>
        ) : null}
        <InfoRow label={t('orders.totals.shipping')}>
          {order.shippingFee > 0 ? formatPrice(order.shippingFee) : t('orders.totals.free')}
        </InfoRow>
        <InfoRow label={t('orders.totals.total')} strong divided>
          {formatPrice(order.totalAmount)}
        </InfoRow>
        {order.refundedAmount > 0 ? (
          <InfoRow label={t('orders.totals.refunded')}>
            <span className="text-red">−{formatPrice(order.refundedAmount)}</span>
          </InfoRow>
        ) : null}
      </InfoList>
      {earnNote ? (
        <p className="price-nums mt-m rounded-md bg-secondary-sec01 px-m py-s text-right text-13 font-medium text-primary">
          {earnNote}
        </p>
      ) : null}
    </Section>
  );
}

const CASH_RECEIPT_KEY: Record<CashReceiptType, string> = {
  소득공제: 'incomeDeduction',
  지출증빙: 'expenseProof',
};

/** How an order was paid, in words: the method's name and its detail (the card, the bank …). */
export function useMethodSummary() {
  const { t } = useTranslation();
  const cardName = useCardName();
  return (order: Order): { name: string; detail: string | null } => {
    const payment = order.payment;
    const card = payment?.cardCompany ? cardName(payment.cardCompany) : null;
    switch (order.paymentMethod) {
      case 'CARD':
        return { name: card ?? t('purchase.method.CARD'), detail: payment?.cardNumber ?? null };
      case 'EASY_PAY':
        return {
          name:
            payment?.easyPayName ??
            (order.easyPayProvider
              ? EASY_PAY_NAMES[order.easyPayProvider]
              : t('purchase.method.EASY_PAY')),
          detail: [t('purchase.method.EASY_PAY'), card].filter(Boolean).join(' · '),
        };
      case 'TRANSFER':
        return { name: t('purchase.method.TRANSFER'), detail: payment?.bankName ?? null };
      default:
        return { name: t(`purchase.method.${order.paymentMethod}`), detail: null };
    }
  };
}

export function PaymentInfo({ order }: { order: Order }) {
  const { t } = useTranslation();
  const methodOf = useMethodSummary();
  const payment = order.payment;
  if (!payment) return null;
  const method = methodOf(order);
  const account = payment.virtualAccount;
  const receipt = payment.cashReceipt;
  return (
    <Section title={t('orders.payment.title')}>
      <InfoList>
        <InfoRow label={t('orders.payment.method')}>
          {method.name}
          {method.detail ? (
            <span className="block text-13 text-gray-60">{method.detail}</span>
          ) : null}
        </InfoRow>
        {account ? (
          <>
            <InfoRow label={t('orders.deposit.status')}>
              <span aria-live="polite" className="font-bold">
                {isAwaitingDeposit(order)
                  ? t('orders.deposit.waiting')
                  : t('orders.deposit.deposited')}
              </span>
            </InfoRow>
            <AccountRows account={account} copyable={false} />
          </>
        ) : null}
        {payment.approvedAt ? (
          <InfoRow label={t('orders.payment.approvedAt')}>
            {formatDateTime(payment.approvedAt)}
          </InfoRow>
        ) : null}
        <InfoRow label={t('orders.payment.amount')}>{formatPrice(payment.amount)}</InfoRow>
        {payment.balanceAmount !== payment.amount ? (
          <InfoRow label={t('orders.payment.balance')}>
            {formatPrice(payment.balanceAmount)}
          </InfoRow>
        ) : null}
        {receipt ? (
          <InfoRow label={t('orders.payment.cashReceipt')}>
            {t(`orders.payment.cashReceiptType.${CASH_RECEIPT_KEY[receipt.type]}`)}
            {receipt.receiptUrl ? (
              <a
                href={receipt.receiptUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 flex min-h-32 items-center justify-end gap-2 text-13 font-medium text-blue underline underline-offset-2"
              >
                {t('orders.payment.receipt')}
                <ExternalIcon size={14} />
                <span className="sr-only">{` ${t('orders.parcel.newTab')}`}</span>
              </a>
            ) : null}
          </InfoRow>
        ) : null}
      </InfoList>
    </Section>
  );
}

export function Refunds({ order }: { order: Order }) {
  const { t } = useTranslation();
  const claimReason = useRefundClaimReason(order);
  if (order.refunds.length === 0) return null;
  const nameOf = (id: number) => order.items.find((item) => item.id === id)?.name;
  return (
    <Section title={t('orders.refunds.title')}>
      <ul className="flex flex-col gap-s">
        {order.refunds.map((refund) => (
          <li key={refund.id} className="rounded-md bg-gray-10 p-m">
            <div className="flex items-baseline justify-between gap-s">
              <span className="price-nums text-13 text-gray-60">
                {formatDateTime(refund.createdAt)}
              </span>
              <span className="price-nums text-16 font-bold text-gray-100">
                {formatPrice(refund.amount)}
              </span>
            </div>
            {refund.pointsAmount > 0 ? (
              <p className="price-nums mt-2 text-right text-13 font-medium text-primary">
                {t('orders.refunds.points', { amount: formatPrice(refund.pointsAmount) })}
              </p>
            ) : null}
            <p className="mt-min text-14 text-gray-80">
              {refund.orderProductIds
                .map(nameOf)
                .filter((name): name is string => Boolean(name))
                .join(', ')}
            </p>
            <p className="mt-2 text-13 text-gray-60">
              {claimReason(refund.claimId) ??
                t('orders.refunds.reason', { reason: t(`orders.reason.${refund.reason}`) })}
              {refund.shippingFeeAmount > 0
                ? ` · ${t('orders.refunds.shippingIncluded', {
                    amount: formatPrice(refund.shippingFeeAmount),
                  })}`
                : null}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
