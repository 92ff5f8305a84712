import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { ArticleBody } from '@/features/life/article-body';
import { previewArticle } from '@/features/console/article-queries';
import { idsOf } from '@/features/console/article-values';

/** How long the writer pauses before the preview is asked for. */
const PAUSE_MS = 500;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * 미리보기: the body rendered by the server exactly as the shop will show it (its renderer,
 * sanitizer and product cards), asked for once the writer pauses; nothing is saved.
 */
export function ArticlePreview({ body, products }: { body: string; products: string }) {
  const { t } = useTranslation();
  const asked = useDebounced({ body, products: idsOf(products) }, PAUSE_MS);
  const empty = asked.body.trim() === '';
  const query = useQuery({
    queryKey: ['console', 'articles', 'preview', asked],
    queryFn: ({ signal }) => previewArticle(asked.body, asked.products, signal),
    enabled: !empty,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
  });
  const problem =
    query.error instanceof ApiError && query.error.errors?.[0]
      ? query.error.errors[0].message
      : query.isError
        ? errorText(t, query.error)
        : null;

  return (
    <div className="flex min-h-240 flex-col gap-s">
      <p aria-live="polite" className="flex min-h-20 items-center gap-2 text-13 text-gray-60">
        {query.isFetching ? (
          <>
            <Spinner size={14} />
            {t('console.article.previewUpdating')}
          </>
        ) : query.data && !empty ? (
          t('console.article.previewMinutes', { count: query.data.readingMinutes })
        ) : null}
      </p>
      {problem ? (
        <p role="alert" className="rounded-sm bg-red/10 p-s text-14 font-medium text-red">
          {problem}
        </p>
      ) : null}
      {empty ? (
        <p className="text-14 text-gray-60">{t('console.article.previewEmpty')}</p>
      ) : query.data ? (
        <div className="-mx-m">
          <ArticleBody
            blocks={query.data.body}
            products={query.data.products}
            label={t('console.article.preview')}
          />
        </div>
      ) : null}
    </div>
  );
}
