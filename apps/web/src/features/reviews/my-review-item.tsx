import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MyReview } from '@chorok/contract';
import { AlertIcon } from '@/components/ui/icons/alert';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { ThumbUpIcon } from '@/components/ui/icons/thumb-up';
import { formatDate } from '@/lib/format';
import { useImageUrls } from '@/hooks/use-image-urls';
import { StarRating } from '@/features/reviews/star-rating';

const ACTION =
  'flex min-h-44 items-center rounded-sm px-s text-14 font-medium text-gray-70 hover:bg-gray-10 hover:text-gray-100';

export interface MyReviewItemProps {
  review: MyReview;
  onOpenPhoto: (review: MyReview, index: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One of the shopper's reviews in 리뷰 관리: the product it is about (a link to it), stars, the
 * day it was written (and that it was edited), the text, the photos and how many found it
 * helpful, with 수정 and 삭제. One an operator hid says so, and why (it is gone from the shop).
 */
export function MyReviewItem({ review, onOpenPhoto, onEdit, onDelete }: MyReviewItemProps) {
  const { t } = useTranslation();
  const imageUrls = useImageUrls();
  const name = review.product.name;
  const edited = review.updatedAt !== review.createdAt;
  return (
    <article
      data-review-id={review.id}
      aria-label={t('my-reviews.item.label', { name })}
      className="flex flex-col gap-s py-l"
    >
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
        <span className="min-w-0 flex-1 truncate text-14 font-medium text-gray-90">{name}</span>
        <ChevronRightIcon size={16} className="shrink-0 text-gray-60" />
      </Link>
      {review.hidden ? (
        <div className="flex gap-s rounded-sm bg-oat p-m text-13 text-gray-80">
          <AlertIcon size={18} className="mt-1 shrink-0 text-mandarin" />
          <div className="min-w-0">
            <p className="font-bold text-gray-100">{t('my-reviews.item.hidden')}</p>
            <p className="mt-2 break-words">
              {t('my-reviews.item.hiddenReason', { reason: review.hidden.reason })}
            </p>
            <p className="price-nums mt-2 text-12 text-gray-60">
              {t('my-reviews.item.hiddenAt', { date: formatDate(review.hidden.at) })}
            </p>
          </div>
        </div>
      ) : null}
      <div className="flex items-center gap-s pt-min">
        <StarRating rating={review.rating} />
        <span className="price-nums text-12 text-gray-60">
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {edited ? ` · ${t('my-reviews.item.edited')}` : null}
        </span>
      </div>
      <p className="text-14 leading-22 whitespace-pre-line text-gray-90">{review.content}</p>
      {review.photos.length > 0 ? (
        <ul className="scrollbar-none -mx-m flex gap-s overflow-x-auto px-m">
          {review.photos.map((photo, index) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => onOpenPhoto(review, index)}
                aria-label={t('my-reviews.item.openPhoto', { name, index: index + 1 })}
                className="block size-80 overflow-hidden rounded-sm bg-gray-10"
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
      <div className="flex items-center gap-min">
        <span className="flex flex-1 items-center gap-min text-13 text-gray-60">
          <ThumbUpIcon size={16} />
          <span className="price-nums">
            {t('my-reviews.item.helpful', { count: review.likeCount })}
          </span>
        </span>
        <button
          type="button"
          onClick={onEdit}
          aria-label={t('my-reviews.item.editLabel', { name })}
          className={ACTION}
        >
          {t('my-reviews.item.edit')}
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('my-reviews.item.deleteLabel', { name })}
          className={ACTION}
        >
          {t('my-reviews.item.delete')}
        </button>
      </div>
    </article>
  );
}
