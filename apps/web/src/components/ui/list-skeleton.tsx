import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

export interface ListSkeletonProps {
  /** The block's layout, as the content it stands for would have it ('flex flex-col gap-m py-m'). */
  className?: string;
  /** Placeholder bars, top to bottom, each its size ('h-52 w-full'). */
  bars?: readonly string[];
  /** Placeholders of other shapes (a card, a row with a picture), after the bars. */
  children?: ReactNode;
  /** What a screen reader hears while it loads (default: 불러오는 중이에요). */
  label?: string;
}

/**
 * The loading state of a screen or a list: one busy region that says it is loading once, with
 * decorative placeholders the size of what is coming.
 */
export function ListSkeleton({ className, bars = [], children, label }: ListSkeletonProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only" role="status">
        {label ?? t('ui.loading')}
      </span>
      {bars.map((bar, index) => (
        // Bars never move or change: their place is their identity.
        <Skeleton key={index} className={bar} />
      ))}
      {children}
    </div>
  );
}
