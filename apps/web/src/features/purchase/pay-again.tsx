import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EASY_PAY_NAMES, type Order } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Drawer } from '@/components/ui/drawer';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useCheckoutOrder } from '@/features/purchase/checkout';
import { selectionOf, type PaymentSelection } from '@/features/purchase/payment-memory';
import { EasyPayMark, usePayLabel } from '@/features/purchase/payment-method-picker';
import { PaymentChoiceFields, usePaymentSelection } from '@/features/purchase/payment-section';

/** The order's method as the shopper chose it ('카카오페이', '계좌이체' …). */
export function useMethodName() {
  const { t } = useTranslation();
  return (selection: PaymentSelection) =>
    selection.method === 'EASY_PAY' && selection.easyPayProvider
      ? EASY_PAY_NAMES[selection.easyPayProvider]
      : t(`purchase.method.${selection.method}`);
}

/**
 * 다시 결제하기 for an order still waiting for its payment: with the method it was ordered with,
 * or another chosen in a sheet (the order sheet's picker), sent with POST /orders/:id/checkout.
 */
export function PayAgain({
  order,
  /** The main button's words; by default the method and the amount ("카카오페이로 32,900원 결제하기"). */
  label,
  size,
  className,
}: {
  order: Order;
  label?: string;
  size?: 'medium';
  className?: string;
}) {
  const { t } = useTranslation();
  const checkout = useCheckoutOrder();
  const payLabel = usePayLabel();
  const methodName = useMethodName();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const payment = usePaymentSelection(() =>
    selectionOf({ method: order.paymentMethod, easyPayProvider: order.easyPayProvider }),
  );
  const busy = checkout.isPending || checkout.isSuccess;
  const { selection } = payment;

  const pay = () => {
    if (busy) return;
    const choice = payment.check();
    if (!choice) {
      setOpen(true);
      return;
    }
    checkout.mutate({ orderId: order.id, payment: choice });
  };

  return (
    <div className={cn('flex w-full flex-col gap-s', className)}>
      <div className="flex min-h-44 items-center justify-between gap-s rounded-md border border-gray-20 bg-white pl-m">
        <p className="flex min-w-0 items-center gap-s text-14 text-gray-90">
          <span className="shrink-0 text-gray-60">{t('orders.payAgain.method')}</span>
          {selection.method === 'EASY_PAY' && selection.easyPayProvider ? (
            <EasyPayMark provider={selection.easyPayProvider} />
          ) : null}
          <span aria-live="polite" className="truncate font-medium">
            {methodName(selection)}
          </span>
        </p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-label={t('orders.payAgain.changeLabel')}
          className="flex min-h-44 shrink-0 items-center rounded-sm px-m text-14 font-medium text-blue hover:bg-gray-10"
        >
          {t('orders.payAgain.change')}
        </button>
      </div>
      <Button size={size} variant={busy ? 'progress' : 'cta'} onClick={pay}>
        {label ?? payLabel(selection, order.totalAmount)}
      </Button>
      {checkout.isError ? (
        <p role="alert" className="text-14 font-medium text-red">
          {checkout.error instanceof ApiError
            ? errorText(t, checkout.error)
            : t('orders.detail.pending.payFailed')}
        </p>
      ) : null}

      <Drawer open={open} onOpenChange={setOpen} title={t('orders.payAgain.sheetTitle')}>
        <p id={headingId} className="sr-only">
          {t('purchase.payment.heading')}
        </p>
        <PaymentChoiceFields state={payment} labelledBy={headingId} />
        <Button className="mt-l" variant={busy ? 'progress' : 'cta'} onClick={pay}>
          {payLabel(selection, order.totalAmount)}
        </Button>
      </Drawer>
    </div>
  );
}
