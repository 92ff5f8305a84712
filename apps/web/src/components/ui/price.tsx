import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import { cn } from '@/components/ui/cn';

export interface PriceProps {
  /** What the customer pays, in won. */
  price: number;
  /** The list price, in won; shown struck through when higher than `price`. */
  originalPrice?: number;
  /** The sale percentage; derived from the two prices when left out. */
  salePercent?: number;
  size?: 'small' | 'large';
  className?: string;
}

/** Sale %, sale price and struck original price; tabular figures so prices line up in lists. */
export function Price({
  price,
  originalPrice,
  salePercent,
  size = 'small',
  className,
}: PriceProps) {
  const { t } = useTranslation();
  const onSale = originalPrice !== undefined && originalPrice > price;
  const percent = onSale
    ? (salePercent ?? Math.floor(((originalPrice - price) / originalPrice) * 100))
    : 0;
  const big = size === 'large';
  return (
    <div className={cn('price-nums flex flex-wrap items-baseline gap-x-4', className)}>
      {onSale && percent > 0 ? (
        <span className={cn('font-bold text-mandarin', big ? 'text-22' : 'text-15')}>
          <span aria-hidden="true">{percent}%</span>
          <span className="sr-only">{t('ui.price.discount', { percent })}</span>
        </span>
      ) : null}
      <span className={cn('font-bold text-gray-100', big ? 'text-22' : 'text-15')}>
        <span className="sr-only">{t('ui.price.sale')} </span>
        {formatPrice(price)}
      </span>
      {onSale ? (
        <del className={cn('text-gray-60', big ? 'text-14' : 'text-12')}>
          <span className="sr-only">{t('ui.price.original')} </span>
          {formatPrice(originalPrice)}
        </del>
      ) : null}
    </div>
  );
}
