import { useTranslation } from 'react-i18next';
import { REVIEW_SORTS, type ReviewSort } from '@chorok/contract';
import { cn } from '@/components/ui/cn';

export interface ReviewSortControlProps {
  value: ReviewSort;
  onChange: (sort: ReviewSort) => void;
  className?: string;
}

/**
 * The review order as a row of chips: native radio buttons underneath, so arrow keys move the
 * choice and a screen reader hears "정렬, 추천순, 1/5, 선택됨".
 */
export function ReviewSortControl({ value, onChange, className }: ReviewSortControlProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="sr-only">{t('reviews.sort.label')}</legend>
      <div className="scrollbar-none -mx-m flex gap-s overflow-x-auto px-m py-2">
        {REVIEW_SORTS.map((sort) => (
          <label
            key={sort}
            className={cn(
              'flex h-34 shrink-0 cursor-pointer items-center rounded-full border px-14 text-13 whitespace-nowrap transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
              sort === value
                ? 'border-gray-100 bg-gray-100 font-bold text-white'
                : 'border-gray-30 bg-white font-medium text-gray-70 hover:bg-gray-10',
            )}
          >
            <input
              type="radio"
              name="review-sort"
              value={sort}
              checked={sort === value}
              onChange={() => onChange(sort)}
              className="sr-only"
            />
            {t(`reviews.sort.${sort}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
