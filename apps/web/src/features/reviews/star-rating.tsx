import { useTranslation } from 'react-i18next';
import { StarFilledIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';

export interface StarRatingProps {
  /** 0…5; fractions fill part of a star (an average of 4.3 fills four and a third). */
  rating: number;
  size?: number;
  className?: string;
}

const STARS = [0, 1, 2, 3, 4];

/** Five stars filled to the rating, announced once as "별점 5점 만점에 4.3점". */
export function StarRating({ rating, size = 14, className }: StarRatingProps) {
  const { t } = useTranslation();
  const value = Math.min(5, Math.max(0, rating));
  const label = t('reviews.stars', { rating: Number.isInteger(value) ? value : value.toFixed(1) });
  return (
    <span role="img" aria-label={label} className={cn('relative inline-flex shrink-0', className)}>
      <span className="flex text-gray-30">
        {STARS.map((i) => (
          <StarFilledIcon key={i} size={size} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-orange"
        style={{ width: `${(value / 5) * 100}%` }}
      >
        {STARS.map((i) => (
          <StarFilledIcon key={i} size={size} className="shrink-0" />
        ))}
      </span>
    </span>
  );
}
