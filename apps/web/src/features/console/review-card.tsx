import { useTranslation } from 'react-i18next';
import type { AdminReview } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { useImageUrls } from '@/hooks/use-image-urls';
import { formatDateTime } from '@/features/orders/format';
import { StarRating } from '@/features/reviews/star-rating';
import { ConsoleButton } from '@/features/console/console-parts';

/**
 * One review as an operator sees it: the product (its shop page), the author, stars, when, the
 * text and photos; a hidden one says since when and why, with 다시 보이기 instead of 숨기기.
 */
export function ReviewCard({
  review,
  busy,
  onHide,
  onUnhide,
  onOpenPhoto,
}: {
  review: AdminReview;
  /** 다시 보이기 of this review is running. */
  busy: boolean;
  onHide: () => void;
  onUnhide: () => void;
  onOpenPhoto: (index: number) => void;
}) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const author = review.author.userId === null ? t('console.buyer.left') : review.author.name;
  return (
    <article
      aria-label={t('console.reviews.itemLabel', { name: author, product: review.product.name })}
      className="flex flex-col gap-s py-m lg:flex-row lg:items-start lg:gap-l"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-s">
        <div className="flex flex-wrap items-center justify-between gap-s">
          {/* The shop's page: another entry of the site, a full page load. */}
          <a
            href={`/products/detail/${review.product.id}`}
            className="min-w-0 truncate text-15 font-bold text-gray-100 underline-offset-2 hover:underline"
          >
            {review.product.name}
          </a>
          {review.hidden ? (
            <Badge variant="outline">{t('console.reviews.hiddenBadge')}</Badge>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-s gap-y-2 text-13 text-gray-70">
          <StarRating rating={review.rating} />
          <span className="font-medium text-gray-90">{author}</span>
          <time dateTime={review.createdAt} className="price-nums text-gray-60">
            {formatDateTime(review.createdAt)}
          </time>
          {review.likeCount > 0 ? (
            <span className="price-nums text-gray-60">
              {t('my-reviews.item.helpful', { count: review.likeCount })}
            </span>
          ) : null}
        </div>
        <p className="text-14 leading-22 break-words whitespace-pre-line text-gray-90">
          {review.content}
        </p>
        {review.photos.length > 0 ? (
          <ul className="flex flex-wrap gap-s">
            {review.photos.map((photo, index) => (
              <li key={photo.url}>
                <button
                  type="button"
                  onClick={() => onOpenPhoto(index)}
                  aria-label={t('console.reviews.openPhoto', { name: author, index: index + 1 })}
                  className="block size-72 overflow-hidden rounded-sm bg-gray-10"
                >
                  <img
                    src={imageUrls.src(photo.url, 187)}
                    width={72}
                    height={72}
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
        {review.hidden ? (
          <p className="rounded-sm bg-oat px-m py-s text-13 text-gray-80">
            <span className="font-bold">
              {t('console.reviews.hiddenAt', { at: formatDateTime(review.hidden.at) })}
            </span>{' '}
            {t('console.reviews.hiddenReason', { reason: review.hidden.reason })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 justify-end">
        {review.hidden ? (
          <ConsoleButton
            busy={busy}
            aria-label={t('console.reviews.unhideLabel', { name: author })}
            onClick={onUnhide}
          >
            {t('console.reviews.unhide')}
          </ConsoleButton>
        ) : (
          <ConsoleButton
            tone="danger"
            aria-label={t('console.reviews.hideLabel', { name: author })}
            onClick={onHide}
          >
            {t('console.reviews.hide')}
          </ConsoleButton>
        )}
      </div>
    </article>
  );
}
