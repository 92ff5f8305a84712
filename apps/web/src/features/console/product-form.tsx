import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_FORM,
  PRODUCT_STATUSES,
  type ProductInput,
} from '@chorok/contract';
import { fieldClassName } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { ActionError, ConsoleButton, Panel } from '@/features/console/console-parts';
import { CareFields } from '@/features/console/product-care-fields';
import { AliasesInput, MetadataPicker, TextField } from '@/features/console/product-form-parts';
import {
  FIELD_ORDER,
  checkProduct,
  discountOf,
  type CareValues,
  type ProductErrors,
  type ProductValues,
} from '@/features/console/product-form-values';

/**
 * 상품 등록 and 상품 수정: every field of the contract's ProductInput, checked by it before
 * sending (again as the fields change once sent). `serverErrors` are the server's, by field; each
 * shows under its field until that field changes.
 */
export function ProductForm({
  initial,
  submitLabel,
  busy,
  error,
  serverErrors,
  onSubmit,
}: {
  initial: ProductValues;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal, where the form's button is. */
  error: string | null;
  serverErrors: ProductErrors;
  onSubmit: (input: ProductInput) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const idOf = (path: string) => `${baseId}-${path.replace('.', '-')}`;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProductErrors>({});
  const [sent, setSent] = useState(false);
  // The server's messages stay until their field is changed.
  const [cleared, setCleared] = useState<string[]>([]);
  const [shownServer, setShownServer] = useState(serverErrors);
  if (shownServer !== serverErrors) {
    setShownServer(serverErrors);
    setCleared([]);
  }
  const shown: ProductErrors = { ...errors };
  for (const [path, message] of Object.entries(serverErrors))
    if (!cleared.includes(path)) shown[path] ??= message;

  const update = (next: ProductValues, paths: string[]) => {
    setValues(next);
    setCleared((list) => [...list, ...paths]);
    if (sent) {
      const result = checkProduct(next);
      setErrors('errors' in result ? result.errors : {});
    }
  };
  const change = (next: Partial<ProductValues>) =>
    update({ ...values, ...next }, Object.keys(next));
  const changeCare = (next: Partial<CareValues>) =>
    update({ ...values, care: { ...values.care, ...next } }, [
      'care',
      ...Object.keys(next).map((key) => `care.${key}`),
    ]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSent(true);
    const result = checkProduct(values);
    if ('input' in result) {
      setErrors({});
      onSubmit(result.input);
      return;
    }
    setErrors(result.errors);
    const first = FIELD_ORDER.find((path) => result.errors[path]);
    if (first) document.getElementById(idOf(first))?.focus();
  };
  const discount = discountOf(values);
  const text = (
    field: 'name' | 'botanicalName' | 'englishName' | 'summary' | 'description',
    maxLength: number,
    rows?: number,
  ) => (
    <TextField
      id={idOf(field)}
      label={t(`console.product.${field}`)}
      value={values[field]}
      onChange={(value) => change({ [field]: value })}
      error={shown[field]}
      maxLength={maxLength}
      rows={rows}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-m">
      <Panel title={t('console.product.basics')}>
        <div className="flex flex-col gap-m">
          <FormField
            id={idOf('category')}
            label={t('console.product.category')}
            error={shown.category}
          >
            <select
              id={idOf('category')}
              value={values.category}
              onChange={(event) =>
                change({
                  category:
                    PRODUCT_CATEGORIES.find((c) => c === event.target.value) ?? values.category,
                })
              }
              className={fieldClassName(Boolean(shown.category), { size: 'md' })}
            >
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`console.products.category.${category}`)}
                </option>
              ))}
            </select>
          </FormField>
          {text('name', PRODUCT_FORM.nameMax)}
          <div className="grid gap-m sm:grid-cols-2">
            {text('botanicalName', PRODUCT_FORM.botanicalNameMax)}
            {text('englishName', PRODUCT_FORM.englishNameMax)}
          </div>
          <AliasesInput
            id={idOf('aliases')}
            aliases={values.aliases}
            onChange={(aliases) => change({ aliases })}
            error={shown.aliases}
          />
          {text('summary', PRODUCT_FORM.summaryMax)}
          {text('description', PRODUCT_FORM.descriptionMax, 8)}
        </div>
      </Panel>

      <Panel title={t('console.product.sale')}>
        <div className="grid gap-m sm:grid-cols-2">
          <TextField
            id={idOf('price')}
            label={t('console.product.price')}
            value={values.price}
            onChange={(price) => change({ price })}
            error={shown.price}
            numeric
            maxLength={10}
            suffix={t('console.product.won')}
          />
          <TextField
            id={idOf('salePrice')}
            label={t('console.product.salePrice')}
            value={values.salePrice}
            onChange={(salePrice) => change({ salePrice })}
            error={shown.salePrice}
            hint={
              discount === null
                ? t('console.product.noDiscount')
                : t('console.product.discount', { percent: discount })
            }
            numeric
            maxLength={10}
            suffix={t('console.product.won')}
          />
          <FormField
            id={idOf('status')}
            label={t('console.product.status')}
            error={shown.status}
            hint={t('console.product.statusHint')}
          >
            <select
              id={idOf('status')}
              value={values.status}
              onChange={(event) =>
                change({
                  status: PRODUCT_STATUSES.find((s) => s === event.target.value) ?? values.status,
                })
              }
              aria-describedby={`${idOf('status')}-msg`}
              className={fieldClassName(Boolean(shown.status), { size: 'md' })}
            >
              {PRODUCT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`console.products.status.${status}`)}
                </option>
              ))}
            </select>
          </FormField>
          <TextField
            id={idOf('pointsRatePercent')}
            label={t('console.product.pointsRate')}
            value={values.pointsRatePercent}
            onChange={(pointsRatePercent) => change({ pointsRatePercent })}
            error={shown.pointsRatePercent}
            hint={t('console.product.pointsRateHint', { max: PRODUCT_FORM.pointsRateMax })}
            numeric
            maxLength={2}
            suffix="%"
          />
        </div>
      </Panel>

      <Panel title={t('console.product.tags')}>
        <MetadataPicker
          selected={values.metadataIds}
          onChange={(metadataIds) => change({ metadataIds })}
          error={shown.metadataIds}
        />
      </Panel>

      {values.category === 'PLANT' ? (
        <Panel title={t('console.product.care')}>
          <CareFields idOf={idOf} care={values.care} errors={shown} onChange={changeCare} />
        </Panel>
      ) : null}

      <div className="flex flex-col gap-s sm:flex-row sm:items-center sm:justify-end">
        <ActionError message={error} />
        <ConsoleButton type="submit" tone="primary" tall busy={busy}>
          {submitLabel}
        </ConsoleButton>
      </div>
    </form>
  );
}
