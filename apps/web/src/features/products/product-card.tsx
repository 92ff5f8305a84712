import { lazy, Suspense } from 'react';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductStatus, ProductSummary } from '@chorok/contract';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { HeartFilledIcon, HeartIcon } from '@/components/ui/icons/heart';
import { StarFilledIcon } from '@/components/ui/icons/star';
import { ProductImage } from '@/components/ui/product-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthStore } from '@/lib/session/auth-store';
import { useProductLike } from '@/features/products/queries';
import { formatCount, formatPrice } from '@/lib/format';

// Only a failed like shows it: no need to load it with every list.
const Toast = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.Toast })));

/** Statuses a card calls out; ON_SALE needs no badge. */
const STATUS_BADGE: Partial<Record<ProductStatus, BadgeVariant>> = {
  OUT_OF_STOCK: 'outline',
  PENDING: 'secondary',
  DISCONTINUED: 'outline',
};

/** Column widths the card is drawn at, for `sizes`: half the 480 px column in a grid, fixed in a row. */
export const CARD_SIZES = {
  grid: '(min-width: 480px) 218px, calc(50vw - 22px)',
  row: '144px',
} as const;

export type ProductCardLayout = keyof typeof CARD_SIZES;

export interface ProductCardProps {
  product: ProductSummary;
  /** `grid`: fills its cell (two columns); `row`: fixed width for a horizontally scrolling row. */
  layout?: ProductCardLayout;
  /** The first cards on screen load their picture eagerly (it is the largest paint). */
  priority?: boolean;
  /** A rank to show on the picture (best sellers). */
  rank?: number;
  className?: string;
}

/**
 * Like toggle on a card. Signed out, it takes the visitor to sign-in and back here; signed in it
 * toggles at once (optimistic) and says so if the server refused and the heart went back.
 */
export function LikeButton({
  product,
  className,
}: {
  product: ProductSummary;
  className?: string;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const like = useProductLike(product.id);
  const liked = product.isLiked;
  const Heart = liked ? HeartFilledIcon : HeartIcon;

  const onClick = () => {
    if (!signedIn) {
      void navigate({
        to: '/auth/sign-in',
        search: { redirect: router.state.location.href },
      });
      return;
    }
    like.mutate(!liked);
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={liked}
        aria-label={t('products.card.like', { name: product.name })}
        data-liked={liked || undefined}
        className={cn(
          'flex size-40 items-center justify-center rounded-full transition-transform duration-150 active:scale-90',
          liked ? 'text-red' : 'text-white',
          className,
        )}
      >
        <Heart
          size={24}
          // Unliked: a white outline over a smoky fill, visible on the pale studio backdrops and
          // on darker pictures alike.
          fill={liked ? 'currentColor' : 'rgb(20 22 20 / 0.28)'}
          className={cn(
            'drop-shadow-[0_1px_2px_rgb(20_22_20/0.4)]',
            liked && 'motion-safe:animate-like-pop',
          )}
        />
      </button>
      {like.isError ? (
        <Suspense fallback={null}>
          <Toast message={t('products.card.likeFailed')} onDone={() => like.reset()} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Rating and review count, or nothing before the first review. */
function Rating({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  if (product.reviewCount === 0) return null;
  const rating = product.ratingAverage.toFixed(1);
  const count = formatCount(product.reviewCount);
  return (
    <p className="price-nums mt-4 flex items-center gap-2 text-12 text-gray-60">
      <StarFilledIcon size={13} className="text-orange" />
      <span aria-hidden="true">
        <span className="font-medium text-gray-80">{rating}</span> ({count})
      </span>
      <span className="sr-only">{t('products.card.rating', { rating, total: count })}</span>
    </p>
  );
}

/** Struck list price over the sale percentage and the price paid (tabular figures). */
function CardPrice({ product, compact }: { product: ProductSummary; compact: boolean }) {
  const { t } = useTranslation();
  const onSale = product.salePrice < product.price && product.salePercent > 0;
  return (
    <div className="price-nums mt-4">
      {onSale ? (
        <del className="block text-12 leading-16 text-gray-60">
          <span className="sr-only">{t('ui.price.original')} </span>
          {formatPrice(product.price)}
        </del>
      ) : null}
      <p
        className={cn(
          'flex flex-wrap items-baseline gap-x-4 font-bold',
          compact ? 'text-15' : 'text-16',
        )}
      >
        {onSale ? (
          <span className="text-mandarin">
            <span aria-hidden="true">{product.salePercent}%</span>
            <span className="sr-only">
              {t('ui.price.discount', { percent: product.salePercent })}
            </span>
          </span>
        ) : null}
        <span className="text-gray-100">
          <span className="sr-only">{t('ui.price.sale')} </span>
          {formatPrice(product.salePrice)}
        </span>
      </p>
    </div>
  );
}

/**
 * A product in a list: picture, name, prices, rating, status and a like heart. The whole card opens
 * the product (the name's link is stretched over it); the heart sits above that link.
 */
export function ProductCard({
  product,
  layout = 'grid',
  priority = false,
  rank,
  className,
}: ProductCardProps) {
  const { t } = useTranslation();
  const badge = STATUS_BADGE[product.status];
  const unavailable = product.status === 'OUT_OF_STOCK' || product.status === 'DISCONTINUED';
  return (
    <article
      data-product-id={product.id}
      className={cn(
        'group relative flex min-w-0 flex-col',
        layout === 'row' && 'w-144 shrink-0',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden rounded-md bg-gray-10">
        <ProductImage
          image={product.image}
          sizes={CARD_SIZES[layout]}
          // The name right below says what the picture shows.
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className={cn(
            'size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]',
            unavailable && 'opacity-60 grayscale-[35%]',
          )}
        />
        {rank !== undefined ? (
          <span className="price-nums absolute top-0 left-0 flex h-28 min-w-28 items-center justify-center rounded-br-sm bg-gray-100/85 px-6 text-14 font-bold text-white">
            <span className="sr-only">{t('products.card.rank', { rank })}</span>
            <span aria-hidden="true">{rank}</span>
          </span>
        ) : null}
        {badge ? (
          <Badge
            variant={badge}
            className={cn('absolute bottom-s left-s', rank !== undefined && 'bottom-s')}
          >
            {t(`products.status.${product.status}`)}
          </Badge>
        ) : null}
        <LikeButton product={product} className="absolute right-2 bottom-2 z-10" />
      </div>
      <div className="pt-s">
        <h3 className="line-clamp-2 text-14 leading-20 text-gray-90">
          <Link
            to="/products/detail/$productId"
            params={{ productId: product.id }}
            className="after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary"
          >
            {product.name}
          </Link>
        </h3>
        <CardPrice product={product} compact={layout === 'row'} />
        <Rating product={product} />
      </div>
    </article>
  );
}

/** The card's shape while its product loads: same size, so nothing moves when it arrives. */
export function ProductCardSkeleton({
  layout = 'grid',
  className,
}: {
  layout?: ProductCardLayout;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn('flex min-w-0 flex-col', layout === 'row' && 'w-144 shrink-0', className)}
    >
      <Skeleton className="aspect-square w-full rounded-md" />
      {/* Line boxes of a typical card (one-line name, sale, rating), so arriving cards do not push the page. */}
      <div className="pt-s">
        <div className="flex h-20 items-center">
          <Skeleton className="h-14 w-[85%]" />
        </div>
        <div className="mt-4 flex h-16 items-center">
          <Skeleton className="h-11 w-[40%]" />
        </div>
        <div className="flex h-22 items-center">
          <Skeleton className="h-16 w-[65%]" />
        </div>
        <div className="mt-4 flex h-17 items-center">
          <Skeleton className="h-11 w-[35%]" />
        </div>
      </div>
    </div>
  );
}
