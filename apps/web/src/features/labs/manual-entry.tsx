import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LUX_RANGE } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';

/** A typed reading: digits with an optional decimal part and thousands commas, within LUX_RANGE. */
export function parseLux(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  const lux = Number(plain);
  return lux >= LUX_RANGE.min && lux <= LUX_RANGE.max ? lux : null;
}

/** Typing a reading by hand (another meter, another app): works without any sensor or camera. */
export function ManualEntry({ onEnter }: { onEnter: (lux: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const messageId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lux = parseLux(text);
    setInvalid(lux === null);
    if (lux !== null) onEnter(lux);
  };

  return (
    <section aria-labelledby="manual-heading" className="flex flex-col gap-s">
      <h2 id="manual-heading" className="text-17 font-bold text-gray-100">
        {t('labs.manual.heading')}
      </h2>
      <p className="text-14 text-gray-70">{t('labs.manual.body')}</p>
      <form onSubmit={submit} noValidate className="flex flex-col">
        <label htmlFor={inputId} className="mt-s text-14 font-medium text-gray-90">
          {t('labs.manual.label')}
        </label>
        <div className="flex items-start gap-s">
          <input
            id={inputId}
            name="lux"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            placeholder={t('labs.manual.placeholder')}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? messageId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
            className={cn(fieldClassName(invalid), 'price-nums min-w-0 flex-1')}
          />
          <Button type="submit" size="small" className="mt-s h-52 w-auto shrink-0 px-m">
            {t('labs.manual.submit')}
          </Button>
        </div>
        {invalid ? (
          <p id={messageId} role="alert" className="mt-s text-13 text-red">
            {t('labs.manual.invalid')}
          </p>
        ) : null}
      </form>
    </section>
  );
}
