import { Suspense, lazy, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@chorok/contract';
import { BottomBar } from '@/components/ui/bottom-bar';
import { Button, ButtonLink } from '@/components/ui/button';
import { HeartFilledIcon, HeartIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { Toast } from '@/components/ui/toast';
import { formatCount } from '@/lib/format';
import { useProductLike } from '@/features/products/queries';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { RestockAlertButton } from '@/features/product-detail/restock-alert';
import { isUnavailable } from '@/features/product-detail/status-notice';
import { itemsParam } from '@/features/purchase/search';

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

const loadAddToCartSheet = () => import('@/features/cart/add-to-cart-sheet');
const AddToCartSheet = lazy(() =>
  loadAddToCartSheet().then((m) => ({ default: m.AddToCartSheet })),
);

/** A click the browser should handle itself (new tab, new window, download). */
const isModifiedClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The sticky bar at the bottom of the detail screen: the heart, 장바구니 담기 and 구매하기. It takes
 * the bottom navigation's place (the route hides it), its white running into the safe area. Either button opens the option sheet (quantity,
 * total, into the cart or straight to the order sheet); a visitor is sent to sign in first and
 * comes back here. Both stay links to where they lead, so the server-rendered page has working
 * links before the app runs. A product that cannot be bought has one disabled button saying why; a sold-out one
 * offers 재입고 알림 instead.
 */
export function BuyBar({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signInFirst = useSignInFirst();
  const [sheet, setSheet] = useState<'closed' | 'open' | 'mounted'>('closed');
  const [added, setAdded] = useState(false);
  const unavailable = isUnavailable(product.status);

  const openSheet = (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    if (!signInFirst()) return;
    setSheet('open');
  };
  const preload = () => void loadAddToCartSheet();

  return (
    <BottomBar data-testid="buy-bar">
      <div className="flex items-center gap-s">
        <ProductLikeButton product={product} />
        {product.status === 'OUT_OF_STOCK' ? (
          <RestockAlertButton product={product} />
        ) : unavailable ? (
          <Button size="small" disabled className="flex-1">
            {t(`product-detail.buy.unavailable.${product.status}`)}
          </Button>
        ) : (
          <>
            <ButtonLink
              to="/cart"
              size="small"
              variant="done"
              aria-haspopup="dialog"
              onClick={openSheet}
              onPointerEnter={preload}
              onFocus={preload}
              className="flex-1"
            >
              {t('product-detail.buy.cart')}
            </ButtonLink>
            <ButtonLink
              to="/purchase"
              search={{ items: itemsParam([{ productId: product.id, quantity: 1 }]) }}
              size="small"
              aria-haspopup="dialog"
              onClick={openSheet}
              onPointerEnter={preload}
              onFocus={preload}
              className="flex-1"
            >
              {t('product-detail.buy.now')}
            </ButtonLink>
          </>
        )}
      </div>
      {sheet === 'closed' || unavailable ? null : (
        <Suspense fallback={null}>
          <AddToCartSheet
            product={product}
            open={sheet === 'open'}
            onOpenChange={(open) => setSheet(open ? 'open' : 'mounted')}
            onAdded={() => setAdded(true)}
            onBuyNow={(quantity) => {
              setSheet('mounted');
              void navigate({
                to: '/purchase',
                search: { items: itemsParam([{ productId: product.id, quantity }]) },
              });
            }}
          />
        </Suspense>
      )}
      <Toast
        message={added ? t('cart.sheet.added') : null}
        onDone={() => setAdded(false)}
        duration={4000}
        offset="84px"
        action={
          <Link
            to="/cart"
            className="flex min-h-44 items-center rounded-full bg-white/15 px-m text-14 font-bold text-white hover:bg-white/25"
          >
            {t('cart.sheet.view')}
          </Link>
        }
      />
    </BottomBar>
  );
}

/** Room under the last section so the bar (and the safe area under it) never covers it. */
export const BUY_BAR_SPACE = 'pb-[calc(88px+var(--inset-bottom))]';
