import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURIER_CODES, COURIERS, type Courier } from '@chorok/contract';
import { OrderShipBody, type ClaimApproveBody } from '@chorok/contract/schemas';
import { fieldClassName } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';

type Field = 'courier' | 'trackingNumber';
type Errors = Partial<Record<Field, string>>;
interface Values {
  courier: string;
  trackingNumber: string;
}

/** A parcel rule of the contract: an order's (OrderShipBody) or an exchange's replacement. */
type ParcelSchema = typeof OrderShipBody | typeof ClaimApproveBody;
interface Parcel {
  courier: Courier;
  trackingNumber: string;
}

/** The contract's rule over the form: the parcel to send (digits only), or each field's message. */
export function checkParcel(
  values: Values,
  schema: ParcelSchema = OrderShipBody,
): { parcel: Parcel } | { errors: Errors } {
  const parsed = schema.safeParse(values);
  if (parsed.success && parsed.data.courier && parsed.data.trackingNumber !== undefined)
    return { parcel: { courier: parsed.data.courier, trackingNumber: parsed.data.trackingNumber } };
  if (parsed.success) return { errors: {} };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'courier' || field === 'trackingNumber') && !errors[field])
      errors[field] = issue.message;
  }
  return { errors };
}

const isCourier = (value: string): value is Courier => value in COURIERS;

interface ParcelDialogProps {
  open: boolean;
  busy: boolean;
  error: string | null;
  onShip: (parcel: Parcel) => void;
  onClose: () => void;
}

/**
 * 발송: the courier and the waybill printed on the label, checked by the contract's rule before it
 * is sent (the server checks again). `error` is the server's refusal, shown in the dialog. Mount
 * it when it opens: it starts empty.
 */
export function ShipDialog({ orderNumber, ...rest }: ParcelDialogProps & { orderNumber: string }) {
  const { t } = useTranslation();
  return (
    <ParcelDialog
      {...rest}
      schema={OrderShipBody}
      title={t('console.ship.title')}
      description={t('console.ship.body', { number: orderNumber })}
      submitLabel={t('console.ship.submit')}
    />
  );
}

/** The same fields for another parcel (an exchange's replacement), under its own rule and words. */
export function ParcelDialog({
  open,
  busy,
  error,
  onShip,
  onClose,
  schema,
  title,
  description,
  submitLabel,
}: ParcelDialogProps & {
  schema: ParcelSchema;
  title: string;
  description: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [values, setValues] = useState<Values>({ courier: '', trackingNumber: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (sent) {
      const result = checkParcel(next, schema);
      setErrors('errors' in result ? result.errors : {});
    }
  };
  const submit = () => {
    setSent(true);
    const result = checkParcel(values, schema);
    if ('parcel' in result) {
      setErrors({});
      onShip(result.parcel);
      return;
    }
    setErrors(result.errors);
    const first = (['courier', 'trackingNumber'] as const).find((field) => result.errors[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };
  const courier = isCourier(values.courier) ? values.courier : null;
  const hint = courier
    ? t('console.ship.digits', {
        courier: t(`orders.courier.${courier}`),
        digits: COURIERS[courier].digits.join(t('console.ship.or')),
      })
    : t('console.ship.chooseFirst');

  return (
    <FormDialog
      open={open}
      title={title}
      description={description}
      submitLabel={submitLabel}
      cancelLabel={t('console.ship.cancel')}
      onSubmit={submit}
      onClose={onClose}
      initialFocusRef={selectRef}
      busy={busy}
      error={error}
    >
      <FormField id={`${id}-courier`} label={t('console.ship.courier')} error={errors.courier}>
        <select
          ref={selectRef}
          id={`${id}-courier`}
          value={values.courier}
          onChange={(event) => change('courier', event.target.value)}
          aria-invalid={errors.courier ? true : undefined}
          aria-describedby={errors.courier ? `${id}-courier-msg` : undefined}
          className={fieldClassName(Boolean(errors.courier), { size: 'md' })}
        >
          <option value="">{t('console.ship.courierPlaceholder')}</option>
          {COURIER_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`orders.courier.${code}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-trackingNumber`}
        label={t('console.ship.trackingNumber')}
        error={errors.trackingNumber}
        hint={hint}
      >
        <input
          id={`${id}-trackingNumber`}
          value={values.trackingNumber}
          onChange={(event) => change('trackingNumber', event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder={t('console.ship.trackingPlaceholder')}
          aria-invalid={errors.trackingNumber ? true : undefined}
          aria-describedby={`${id}-trackingNumber-msg`}
          className={fieldClassName(Boolean(errors.trackingNumber), { size: 'md' })}
        />
      </FormField>
    </FormDialog>
  );
}
