import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useOnVisible } from '@/hooks/use-on-visible';

/** The part of an infinite query the footer reads. */
export interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of an infinite list: the next page's skeleton while it loads (announced), what to do
 * when it failed, a 더 보기 button that also loads by itself when it scrolls near (browsers
 * without IntersectionObserver press it), and what to say once there is nothing more.
 */
export function InfiniteListFooter({
  query: { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage },
  loadingLabel,
  skeleton,
  loadingClassName,
  failed,
  moreLabel,
  moreClassName = 'pt-m',
  rootMargin,
  end,
}: {
  query: NextPageState;
  /** Read out while the next page loads. */
  loadingLabel?: string;
  /** Shown while the next page loads. */
  skeleton?: ReactNode;
  loadingClassName?: string;
  /** In place of the next page when it failed: a compact error with its retry. */
  failed: ReactNode;
  /** The 더 보기 button's label. */
  moreLabel: string;
  /** The padding around the 더 보기 button. */
  moreClassName?: string;
  /** How near the button is to load by itself (`useOnVisible`'s default otherwise). */
  rootMargin?: string;
  /** Once there is no next page (the list's end, or nothing). */
  end?: ReactNode;
}) {
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useOnVisible<HTMLDivElement>(() => void fetchNextPage(), {
    enabled: canLoadMore,
    ...(rootMargin ? { rootMargin } : {}),
  });
  return (
    <>
      {isFetchingNextPage ? (
        <div className={loadingClassName}>
          {loadingLabel ? (
            <span className="sr-only" role="status">
              {loadingLabel}
            </span>
          ) : null}
          {skeleton}
        </div>
      ) : null}
      {isFetchNextPageError ? failed : null}
      {canLoadMore ? (
        <div ref={sentinel} className={cn('flex justify-center', moreClassName)}>
          <Button size="small" variant="done" onClick={() => void fetchNextPage()}>
            {moreLabel}
          </Button>
        </div>
      ) : null}
      {!hasNextPage ? end : null}
    </>
  );
}
