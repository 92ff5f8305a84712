import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurationSummary } from '@chorok/contract';
import { InfiniteListFooter } from '@/components/ui/infinite-list-footer';
import { cn } from '@/components/ui/cn';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { formatCount } from '@/lib/format';
import { ListError, type ListErrorTexts } from '@/components/ui/list-states';
import {
  ArticleCard,
  ArticleCardSkeleton,
  FeaturedArticle,
  FeaturedArticleSkeleton,
} from '@/features/life/article-card';
import type { CurationPage } from '@/features/life/queries';

/** Covers on a phone's first screen load first. */
const EAGER_CARDS = 3;

/** The product lists' failure state, in an article list's words. */
const ARTICLE_LIST_ERROR: ListErrorTexts = {
  title: 'life.list.errorTitle',
  body: 'life.list.errorBody',
  moreFailed: 'life.list.moreFailed',
};

export type ArticleListQuery = UseInfiniteQueryResult<InfiniteData<CurationPage>, Error>;

export interface InfiniteArticleListProps {
  query: ArticleListQuery;
  /** Shown when the list loaded with nothing in it. */
  empty: ReactNode;
  /** The first (newest) article as a large cover card above the others (the 전체 tab). */
  featured?: boolean;
  /** A control on each card (the saved list's bookmark). */
  action?: (article: CurationSummary) => ReactNode;
}

/**
 * An infinite article list, as the product lists are: skeletons first, the next page when the end
 * comes near (and from the "more" button, for keyboards and screen readers), until the last page
 * (`page < totalPage`); an empty list and a failure each get their own state.
 */
export function InfiniteArticleList({ query, empty, featured, action }: InfiniteArticleListProps) {
  const { t } = useTranslation();
  const { isFetchingNextPage } = query;

  if (query.isPending)
    return (
      <ListSkeleton>
        {featured ? <FeaturedArticleSkeleton /> : null}
        <div className="divide-y divide-gray-20 px-m">
          <ArticleCardSkeleton />
          <ArticleCardSkeleton />
          <ArticleCardSkeleton />
        </div>
      </ListSkeleton>
    );
  if (query.isError && !query.data)
    return (
      <ListError
        texts={ARTICLE_LIST_ERROR}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );

  const articles = query.data?.pages.flatMap((page) => page.data) ?? [];
  if (articles.length === 0) return <>{empty}</>;
  const [first, ...rest] = articles;
  const lead = featured && first ? first : null;
  const cards = lead ? rest : articles;

  return (
    <div aria-busy={isFetchingNextPage || undefined}>
      {lead ? <FeaturedArticle article={lead} /> : null}
      {cards.length > 0 ? (
        <ul
          aria-label={t('life.list.heading')}
          className={cn('divide-y divide-gray-20 px-m', lead && 'mt-m')}
        >
          {cards.map((article, index) => (
            <li key={article.id} className="skip-off-screen [--off-screen-size:137px]">
              <ArticleCard
                article={article}
                priority={!lead && index < EAGER_CARDS}
                action={action?.(article)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <InfiniteListFooter
        query={query}
        loadingLabel={t('life.list.loadingMore')}
        skeleton={<ArticleCardSkeleton />}
        loadingClassName="px-m"
        failed={
          <ListError
            compact
            texts={ARTICLE_LIST_ERROR}
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
          />
        }
        moreLabel={t('life.list.more')}
        moreClassName="px-m pt-l pb-s"
        end={
          <p className="px-m pt-xl pb-s text-center text-13 text-gray-60">
            {t('life.list.end', { total: formatCount(articles.length) })}
          </p>
        }
      />
    </div>
  );
}
