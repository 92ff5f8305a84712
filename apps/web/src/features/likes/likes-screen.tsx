import { useCallback, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LikedReview, Review } from '@chorok/contract';
import { InfiniteListFooter } from '@/components/ui/infinite-list-footer';
import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon, HeartIcon, ThumbUpIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs } from '@/components/ui/tabs';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuthStore } from '@/lib/session/auth-store';
import { EmptyState, ListError } from '@/components/ui/list-states';
import { InfiniteProductGrid } from '@/features/products/product-grid';
import { useImageUrls } from '@/hooks/use-image-urls';
import { PhotoViewer, type ViewerPhoto } from '@/features/reviews/photo-viewer';
import { reviewPhotos } from '@/features/reviews/photo-strip';
import { ReviewItem, ReviewItemSkeleton } from '@/features/reviews/review-item';
import { usePendingUnlikes } from '@/features/likes/pending-unlikes';
import { LikedCurationList } from '@/features/likes/liked-curations';
import {
  likedProductsQueryOptions,
  useLikedCurations,
  useLikedReviews,
  type LikedProductsData,
} from '@/features/likes/queries';

export type LikesTab = 'products' | 'reviews' | 'curations';

const PANEL_PREFIX = 'likes-panel';

/**
 * The liked-products list without the products being unliked right now (unlike in place), the
 * total one less for each so the tab count follows.
 */
function useLikedProductsInPlace() {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const hidden = usePendingUnlikes();
  const hiddenKey = [...hidden].sort((a, b) => a - b).join(',');
  const select = useCallback(
    (data: LikedProductsData): LikedProductsData => {
      if (!hiddenKey) return data;
      const ids = new Set(hiddenKey.split(',').map(Number));
      const gone = data.pages.reduce(
        (n, page) => n + page.data.filter((p) => ids.has(p.id)).length,
        0,
      );
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: page.data.filter((p) => !ids.has(p.id)),
          _metadata: { ...page._metadata, total: Math.max(0, page._metadata.total - gone) },
        })),
      };
    },
    [hiddenKey],
  );
  return useInfiniteQuery({ ...likedProductsQueryOptions(), enabled: signedIn, select });
}

/**
 * /likes: liked products, liked reviews and saved articles in tabs with their counts; unliking
 * removes in place.
 */
export function LikesScreen({
  tab,
  onTabChange,
}: {
  tab: LikesTab;
  onTabChange: (tab: LikesTab) => void;
}) {
  const { t } = useTranslation();
  const title = t('likes.title');
  useDocumentTitle(title);
  const products = useLikedProductsInPlace();
  const reviews = useLikedReviews();
  const curations = useLikedCurations();
  const productTotal = products.data?.pages[0]?._metadata.total;
  const reviewTotal = reviews.data?.pages[0]?._metadata.total;
  const curationTotal = curations.data?.pages[0]?._metadata.total;

  return (
    <>
      <PageHeader title={title} />
      <Tabs
        label={t('likes.tabs.label')}
        panelIdPrefix={PANEL_PREFIX}
        className="sticky top-[calc(56px+var(--inset-top))] z-20"
        tabs={[
          {
            id: 'products',
            label: t('likes.tabs.products'),
            count: productTotal,
            isActive: tab === 'products',
            onClick: () => onTabChange('products'),
          },
          {
            id: 'reviews',
            label: t('likes.tabs.reviews'),
            count: reviewTotal,
            isActive: tab === 'reviews',
            onClick: () => onTabChange('reviews'),
          },
          {
            id: 'curations',
            label: t('likes.tabs.curations'),
            count: curationTotal,
            isActive: tab === 'curations',
            onClick: () => onTabChange('curations'),
          },
        ]}
      />
      <div
        role="tabpanel"
        id={`${PANEL_PREFIX}-${tab}`}
        aria-labelledby={`tab-${tab}`}
        className="pt-m pb-xl"
      >
        {tab === 'products' ? (
          <InfiniteProductGrid
            query={products}
            empty={
              <EmptyState
                icon={<HeartIcon size={30} />}
                title={t('likes.empty.products.title')}
                body={t('likes.empty.products.body')}
                action={
                  <ButtonLink to="/products/recommend" size="small">
                    {t('likes.empty.products.action')}
                  </ButtonLink>
                }
              />
            }
          />
        ) : tab === 'reviews' ? (
          <LikedReviewList query={reviews} />
        ) : (
          <LikedCurationList query={curations} />
        )}
      </div>
    </>
  );
}

function LikedReviewItem({
  review,
  onOpenPhoto,
}: {
  review: LikedReview;
  onOpenPhoto: (review: Review, index: number) => void;
}) {
  const imageUrls = useImageUrls();
  return (
    <div className="py-s">
      <Link
        to="/products/detail/$productId"
        params={{ productId: review.product.id }}
        className="flex items-center gap-s rounded-sm bg-gray-10 p-s pr-m hover:bg-gray-20"
      >
        <img
          src={imageUrls.src(review.product.image.url, 187)}
          width={40}
          height={40}
          alt=""
          loading="lazy"
          className="size-40 shrink-0 rounded-sm bg-white object-cover"
        />
        <span className="min-w-0 flex-1 truncate text-13 font-medium text-gray-90">
          {review.product.name}
        </span>
        <ChevronRightIcon size={16} className="shrink-0 text-gray-60" />
      </Link>
      <ReviewItem review={review} onOpenPhoto={onOpenPhoto} className="pt-m pb-s" />
    </div>
  );
}

function LikedReviewList({ query }: { query: ReturnType<typeof useLikedReviews> }) {
  const { t } = useTranslation();
  const [viewer, setViewer] = useState<{ photos: ViewerPhoto[]; index: number } | null>(null);
  const { isFetchingNextPage } = query;
  const reviews = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);

  if (query.isPending)
    return (
      <ListSkeleton className="divide-y divide-gray-20 px-m">
        <ReviewItemSkeleton />
        <ReviewItemSkeleton />
      </ListSkeleton>
    );
  if (query.isError && !query.data)
    return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (reviews.length === 0)
    return (
      <EmptyState
        icon={<ThumbUpIcon size={30} />}
        title={t('likes.empty.reviews.title')}
        body={t('likes.empty.reviews.body')}
        action={
          <ButtonLink to="/products/best" size="small">
            {t('likes.empty.reviews.action')}
          </ButtonLink>
        }
      />
    );

  return (
    <div aria-busy={isFetchingNextPage || undefined} className="px-m">
      <ul className="divide-y divide-gray-20">
        {reviews.map((review) => (
          <li key={review.id}>
            <LikedReviewItem
              review={review}
              onOpenPhoto={(r, index) => setViewer({ photos: reviewPhotos([r]), index })}
            />
          </li>
        ))}
      </ul>
      <InfiniteListFooter
        query={query}
        loadingLabel={t('reviews.list.loadingMore')}
        skeleton={<ReviewItemSkeleton />}
        loadingClassName="border-t border-gray-20"
        failed={
          <ListError compact error={query.error} onRetry={() => void query.fetchNextPage()} />
        }
        moreLabel={t('reviews.list.more')}
      />
      <PhotoViewer
        photos={viewer?.photos ?? []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
      />
    </div>
  );
}
