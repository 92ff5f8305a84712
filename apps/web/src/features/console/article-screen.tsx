import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCuration, AdminCurationCreate } from '@chorok/contract';
import { buttonClassName } from '@/components/ui/button';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { LoadError } from '@/components/ui/load-error';
import { Toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { NoticeBlock } from '@/features/orders/order-parts';
import { CoverPanel } from '@/features/console/article-cover';
import { ArticleForm } from '@/features/console/article-form';
import { PublishPanel } from '@/features/console/article-publish';
import { useAdminArticle, useSaveArticle } from '@/features/console/article-queries';
import {
  EMPTY_ARTICLE,
  serverErrorsOf,
  valuesOf,
  type ArticleErrors,
} from '@/features/console/article-values';
import { ConsolePage } from '@/features/console/console-parts';
import { ConsoleLink, useConsoleNavigate, useConsoleParams } from '@/features/console/console-link';

/** An id from the address: digits the database could hold, else null (not an article). */
function articleIdOf(param: string): number | null {
  if (!/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <ConsoleLink
      to="/admin/articles"
      className="-ml-s inline-flex h-40 items-center gap-2 self-start rounded-sm px-s text-14 font-medium text-gray-70 hover:bg-white hover:text-gray-100"
    >
      <ChevronLeftIcon size={18} />
      {t('console.article.backToList')}
    </ConsoleLink>
  );
}

/** The save's refusal: a message where the button is, and each named field's under it. */
function useSave(id: number | null) {
  const { t } = useTranslation();
  const save = useSaveArticle(id);
  const [serverErrors, setServerErrors] = useState<ArticleErrors>({});
  return {
    save,
    serverErrors,
    error: save.isError ? errorText(t, save.error) : null,
    submit: (input: AdminCurationCreate, onSaved: (article: AdminCuration) => void) =>
      save.mutate(input, {
        onSuccess: (article) => {
          setServerErrors({});
          onSaved(article);
        },
        onError: (error) => setServerErrors(serverErrorsOf(error)),
      }),
  };
}

function NewArticle() {
  const navigate = useConsoleNavigate();
  const { save, serverErrors, error, submit } = useSave(null);
  return (
    <ArticleForm
      initial={EMPTY_ARTICLE}
      isNew
      busy={save.isPending}
      error={error}
      serverErrors={serverErrors}
      onSubmit={(input) =>
        submit(
          input,
          (article) =>
            void navigate({
              to: '/admin/articles/$articleId',
              params: { articleId: String(article.id) },
              replace: true,
            }),
        )
      }
    />
  );
}

function EditArticle({ article }: { article: AdminCuration }) {
  const { t } = useTranslation();
  const { save, serverErrors, error, submit } = useSave(article.id);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-m lg:grid-cols-2 lg:items-start">
        <PublishPanel article={article} onDone={setDone} />
        <CoverPanel article={article} onDone={setDone} />
      </div>
      <ArticleForm
        key={article.id}
        initial={valuesOf(article)}
        isNew={false}
        busy={save.isPending}
        error={error}
        serverErrors={serverErrors}
        onSubmit={(input) => submit(input, () => setDone(t('console.article.saved')))}
      />
      <Toast message={done} onDone={() => setDone(null)} offset="24px" />
    </>
  );
}

/** /admin/articles/new and /admin/articles/{id}: the editor; publishing and the cover once it exists. */
export function ArticleScreen({ articleId: param }: { articleId: string | null }) {
  const { t } = useTranslation();
  const articleId = param === null ? null : articleIdOf(param);
  const query = useAdminArticle(articleId ?? 0, param !== null && articleId !== null);
  if (param === null)
    return (
      <ConsolePage
        title={t('console.article.newTitle')}
        description={t('console.article.newDescription')}
        lead={<BackToList />}
      >
        <NewArticle />
      </ConsolePage>
    );
  const missing =
    articleId === null || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <ConsolePage
      title={query.data ? query.data.title : t('console.article.titleLoading')}
      lead={<BackToList />}
    >
      {missing ? (
        <NoticeBlock title={t('console.article.notFound')} body={t('console.article.notFoundBody')}>
          <ConsoleLink to="/admin/articles" className={buttonClassName({ size: 'medium' })}>
            {t('console.article.backToList')}
          </ConsoleLink>
        </NoticeBlock>
      ) : query.data ? (
        <EditArticle article={query.data} />
      ) : query.isError ? (
        <LoadError
          className="rounded-md bg-white"
          title={t('console.article.loadFailed')}
          detail={errorText(t, query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ListSkeleton
          className="flex flex-col gap-m"
          bars={['h-120 w-full rounded-md', 'h-240 w-full rounded-md', 'h-160 w-full rounded-md']}
        />
      )}
    </ConsolePage>
  );
}

export function ArticleRoute() {
  return <ArticleScreen articleId={useConsoleParams('/admin/articles/$articleId').articleId} />;
}

export function NewArticleRoute() {
  return <ArticleScreen articleId={null} />;
}
