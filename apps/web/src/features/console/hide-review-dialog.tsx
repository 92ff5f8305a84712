import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_HIDE_REASON } from '@chorok/contract';
import { ReviewHideBody } from '@chorok/contract/schemas';
import { fieldClassName } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/components/ui/cn';

/** The contract's ReviewHideBody over the reason: what to send (trimmed), or why not. */
export function checkHideReason(reason: string): { reason: string } | { error: string } {
  const parsed = ReviewHideBody.safeParse({ reason });
  if (parsed.success) return { reason: parsed.data.reason };
  return { error: parsed.error.issues[0]?.message ?? '' };
}

/**
 * 숨기기: why, in words the review's author will read on their 리뷰 관리. Mount it when it opens.
 * `error` is the server's refusal.
 */
export function HideReviewDialog({
  authorName,
  busy,
  error,
  onHide,
  onClose,
}: {
  authorName: string;
  busy: boolean;
  error: string | null;
  onHide: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const change = (value: string) => {
    setReason(value);
    if (sent) {
      const result = checkHideReason(value);
      setProblem('error' in result ? result.error : null);
    }
  };
  const submit = () => {
    setSent(true);
    const result = checkHideReason(reason);
    if ('reason' in result) {
      setProblem(null);
      onHide(result.reason);
      return;
    }
    setProblem(result.error);
    fieldRef.current?.focus();
  };

  return (
    <FormDialog
      open
      title={t('console.reviews.hideTitle')}
      description={t('console.reviews.hideBody', { name: authorName })}
      submitLabel={t('console.reviews.hideSubmit')}
      cancelLabel={t('console.reviews.keep')}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={fieldRef}
      busy={busy}
      danger
      error={error}
    >
      <FormField
        id={`${id}-reason`}
        label={t('console.reviews.reason')}
        error={problem ?? undefined}
        hint={t('console.reviews.reasonHint', {
          min: REVIEW_HIDE_REASON.min,
          max: REVIEW_HIDE_REASON.max,
        })}
      >
        <textarea
          ref={fieldRef}
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => change(event.target.value)}
          maxLength={REVIEW_HIDE_REASON.max}
          rows={4}
          placeholder={t('console.reviews.reasonPlaceholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-reason-msg ${id}-count`}
          className={cn(fieldClassName(Boolean(problem)), 'h-auto py-s leading-22')}
        />
      </FormField>
      <p id={`${id}-count`} className="-mt-s text-right text-12 text-gray-60 price-nums">
        {t('console.reviews.count', { count: reason.trim().length, max: REVIEW_HIDE_REASON.max })}
      </p>
    </FormDialog>
  );
}
