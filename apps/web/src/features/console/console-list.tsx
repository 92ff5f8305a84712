import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListMetadata } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/list-states';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { errorText } from '@/lib/error-text';
import { Pager } from '@/features/console/console-parts';

interface PagedQuery<T> {
  data: { rows: T[]; meta: ListMetadata } | undefined;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

const ROWS = ['h-72 w-full', 'h-72 w-full', 'h-72 w-full', 'h-72 w-full'] as const;

/**
 * A console list's states in one place: its load error with a retry, a skeleton while the first
 * page comes, an empty state (with 필터 지우기 when filters found nothing), and the rows with the
 * pager, marked busy while another page loads. Its words are `console.<area>.*`.
 */
export function ConsoleList<T>({
  area,
  query,
  icon,
  filtered = false,
  onClear,
  onPage,
  skeleton = ROWS,
  children,
}: {
  area: 'orders' | 'products' | 'reviews' | 'audit' | 'articles';
  query: PagedQuery<T>;
  icon: ReactNode;
  filtered?: boolean;
  onClear?: () => void;
  onPage: (page: number) => void;
  skeleton?: readonly string[];
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const data = query.data;
  if (query.isError)
    return (
      <LoadError
        size="section"
        title={t(`console.${area}.loadFailed`)}
        detail={errorText(t, query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!data) return <ListSkeleton className="flex flex-col gap-s" bars={skeleton} />;
  if (data.rows.length === 0)
    return (
      <EmptyState
        icon={icon}
        title={t(`console.${area}.emptyTitle`)}
        body={t(filtered ? `console.${area}.emptyFiltered` : `console.${area}.emptyBody`)}
        action={
          filtered && onClear ? (
            <Button size="small" variant="done" onClick={onClear}>
              {t(`console.${area}.clearFilters`)}
            </Button>
          ) : undefined
        }
      />
    );
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      {children(data.rows)}
      <Pager meta={data.meta} label={t(`console.${area}.pages`)} onPage={onPage} />
    </div>
  );
}
