import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

export type ButtonVariant = 'done' | 'cta' | 'progress' | 'disabled';
export type ButtonSize = 'large' | 'medium' | 'small';

/** Spec §9 sizes: large fills the column (343 px at 390), medium 343×56, small 188×48. */
const SIZE: Record<ButtonSize, string> = {
  large: 'w-full h-56 px-m text-16',
  medium: 'w-343 max-w-full h-56 px-m text-16',
  small: 'w-188 max-w-full h-48 px-m text-15',
};

const VARIANT: Record<ButtonVariant, string> = {
  cta: 'bg-primary text-white hover:bg-logo active:bg-logo',
  done: 'bg-secondary-sec01 text-primary ring-1 ring-inset ring-secondary-sec03 hover:bg-secondary-sec02 active:bg-secondary-sec02',
  progress: 'bg-primary text-white cursor-progress',
  disabled: 'bg-gray-20 text-gray-60 cursor-not-allowed',
};

const BASE =
  'inline-flex shrink-0 items-center justify-center gap-s rounded-md font-bold select-none transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** A destructive action (delete, leave) keeps the variant's behaviour in red. */
const DANGER: Partial<Record<ButtonVariant, string>> = {
  cta: 'bg-red text-white hover:bg-red/90 active:bg-red/90',
  progress: 'bg-red text-white cursor-progress',
  done: 'bg-white text-red ring-1 ring-inset ring-red hover:bg-gray-10',
};

export function buttonClassName({
  variant = 'cta',
  size = 'large',
  danger = false,
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; danger?: boolean; className?: string } = {}) {
  return cn(BASE, SIZE[size], (danger && DANGER[variant]) || VARIANT[variant], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Red instead of green, for actions that destroy something. */
  danger?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The app's button. `progress` keeps the label, adds a spinner, sets aria-busy and ignores
 * presses (it stays focusable so focus is not lost mid-request); `disabled` (or the disabled
 * prop) is a real disabled button.
 */
export function Button({
  variant = 'cta',
  size = 'large',
  danger = false,
  className,
  disabled,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const isDisabled = disabled || variant === 'disabled';
  const isBusy = variant === 'progress';
  const look: ButtonVariant = isDisabled ? 'disabled' : variant;
  return (
    <button
      type={type}
      disabled={isDisabled}
      aria-busy={isBusy || undefined}
      aria-disabled={isBusy || undefined}
      data-variant={look}
      className={buttonClassName({ variant: look, size, danger, className })}
      onClick={(event) => {
        if (isBusy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {isBusy ? <Spinner size={20} decorative /> : null}
      {children}
    </button>
  );
}

interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Exclude<ButtonVariant, 'progress' | 'disabled'>;
  size?: ButtonSize;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

function ButtonAnchor({ variant = 'cta', size = 'large', className, ...rest }: ButtonAnchorProps) {
  return <a className={buttonClassName({ variant, size, className })} {...rest} />;
}

const CreatedButtonLink = createLink(ButtonAnchor);

/** A router link that looks like a Button (for navigation, which must stay a link). */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
