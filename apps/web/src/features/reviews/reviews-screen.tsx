import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Review, ReviewSort } from '@chorok/contract';
import { InfiniteListFooter } from '@/components/ui/infinite-list-footer';
import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon, StarFilledIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuthStore } from '@/lib/session/auth-store';
import { EmptyState, ListError } from '@/components/ui/list-states';
import { useImageUrls } from '@/hooks/use-image-urls';
import { PhotoStrip, reviewPhotos } from '@/features/reviews/photo-strip';
import { PhotoViewer, type ViewerPhoto } from '@/features/reviews/photo-viewer';
import { ReviewItem, ReviewItemSkeleton } from '@/features/reviews/review-item';
import { ReviewSortControl } from '@/features/reviews/review-sort';
import { ReviewSummary } from '@/features/reviews/review-summary';
import { DEFAULT_REVIEW_SORT, useReviewList, useReviewPhotos } from '@/features/reviews/queries';
import { useProduct } from '@/features/products/product-query';

export interface ReviewsScreenProps {
  productId: number;
  sort: ReviewSort | undefined;
  onSortChange: (sort: ReviewSort) => void;
}

interface ViewerState {
  photos: ViewerPhoto[];
  index: number;
}

/** /products/detail/{id}/review: summary, photo strip, order, and every review 10 at a time. */
export function ReviewsScreen({
  productId,
  sort = DEFAULT_REVIEW_SORT,
  onSortChange,
}: ReviewsScreenProps) {
  const imageUrls = useImageUrls();
  const { t } = useTranslation();
  const product = useProduct(productId);
  const title = t('reviews.title');
  useDocumentTitle(`${title} · ${product.name}`);
  const photos = useReviewPhotos(productId);
  const stripPhotos = reviewPhotos(photos.data ?? []);
  const [viewer, setViewer] = useState<ViewerState | null>(null);
  const summary = product.reviewSummary;

  const openReviewPhoto = (review: Review, index: number) =>
    setViewer({ photos: reviewPhotos([review]), index });

  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col gap-l px-m pt-s pb-xl">
        <Link
          to="/products/detail/$productId"
          params={{ productId }}
          className="flex items-center gap-12 rounded-md border border-gray-20 p-s pr-m hover:bg-gray-10"
        >
          <img
            src={imageUrls.src(product.image.url, 187)}
            width={48}
            height={48}
            alt=""
            className="size-48 shrink-0 rounded-sm bg-gray-10 object-cover"
          />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-14 font-bold text-gray-100">{product.name}</span>
            {summary.count > 0 ? (
              <span className="price-nums flex items-center gap-2 text-12 text-gray-60">
                <StarFilledIcon size={12} className="text-orange" />
                {summary.average.toFixed(1)} ·{' '}
                {t('reviews.summary.count', { value: formatCount(summary.count) })}
              </span>
            ) : (
              // No "★ 0.0" before the first review: a product without reviews has no rating.
              <span className="text-12 text-gray-60">{t('reviews.summary.none')}</span>
            )}
          </span>
          <ChevronRightIcon size={18} className="shrink-0 text-gray-50" />
        </Link>

        {summary.count > 0 ? (
          <>
            <ReviewSummary summary={summary} />
            {summary.photoCount > 0 ? (
              <section aria-labelledby="review-photos-heading" className="flex flex-col gap-s">
                <h2 id="review-photos-heading" className="text-16 font-bold text-gray-100">
                  {t('reviews.photos.heading')}
                </h2>
                <PhotoStrip
                  photos={stripPhotos}
                  isPending={photos.isPending}
                  onOpen={(index) => setViewer({ photos: stripPhotos, index })}
                />
              </section>
            ) : null}
          </>
        ) : null}

        <section aria-labelledby="review-list-heading" className="flex flex-col">
          <div className="flex items-baseline justify-between">
            <h2 id="review-list-heading" className="text-16 font-bold text-gray-100">
              {t('reviews.list.heading')}{' '}
              <span className="price-nums text-primary">{formatCount(summary.count)}</span>
            </h2>
          </div>
          {summary.count > 0 ? (
            <ReviewSortControl value={sort} onChange={onSortChange} className="mt-s" />
          ) : null}
          <ReviewList productId={productId} sort={sort} onOpenPhoto={openReviewPhoto} />
        </section>
      </div>
      <PhotoViewer
        photos={viewer?.photos ?? []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
      />
    </>
  );
}

function ReviewList({
  productId,
  sort,
  onOpenPhoto,
}: {
  productId: number;
  sort: ReviewSort;
  onOpenPhoto: (review: Review, index: number) => void;
}) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const query = useReviewList(productId, sort);
  const { isFetchingNextPage } = query;

  if (query.isPending)
    return (
      <ListSkeleton className="divide-y divide-gray-20">
        {Array.from({ length: 3 }, (_, i) => (
          <ReviewItemSkeleton key={i} />
        ))}
      </ListSkeleton>
    );
  if (query.isError && !query.data)
    return <ListError error={query.error} onRetry={() => void query.refetch()} />;

  const reviews = query.data.pages.flatMap((page) => page.data);
  // Only a buyer can write one: a visitor is told to sign in first, not sent to a list they
  // cannot open.
  if (reviews.length === 0)
    return (
      <EmptyState
        icon={<StarFilledIcon size={30} />}
        title={t('reviews.empty.title')}
        body={t(signedIn ? 'reviews.empty.body' : 'reviews.empty.bodySignedOut')}
        action={
          signedIn ? (
            <ButtonLink to="/order/history" size="small" variant="done">
              {t('reviews.empty.action')}
            </ButtonLink>
          ) : (
            <ButtonLink
              to="/auth/sign-in"
              search={{ redirect: '/order/history' }}
              size="small"
              variant="done"
            >
              {t('reviews.empty.signIn')}
            </ButtonLink>
          )
        }
      />
    );

  return (
    <div aria-busy={isFetchingNextPage || undefined}>
      <ul
        className="divide-y divide-gray-20"
        aria-label={t('reviews.list.label', { sort: t(`reviews.sort.${sort}`) })}
      >
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} onOpenPhoto={onOpenPhoto} />
          </li>
        ))}
      </ul>
      <InfiniteListFooter
        query={query}
        loadingLabel={t('reviews.list.loadingMore')}
        skeleton={<ReviewItemSkeleton />}
        loadingClassName="divide-y divide-gray-20 border-t border-gray-20"
        failed={
          <ListError compact error={query.error} onRetry={() => void query.fetchNextPage()} />
        }
        moreLabel={t('reviews.list.more')}
        end={
          reviews.length > 3 ? (
            <p className="pt-l text-center text-13 text-gray-60">{t('reviews.list.end')}</p>
          ) : null
        }
      />
    </div>
  );
}
