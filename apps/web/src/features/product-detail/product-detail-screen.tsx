import { Suspense, lazy, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { ChevronRightIcon, StarFilledIcon } from '@/components/ui/icons';
import { SHARE_NOTICE_KEYS, type ShareNotice } from '@/components/ui/share-button';
import { Toast } from '@/components/ui/toast';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BUY_BAR_SPACE, BuyBar } from '@/features/product-detail/buy-bar';
import { DetailHeader } from '@/features/product-detail/detail-header';
import { PriceBlock } from '@/features/product-detail/price-block';
import { ProductGallery } from '@/features/product-detail/product-gallery';
import { useAfterFirstPaint } from '@/features/product-detail/use-after-first-paint';
import { StatusNotice, isUnavailable } from '@/features/product-detail/status-notice';
import { useProduct } from '@/features/products/product-query';

function RatingLink({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { count, average } = product.reviewSummary;
  if (count === 0) return <p className="text-13 text-gray-60">{t('product-detail.rating.none')}</p>;
  return (
    <Link
      to="/products/detail/$productId/review"
      params={{ productId: product.id }}
      className="price-nums inline-flex items-center gap-4 self-start rounded-sm text-13 text-gray-70 hover:text-gray-100"
    >
      <StarFilledIcon size={16} className="text-orange" />
      <span className="font-bold text-gray-100">{average.toFixed(1)}</span>
      <span className="underline underline-offset-2">
        {t('product-detail.rating.reviews', { value: formatCount(count) })}
      </span>
      <ChevronRightIcon size={14} />
    </Link>
  );
}

/** Room for what follows, so the page height does not jump while it arrives. */
function BelowFoldSpace() {
  return <div aria-hidden="true" className="min-h-[100dvh]" />;
}

/**
 * Everything under the first screen (care guide, description, reviews, related products) comes in
 * its own chunk, after the first paint: the first render, which shows the largest picture, stays
 * short and its requests do not compete with that picture.
 */
const BelowFold = lazy(() =>
  import('@/features/product-detail/below-fold').then((m) => ({ default: m.BelowFold })),
);

/**
 * /products/detail/{id}: gallery, name and price, status, care guide, description and tags,
 * reviews, related products, and the buy bar.
 */
export function ProductDetailScreen({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const product = useProduct(productId);
  useDocumentTitle(product.name);
  const belowFold = useAfterFirstPaint();
  const unavailable = isUnavailable(product.status);
  const bySortOrder = [...product.metadatas].sort((a, b) => a.sortOrder - b.sortOrder);
  const tags = bySortOrder.filter((m) => m.kind === 'TAG');
  const places = bySortOrder.filter((m) => m.kind === 'GROW_PLACE');
  const [shareNotice, setShareNotice] = useState<ShareNotice | null>(null);

  return (
    <div className={BUY_BAR_SPACE}>
      <DetailHeader product={product} onShareNotice={setShareNotice} />
      <ProductGallery
        name={product.name}
        images={product.images}
        dimmed={product.status === 'OUT_OF_STOCK' || product.status === 'DISCONTINUED'}
      />

      <div className="flex flex-col gap-s px-m pt-l">
        {unavailable ? (
          <Badge variant="outline" className="self-start">
            {t(`products.status.${product.status}`)}
          </Badge>
        ) : null}
        <h1 className="text-22 leading-30 font-bold text-gray-100">{product.name}</h1>
        {product.botanicalName || product.englishName ? (
          <p className="text-13 text-gray-60">
            {product.botanicalName ? <span className="italic">{product.botanicalName}</span> : null}
            {product.botanicalName && product.englishName ? ' · ' : null}
            {product.englishName}
          </p>
        ) : null}
        <RatingLink product={product} />
        <PriceBlock product={product} className="mt-s" />
        <StatusNotice status={product.status} className="mt-s" />
        {product.summary ? (
          <p className="mt-s text-15 leading-24 text-gray-80">{product.summary}</p>
        ) : null}
        {places.length > 0 ? (
          <p className="mt-s text-13 text-gray-70">
            <span className="mr-s font-bold text-gray-90">{t('product-detail.places')}</span>
            {places.map((place) => place.name).join(' · ')}
          </p>
        ) : null}
        {tags.length > 0 ? (
          <ul aria-label={t('product-detail.tags')} className="mt-s flex flex-wrap gap-6">
            {tags.map((tag) => (
              <li key={tag.id}>
                <Badge variant="secondary" className="h-26 px-10 text-12 font-medium">
                  #{tag.name}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {belowFold ? (
        <Suspense fallback={<BelowFoldSpace />}>
          <BelowFold product={product} />
        </Suspense>
      ) : (
        <BelowFoldSpace />
      )}
      <BuyBar product={product} />
      <Toast
        message={shareNotice ? t(SHARE_NOTICE_KEYS[shareNotice]) : null}
        onDone={() => setShareNotice(null)}
      />
    </div>
  );
}
