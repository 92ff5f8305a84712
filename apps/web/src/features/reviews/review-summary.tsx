import { useTranslation } from 'react-i18next';
import type { ReviewSummary as Summary } from '@chorok/contract';
import { CameraIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { formatCount } from '@/lib/format';
import { StarRating } from '@/features/reviews/star-rating';

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** Share of reviews at one rating, as a whole percent (0 without reviews). */
export function ratingShare(summary: Summary, rating: (typeof RATINGS)[number]): number {
  return summary.count === 0 ? 0 : Math.round((summary.distribution[rating] / summary.count) * 100);
}

export interface ReviewSummaryProps {
  summary: Summary;
  className?: string;
}

/** Average, star row, count and photo count beside one bar per rating (5 down to 1). */
export function ReviewSummary({ summary, className }: ReviewSummaryProps) {
  const { t } = useTranslation();
  const average = summary.average.toFixed(1);
  const top = Math.max(...RATINGS.map((r) => summary.distribution[r]));
  return (
    <div className={cn('flex items-center gap-l rounded-lg bg-gray-10 p-m', className)}>
      <div className="flex w-112 shrink-0 flex-col items-center gap-4 text-center">
        <p className="price-nums text-32 leading-38 font-bold text-gray-100">
          <span className="sr-only">{t('reviews.summary.average')} </span>
          {average}
        </p>
        <StarRating rating={summary.average} size={16} />
        <p className="price-nums mt-2 text-13 text-gray-70">
          {t('reviews.summary.count', { value: formatCount(summary.count) })}
        </p>
        {summary.photoCount > 0 ? (
          <p className="price-nums flex items-center gap-2 text-12 text-gray-60">
            <CameraIcon size={14} />
            {t('reviews.summary.photos', { value: formatCount(summary.photoCount) })}
          </p>
        ) : null}
      </div>
      <ul
        className="flex min-w-0 flex-1 flex-col gap-6"
        aria-label={t('reviews.summary.distribution')}
      >
        {RATINGS.map((rating) => {
          const share = ratingShare(summary, rating);
          const count = summary.distribution[rating];
          const leading = count > 0 && count === top;
          return (
            <li key={rating} className="flex items-center gap-s text-12">
              <span
                className={cn('w-24 shrink-0', leading ? 'font-bold text-gray-90' : 'text-gray-60')}
              >
                {t('reviews.summary.ratingLabel', { rating })}
              </span>
              <span
                aria-hidden="true"
                className="h-6 min-w-0 flex-1 overflow-hidden rounded-full bg-gray-20"
              >
                <span
                  className={cn(
                    'block h-full rounded-full',
                    leading ? 'bg-primary' : 'bg-secondary',
                  )}
                  style={{ width: `${share}%` }}
                />
              </span>
              <span
                className={cn(
                  'price-nums w-32 shrink-0 text-right',
                  leading ? 'font-bold text-gray-90' : 'text-gray-60',
                )}
              >
                {share}%
              </span>
              <span className="sr-only">
                {t('reviews.summary.ratingCount', { value: formatCount(count) })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
