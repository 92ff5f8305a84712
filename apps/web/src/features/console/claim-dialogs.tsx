import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM, claimRefundOf, isLineGivenBack, type AdminClaim } from '@chorok/contract';
import { ClaimRejectBody } from '@chorok/contract/schemas';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClassName } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { formatPrice } from '@/lib/format';
import { ActionError } from '@/features/console/console-parts';
import { useAdminOrder } from '@/features/console/queries';

/** The contract's ClaimRejectBody over the reason: what to send (trimmed), or why not. */
export function checkRejectReason(reason: string): { reason: string } | { error: string } {
  const parsed = ClaimRejectBody.safeParse({ reason });
  if (parsed.success) return { reason: parsed.data.reason };
  return { error: parsed.error.issues[0]?.message ?? '' };
}

interface StepDialogProps {
  claim: AdminClaim;
  busy: boolean;
  /** The server's refusal. */
  error: string | null;
  onClose: () => void;
}

/**
 * The refund an approval would send, by the contract's rule over the order's own figures (as the
 * shopper saw it when asking): null until the order is read.
 */
function useExpectedRefund(claim: AdminClaim) {
  const detail = useAdminOrder(claim.orderId).data;
  const order = detail?.order;
  const line = order?.items.find((item) => item.id === claim.orderProductId);
  if (!order || !line) return null;
  return claimRefundOf({
    lineAmount: line.returnValue,
    reason: claim.reason,
    returnShippingFee: claim.returnShippingFee,
    orderShippingFee: order.shippingFee,
    otherLinesLeft: order.items.filter(
      (item) => item.id !== line.id && !isLineGivenBack(item.status),
    ).length,
  });
}

/** 반품 승인: the refund goes out at once, so the operator sees the money first. */
export function ApproveReturnDialog({
  claim,
  busy,
  error,
  onApprove,
  onClose,
}: StepDialogProps & { onApprove: () => void }) {
  const { t } = useTranslation();
  const refund = useExpectedRefund(claim);
  return (
    <ConfirmDialog
      open
      busy={busy}
      title={t('console.claims.approveReturnTitle')}
      confirmLabel={t('console.claims.approveReturnSubmit')}
      cancelLabel={t('console.claims.close')}
      onConfirm={onApprove}
      onClose={onClose}
    >
      <p>{t('console.claims.approveReturnBody', { product: claim.productName })}</p>
      <dl className="mt-m flex flex-col gap-2 rounded-sm bg-gray-10 px-m py-s text-14">
        <div className="flex justify-between gap-s">
          <dt>{t('console.claims.lineAmount')}</dt>
          <dd className="price-nums">{formatPrice(claim.amount)}</dd>
        </div>
        <div className="flex justify-between gap-s">
          <dt>{t('console.claims.returnFee')}</dt>
          <dd className="price-nums">
            {claim.returnShippingFee > 0
              ? `−${formatPrice(claim.returnShippingFee)}`
              : t('console.claims.free')}
          </dd>
        </div>
        {refund && refund.shippingFeeAmount > 0 ? (
          <div className="flex justify-between gap-s">
            <dt>{t('console.claims.shippingBack')}</dt>
            <dd className="price-nums">+{formatPrice(refund.shippingFeeAmount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-s font-bold text-gray-100">
          <dt>{t('console.claims.expectedRefund')}</dt>
          <dd className="price-nums" data-testid="claim-expected-refund">
            {refund ? formatPrice(refund.amount) : '…'}
          </dd>
        </div>
      </dl>
      <p className="mt-s text-13 text-gray-60">{t('console.claims.approveReturnNote')}</p>
      {error ? (
        <div className="mt-m">
          <ActionError message={error} />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

/** 교환 완료: the replacement arrived; the shopper's 7 days start again. */
export function CompleteExchangeDialog({
  claim,
  busy,
  error,
  onComplete,
  onClose,
}: StepDialogProps & { onComplete: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open
      busy={busy}
      title={t('console.claims.completeTitle')}
      confirmLabel={t('console.claims.completeSubmit')}
      cancelLabel={t('console.claims.close')}
      onConfirm={onComplete}
      onClose={onClose}
    >
      <p>{t('console.claims.completeBody', { product: claim.productName })}</p>
      {error ? (
        <div className="mt-m">
          <ActionError message={error} />
        </div>
      ) : null}
    </ConfirmDialog>
  );
}

/** 거절: why, in words the shopper reads on their order. Mount it when it opens. */
export function RejectClaimDialog({
  claim,
  busy,
  error,
  onReject,
  onClose,
}: StepDialogProps & { onReject: (reason: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const change = (value: string) => {
    setReason(value);
    if (sent) {
      const result = checkRejectReason(value);
      setProblem('error' in result ? result.error : null);
    }
  };
  const submit = () => {
    setSent(true);
    const result = checkRejectReason(reason);
    if ('reason' in result) {
      setProblem(null);
      onReject(result.reason);
      return;
    }
    setProblem(result.error);
    fieldRef.current?.focus();
  };

  return (
    <FormDialog
      open
      title={t('console.claims.rejectTitle')}
      description={t('console.claims.rejectBody', {
        kind: t(`console.claims.kind.${claim.kind}`),
        product: claim.productName,
      })}
      submitLabel={t('console.claims.rejectSubmit')}
      cancelLabel={t('console.claims.close')}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={fieldRef}
      busy={busy}
      danger
      error={error}
    >
      <FormField
        id={`${id}-reason`}
        label={t('console.claims.rejectReason')}
        error={problem ?? undefined}
      >
        <textarea
          ref={fieldRef}
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => change(event.target.value)}
          maxLength={CLAIM.rejectReasonMax}
          rows={4}
          placeholder={t('console.claims.rejectPlaceholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-reason-msg ${id}-count`}
          className={cn(fieldClassName(Boolean(problem)), 'h-auto py-s leading-22')}
        />
      </FormField>
      <p id={`${id}-count`} className="-mt-s text-right text-12 text-gray-60 price-nums">
        {t('console.reviews.count', { count: reason.trim().length, max: CLAIM.rejectReasonMax })}
      </p>
    </FormDialog>
  );
}
