import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASONS, type CancelReason } from '@chorok/contract';
import { cn } from '@/components/ui/cn';

/**
 * Why the buyer cancels: the contract's reasons as native radio buttons in a fieldset (arrow keys
 * move the choice; each row is a 52 px target).
 */
export function CancelReasonChoices({
  value,
  onChange,
  legend,
  name,
}: {
  value: CancelReason | null;
  onChange: (reason: CancelReason) => void;
  legend: string;
  /** The radio group's name, unique on the page. */
  name?: string;
}) {
  const { t } = useTranslation();
  const fallbackName = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-s text-15 font-bold text-gray-100">{legend}</legend>
      <div className="flex flex-col gap-s">
        {CANCEL_REASONS.map((reason) => {
          const checked = reason === value;
          return (
            <label
              key={reason}
              className={cn(
                'flex min-h-52 cursor-pointer items-center gap-s rounded-md border px-m text-15 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
                checked
                  ? 'border-primary bg-secondary-sec01 font-medium text-gray-100'
                  : 'border-gray-30 bg-white text-gray-80 hover:bg-gray-10',
              )}
            >
              <input
                type="radio"
                name={name ?? fallbackName}
                value={reason}
                checked={checked}
                onChange={() => onChange(reason)}
                className="size-20 shrink-0 accent-primary"
              />
              {t(`orders.reason.${reason}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
