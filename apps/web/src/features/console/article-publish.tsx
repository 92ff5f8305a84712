import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCuration } from '@chorok/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldClassName } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { ExternalIcon } from '@/components/ui/icons/external';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/features/orders/format';
import { ArticleStateBadge } from '@/features/console/articles-list';
import { downloadArticleFile, usePublishArticle } from '@/features/console/article-queries';
import { fromSeoulLocal, seoulLocal } from '@/features/console/article-values';
import { ActionError, ConsoleButton, Panel } from '@/features/console/console-parts';

/** 예약: a moment in Seoul time, later than now. */
function ScheduleDialog({
  article,
  open,
  busy,
  error,
  onClose,
  onSchedule,
}: {
  article: AdminCuration;
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSchedule: (at: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // An hour from now unless it is scheduled already.
  const [value, setValue] = useState(() =>
    seoulLocal(
      article.state === 'SCHEDULED' && article.publishedAt
        ? article.publishedAt
        : new Date(Date.now() + 3_600_000).toISOString(),
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormDialog
      open={open}
      title={t('console.article.scheduleTitle')}
      description={t('console.article.scheduleBody')}
      submitLabel={t('console.article.scheduleSubmit')}
      cancelLabel={t('console.article.cancel')}
      initialFocusRef={inputRef}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        const at = fromSeoulLocal(value);
        if (!at || new Date(at).getTime() <= Date.now()) {
          setProblem(t('console.article.scheduleLater'));
          return;
        }
        setProblem(null);
        onSchedule(at);
      }}
    >
      <FormField id={id} label={t('console.article.scheduleAt')} error={problem ?? undefined}>
        <input
          ref={inputRef}
          id={id}
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-msg` : undefined}
          className={fieldClassName(Boolean(problem), { size: 'md' })}
        />
      </FormField>
    </FormDialog>
  );
}

/**
 * 발행: its state and when; 지금 발행, 예약, 내리기 (after a confirm), and the article as the
 * importer's .md file to commit.
 */
export function PublishPanel({
  article,
  onDone,
}: {
  article: AdminCuration;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const change = usePublishArticle(article.id);
  const [dialog, setDialog] = useState<'schedule' | 'unpublish' | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const out = article.state === 'PUBLISHED' || article.state === 'SCHEDULED';
  const error = change.isError ? errorText(t, change.error) : null;
  const close = () => {
    setDialog(null);
    change.reset();
  };
  return (
    <Panel title={t('console.article.publishTitle')}>
      <div className="flex flex-col gap-m">
        <div className="flex flex-col items-start gap-2 text-14 text-gray-70">
          <ArticleStateBadge state={article.state} />
          {article.publishedAt && article.state !== 'DRAFT' ? (
            <p className="price-nums">
              {t(`console.article.when.${article.state}`, {
                at: formatDateTime(article.publishedAt),
              })}
            </p>
          ) : null}
          <p>{t(`console.article.managedBy.${article.managedBy}`)}</p>
        </div>
        {dialog === null ? <ActionError message={error} /> : null}
        <div className="flex flex-wrap gap-s">
          {article.state !== 'PUBLISHED' ? (
            <ConsoleButton
              tone="primary"
              busy={change.isPending && dialog === null}
              onClick={() =>
                change.mutate(
                  { action: 'publish' },
                  { onSuccess: () => onDone(t('console.article.published')) },
                )
              }
            >
              {t('console.article.publishNow')}
            </ConsoleButton>
          ) : null}
          {article.state !== 'PUBLISHED' ? (
            <ConsoleButton onClick={() => setDialog('schedule')}>
              {t('console.article.schedule')}
            </ConsoleButton>
          ) : null}
          {out ? (
            <ConsoleButton tone="danger" onClick={() => setDialog('unpublish')}>
              {t('console.article.unpublish')}
            </ConsoleButton>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-s border-t border-gray-20 pt-m">
          <ConsoleButton
            onClick={() => {
              setDownloadError(null);
              downloadArticleFile(article.id).catch((failure: unknown) =>
                setDownloadError(errorText(t, failure)),
              );
            }}
          >
            {t('console.article.download', { ext: '.md' })}
          </ConsoleButton>
          {article.state === 'PUBLISHED' ? (
            <a
              href={`/life/detail/${article.id}`}
              target="_blank"
              rel="noopener"
              className="inline-flex h-40 items-center gap-2 text-14 font-medium text-blue underline-offset-2 hover:underline"
            >
              <ExternalIcon size={18} />
              {t('console.article.toShop')}
            </a>
          ) : null}
        </div>
        <ActionError message={downloadError} />
        <p className="text-13 text-gray-60">
          {t('console.article.downloadHint', { folder: 'content/curations' })}
        </p>
      </div>
      {dialog === 'schedule' ? (
        <ScheduleDialog
          article={article}
          open
          busy={change.isPending}
          error={error}
          onClose={close}
          onSchedule={(at) =>
            change.mutate(
              { action: 'publish', at },
              {
                onSuccess: () => {
                  setDialog(null);
                  onDone(t('console.article.scheduled'));
                },
              },
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={dialog === 'unpublish'}
        title={t('console.article.unpublishTitle')}
        confirmLabel={t('console.article.unpublish')}
        cancelLabel={t('console.article.cancel')}
        busy={change.isPending}
        danger
        onClose={close}
        onConfirm={() =>
          change.mutate(
            { action: 'unpublish' },
            {
              onSuccess: () => {
                setDialog(null);
                onDone(t('console.article.unpublished'));
              },
            },
          )
        }
      >
        {t('console.article.unpublishBody')}
      </ConfirmDialog>
    </Panel>
  );
}
