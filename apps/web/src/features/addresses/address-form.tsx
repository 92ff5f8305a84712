import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  type Address,
  type AddressUpdateBody,
  type PostalAddress,
} from '@chorok/contract';
import { AddressCreateBody } from '@chorok/contract/schemas';
import { FormField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { SearchIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { fieldClassName } from '@/components/ui/field';
import { PostalLines } from '@/features/addresses/address-card';
import { reformatPhoneField } from '@/lib/phone-input';
import { useCreateAddress, useUpdateAddress } from '@/features/addresses/queries';
import { RequestTextField } from '@/features/addresses/request-text-field';
import { useAddressSearch } from '@/features/addresses/use-address-search';
import { changeFailedMessage } from '@/lib/change-failed';
import { messageText } from '@/lib/error-text';

type Field = 'receiverName' | 'phone' | 'address' | 'detail' | 'request';
type Errors = Partial<Record<Field, string>>;

/** The contract's field names (in its issues' paths and the server's `errors`) to the form's. */
const FIELD_OF: Array<[string, Field]> = [
  ['receiverName', 'receiverName'],
  ['receiverPhoneNumber', 'phone'],
  ['detailAddress', 'detail'],
  ['requestText', 'request'],
  ['address', 'address'],
];
const fieldOf = (path: string): Field | undefined =>
  FIELD_OF.find(([name]) => path.split('.').includes(name))?.[1];
const FIELD_ORDER: Field[] = ['receiverName', 'phone', 'address', 'detail', 'request'];

interface Values {
  receiverName: string;
  phone: string;
  postal: PostalAddress | null;
  detail: string;
  request: string;
  isDefault: boolean;
}

const NO_POSTAL: PostalAddress = {
  zonecode: '',
  address: '',
  addressType: '',
  jibunAddress: '',
  roadAddress: '',
  sido: '',
  sigungu: '',
  sigunguCode: '',
  roadnameCode: '',
  bcode: '',
  roadname: '',
  extraAddress: '',
};

/** The contract's own rules over the form: the body to send, or each field's first message. */
export function validateAddress(
  values: Values,
): { ok: true; body: ReturnType<typeof AddressCreateBody.parse> } | { ok: false; errors: Errors } {
  const parsed = AddressCreateBody.safeParse({
    receiverName: values.receiverName,
    receiverPhoneNumber: values.phone,
    requestText: values.request.trim() ? values.request : null,
    isDefault: values.isDefault,
    address: values.postal ?? NO_POSTAL,
    detailAddress: values.detail,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (errors.address) errors.address = MESSAGES.addressRequired;
  return { ok: false, errors };
}

export interface AddressFormScreenProps {
  /** The entry to edit; a new one without it. */
  address?: Address;
  /** How many entries the book holds now: the first one is always the default. */
  bookSize: number;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/**
 * Adding or changing an address-book entry: receiver, phone (hyphenated as typed), the address
 * (Kakao's search, our own, or typed by hand: use-address-search.tsx), 동·호수, a delivery request
 * and the default mark.
 * Checked by the contract's AddressCreateBody, live once the form has been sent; the server's
 * refusal lands on its field, or above the button.
 */
export function AddressFormScreen({
  address,
  bookSize,
  onSaved,
  onCancel,
}: AddressFormScreenProps) {
  const { t } = useTranslation();
  const title = t(address ? 'addresses.form.editTitle' : 'addresses.form.newTitle');
  useDocumentTitle(title);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const pending = create.isPending || update.isPending;
  const ids = {
    name: useId(),
    phone: useId(),
    detail: useId(),
    postal: useId(),
    nameError: useId(),
    phoneError: useId(),
    detailError: useId(),
    postalError: useId(),
  };
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const addressRef = useRef<HTMLButtonElement>(null);
  const detailRef = useRef<HTMLInputElement>(null);
  const requestRef = useRef<HTMLDivElement>(null);
  const focusField = (field: Field) =>
    ({
      receiverName: nameRef,
      phone: phoneRef,
      address: addressRef,
      detail: detailRef,
      request: requestRef,
    })[field].current?.focus();
  const firstAddress = !address && bookSize === 0;
  const wasDefault = address?.isDefault === 1;
  const [values, setValues] = useState<Values>(() => ({
    receiverName: address?.receiverName ?? '',
    phone: address?.receiverPhoneNumber ?? '',
    postal: address?.address ?? null,
    detail: address?.detailAddress ?? '',
    request: address?.requestText ?? '',
    isDefault: firstAddress || wasDefault,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field: Field | undefined =
      key === 'postal' ? 'address' : key === 'isDefault' ? undefined : (key as Field);
    if (field) setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const search = useAddressSearch((postal) => {
    set('postal', postal);
    window.setTimeout(() => detailRef.current?.focus(), 0);
  });

  const result = validateAddress(values);
  const checkErrors: Errors = result.ok ? {} : result.errors;
  const shown: Errors = {
    ...(submitted ? checkErrors : phoneTouched ? { phone: checkErrors.phone } : {}),
    ...Object.fromEntries(Object.entries(serverErrors).filter(([, v]) => v)),
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    setFormError(null);
    if (!result.ok) {
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      if (first) focusField(first);
      return;
    }
    const { isDefault, ...fields } = result.body;
    const options = {
      onSuccess: (saved: Address) => onSaved(saved),
      onError: (error: Error) => {
        if (error instanceof ApiError && error.errors.length > 0) {
          const next: Errors = {};
          for (const e of error.errors) {
            const field = fieldOf(e.path);
            if (field && !next[field]) next[field] = messageText(t, e.message);
          }
          setServerErrors(next);
          if (Object.keys(next).length > 0) return;
        }
        setFormError(changeFailedMessage(error, t('addresses.errors.save')));
      },
    };
    if (address) {
      // The default mark is only ever given: taking it off the default entry is refused (409).
      const body: AddressUpdateBody = isDefault && !wasDefault ? { ...fields, isDefault } : fields;
      update.mutate({ id: address.id, body }, options);
    } else {
      create.mutate(result.body, options);
    }
  };

  return (
    <>
      <PageHeader title={title} onBack={onCancel} />
      <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-l px-l pt-m">
        <FormField
          id={ids.name}
          label={t('addresses.form.receiverName')}
          error={shown.receiverName}
          messageId={ids.nameError}
        >
          <input
            ref={nameRef}
            id={ids.name}
            name="receiverName"
            value={values.receiverName}
            autoComplete="name"
            maxLength={20}
            placeholder={t('addresses.form.receiverNamePlaceholder')}
            aria-invalid={shown.receiverName ? true : undefined}
            aria-describedby={shown.receiverName ? ids.nameError : undefined}
            onChange={(e) => set('receiverName', e.target.value)}
            className={fieldClassName(Boolean(shown.receiverName))}
          />
        </FormField>

        <FormField
          id={ids.phone}
          label={t('addresses.form.phone')}
          error={shown.phone}
          messageId={ids.phoneError}
        >
          <input
            ref={phoneRef}
            id={ids.phone}
            name="receiverPhoneNumber"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.phone}
            placeholder="010-1234-5678"
            aria-invalid={shown.phone ? true : undefined}
            aria-describedby={shown.phone ? ids.phoneError : undefined}
            onChange={(e) => set('phone', reformatPhoneField(e.target))}
            onBlur={() => setPhoneTouched(values.phone !== '')}
            className={cn(fieldClassName(Boolean(shown.phone)), 'price-nums')}
          />
        </FormField>

        <fieldset className="min-w-0">
          <legend className="text-14 font-bold text-gray-80">{t('addresses.form.address')}</legend>
          {values.postal ? (
            <div className="mt-s flex items-start gap-s rounded-md border border-gray-30 p-m">
              <PostalLines postal={values.postal} className="min-w-0 flex-1" />
              <Button
                ref={addressRef}
                size="small"
                variant="done"
                onClick={search.open}
                aria-label={t('addresses.form.changeAddress')}
                className="h-44 w-auto shrink-0 rounded-sm px-m text-14"
              >
                {t('addresses.form.change')}
              </Button>
            </div>
          ) : (
            <button
              ref={addressRef}
              type="button"
              id={ids.postal}
              onClick={search.open}
              aria-invalid={shown.address ? true : undefined}
              aria-describedby={shown.address ? ids.postalError : undefined}
              className={cn(
                'mt-s flex h-52 w-full items-center gap-s rounded-md border bg-white px-m text-left text-16 text-gray-60 hover:bg-gray-10',
                shown.address ? 'border-red' : 'border-gray-30',
              )}
            >
              <SearchIcon size={20} className="shrink-0 text-gray-80" />
              {t('addresses.form.search')}
            </button>
          )}
          {shown.address ? (
            <p id={ids.postalError} className="mt-min text-13 text-red">
              {shown.address}
            </p>
          ) : null}
          <label htmlFor={ids.detail} className="sr-only">
            {t('addresses.form.detail')}
          </label>
          <input
            ref={detailRef}
            id={ids.detail}
            name="detailAddress"
            value={values.detail}
            maxLength={100}
            autoComplete="address-line2"
            placeholder={t('addresses.form.detailPlaceholder')}
            aria-invalid={shown.detail ? true : undefined}
            aria-describedby={shown.detail ? ids.detailError : undefined}
            onChange={(e) => set('detail', e.target.value)}
            className={fieldClassName(Boolean(shown.detail))}
          />
          {shown.detail ? (
            <p id={ids.detailError} className="mt-min text-13 text-red">
              {shown.detail}
            </p>
          ) : null}
        </fieldset>

        <div ref={requestRef} tabIndex={-1} className="outline-none">
          <RequestTextField
            label={t('addresses.form.request')}
            value={values.request}
            onChange={(text) => set('request', text)}
            error={shown.request}
          />
        </div>

        <div>
          <Checkbox
            checked={values.isDefault}
            disabled={firstAddress || wasDefault}
            onCheckedChange={(checked) => set('isDefault', checked)}
            className="text-15 text-gray-90"
          >
            {t('addresses.form.isDefault')}
          </Checkbox>
          {firstAddress || wasDefault ? (
            <p className="ml-30 text-12 text-gray-60">
              {t(firstAddress ? 'addresses.form.firstIsDefault' : 'addresses.form.alreadyDefault')}
            </p>
          ) : null}
        </div>

        <div className="sticky bottom-0 z-10 -mx-l mt-auto border-t border-gray-20 bg-white px-l pt-s pb-[calc(8px+var(--inset-bottom))]">
          {formError ? (
            <p role="alert" className="mb-s text-14 text-red">
              {formError}
            </p>
          ) : null}
          <Button type="submit" variant={pending ? 'progress' : 'cta'}>
            {t('addresses.form.save')}
          </Button>
        </div>
      </form>
      {search.sheet}
    </>
  );
}
