import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'onChange' | 'children'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The label and hint to the left; the whole row is the touch area. */
  children: ReactNode;
  className?: string;
}

/** An on/off setting: a real checkbox with role="switch", drawn as a sliding pill. */
export function Switch({ checked, onCheckedChange, children, className, ...rest }: SwitchProps) {
  return (
    <label
      className={cn(
        'flex min-h-56 cursor-pointer items-center justify-between gap-m px-m has-disabled:cursor-not-allowed',
        className,
      )}
    >
      {children}
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className="peer sr-only"
        {...rest}
      />
      <span
        aria-hidden="true"
        className="relative h-28 w-48 shrink-0 rounded-full bg-gray-40 transition-colors peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary peer-disabled:opacity-60 after:absolute after:top-3 after:left-3 after:size-22 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-20 motion-reduce:transition-none motion-reduce:after:transition-none"
      />
    </label>
  );
}
