import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_VERIFICATION } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { mmss } from '@/features/phone/use-seconds-left';

interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  /** Seconds until the code expires (0: expired). */
  secondsLeft: number;
  /** The server's word on the last try, if it refused it. */
  error: string | null;
  /** Changes with every code sent: the field takes focus again. */
  sentAt: string;
}

/** The 6-digit code from the SMS, with the time left to enter it. */
export function CodeField({ value, onChange, secondsLeft, error, sentAt }: CodeFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const timerId = useId();
  const ref = useRef<HTMLInputElement>(null);
  const expired = secondsLeft === 0;

  useEffect(() => {
    ref.current?.focus();
  }, [sentAt]);

  return (
    <div className="mt-l">
      <label htmlFor={inputId} className="text-14 font-bold text-gray-80">
        {t('phone.code')}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={PHONE_VERIFICATION.codeLength}
          value={value}
          placeholder={t('phone.codePlaceholder')}
          aria-invalid={error !== null || undefined}
          aria-describedby={`${timerId} ${hintId}`}
          onChange={(e) =>
            onChange(e.target.value.replace(/\D/g, '').slice(0, PHONE_VERIFICATION.codeLength))
          }
          className={cn(fieldClassName(error !== null), 'price-nums pr-80 tracking-wider')}
        />
        <span
          id={timerId}
          className={cn(
            'price-nums absolute top-s right-m flex h-52 items-center text-15 font-medium',
            expired ? 'text-red' : 'text-primary',
          )}
        >
          <span className="sr-only">{t('phone.timeLeft')}</span>
          {mmss(secondsLeft)}
        </span>
      </div>
      <p
        id={hintId}
        aria-live="polite"
        className={cn('mt-s text-13', error || expired ? 'text-red' : 'text-gray-60')}
      >
        {error ?? (expired ? t('phone.expired') : t('phone.codeHint'))}
      </p>
    </div>
  );
}
