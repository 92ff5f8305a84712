import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { BookmarkIcon } from '@/components/ui/icons';
import { EmptyState } from '@/components/ui/list-states';
import { SaveButton } from '@/features/life/article-actions';
import { InfiniteArticleList } from '@/features/life/article-list';
import type { useLikedCurations } from '@/features/likes/queries';

/**
 * The saved 라이프 articles, newest save first, paged like every list; the bookmark on a card
 * unsaves it in place (features/life's toggle takes it out of this list at once).
 */
export function LikedCurationList({ query }: { query: ReturnType<typeof useLikedCurations> }) {
  const { t } = useTranslation();
  return (
    <InfiniteArticleList
      query={query}
      action={(article) => (
        <SaveButton article={article} label={t('life.card.save', { title: article.title })} />
      )}
      empty={
        <EmptyState
          icon={<BookmarkIcon size={30} />}
          title={t('likes.empty.curations.title')}
          body={t('likes.empty.curations.body')}
          action={
            <ButtonLink to="/life" size="small">
              {t('likes.empty.curations.action')}
            </ButtonLink>
          }
        />
      }
    />
  );
}
