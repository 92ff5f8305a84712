import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductMetadata } from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { ChildIcon, LeafIcon, PawIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/ui/list-states';
import { InfiniteProductGrid, listTotal } from '@/features/products/product-grid';
import { matchSentence, safetyOf } from '@/features/recommend/answers';
import { useRecommendResult, type ResultFilters } from '@/features/recommend/queries';
import { ResultArticles } from '@/features/recommend/result-articles';
import { formatCount } from '@/lib/format';

export interface RecommendResultProps {
  title: string;
  answers: readonly number[];
  metadatas: readonly ProductMetadata[];
  /** searchMetadata and searchQuery of /life/recommend. */
  filters?: ResultFilters;
  /** 다시 하기: the questionnaire again, starting from these answers. */
  onRetake: () => void;
  /** Keeping the answers (sign-in, save, or the note that they are saved). */
  save?: ReactNode;
}

/**
 * A questionnaire's result: the sentence that says what it matched, the plants (ordered by the
 * answers, unsafe ones left out by the API), and 라이프 articles about the same answers.
 */
export function RecommendResult({
  title,
  answers,
  metadatas,
  filters = {},
  onRetake,
  save,
}: RecommendResultProps) {
  const { t } = useTranslation();
  const query = useRecommendResult(answers, filters);
  const total = listTotal(query);
  const safety = safetyOf(answers);
  const filtered = Boolean(filters.metadataIds?.length || filters.search);

  return (
    <>
      <PageHeader title={title} />
      <section
        aria-labelledby="recommend-match"
        className="mx-m mt-s rounded-xl bg-secondary-sec01 p-l"
      >
        <p className="text-13 font-bold text-secondary-sec04">{t('recommend.result.eyebrow')}</p>
        <h2 id="recommend-match" className="mt-s text-20 font-bold text-gray-100">
          {matchSentence(answers, metadatas, t)}
        </h2>
        {safety ? (
          <p className="mt-s flex items-center gap-s text-14 text-gray-80">
            {safety === 'children' ? (
              <ChildIcon size={18} className="shrink-0 text-primary" />
            ) : (
              <PawIcon size={18} className="shrink-0 text-primary" />
            )}
            {t(`recommend.result.safety.${safety}`)}
          </p>
        ) : null}
        {filtered ? (
          <p className="mt-s text-14 text-gray-70">
            {filters.search
              ? t('recommend.result.filteredSearch', { text: filters.search })
              : t('recommend.result.filtered')}
          </p>
        ) : null}
        <Button variant="done" size="small" className="mt-m" onClick={onRetake}>
          {t('recommend.result.retake')}
        </Button>
      </section>
      {save}
      <ResultArticles answers={answers} />
      <section aria-labelledby="recommend-products" className="pt-xl">
        <div className="flex items-baseline justify-between gap-m px-l pb-m">
          <h2 id="recommend-products" className="text-18 font-bold text-gray-100">
            {t('recommend.result.products')}
          </h2>
          {total ? (
            <span className="price-nums text-14 text-gray-60">
              {t('products.list.count', { total: formatCount(total) })}
            </span>
          ) : null}
        </div>
        <InfiniteProductGrid
          query={query}
          empty={
            <EmptyState
              icon={<LeafIcon size={30} />}
              title={t('recommend.result.emptyTitle')}
              body={t('recommend.result.emptyBody')}
              action={
                <ButtonLink to="/products/all" size="small" variant="done">
                  {t('products.list.browseAll')}
                </ButtonLink>
              }
            />
          }
        />
      </section>
    </>
  );
}
