import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { CheckIcon } from '@/components/ui/icons';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'onChange' | 'children'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label; when the box stands alone, give `aria-label` instead. */
  children?: ReactNode;
  /** Classes of the whole touch area (the label). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A real checkbox (keyboard, forms, screen readers) drawn as a round check: green and white when
 * checked, a grey ring when not, faded when disabled — a disabled box that is checked (the first
 * address, always the default) still shows its check. The label around it is the touch area, at
 * least 44 px high.
 */
export function Checkbox({
  checked,
  onCheckedChange,
  children,
  className,
  disabled,
  ...rest
}: CheckboxProps) {
  return (
    <label
      className={cn(
        'relative inline-flex min-h-44 min-w-44 items-center gap-s select-none',
        disabled ? 'cursor-not-allowed' : 'cursor-pointer',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="peer absolute inset-0 size-full cursor-[inherit] opacity-0"
        {...rest}
      />
      <span
        aria-hidden="true"
        data-state={checked ? 'checked' : 'unchecked'}
        className={cn(
          'flex size-22 shrink-0 items-center justify-center rounded-full border-2 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary',
          checked
            ? disabled
              ? 'border-secondary-sec03 bg-secondary-sec03 text-white'
              : 'border-primary bg-primary text-white'
            : disabled
              ? 'border-gray-30 bg-gray-20 text-transparent'
              : 'border-gray-40 bg-white text-transparent',
        )}
      >
        <CheckIcon size={14} strokeWidth={3} />
      </span>
      {children}
    </label>
  );
}
