import type { HTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  /** Round it fully (avatars, dots). */
  circle?: boolean;
}

/**
 * A placeholder block the size of the content to come. Decorative: the region that loads
 * should carry aria-busy, so screen readers hear one state, not every block.
 */
export function Skeleton({ className, circle, ...rest }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(
        'animate-skeleton bg-gray-20 motion-reduce:animate-none',
        circle ? 'rounded-full' : 'rounded-sm',
        className,
      )}
      {...rest}
    />
  );
}
