import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_BENEFITS, AdminPointsAdjustBody } from '@chorok/contract/schemas';
import { fieldClassName } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { formatDate, formatNumber, formatPrice } from '@/lib/format';
import { useAdjustPoints } from '@/features/console/benefits-queries';
import { ActionError, ConsoleButton } from '@/features/console/console-parts';

type Field = 'email' | 'amount' | 'note';
const FIELDS = ['email', 'amount', 'note'] as const;

/** A typed amount: '-500' and '1,000' become numbers; anything else goes as typed. */
function amountOf(text: string): number | string | undefined {
  const plain = text.replaceAll(',', '').replace(/^\+/, '').trim();
  if (plain === '') return undefined;
  return /^-?\d+$/.test(plain) ? Number(plain) : plain;
}

/**
 * 적립금 조정: add (positive) or take (negative) a member's points with a note they read in their
 * history. The contract checks each field; the answer (what moved and what is left) stays shown.
 */
export function PointsForm() {
  const { t } = useTranslation();
  const id = useId();
  const adjust = useAdjustPoints();
  const [values, setValues] = useState({ email: '', amount: '', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adjust.isPending) return;
    const parsed = AdminPointsAdjustBody.safeParse({ ...values, amount: amountOf(values.amount) });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (FIELDS.includes(field) && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      const first = FIELDS.find((field) => next[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    adjust.mutate(parsed.data, {
      onSuccess: () => setValues({ email: '', amount: '', note: '' }),
    });
  };

  const field = (
    name: Field,
    input: { inputMode?: 'numeric'; type?: string; maxLength?: number },
  ) => (
    <FormField
      id={`${id}-${name}`}
      label={t(`console.benefits.points.${name}`)}
      error={errors[name]}
      hint={t(`console.benefits.points.${name}Hint`)}
    >
      <input
        id={`${id}-${name}`}
        value={values[name]}
        onChange={(event) => change(name, event.target.value)}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-msg`}
        className={fieldClassName(Boolean(errors[name]), { size: 'md' })}
        {...input}
      />
    </FormField>
  );

  const done = adjust.isSuccess ? adjust.data : null;
  const sentTo = adjust.isSuccess ? adjust.variables.email : '';
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-m">
      <div className="grid gap-m sm:grid-cols-[minmax(0,1fr)_180px]">
        {field('email', { type: 'email' })}
        {field('amount', { inputMode: 'numeric' })}
      </div>
      {field('note', { maxLength: ADMIN_BENEFITS.pointsNoteMax })}
      <div className="flex justify-end">
        <ConsoleButton type="submit" tone="primary" tall busy={adjust.isPending}>
          {t('console.benefits.points.submit')}
        </ConsoleButton>
      </div>
      <ActionError message={adjust.isError ? errorText(t, adjust.error) : null} />
      {done ? (
        <p role="status" className="rounded-sm bg-secondary-sec01 px-m py-s text-14 text-primary">
          <span className="font-bold">
            {t('console.benefits.points.done', {
              email: sentTo,
              amount: `${done.amount > 0 ? '+' : ''}${formatNumber(done.amount)}원`,
            })}
          </span>{' '}
          {t('console.benefits.points.balance', { balance: formatPrice(done.balance) })}
          {done.expiresAt
            ? ` ${t('console.benefits.points.expires', { date: formatDate(done.expiresAt) })}`
            : null}
        </p>
      ) : null}
    </form>
  );
}
