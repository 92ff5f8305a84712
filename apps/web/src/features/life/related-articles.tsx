import { useTranslation } from 'react-i18next';
import type { CurationSummary } from '@chorok/contract';
import { ArticleCard } from '@/features/life/article-card';

/** Up to four other articles (same category or shared tags first); nothing when there are none. */
export function RelatedArticles({ articles }: { articles: CurationSummary[] }) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <section
      aria-labelledby="related-articles"
      className="skip-off-screen px-m pt-xl [--off-screen-size:500px]"
    >
      <h2 id="related-articles" className="text-17 font-bold text-gray-100">
        {t('life.detail.related')}
      </h2>
      <ul className="divide-y divide-gray-20">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  );
}
