import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUPON_KINDS,
  COUPON_SOURCES,
  PRODUCT_CATEGORIES,
  type AdminCouponBody,
} from '@chorok/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldClassName } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import {
  COUPON_FIELDS,
  EMPTY_COUPON,
  checkCoupon,
  type CouponErrors,
  type CouponValues,
} from '@/features/console/coupon-form-values';

const SCOPES = ['ALL', 'CATEGORY', 'PRODUCT'] as const;

/**
 * 쿠폰 만들기: every term of AdminCouponBody, checked by the contract before it is sent, each
 * message under its field. `error` is the server's refusal. Mount it when it opens.
 */
export function CreateCouponDialog({
  busy,
  error,
  onCreate,
  onClose,
}: {
  busy: boolean;
  error: string | null;
  onCreate: (body: AdminCouponBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<CouponValues>(EMPTY_COUPON);
  const [errors, setErrors] = useState<CouponErrors>({});
  const [sent, setSent] = useState(false);
  const scopeEmpty = t('console.benefits.form.scopeEmpty');

  const change = (next: Partial<CouponValues>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    if (sent) {
      const result = checkCoupon(merged, scopeEmpty);
      setErrors('errors' in result ? result.errors : {});
    }
  };
  const submit = () => {
    setSent(true);
    const result = checkCoupon(values, scopeEmpty);
    if ('body' in result) {
      setErrors({});
      onCreate(result.body);
      return;
    }
    setErrors(result.errors);
    const first = COUPON_FIELDS.find((field) => result.errors[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  /** A text field of the form, named `${id}-${field}`, its message under it. */
  const text = (
    field: Exclude<keyof CouponValues & keyof CouponErrors, 'kind' | 'categories' | 'source'>,
    {
      hint,
      numeric = true,
      ...input
    }: { hint?: string; numeric?: boolean; type?: string; placeholder?: string } = {},
  ) => (
    <FormField
      id={`${id}-${field}`}
      label={t(`console.benefits.form.${field}`)}
      error={errors[field]}
      hint={hint}
    >
      <input
        id={`${id}-${field}`}
        value={values[field]}
        onChange={(event) => change({ [field]: event.target.value })}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] || hint ? `${id}-${field}-msg` : undefined}
        className={fieldClassName(Boolean(errors[field]), { size: 'md' })}
        {...input}
      />
    </FormField>
  );
  const select = (field: 'kind' | 'scope' | 'source', options: readonly string[]): ReactNode => (
    <FormField id={`${id}-${field}`} label={t(`console.benefits.form.${field}`)}>
      <select
        id={`${id}-${field}`}
        value={values[field]}
        onChange={(event) => change({ [field]: event.target.value })}
        className={fieldClassName(false, { size: 'md' })}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`console.benefits.${field}.${option}`)}
          </option>
        ))}
      </select>
    </FormField>
  );

  return (
    <FormDialog
      open
      title={t('console.benefits.form.title')}
      description={t('console.benefits.form.body')}
      submitLabel={t('console.benefits.form.submit')}
      cancelLabel={t('console.benefits.close')}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={nameRef}
      busy={busy}
      error={error}
      wide
    >
      <FormField id={`${id}-name`} label={t('console.benefits.form.name')} error={errors.name}>
        <input
          ref={nameRef}
          id={`${id}-name`}
          value={values.name}
          onChange={(event) => change({ name: event.target.value })}
          autoComplete="off"
          placeholder={t('console.benefits.form.namePlaceholder')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-msg` : undefined}
          className={fieldClassName(Boolean(errors.name), { size: 'md' })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-s">
        {select('kind', COUPON_KINDS)}
        {text('value', {
          hint: t(
            values.kind === 'FIXED'
              ? 'console.benefits.form.wonHint'
              : 'console.benefits.form.percentHint',
          ),
        })}
      </div>
      <div className="grid gap-m sm:grid-cols-2 sm:gap-s">
        {text('minOrderAmount', { hint: t('console.benefits.form.optionalWon') })}
        {values.kind === 'PERCENT'
          ? text('maxDiscount', { hint: t('console.benefits.form.optionalWon') })
          : null}
      </div>
      {select('scope', SCOPES)}
      {values.scope === 'CATEGORY' ? (
        <fieldset
          id={`${id}-categories`}
          tabIndex={-1}
          aria-describedby={errors.categories ? `${id}-categories-msg` : undefined}
        >
          <legend className="text-14 font-bold text-gray-80">
            {t('console.benefits.form.categories')}
          </legend>
          <div className="mt-s flex flex-wrap gap-x-m">
            {PRODUCT_CATEGORIES.map((category) => (
              <Checkbox
                key={category}
                checked={values.categories.includes(category)}
                onCheckedChange={(on) =>
                  change({
                    categories: on
                      ? [...values.categories, category]
                      : values.categories.filter((c) => c !== category),
                  })
                }
              >
                {t(`benefits.category.${category}`)}
              </Checkbox>
            ))}
          </div>
          {errors.categories ? (
            <p id={`${id}-categories-msg`} className="mt-min text-13 text-red">
              {errors.categories}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {values.scope === 'PRODUCT'
        ? text('productIds', { hint: t('console.benefits.form.productIdsHint'), numeric: false })
        : null}
      <div className="grid gap-m sm:grid-cols-2 sm:gap-s">
        {select('source', COUPON_SOURCES)}
        {values.source === 'CODE'
          ? text('code', { hint: t('console.benefits.form.codeHint'), numeric: false })
          : null}
      </div>
      <div className="grid grid-cols-2 gap-s">
        {text('validDays', { hint: t('console.benefits.form.validDaysHint') })}
        {text('issueLimit', { hint: t('console.benefits.form.issueLimitHint') })}
      </div>
      {text('validUntil', {
        type: 'datetime-local',
        numeric: false,
        hint: t('console.benefits.form.validUntilHint'),
      })}
    </FormDialog>
  );
}
