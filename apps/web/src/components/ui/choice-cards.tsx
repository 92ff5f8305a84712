import { useId } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * One choice of a few, as native radio buttons in a fieldset (arrow keys move the choice; each row
 * is a 52 px card). The cancel and the leave reasons use it.
 */
export function ChoiceCards<T extends string>({
  options,
  value,
  onChange,
  legend,
  labelOf,
  name,
  describedBy,
}: {
  options: readonly T[];
  value: T | null;
  onChange: (choice: T) => void;
  legend: string;
  labelOf: (choice: T) => string;
  /** The radio group's name, unique on the page. */
  name?: string;
  describedBy?: string;
}) {
  const fallbackName = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy}>
      <legend className="mb-s text-15 font-bold text-gray-100">{legend}</legend>
      <div className="flex flex-col gap-s">
        {options.map((choice) => {
          const checked = choice === value;
          return (
            <label
              key={choice}
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
                value={choice}
                checked={checked}
                onChange={() => onChange(choice)}
                className="size-20 shrink-0 accent-primary"
              />
              {labelOf(choice)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
