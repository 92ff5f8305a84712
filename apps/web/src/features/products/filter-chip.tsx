import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';
import { CheckIcon } from '@/components/ui/icons';

export interface FilterChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  selected: boolean;
}

/** A toggle chip: pressed shows a check on green, so the state is not carried by colour alone. */
export function FilterChip({ selected, className, children, ...rest }: FilterChipProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={cn(
        'inline-flex h-36 shrink-0 items-center gap-4 rounded-full border px-14 text-14 whitespace-nowrap transition-colors',
        selected
          ? 'border-primary bg-primary font-bold text-white'
          : 'border-gray-30 bg-white font-medium text-gray-80 hover:border-gray-50',
        className,
      )}
      {...rest}
    >
      {selected ? <CheckIcon size={16} /> : null}
      {children}
    </button>
  );
}
