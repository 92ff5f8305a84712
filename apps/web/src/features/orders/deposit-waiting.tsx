import { useTranslation } from 'react-i18next';
import type { Order, VirtualAccount } from '@chorok/contract';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ClockIcon } from '@/components/ui/icons/clock';
import { formatPrice } from '@/lib/format';
import { CopyNumber } from '@/features/orders/copy-number';
import { formatDateTime } from '@/features/orders/format';
import { InfoList, InfoRow } from '@/features/orders/order-parts';

/** Where the sandbox takes a tester's deposit (a server page, not a route of this app). */
export const sandboxDepositPath = (orderNumber: string) =>
  `/sandbox/deposit?orderId=${encodeURIComponent(orderNumber)}`;

/** 은행, 계좌번호 (copyable while it waits for the deposit), 예금주 of an issued virtual account. */
export function AccountRows({
  account,
  copyable = true,
}: {
  account: VirtualAccount;
  copyable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <InfoRow label={t('orders.deposit.bank')}>{account.bankName}</InfoRow>
      <InfoRow label={t('orders.deposit.accountNumber')}>
        {copyable ? (
          <CopyNumber
            value={account.accountNumber}
            label={t('orders.deposit.copyLabel')}
            copied={t('orders.deposit.copied')}
            failed={t('orders.deposit.copyFailed')}
          />
        ) : (
          account.accountNumber
        )}
      </InfoRow>
      <InfoRow label={t('orders.deposit.holder')}>{account.holderName}</InfoRow>
    </>
  );
}

/**
 * A virtual account waiting for its deposit (isAwaitingDeposit): where to send how much by when,
 * that the order is cancelled after that, and — in the sandbox — the tester's way to deposit.
 */
export function DepositWaiting({ order, className }: { order: Order; className?: string }) {
  const { t } = useTranslation();
  const payment = order.payment;
  const account = payment?.virtualAccount;
  const dueAt = account?.dueAt ?? order.paymentDueAt;
  return (
    <div className={cn('rounded-md bg-glow p-m text-left', className)}>
      <p role="status" className="flex items-center gap-s text-17 font-bold text-gray-100">
        <ClockIcon size={20} className="shrink-0 text-mandarin" />
        {t('orders.deposit.title')}
      </p>
      <p className="mt-min text-14 text-gray-80">{t('orders.deposit.body')}</p>
      <InfoList className="mt-m rounded-md bg-white p-m">
        {account ? <AccountRows account={account} /> : null}
        <InfoRow label={t('orders.deposit.amount')} strong>
          {formatPrice(payment?.amount ?? order.totalAmount)}
        </InfoRow>
        {dueAt ? (
          <InfoRow label={t('orders.deposit.dueAt')}>
            <span className="font-bold text-mandarin">{formatDateTime(dueAt)}</span>
          </InfoRow>
        ) : null}
      </InfoList>
      {dueAt ? (
        <p className="price-nums mt-s text-13 text-gray-70">
          {t('orders.deposit.due', { time: formatDateTime(dueAt) })}
        </p>
      ) : null}
      {payment?.provider === 'sandbox' ? (
        <a
          href={sandboxDepositPath(order.orderNumber)}
          className={buttonClassName({ variant: 'done', size: 'medium', className: 'mt-m w-full' })}
        >
          {t('orders.deposit.sandbox')}
        </a>
      ) : null}
    </div>
  );
}
