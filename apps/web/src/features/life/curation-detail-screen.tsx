import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { galleryImageAttributes, type CurationDetail } from '@chorok/contract';
import { Toast } from '@/components/ui/toast';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useImageHosts } from '@/lib/app-config';
import { SHARE_NOTICE_KEYS } from '@/components/ui/share-button';
import { ArticleTopBar, type Notice } from '@/features/life/article-actions';
import { MetaLine } from '@/features/life/article-card';
import { ArticleBody } from '@/features/life/article-body';
import { ArticleProductList, ArticleProductsRow } from '@/features/life/article-products';
import { useArticleProducts, useCuration } from '@/features/life/queries';
import { RelatedArticles } from '@/features/life/related-articles';

const NOTICE_KEYS = {
  saved: 'life.detail.saved',
  unsaved: 'life.detail.unsaved',
  saveFailed: 'life.detail.saveFailed',
  ...SHARE_NOTICE_KEYS,
  added: 'cart.sheet.added',
} as const satisfies Record<Notice, string>;

/** Cover, category, title, subtitle and the byline: the article's first screen. */
function ArticleIntro({ article }: { article: CurationDetail }) {
  const { t } = useTranslation();
  const hosts = useImageHosts();
  const { cover } = article;
  return (
    <div>
      {/* The page's largest paint: the same attributes as a product gallery's first picture. */}
      <img
        {...galleryImageAttributes(cover, hosts)}
        width={cover.width}
        height={cover.height}
        alt={cover.alt}
        loading="eager"
        fetchPriority="high"
        decoding="sync"
        className="h-auto max-h-[60dvh] w-full bg-oat object-cover"
      />
      <div className="flex flex-col gap-s px-m pt-l">
        <Link
          to="/life"
          search={{ category: article.category }}
          className="self-start text-13 font-bold text-primary hover:underline"
        >
          {t(`life.categories.${article.category}`)}
        </Link>
        <h1 className="text-24 leading-34 font-bold text-gray-100">{article.title}</h1>
        {article.subtitle ? (
          <p className="text-16 leading-24 text-gray-70">{article.subtitle}</p>
        ) : null}
        <MetaLine
          parts={[
            article.author,
            formatDate(article.publishedAt),
            t('life.card.readingTime', { count: article.readingMinutes }),
          ]}
          className="mt-s text-13"
        />
      </div>
    </div>
  );
}

/**
 * /life/detail/{id}: the article with its cover, the products it mentions (a row near the top,
 * live cards inside the text, and a list to put in the cart at the end), related articles, and
 * save and share in the top bar.
 */
export function CurationDetailScreen({ curationId }: { curationId: number }) {
  const { t } = useTranslation();
  const article = useCuration(curationId);
  const products = useArticleProducts(article);
  useDocumentTitle(article.title);
  const [notice, setNotice] = useState<Notice | null>(null);

  return (
    <article className="pb-xxl">
      <ArticleTopBar article={article} onNotice={setNotice} />
      <ArticleIntro article={article} />
      <ArticleProductsRow products={products} />
      <ArticleBody blocks={article.body} products={products} label={t('life.detail.body')} />
      <ArticleProductList products={products} onAdded={() => setNotice('added')} />
      <RelatedArticles articles={article.related} />
      <Toast
        message={notice ? t(NOTICE_KEYS[notice]) : null}
        onDone={() => setNotice(null)}
        duration={notice === 'added' ? 4000 : 2500}
        offset="24px"
        action={
          notice === 'added' ? (
            <Link
              to="/cart"
              className="flex min-h-44 items-center rounded-full bg-white/15 px-m text-14 font-bold text-white hover:bg-white/25"
            >
              {t('cart.sheet.view')}
            </Link>
          ) : undefined
        }
      />
    </article>
  );
}
