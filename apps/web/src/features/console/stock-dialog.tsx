import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_FORM, STOCK_REASONS } from '@chorok/contract';
import { StockAdjustBody } from '@chorok/contract/schemas';
import { fieldClassName } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { numberOf } from '@/features/console/product-form-values';

type Field = 'delta' | 'reason' | 'note';
type Errors = Partial<Record<Field, string>>;
interface Values {
  delta: string;
  reason: string;
  note: string;
}

/** The contract's StockAdjustBody over the form ('-3' takes three away). */
export function checkAdjustment(values: Values): { body: StockAdjustBody } | { errors: Errors } {
  const parsed = StockAdjustBody.safeParse({
    delta: numberOf(values.delta.replace(/^\+/, '')),
    reason: values.reason || undefined,
    note: values.note,
  });
  if (parsed.success) return { body: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'delta' || field === 'reason' || field === 'note') && !errors[field])
      errors[field] = issue.message;
  }
  return { errors };
}

/**
 * 재고 조정: how many come in (+) or go (−), why, and a note. Checked by the contract's rule before
 * it is sent; `error` is the server's refusal (below 0, above the most). Mount it when it opens.
 */
export function StockDialog({
  stock,
  busy,
  error,
  onAdjust,
  onClose,
}: {
  stock: number;
  busy: boolean;
  error: string | null;
  onAdjust: (body: StockAdjustBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const deltaRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>({ delta: '', reason: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (sent) {
      const result = checkAdjustment(next);
      setErrors('errors' in result ? result.errors : {});
    }
  };
  const submit = () => {
    setSent(true);
    const result = checkAdjustment(values);
    if ('body' in result) {
      setErrors({});
      onAdjust(result.body);
      return;
    }
    setErrors(result.errors);
    const first = (['delta', 'reason', 'note'] as const).find((field) => result.errors[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  const delta = numberOf(values.delta.replace(/^\+/, ''));
  const after = Number.isInteger(delta) ? stock + delta : null;
  const describe = (field: Field) => (errors[field] ? `${id}-${field}-msg` : undefined);

  return (
    <FormDialog
      open
      title={t('console.stock.adjustTitle')}
      description={t('console.stock.adjustBody', { stock })}
      submitLabel={t('console.stock.adjustSubmit')}
      cancelLabel={t('console.stock.cancel')}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={deltaRef}
      busy={busy}
      error={error}
    >
      <FormField
        id={`${id}-delta`}
        label={t('console.stock.delta')}
        error={errors.delta}
        hint={
          after === null
            ? t('console.stock.deltaHint', { max: PRODUCT_FORM.stockDeltaMax })
            : t('console.stock.after', { stock: after })
        }
      >
        <input
          ref={deltaRef}
          id={`${id}-delta`}
          value={values.delta}
          onChange={(event) => change('delta', event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          aria-invalid={errors.delta ? true : undefined}
          aria-describedby={`${id}-delta-msg`}
          className={fieldClassName(Boolean(errors.delta), { size: 'md' })}
        />
      </FormField>
      <FormField id={`${id}-reason`} label={t('console.stock.reason')} error={errors.reason}>
        <select
          id={`${id}-reason`}
          value={values.reason}
          onChange={(event) => change('reason', event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describe('reason')}
          className={fieldClassName(Boolean(errors.reason), { size: 'md' })}
        >
          <option value="">{t('console.product.choose')}</option>
          {STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`console.stock.reasonValue.${reason}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-note`} label={t('console.stock.note')} error={errors.note}>
        <input
          id={`${id}-note`}
          value={values.note}
          onChange={(event) => change('note', event.target.value)}
          maxLength={PRODUCT_FORM.stockNoteMax}
          autoComplete="off"
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describe('note')}
          className={fieldClassName(Boolean(errors.note), { size: 'md' })}
        />
      </FormField>
    </FormDialog>
  );
}
