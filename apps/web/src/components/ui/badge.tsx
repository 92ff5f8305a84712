import type { HTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

const VARIANT: Record<BadgeVariant, string> = {
  default: 'bg-primary text-white',
  secondary: 'bg-secondary-sec01 text-primary',
  destructive: 'bg-red text-white',
  outline: 'border border-gray-30 bg-white text-gray-80',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

/** A small label: a level, a state, "NEW". The spec §9 variants. */
export function Badge({ variant = 'default', className, ...rest }: BadgeProps) {
  return (
    <span
      data-variant={variant}
      className={cn(
        'inline-flex h-22 items-center gap-2 rounded-full px-8 text-12 font-bold whitespace-nowrap',
        VARIANT[variant],
        className,
      )}
      {...rest}
    />
  );
}
