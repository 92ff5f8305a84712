import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWon, type AdminCancelBody, type Order, type OrderShipBody } from '@chorok/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { ActionError, ConsoleButton } from '@/features/console/console-parts';
import { CancelDialog, cancellableLines } from '@/features/console/cancel-dialog';
import { useOrderStep, useShopCancel, type OrderStep } from '@/features/console/queries';
import { ShipDialog } from '@/features/console/ship-dialog';

/** What the operator may do next, from the lines' states (the server decides again). */
export function nextSteps(order: Order) {
  const has = (...states: string[]) => order.items.some((line) => states.includes(line.status));
  return {
    prepare: has('PAID'),
    ship: has('PAID', 'PREPARING'),
    deliver: has('SHIPPING'),
    cancel: cancellableLines(order).length > 0,
  };
}

/**
 * 준비 시작 (at once), 발송 (the courier and waybill in a dialog), 배송 완료 (after asking: the
 * shopper is told it arrived) and 주문 취소 for the buyer (lines and reason in a dialog). A refusal
 * shows the server's message where it was asked.
 */
export function OrderActions({
  order,
  onDone,
}: {
  order: Order;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const step = useOrderStep(order.id);
  const cancel = useShopCancel(order.id);
  const [open, setOpen] = useState<'ship' | 'deliver' | 'cancel' | null>(null);
  const steps = nextSteps(order);
  const failed = step.isError ? errorText(t, step.error) : null;
  const cancelFailed = cancel.isError ? errorText(t, cancel.error) : null;

  const run = (next: OrderStep, done: string) => {
    step.reset();
    step.mutate(next, {
      onSuccess: () => {
        setOpen(null);
        onDone(done);
      },
    });
  };
  const close = () => {
    setOpen(null);
    step.reset();
    cancel.reset();
  };
  const cancelLines = (body: AdminCancelBody) => {
    cancel.reset();
    cancel.mutate(body, {
      onSuccess: (after) => {
        setOpen(null);
        const refunded = after.refundedAmount - order.refundedAmount;
        onDone(
          refunded > 0
            ? t('console.cancel.doneRefunded', {
                count: body.orderProductIds.length,
                amount: formatWon(refunded),
              })
            : t('console.cancel.done', { count: body.orderProductIds.length }),
        );
      },
    });
  };
  const ship = (parcel: OrderShipBody) =>
    run(
      { action: 'ship', parcel },
      t('console.order.shipped', {
        courier: t(`orders.courier.${parcel.courier}`),
        number: parcel.trackingNumber,
      }),
    );

  if (!steps.prepare && !steps.ship && !steps.deliver && !steps.cancel) return null;
  const busy = (action: OrderStep['action']) => step.isPending && step.variables?.action === action;

  return (
    <div className="flex flex-col gap-s">
      <div className="flex flex-wrap gap-s">
        {steps.prepare ? (
          <ConsoleButton
            tall
            busy={busy('prepare')}
            onClick={() => run({ action: 'prepare' }, t('console.order.prepared'))}
          >
            {t('console.order.prepare')}
          </ConsoleButton>
        ) : null}
        {steps.ship ? (
          <ConsoleButton
            tall
            tone="primary"
            onClick={() => {
              step.reset();
              setOpen('ship');
            }}
          >
            {t('console.order.ship')}
          </ConsoleButton>
        ) : null}
        {steps.deliver ? (
          <ConsoleButton
            tall
            tone={steps.ship ? 'secondary' : 'primary'}
            onClick={() => {
              step.reset();
              setOpen('deliver');
            }}
          >
            {t('console.order.deliver')}
          </ConsoleButton>
        ) : null}
        {steps.cancel ? (
          <ConsoleButton
            tall
            tone="danger"
            className="sm:ml-auto"
            onClick={() => {
              cancel.reset();
              setOpen('cancel');
            }}
          >
            {t('console.cancel.open')}
          </ConsoleButton>
        ) : null}
      </div>
      {open === null ? <ActionError message={failed} /> : null}

      {open === 'cancel' ? (
        <CancelDialog
          order={order}
          busy={cancel.isPending}
          error={cancelFailed}
          onCancel={cancelLines}
          onClose={close}
        />
      ) : null}

      {open === 'ship' ? (
        <ShipDialog
          open
          orderNumber={order.orderNumber}
          busy={step.isPending}
          error={failed}
          onShip={ship}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'deliver'}
        busy={step.isPending}
        title={t('console.order.deliverTitle')}
        confirmLabel={t('console.order.deliverSubmit')}
        cancelLabel={t('console.order.keep')}
        onClose={close}
        onConfirm={() => run({ action: 'deliver' }, t('console.order.delivered'))}
      >
        <p>{t('console.order.deliverBody')}</p>
        {failed ? (
          <p role="alert" className="mt-m text-14 font-medium text-red">
            {failed}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
