import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewSummary as Summary } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { ChevronRightIcon } from '@/components/ui/icons';
import { formatCount } from '@/lib/format';
import { PhotoViewer, type ViewerPhoto } from '@/features/reviews/photo-viewer';
import { reviewPhotos } from '@/features/reviews/photo-strip';
import { ReviewItem, ReviewItemSkeleton } from '@/features/reviews/review-item';
import { ReviewSummary } from '@/features/reviews/review-summary';
import { useReviewPreview } from '@/features/reviews/queries';

export interface ReviewPreviewProps {
  productId: number;
  summary: Summary;
}

/** The detail screen's review section: the summary, the first three recommended reviews, the way to all. */
export function ReviewPreview({ productId, summary }: ReviewPreviewProps) {
  const { t } = useTranslation();
  const preview = useReviewPreview(productId);
  const [viewer, setViewer] = useState<{ photos: ViewerPhoto[]; index: number } | null>(null);
  const hasReviews = summary.count > 0;

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="flex flex-col gap-m px-m">
      <div className="flex items-center">
        <h2 id="reviews-heading" className="text-17 font-bold text-gray-100">
          {t('reviews.list.heading')}{' '}
          <span className="price-nums text-primary">{formatCount(summary.count)}</span>
        </h2>
      </div>
      {hasReviews ? (
        <>
          <ReviewSummary summary={summary} />
          {preview.isPending ? (
            <div aria-busy="true" className="divide-y divide-gray-20">
              <ReviewItemSkeleton />
            </div>
          ) : preview.isSuccess ? (
            <ul className="divide-y divide-gray-20">
              {preview.data.data.map((review) => (
                <li key={review.id}>
                  <ReviewItem
                    review={review}
                    clamp
                    onOpenPhoto={(r, index) => setViewer({ photos: reviewPhotos([r]), index })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <ButtonLink to="/products/detail/$productId/review" params={{ productId }} variant="done">
            {t('reviews.preview.all')}
            <ChevronRightIcon size={18} />
          </ButtonLink>
        </>
      ) : (
        <p className="rounded-md bg-gray-10 px-m py-l text-center text-14 text-gray-60">
          {t('reviews.preview.none')}
        </p>
      )}
      <PhotoViewer
        photos={viewer?.photos ?? []}
        index={viewer?.index ?? null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
      />
    </section>
  );
}
