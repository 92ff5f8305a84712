import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';

/*
 * The plant screens' own controls: a labelled field with its error or hint, an on/off switch (a
 * button with role="switch", its hint read with it), and a field on one row with its button.
 */

export function FormSwitch({
  checked,
  onChange,
  label,
  description,
  icon,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  /** Drawn before the label (decorative). */
  icon?: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <div className="flex min-h-56 items-center justify-between gap-m">
      <div className="min-w-0">
        <span className="flex items-center gap-s text-15 text-gray-90">
          {icon}
          {label}
        </span>
        {description ? (
          <p id={descriptionId} className="text-12 text-gray-60">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        aria-describedby={description ? descriptionId : undefined}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative h-32 w-52 shrink-0 rounded-full transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary motion-reduce:transition-none',
          checked ? 'bg-primary' : 'bg-gray-50',
        )}
      >
        <span
          className={cn(
            'absolute top-4 left-4 size-24 rounded-full bg-white shadow-card transition-transform duration-150 motion-reduce:transition-none',
            checked ? 'translate-x-20' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}

/** The profile forms' field, on one row with its button (48 px, as the small button). */
export const inlineField = (invalid: boolean) =>
  cn(fieldClassName(invalid, { size: 'md', layout: 'inline' }), 'flex-1');

/** A care interval in days: digits only, with the unit inside the field. */
export function DaysInput({
  id,
  value,
  invalid,
  describedBy,
  onChange,
  className,
}: {
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string | undefined;
  onChange: (digits: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="relative">
      <input
        id={id}
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value.replace(/[^0-9]/g, ''))}
        className={cn(fieldClassName(invalid), 'price-nums pr-40', className)}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-[calc(50%+4px)] right-m -translate-y-1/2 text-14 text-gray-60"
      >
        {t('plants.form.daysUnit')}
      </span>
    </div>
  );
}
