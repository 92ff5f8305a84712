import { useTranslation } from 'react-i18next';
import type { Review } from '@chorok/contract';
import { ThumbUpFilledIcon, ThumbUpIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { Toast } from '@/components/ui/toast';
import { formatCount } from '@/lib/format';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { useReviewLike } from '@/features/reviews/like-queries';

/**
 * "도움돼요 N": likes a review at once (optimistic); a refusal puts it back and says so. A visitor is
 * taken to sign-in and brought back here. One's own review cannot be liked.
 */
export function ReviewLikeButton({
  review,
  className,
}: {
  review: Pick<Review, 'id' | 'isLiked' | 'likeCount' | 'isMine' | 'authorName'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const like = useReviewLike(review.id);
  const signInFirst = useSignInFirst();
  const liked = review.isLiked;
  const Icon = liked ? ThumbUpFilledIcon : ThumbUpIcon;
  return (
    <>
      <button
        type="button"
        aria-pressed={liked}
        disabled={review.isMine}
        onClick={() => {
          if (signInFirst()) like.mutate(!liked);
        }}
        className={cn(
          'price-nums inline-flex h-32 items-center gap-4 rounded-full border px-12 text-13 font-medium transition-colors disabled:cursor-default disabled:opacity-60',
          liked
            ? 'border-primary bg-secondary-sec01 text-primary'
            : 'border-gray-30 bg-white text-gray-70 hover:bg-gray-10',
          className,
        )}
      >
        <Icon size={16} className={cn(liked && 'motion-safe:animate-like-pop')} />
        <span aria-hidden="true">
          {t('reviews.like.label')} {formatCount(review.likeCount)}
        </span>
        <span className="sr-only">
          {t('reviews.like.a11y', {
            name: review.authorName,
            value: formatCount(review.likeCount),
          })}
        </span>
      </button>
      {like.isError ? (
        <Toast message={t('reviews.like.failed')} onDone={() => like.reset()} />
      ) : null}
    </>
  );
}
