import { useTranslation } from 'react-i18next';
import type { Review } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useImageUrls } from '@/hooks/use-image-urls';
import { ReviewLikeButton } from '@/features/reviews/review-like-button';
import { StarRating } from '@/features/reviews/star-rating';

export interface ReviewItemProps {
  review: Review;
  /** Opens the photo viewer at this review's photo `index`. */
  onOpenPhoto?: (review: Review, index: number) => void;
  /** Shorten long texts to three lines (the detail screen's preview). */
  clamp?: boolean;
  className?: string;
}

/** One review: stars, date (Seoul), author as the API masks it, text, photos and "도움돼요". */
export function ReviewItem({ review, onOpenPhoto, clamp = false, className }: ReviewItemProps) {
  const imageUrls = useImageUrls();
  const { t } = useTranslation();
  return (
    <article
      data-review-id={review.id}
      aria-label={t('reviews.item.label', { name: review.authorName })}
      className={cn('flex flex-col gap-s py-l', className)}
    >
      <div className="flex items-center gap-s">
        <StarRating rating={review.rating} />
        <time dateTime={review.createdAt} className="price-nums text-12 text-gray-60">
          {formatDate(review.createdAt)}
        </time>
      </div>
      <p className="flex items-center gap-s text-13 font-medium text-gray-80">
        {review.authorName}
        {review.isMine ? <Badge variant="secondary">{t('reviews.item.mine')}</Badge> : null}
      </p>
      <p
        className={cn(
          'text-14 leading-22 whitespace-pre-line text-gray-90',
          clamp && 'line-clamp-3',
        )}
      >
        {review.content}
      </p>
      {review.photos.length > 0 ? (
        <ul className="scrollbar-none -mx-m flex gap-s overflow-x-auto px-m">
          {review.photos.map((photo, index) => (
            <li key={photo.url} className="shrink-0">
              <button
                type="button"
                onClick={() => onOpenPhoto?.(review, index)}
                disabled={!onOpenPhoto}
                aria-label={t('reviews.item.openPhoto', {
                  name: review.authorName,
                  index: index + 1,
                })}
                className="block size-80 overflow-hidden rounded-sm bg-gray-10 disabled:cursor-default"
              >
                <img
                  src={imageUrls.src(photo.url, 187)}
                  width={80}
                  height={80}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="pt-min">
        <ReviewLikeButton review={review} />
      </div>
    </article>
  );
}

export function ReviewItemSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-s py-l">
      <Skeleton className="h-14 w-120" />
      <Skeleton className="h-14 w-64" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-14 w-[70%]" />
      <Skeleton className="mt-min h-32 w-96 rounded-full" />
    </div>
  );
}
