import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/**
 * The bar fixed at the bottom of the column holding a screen's main action (구매하기, 결제하기,
 * 취소 요청 …), above the safe area. The screen keeps a spacer of the bar's height under its
 * content so nothing hides behind it.
 */
export function BottomBar({
  children,
  shadow = true,
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & {
  children: ReactNode;
  /** The sheet's shadow above it (the order steps' bars go without). */
  shadow?: boolean;
}) {
  return (
    <div
      {...rest}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 mx-auto w-full max-w-column border-t border-gray-20 bg-white px-m pt-s pb-[calc(8px+var(--inset-bottom))]',
        shadow && 'shadow-sheet',
        className,
      )}
    >
      {children}
    </div>
  );
}
