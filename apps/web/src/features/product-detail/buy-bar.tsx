import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@chorok/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { HeartFilledIcon, HeartIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { Toast } from '@/components/ui/toast';
import { formatCount } from '@/lib/format';
import { useProductLike } from '@/features/products/queries';
import { useSignInFirst } from '@/features/likes/use-sign-in-first';
import { isUnavailable } from '@/features/product-detail/status-notice';

/**
 * The heart with its count. Optimistic (features/products' toggle updates this screen and every
 * cached list at once, and puts it back if the server refuses); a visitor goes to sign-in and back.
 */
export function ProductLikeButton({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const like = useProductLike(product.id);
  const signInFirst = useSignInFirst();
  const liked = product.isLiked;
  const Heart = liked ? HeartFilledIcon : HeartIcon;
  return (
    <>
      <button
        type="button"
        aria-pressed={liked}
        aria-label={t('product-detail.like.label', { name: product.name })}
        onClick={() => {
          if (signInFirst()) like.mutate(!liked);
        }}
        className="flex h-48 w-48 shrink-0 flex-col items-center justify-center rounded-md text-gray-80 hover:bg-gray-10"
      >
        <Heart
          size={24}
          className={cn(liked ? 'text-red motion-safe:animate-like-pop' : 'text-gray-80')}
        />
        <span
          className="price-nums text-11 leading-14 font-medium text-gray-70"
          data-testid="like-count"
        >
          <span className="sr-only">{t('product-detail.like.count')} </span>
          {formatCount(product.likeCount)}
        </span>
      </button>
      {like.isError ? (
        <Toast message={t('product-detail.like.failed')} onDone={() => like.reset()} />
      ) : null}
    </>
  );
}

/**
 * The sticky bar at the bottom of the detail screen: the heart, 장바구니 담기 and 구매하기. It sits
 * above the bottom navigation and the safe area. The cart and checkout open in a later release;
 * until then both lead to their (sign-in guarded) screens, and a product that cannot be bought
 * has one disabled button saying why.
 */
export function BuyBar({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const unavailable = isUnavailable(product.status);
  return (
    <div
      className="fixed inset-x-0 z-30 mx-auto w-full max-w-column border-t border-gray-20 bg-white px-m py-s shadow-sheet"
      style={{ bottom: 'calc(var(--bottom-nav-height) + var(--inset-bottom))' }}
    >
      <div className="flex items-center gap-s">
        <ProductLikeButton product={product} />
        {unavailable ? (
          <Button size="small" disabled className="flex-1">
            {t(`product-detail.buy.unavailable.${product.status}`)}
          </Button>
        ) : (
          <>
            <ButtonLink to="/cart" size="small" variant="done" className="flex-1">
              {t('product-detail.buy.cart')}
            </ButtonLink>
            <ButtonLink to="/purchase" size="small" className="flex-1">
              {t('product-detail.buy.now')}
            </ButtonLink>
          </>
        )}
      </div>
    </div>
  );
}

/** Room under the last section so the bar never covers it. */
export const BUY_BAR_SPACE = 'pb-[88px]';
