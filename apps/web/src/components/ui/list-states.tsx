import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  body: string;
  /** What to do next: a link or a button. */
  action?: ReactNode;
}

/** A list with nothing in it: what happened and what to do next. */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-s px-l py-xxl text-center">
      <span className="mb-s flex size-64 items-center justify-center rounded-full bg-secondary-sec01 text-primary">
        {icon}
      </span>
      <h2 className="text-18 font-bold text-gray-100">{title}</h2>
      <p className="text-14 text-gray-60">{body}</p>
      {action ? <div className="mt-m">{action}</div> : null}
    </div>
  );
}

/** Translation keys of a list's failure texts; the product lists' by default. */
export interface ListErrorTexts {
  title: string;
  body: string;
  moreFailed: string;
}
const PRODUCT_LIST_ERROR: ListErrorTexts = {
  title: 'products.list.errorTitle',
  body: 'products.list.errorBody',
  moreFailed: 'products.list.moreFailed',
};

/**
 * A list that failed to load: the reason, and a retry. Only a request that got no answer (no
 * connection, or the wait ran out) is blamed on the connection.
 */
export function ListError({
  error,
  onRetry,
  compact = false,
  texts = PRODUCT_LIST_ERROR,
}: {
  error: unknown;
  onRetry: () => void;
  /** Under loaded items (a next page failed) rather than in place of the list. */
  compact?: boolean;
  texts?: ListErrorTexts;
}) {
  const { t } = useTranslation();
  if (compact) return <LoadError size="inline" body={t(texts.moreFailed)} onRetry={onRetry} />;
  return (
    <LoadError
      title={t(texts.title)}
      body={error instanceof ApiError && error.status === 0 ? t(texts.body) : t('ui.tryLater')}
      detail={errorText(t, error)}
      onRetry={onRetry}
    />
  );
}
