import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '@/components/ui/product-image';
import { useRecommendArticles } from '@/features/recommend/queries';

/** The card's picture box: 160 px wide at 4:3. */
const COVER = { width: 160, height: 120 };

/**
 * 라이프 articles about the answers (GET /curations?metadataIds=…), as a row to swipe through.
 * Nothing at all while they load, when there are none, or when they cannot be had: the products
 * are the result, the articles only company.
 */
export function ResultArticles({ answers }: { answers: readonly number[] }) {
  const { t } = useTranslation();
  const articles = useRecommendArticles(answers);
  const items = articles.data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recommend-articles" className="pt-xl">
      <h2 id="recommend-articles" className="px-l text-18 font-bold text-gray-100">
        {t('recommend.result.articles')}
      </h2>
      <ul className="scrollbar-none mt-m flex snap-x snap-mandatory scroll-px-l gap-12 overflow-x-auto px-l pb-s">
        {items.map((article) => (
          <li key={article.id} className="w-160 shrink-0 snap-start">
            <Link
              to="/life/detail/$curationId"
              params={{ curationId: article.id }}
              className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <ProductImage
                image={article.cover}
                sizes={`${COVER.width}px`}
                width={COVER.width}
                height={COVER.height}
                alt=""
                className="aspect-[4/3] w-full rounded-md bg-oat object-cover"
              />
              <span className="mt-s line-clamp-2 block text-15 font-bold text-gray-100">
                {article.title}
              </span>
              <span className="mt-2 line-clamp-2 block text-13 text-gray-60">
                {article.subtitle}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
