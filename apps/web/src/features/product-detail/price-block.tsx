import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@chorok/contract';
import { Price } from '@/components/ui/price';
import { cn } from '@/components/ui/cn';

/** Below this many in stock, a product on sale says how many are left. */
export const LOW_STOCK = 5;

export interface PriceBlockProps {
  product: Pick<ProductDetail, 'price' | 'salePrice' | 'salePercent' | 'status' | 'stock'>;
  className?: string;
}

/**
 * The detail screen's price: sale percentage in mandarin, the price paid, the list price struck
 * through (all '12,900원'), and a word when only a few are left.
 */
export function PriceBlock({ product, className }: PriceBlockProps) {
  const { t } = useTranslation();
  const lowStock = product.status === 'ON_SALE' && product.stock > 0 && product.stock <= LOW_STOCK;
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <Price
        size="large"
        price={product.salePrice}
        originalPrice={product.price}
        salePercent={product.salePercent}
      />
      {lowStock ? (
        <p className="price-nums text-13 font-medium text-mandarin">
          {t('product-detail.price.lowStock', { value: product.stock })}
        </p>
      ) : null}
    </div>
  );
}
