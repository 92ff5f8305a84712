import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CurationSummary } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';

/** Whole card clickable: the title's link is stretched over it (actions sit above, z-10). */
const STRETCHED_LINK =
  'after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary';

/** Short facts in a row with dots between them (기초 · 3분 · 2026.11.25). */
export function MetaLine({ parts, className }: { parts: string[]; className?: string }) {
  return (
    <p className={cn('price-nums flex flex-wrap gap-x-6 text-gray-60', className)}>
      {parts.map((part, index) => (
        <span key={index} className="flex items-center gap-x-6">
          {index > 0 ? <span aria-hidden="true">·</span> : null}
          <span>{part}</span>
        </span>
      ))}
    </p>
  );
}

/** Reading time and date under a card's title. */
function ArticleMeta({ article, className }: { article: CurationSummary; className?: string }) {
  const { t } = useTranslation();
  return (
    <MetaLine
      parts={[
        t('life.card.minutes', { count: article.readingMinutes }),
        formatDate(article.publishedAt),
      ]}
      className={cn('text-12', className)}
    />
  );
}

function CategoryLabel({ article }: { article: CurationSummary }) {
  const { t } = useTranslation();
  return (
    <p className="text-12 font-bold text-primary">{t(`life.categories.${article.category}`)}</p>
  );
}

export interface ArticleCardProps {
  article: CurationSummary;
  /** The first cards on screen load their cover eagerly. */
  priority?: boolean;
  /** A control over the card (the saved list's bookmark), outside the card's link. */
  action?: ReactNode;
  className?: string;
}

/**
 * An article in a list: cover thumbnail on the left; category, title, subtitle, reading time and
 * date on the right. The whole card opens the article.
 */
export function ArticleCard({ article, priority = false, action, className }: ArticleCardProps) {
  return (
    <article
      data-curation-id={article.id}
      className={cn('group relative flex gap-m py-m', className)}
    >
      <div className="relative size-104 shrink-0 overflow-hidden rounded-md bg-oat">
        <ProductImage
          image={article.cover}
          sizes="104px"
          width={104}
          height={104}
          alt=""
          fallbackWidth={187}
          loading={priority ? 'eager' : 'lazy'}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <CategoryLabel article={article} />
        <h3 className="line-clamp-2 text-16 leading-22 font-bold text-gray-100">
          <Link
            to="/life/detail/$curationId"
            params={{ curationId: article.id }}
            className={STRETCHED_LINK}
          >
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-1 text-13 text-gray-70">{article.subtitle}</p>
        <ArticleMeta article={article} className="mt-auto" />
      </div>
      {action ? <div className="relative z-10 -mr-s self-start">{action}</div> : null}
    </article>
  );
}

/** The newest article on the 전체 tab: a large cover over its title and subtitle. */
export function FeaturedArticle({ article }: { article: CurationSummary }) {
  const { t } = useTranslation();
  return (
    <article data-curation-id={article.id} className="group relative flex flex-col px-m pt-m">
      <div
        className="relative overflow-hidden rounded-lg bg-oat"
        style={{ aspectRatio: `${article.cover.width} / ${article.cover.height}` }}
      >
        <ProductImage
          image={article.cover}
          sizes="(min-width: 480px) 448px, calc(100vw - 32px)"
          fallbackWidth={750}
          // The title below names the article; the cover's own alt describes the picture.
          loading="eager"
          fetchPriority="high"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <span className="absolute top-s left-s rounded-full bg-white/90 px-s py-2 text-12 font-bold text-primary">
          {t('life.card.featured')}
        </span>
      </div>
      <div className="flex flex-col gap-6 pt-m">
        <CategoryLabel article={article} />
        <h2 className="text-22 leading-30 font-bold text-gray-100">
          <Link
            to="/life/detail/$curationId"
            params={{ curationId: article.id }}
            className={STRETCHED_LINK}
          >
            {article.title}
          </Link>
        </h2>
        <p className="text-15 leading-22 text-gray-70">{article.subtitle}</p>
        <ArticleMeta article={article} />
      </div>
    </article>
  );
}

/** A card's shape while the list loads. */
export function ArticleCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-m py-m">
      <Skeleton className="size-104 shrink-0 rounded-md" />
      <div className="flex flex-1 flex-col gap-6 pt-2">
        <Skeleton className="h-12 w-40" />
        <Skeleton className="h-16 w-[90%]" />
        <Skeleton className="h-16 w-[60%]" />
        <Skeleton className="mt-auto h-12 w-[45%]" />
      </div>
    </div>
  );
}

export function FeaturedArticleSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-s px-m pt-m">
      <Skeleton className="aspect-[4/3] w-full rounded-lg" />
      <Skeleton className="mt-s h-12 w-40" />
      <Skeleton className="h-22 w-[80%]" />
      <Skeleton className="h-15 w-[60%]" />
    </div>
  );
}
