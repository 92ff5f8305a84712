import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CANCELLABLE_STATUSES,
  SHOP_CANCEL_REASONS,
  formatWon,
  type AdminCancelBody,
  type Order,
  type ShopCancelReason,
} from '@chorok/contract';
import { FormDialog } from '@/components/ui/form-dialog';
import { RefundAccountFields, useRefundAccount } from '@/components/refund-account-form';

/** The lines the shop may still cancel: those before shipping (the server decides again). */
export function cancellableLines(order: Order) {
  return order.items.filter((line) =>
    (CANCELLABLE_STATUSES as readonly string[]).includes(line.status),
  );
}

/**
 * 주문 취소 for the buyer: which lines (all ticked when it opens), why (품절, 배송 불가, 구매자 요청),
 * and the buyer's refund account when the money came by deposit. The amount is the server's: it
 * prices the rest again with the order's coupon and 적립금. Mount it when it opens.
 */
export function CancelDialog({
  order,
  busy,
  error,
  onCancel,
  onClose,
}: {
  order: Order;
  busy: boolean;
  error: string | null;
  onCancel: (body: AdminCancelBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const lines = cancellableLines(order);
  const [chosen, setChosen] = useState<number[]>(() => lines.map((line) => line.id));
  const [reason, setReason] = useState<ShopCancelReason | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const account = useRefundAccount(order);

  const toggle = (lineId: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, lineId] : ids.filter((other) => other !== lineId)));
  const submit = () => {
    if (chosen.length === 0) return setProblem(t('console.cancel.noLines'));
    if (!reason) return setProblem(t('console.cancel.noReason'));
    const checked = account.check();
    if (!checked.ok) return setProblem(null);
    setProblem(null);
    onCancel({
      orderProductIds: chosen,
      reason,
      ...(checked.refundAccount ? { refundAccount: checked.refundAccount } : {}),
    });
  };

  return (
    <FormDialog
      open
      danger
      title={t('console.cancel.title')}
      description={t('console.cancel.body', { number: order.orderNumber })}
      submitLabel={t('console.cancel.submit', { count: chosen.length })}
      cancelLabel={t('console.order.keep')}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={firstRef}
      busy={busy}
      error={problem ?? error}
    >
      <fieldset className="flex min-w-0 flex-col gap-s">
        <legend className="mb-s text-15 font-bold text-gray-100">
          {t('console.cancel.lines')}
        </legend>
        {lines.map((line, index) => (
          <label
            key={line.id}
            className="flex min-h-44 items-center gap-s rounded-sm border border-gray-20 px-s py-min text-14"
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              className="size-20 shrink-0 accent-primary"
              checked={chosen.includes(line.id)}
              onChange={(event) => toggle(line.id, event.target.checked)}
            />
            <span className="min-w-0 flex-1 truncate text-gray-90">
              {t('console.cancel.line', { name: line.name, count: line.quantity })}
            </span>
            <span className="shrink-0 font-medium text-gray-100">{formatWon(line.amount)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-s" aria-describedby={`${id}-reason-hint`}>
        <legend className="mb-s text-15 font-bold text-gray-100">
          {t('console.cancel.reason')}
        </legend>
        {SHOP_CANCEL_REASONS.map((value) => (
          <label key={value} className="flex min-h-40 items-center gap-s text-14 text-gray-90">
            <input
              type="radio"
              name={`${id}-reason`}
              value={value}
              className="size-20 accent-primary"
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {t(`console.cancel.reasons.${value}`)}
          </label>
        ))}
        <p id={`${id}-reason-hint`} className="text-13 text-gray-70">
          {t('console.cancel.hint')}
        </p>
      </fieldset>
      <RefundAccountFields form={account} />
    </FormDialog>
  );
}
