import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURATION_CATEGORIES, CURATION_FORM } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { fieldClassName } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { ActionError, ConsoleButton, Panel } from '@/features/console/console-parts';
import { ArticlePreview } from '@/features/console/article-preview';
import {
  ARTICLE_FIELDS,
  inputOf,
  type ArticleErrors,
  type ArticleValues,
} from '@/features/console/article-values';
import { MetadataPicker, TextField } from '@/features/console/product-form-parts';
import type { AdminCurationCreate } from '@chorok/contract';

/**
 * 글쓰기 and 글 고치기: the fields of the file's front matter and the Markdown body, with the
 * body's 미리보기 beside it (a second tab on a phone). The server checks it by the importer's rule
 * and names each field it refuses; a message stays until its field changes.
 */
export function ArticleForm({
  initial,
  isNew,
  busy,
  error,
  serverErrors,
  onSubmit,
}: {
  initial: ArticleValues;
  isNew: boolean;
  busy: boolean;
  error: string | null;
  serverErrors: ArticleErrors;
  onSubmit: (input: AdminCurationCreate) => void;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;
  const [values, setValues] = useState(initial);
  const [pane, setPane] = useState<'write' | 'preview'>('write');
  const [cleared, setCleared] = useState<string[]>([]);
  const [shownServer, setShownServer] = useState(serverErrors);
  if (shownServer !== serverErrors) {
    setShownServer(serverErrors);
    setCleared([]);
  }
  // Focus goes to the first field the server refused, once its message is drawn.
  useEffect(() => {
    const first = ARTICLE_FIELDS.find((field) => serverErrors[field]);
    if (first) document.getElementById(`${baseId}-${first}`)?.focus();
  }, [serverErrors, baseId]);
  const shown = (field: string) => (cleared.includes(field) ? undefined : serverErrors[field]);
  const change = (next: Partial<ArticleValues>) => {
    setValues({ ...values, ...next });
    setCleared((list) => [...list, ...Object.keys(next)]);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit(inputOf(values));
  };
  const text = (
    field: 'slug' | 'title' | 'subtitle' | 'author' | 'coverAlt' | 'coverBackground',
    maxLength: number,
    hint?: string,
  ) => (
    <TextField
      id={idOf(field)}
      label={t(`console.article.${field}`)}
      value={values[field]}
      onChange={(value) => change({ [field]: value })}
      error={shown(field)}
      hint={hint}
      maxLength={maxLength}
    />
  );
  const ids = (field: 'products' | 'coverProducts', range: { min: number; max: number }) => (
    <TextField
      id={idOf(field)}
      label={t(`console.article.${field}`)}
      value={values[field]}
      onChange={(value) => change({ [field]: value })}
      error={shown(field)}
      hint={t(`console.article.${field}Hint`, range)}
      maxLength={80}
    />
  );
  const paneButton = (which: 'write' | 'preview') => (
    <button
      type="button"
      aria-pressed={pane === which}
      onClick={() => setPane(which)}
      className={cn(
        'h-40 flex-1 rounded-sm text-14 font-bold',
        pane === which ? 'bg-white text-gray-100 shadow-card' : 'text-gray-70',
      )}
    >
      {t(`console.article.${which}`)}
    </button>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-m">
      <Panel title={t('console.article.basics')}>
        <div className="flex flex-col gap-m">
          {isNew
            ? text(
                'slug',
                CURATION_FORM.slugMax,
                t('console.article.slugHint', { example: 'watering-basics' }),
              )
            : null}
          {text('title', CURATION_FORM.titleMax)}
          {text('subtitle', CURATION_FORM.subtitleMax)}
          <div className="grid gap-m sm:grid-cols-2">
            <FormField
              id={idOf('category')}
              label={t('console.article.category')}
              error={shown('category')}
            >
              <select
                id={idOf('category')}
                value={values.category}
                onChange={(event) =>
                  change({
                    category:
                      CURATION_CATEGORIES.find((c) => c === event.target.value) ?? values.category,
                  })
                }
                className={fieldClassName(Boolean(shown('category')), { size: 'md' })}
              >
                {CURATION_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {t(`life.categories.${category}`)}
                  </option>
                ))}
              </select>
            </FormField>
            {text('author', CURATION_FORM.authorMax)}
          </div>
          {ids('products', CURATION_FORM.products)}
        </div>
      </Panel>

      <Panel title={t('console.article.body')}>
        <div className="mb-s flex gap-2 rounded-sm bg-gray-10 p-2 lg:hidden">
          {paneButton('write')}
          {paneButton('preview')}
        </div>
        <div className="grid gap-m lg:grid-cols-2">
          <div className={cn(pane === 'preview' && 'max-lg:hidden')}>
            <FormField
              id={idOf('body')}
              label={t('console.article.markdown')}
              error={shown('body')}
              hint={t('console.article.embedHelp', { example: '::product{id=16}' })}
            >
              <textarea
                id={idOf('body')}
                value={values.body}
                rows={22}
                maxLength={CURATION_FORM.bodyMax}
                spellCheck={false}
                onChange={(event) => change({ body: event.target.value })}
                aria-invalid={shown('body') ? true : undefined}
                aria-describedby={`${idOf('body')}-msg`}
                className={cn(
                  fieldClassName(Boolean(shown('body')), { size: 'md' }),
                  'h-auto py-s font-mono text-14 leading-relaxed',
                )}
              />
            </FormField>
          </div>
          <section
            aria-label={t('console.article.preview')}
            className={cn(
              'rounded-sm border border-gray-20 p-m lg:max-h-[640px] lg:overflow-y-auto',
              pane === 'write' && 'max-lg:hidden',
            )}
          >
            <h3 className="mb-s text-14 font-bold text-gray-80">{t('console.article.preview')}</h3>
            <ArticlePreview body={values.body} products={values.products} />
          </section>
        </div>
      </Panel>

      <Panel title={t('console.article.coverAndTags')}>
        <div className="flex flex-col gap-m">
          <div className="grid gap-m sm:grid-cols-2">
            {ids('coverProducts', CURATION_FORM.coverProducts)}
            {text(
              'coverBackground',
              7,
              t('console.article.coverBackgroundHint', { example: '#EAF2E3' }),
            )}
          </div>
          {text('coverAlt', CURATION_FORM.altMax)}
          <div>
            <p className="mb-s text-14 font-bold text-gray-80">{t('console.article.tags')}</p>
            <MetadataPicker
              selected={values.tags}
              onChange={(tags) => change({ tags })}
              error={shown('tags')}
            />
          </div>
        </div>
      </Panel>

      <div className="flex flex-col gap-s sm:flex-row sm:items-center sm:justify-end">
        <ActionError message={error} />
        <ConsoleButton type="submit" tone="primary" tall busy={busy}>
          {isNew ? t('console.article.create') : t('console.article.save')}
        </ConsoleButton>
      </div>
    </form>
  );
}
