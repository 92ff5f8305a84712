import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '@chorok/contract';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { Price } from '@/components/ui/price';
import { ProductImage } from '@/components/ui/product-image';
import { formatPrice } from '@/lib/format';
import { changeFailedMessage } from '@/lib/change-failed';
import { QuantityStepper } from '@/features/cart/quantity-stepper';
import { useAddCartLine } from '@/features/cart/queries';
import { maxLineQuantity } from '@chorok/contract';

/** What the sheet needs of a product (a ProductDetail has all of it). */
export interface SheetProduct {
  id: number;
  name: string;
  image: ImageRef;
  price: number;
  salePrice: number;
  salePercent: number;
  stock: number;
}

export interface AddToCartSheetProps {
  product: SheetProduct;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The line is in the cart: the sheet has closed; say so. */
  onAdded: () => void;
  /** Straight to the order sheet with this quantity. */
  onBuyNow: (quantity: number) => void;
}

/** Below this many, the stock is shown so the limit of the stepper makes sense. */
const SHOW_STOCK_BELOW = 10;

/**
 * The product page's option sheet: a quantity from 1 to min(99, stock), the total, and either
 * action — into the cart (POST /cart/lines) or straight to the order sheet. A module of its own,
 * loaded on the first tap, so the detail page's first load carries neither it nor vaul.
 */
export function AddToCartSheet({
  product,
  open,
  onOpenChange,
  onAdded,
  onBuyNow,
}: AddToCartSheetProps) {
  const { t } = useTranslation();
  const add = useAddCartLine();
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const max = maxLineQuantity(product.stock);
  const soldOut = max < 1;
  const count = Math.min(quantity, Math.max(1, max));

  const addToCart = () => {
    if (soldOut || add.isPending) return;
    setError(null);
    add.mutate(
      { productId: product.id, quantity: count },
      {
        onSuccess: () => {
          onOpenChange(false);
          setQuantity(1);
          onAdded();
        },
        onError: (e) => setError(changeFailedMessage(e, t('cart.errors.add'))),
      },
    );
  };

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
      title={t('cart.sheet.title')}
    >
      <div className="flex items-center gap-m">
        <ProductImage
          image={product.image}
          alt=""
          sizes="56px"
          width={56}
          height={56}
          className="size-56 shrink-0 rounded-sm bg-gray-10 object-cover"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-15 font-medium text-gray-100">{product.name}</p>
          <Price
            price={product.salePrice}
            originalPrice={product.price}
            salePercent={product.salePercent}
            className="mt-2"
          />
        </div>
      </div>

      <div className="mt-l flex items-center justify-between gap-m rounded-md bg-gray-10 p-m">
        <div>
          <p className="text-15 font-medium text-gray-90">{t('cart.sheet.quantity')}</p>
          {soldOut ? (
            <p className="mt-2 text-13 text-red">{t('cart.sheet.soldOut')}</p>
          ) : max < SHOW_STOCK_BELOW ? (
            <p className="mt-2 text-13 text-mandarin">{t('cart.sheet.stock', { count: max })}</p>
          ) : null}
        </div>
        <QuantityStepper
          value={count}
          max={Math.max(1, max)}
          onChange={setQuantity}
          itemName={product.name}
          disabled={soldOut}
          size="large"
        />
      </div>

      <div className="mt-l flex items-baseline justify-between">
        <span className="text-15 text-gray-70">{t('cart.sheet.total')}</span>
        <output aria-live="polite" className="price-nums text-22 font-bold text-gray-100">
          {formatPrice(product.salePrice * count)}
        </output>
      </div>

      {error ? (
        <p role="alert" className="mt-m text-14 text-red">
          {error}
        </p>
      ) : null}

      <div className="mt-l flex gap-s">
        <Button
          variant={soldOut ? 'disabled' : add.isPending ? 'progress' : 'done'}
          onClick={addToCart}
          className="min-w-0 flex-1"
        >
          {t('cart.sheet.add')}
        </Button>
        <Button
          variant={soldOut ? 'disabled' : 'cta'}
          disabled={add.isPending}
          onClick={() => onBuyNow(count)}
          className="min-w-0 flex-1"
        >
          {t('cart.sheet.buyNow')}
        </Button>
      </div>
    </Drawer>
  );
}
