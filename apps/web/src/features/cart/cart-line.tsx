import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/components/ui/cn';
import { CloseIcon } from '@/components/ui/icons';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPrice } from '@/lib/format';
import { isBuyable, isUnavailable } from '@/features/cart/cart-math';
import { QuantityStepper } from '@/features/cart/quantity-stepper';
import { maxLineQuantity } from '@chorok/contract';

export interface CartLineItemProps {
  line: CartLine;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * Why a line cannot be bought, in words (with the way to fix a shortage); how the price moved
 * since it was added.
 */
export function LineNotes({ line, onFit }: { line: CartLine; onFit?: (quantity: number) => void }) {
  const { t } = useTranslation();
  const change = line.priceChange;
  const fit = maxLineQuantity(line.product.stock);
  return (
    <>
      {line.problem ? (
        <p className="mt-4 text-13 font-medium text-red">
          {t(`cart.problem.${line.problem}`, { count: line.product.stock })}
          {line.problem === 'NOT_ENOUGH_STOCK' && onFit && fit > 0 ? (
            <button
              type="button"
              onClick={() => onFit(fit)}
              className="relative ml-s font-bold text-blue underline underline-offset-2 before:absolute before:-inset-x-4 before:-inset-y-12 before:content-['']"
            >
              {t('cart.line.fitStock', { count: fit })}
            </button>
          ) : null}
        </p>
      ) : null}
      {change !== 0 && !isUnavailable(line) ? (
        <p
          className={cn(
            'mt-4 inline-flex self-start rounded-sm px-6 py-2 text-12 font-medium',
            change > 0 ? 'bg-oat text-mandarin' : 'bg-secondary-sec01 text-primary',
          )}
        >
          {t(change > 0 ? 'cart.priceChange.up' : 'cart.priceChange.down', {
            amount: formatPrice(Math.abs(change)),
          })}
        </p>
      ) : null}
    </>
  );
}

/**
 * One cart line: its check, picture and name (to the product), today's unit price, what changed,
 * the quantity and the line's amount. A line that cannot be bought cannot be checked; one that
 * holds more than the stock offers to come down to it.
 */
export function CartLineItem({ line, onSelect, onQuantity, onRemove }: CartLineItemProps) {
  const { t } = useTranslation();
  const { product } = line;
  const buyable = isBuyable(line);
  const unavailable = isUnavailable(line);
  const max = maxLineQuantity(product.stock);
  return (
    <li className="flex gap-s py-m pr-s pl-min" data-testid={`cart-line-${line.id}`}>
      <Checkbox
        checked={buyable && line.isSelected}
        disabled={!buyable}
        onCheckedChange={onSelect}
        aria-label={t('cart.line.select', { name: product.name })}
        className="-mt-10 shrink-0 justify-center self-start"
      />
      <Link
        to="/products/detail/$productId"
        params={{ productId: product.id }}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0 self-start"
      >
        <ProductImage
          image={product.image}
          alt=""
          sizes="80px"
          width={80}
          height={80}
          className={cn(
            'size-80 rounded-sm bg-gray-10 object-cover',
            unavailable && 'opacity-50 grayscale',
          )}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start gap-min">
          <Link
            to="/products/detail/$productId"
            params={{ productId: product.id }}
            className={cn(
              'line-clamp-2 min-w-0 flex-1 pt-2 text-14 leading-20 font-medium',
              unavailable ? 'text-gray-60' : 'text-gray-100',
            )}
          >
            {product.name}
          </Link>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t('cart.line.remove', { name: product.name })}
            className="-mt-10 flex size-44 shrink-0 items-center justify-center rounded-full text-gray-60 hover:bg-gray-10"
          >
            <CloseIcon size={18} />
          </button>
        </div>
        {unavailable ? (
          <Badge variant="outline" className="mt-4 self-start">
            {t(`cart.problemBadge.${line.problem ?? 'OUT_OF_STOCK'}`)}
          </Badge>
        ) : (
          <Price
            price={product.salePrice}
            originalPrice={product.price}
            salePercent={product.salePercent}
            className="mt-4"
          />
        )}
        <LineNotes line={line} onFit={onQuantity} />
        {unavailable ? null : (
          <div className="mt-s flex items-center justify-between gap-s">
            <QuantityStepper
              value={line.quantity}
              // Above the stock (a shortage) the count may only come down.
              max={Math.max(max, line.quantity)}
              onChange={onQuantity}
              itemName={product.name}
            />
            <p className="price-nums text-16 font-bold text-gray-100">
              <span className="sr-only">{t('cart.line.amount')} </span>
              {formatPrice(line.amount)}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

export function CartLineSkeleton() {
  return (
    <div className="flex gap-s px-m py-m">
      <Skeleton circle className="size-22 shrink-0" />
      <Skeleton className="size-80 shrink-0" />
      <div className="flex flex-1 flex-col gap-s">
        <Skeleton className="h-18 w-4/5" />
        <Skeleton className="h-18 w-1/2" />
        <Skeleton className="mt-s h-36 w-120" />
      </div>
    </div>
  );
}
