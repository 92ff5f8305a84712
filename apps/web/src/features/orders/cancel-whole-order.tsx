import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAwaitingDeposit, type CancelReason, type Order } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatPrice } from '@/lib/format';
import { CancelReasonChoices } from '@/features/orders/cancel-reasons';
import { useOrderFlash } from '@/features/orders/flash';
import { useCancelOrder } from '@/features/orders/queries';
import { errorText } from '@/lib/error-text';
import {
  RefundAccountFields,
  useRefundAccount,
  useRefundMethodText,
} from '@/components/refund-account-form';

/**
 * Whether the whole order can be cancelled in one go: an unpaid order (dropped, nothing to refund),
 * or a paid one with more than one line left, every one of them still cancellable. One line left
 * is cancelled from the line itself.
 */
export function canCancelWholeOrder(order: Order): boolean {
  if (order.status === 'PAYMENT_PENDING') return true;
  if (order.status !== 'PAID') return false;
  const active = order.items.filter((item) => item.status !== 'CANCELLED');
  return active.length > 1 && active.every((item) => item.canCancel);
}

/** The 적립금 an order still holds: what it used, less what refunds gave back already. */
export function pointsStillUsed(order: Order): number {
  return Math.max(
    0,
    order.pointsUsed - order.refunds.reduce((sum, refund) => sum + refund.pointsAmount, 0),
  );
}

/** 주문 전체 취소: the reason, what comes back (money and 적립금), then POST /orders/:id/cancel. */
export function CancelWholeOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.id);
  const showFlash = useOrderFlash((s) => s.show);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelReason | null>(null);
  const refundAccount = useRefundAccount(order);
  const refundMethod = useRefundMethodText();
  const unpaid = order.status === 'PAYMENT_PENDING';
  const refund = order.payment?.balanceAmount ?? 0;
  const points = pointsStillUsed(order);

  const submit = () => {
    if (!reason && !unpaid) return;
    const account = refundAccount.check();
    if (!account.ok) return;
    cancel.mutate(
      { reason: reason ?? 'OTHER', refundAccount: account.refundAccount },
      {
        onSuccess: (next) => {
          setOpen(false);
          const money = next.refundedAmount - order.refundedAmount;
          const pointsBack = points - pointsStillUsed(next);
          showFlash(
            unpaid || money === 0
              ? t('orders.cancelAll.doneUnpaid')
              : pointsBack > 0
                ? t('orders.cancel.doneWithPoints', {
                    amount: formatPrice(money),
                    points: formatPrice(pointsBack),
                  })
                : t('orders.cancel.done', { amount: formatPrice(money) }),
          );
        },
      },
    );
  };

  return (
    <div className="px-m pt-l pb-xl">
      <Button variant="done" danger onClick={() => setOpen(true)}>
        {unpaid ? t('orders.cancelAll.buttonUnpaid') : t('orders.cancelAll.button')}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        busy={cancel.isPending}
        title={unpaid ? t('orders.cancelAll.titleUnpaid') : t('orders.cancelAll.title')}
        confirmLabel={t('orders.cancelAll.submit')}
        cancelLabel={t('orders.cancelAll.keep')}
        onClose={() => {
          setOpen(false);
          cancel.reset();
        }}
        onConfirm={submit}
      >
        {unpaid ? (
          <>
            <p>
              {isAwaitingDeposit(order)
                ? t('orders.cancelAll.bodyAwaiting')
                : t('orders.cancelAll.bodyUnpaid')}
            </p>
            {points > 0 ? (
              <p className="mt-s">
                {t('orders.cancelAll.pointsBackUnpaid', { amount: formatPrice(points) })}
              </p>
            ) : null}
          </>
        ) : (
          <div className="flex flex-col gap-m">
            <div className="flex items-baseline justify-between rounded-md bg-secondary-sec01 px-m py-s">
              <span className="text-14 text-gray-80">{t('orders.cancel.refund')}</span>
              <span className="price-nums text-18 font-bold text-primary">
                {formatPrice(refund)}
              </span>
            </div>
            {points > 0 ? (
              <div className="-mt-s flex items-baseline justify-between px-m">
                <span className="text-14 text-gray-80">{t('orders.cancel.refundPoints')}</span>
                <span className="price-nums text-15 font-bold text-primary">
                  {formatPrice(points)}
                </span>
              </div>
            ) : null}
            <p className="text-14">{refundMethod(order)}</p>
            <CancelReasonChoices
              value={reason}
              onChange={setReason}
              legend={t('orders.cancel.reasonLegend')}
              name="cancel-all-reason"
            />
            {!reason ? (
              <p className="text-13 text-gray-60">{t('orders.cancel.reasonRequired')}</p>
            ) : null}
            <RefundAccountFields form={refundAccount} />
          </div>
        )}
        {cancel.isError ? (
          <p role="alert" className="mt-m text-14 font-medium text-red">
            {errorText(t, cancel.error)}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
