import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_FORM } from '@chorok/contract';
import { fieldClassName } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';

/** 사진 설명: what the photo shows, read aloud by screen readers. Mount it when it opens. */
export function PhotoAltDialog({
  alt,
  busy,
  error,
  onSave,
  onClose,
}: {
  alt: string;
  busy: boolean;
  error: string | null;
  onSave: (alt: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(alt);
  return (
    <FormDialog
      open
      title={t('console.photos.describeTitle')}
      description={t('console.photos.describeBody')}
      submitLabel={t('console.photos.describeSave')}
      cancelLabel={t('console.stock.cancel')}
      onSubmit={() => onSave(value.trim())}
      onClose={onClose}
      initialFocusRef={inputRef}
      busy={busy}
      error={error}
    >
      <FormField
        id={`${id}-alt`}
        label={t('console.photos.alt')}
        hint={t('console.photos.altCount', {
          count: value.trim().length,
          max: PRODUCT_FORM.photoAltMax,
        })}
      >
        <input
          ref={inputRef}
          id={`${id}-alt`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={PRODUCT_FORM.photoAltMax}
          placeholder={t('console.photos.altPlaceholder')}
          aria-describedby={`${id}-alt-msg`}
          className={fieldClassName(false, { size: 'md' })}
        />
      </FormField>
    </FormDialog>
  );
}
