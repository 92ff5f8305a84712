import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { manualPostalAddress, type PostalAddress } from '@chorok/contract';
import { ManualPostalAddress } from '@chorok/contract/schemas';
import { FormField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';

/** "찾는 주소가 없나요? 직접 입력하기": the way from a search to typing the address. */
export function ManualEntryLink({ onManual }: { onManual: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center justify-center gap-s text-14 text-gray-70">
      {t('addresses.manual.question')}
      <button
        type="button"
        onClick={onManual}
        className="min-h-44 px-s font-bold text-primary underline underline-offset-4"
      >
        {t('addresses.manual.open')}
      </button>
    </p>
  );
}

type Field = 'roadAddress' | 'zonecode';

/**
 * The address typed by hand — 도로명 주소 and 우편번호 — when no search is reachable or the
 * shopper would rather. Checked by the contract's ManualPostalAddress (the server checks the
 * same rule again); 동·호수 go in the form's 상세 주소 afterwards.
 */
export function ManualAddressForm({
  onSelect,
  onBack,
}: {
  onSelect: (address: PostalAddress) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const ids = { road: useId(), zone: useId(), roadError: useId(), zoneError: useId() };
  const roadRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ roadAddress: '', zonecode: '' });
  const [submitted, setSubmitted] = useState(false);

  const parsed = ManualPostalAddress.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
  const shown = submitted ? errors : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    if (parsed.success) onSelect(manualPostalAddress(parsed.data));
    else (errors.roadAddress ? roadRef : zoneRef).current?.focus();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-l pt-min">
      <p className="text-14 text-gray-70">{t('addresses.manual.intro')}</p>
      <FormField
        id={ids.road}
        label={t('addresses.manual.roadAddress')}
        error={shown.roadAddress}
        messageId={ids.roadError}
      >
        <input
          ref={roadRef}
          id={ids.road}
          name="roadAddress"
          value={values.roadAddress}
          maxLength={200}
          autoComplete="address-line1"
          placeholder={t('addresses.manual.roadAddressPlaceholder')}
          aria-invalid={shown.roadAddress ? true : undefined}
          aria-describedby={shown.roadAddress ? ids.roadError : undefined}
          onChange={(e) => setValues((v) => ({ ...v, roadAddress: e.target.value }))}
          className={fieldClassName(Boolean(shown.roadAddress))}
        />
      </FormField>
      <FormField
        id={ids.zone}
        label={t('addresses.manual.zonecode')}
        error={shown.zonecode}
        messageId={ids.zoneError}
      >
        <input
          ref={zoneRef}
          id={ids.zone}
          name="zonecode"
          value={values.zonecode}
          inputMode="numeric"
          maxLength={5}
          autoComplete="postal-code"
          placeholder={t('addresses.manual.zonecodePlaceholder')}
          aria-invalid={shown.zonecode ? true : undefined}
          aria-describedby={shown.zonecode ? ids.zoneError : undefined}
          onChange={(e) =>
            setValues((v) => ({ ...v, zonecode: e.target.value.replace(/\D/g, '') }))
          }
          className={cn(fieldClassName(Boolean(shown.zonecode)), 'price-nums')}
        />
      </FormField>
      <Button type="submit">{t('addresses.manual.submit')}</Button>
      <button
        type="button"
        onClick={onBack}
        className="-mt-s min-h-44 self-center px-s text-14 font-bold text-gray-70 underline underline-offset-4"
      >
        {t('addresses.manual.back')}
      </button>
    </form>
  );
}
