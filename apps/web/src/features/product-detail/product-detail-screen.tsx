import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@chorok/contract';
import { Badge } from '@/components/ui/badge';
import { ChevronRightIcon, StarFilledIcon } from '@/components/ui/icons';
import { formatCount } from '@/lib/format';
import { useDocumentTitle } from '@/features/app/use-document-title';
import { ReviewPreview } from '@/features/reviews/review-preview';
import { BUY_BAR_SPACE, BuyBar } from '@/features/product-detail/buy-bar';
import { CareSummary } from '@/features/product-detail/care-summary';
import { DetailHeader } from '@/features/product-detail/detail-header';
import { PriceBlock } from '@/features/product-detail/price-block';
import { ProductGallery } from '@/features/product-detail/product-gallery';
import { useProduct } from '@/features/product-detail/queries';
import { RelatedProducts } from '@/features/product-detail/related-products';
import { StatusNotice, isUnavailable } from '@/features/product-detail/status-notice';

/** A thick rule between the screen's parts, as Korean shopping apps draw them. */
function Divider() {
  return <hr aria-hidden="true" className="my-xl h-8 border-0 bg-gray-10" />;
}

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

/** The product's words: its description in paragraphs, and its tags. */
function Description({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const paragraphs = product.description
    .split(/\n{2,}|\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="description-heading" className="flex flex-col gap-12 px-m">
      <h2 id="description-heading" className="text-17 font-bold text-gray-100">
        {t('product-detail.description.heading')}
      </h2>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs are positional text; the description never reorders.
        <p key={index} className="text-15 leading-26 text-gray-80">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

/**
 * /products/detail/{id}: gallery, name and price, status, care guide, description and tags,
 * reviews, related products, and the buy bar.
 */
export function ProductDetailScreen({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const product = useProduct(productId);
  useDocumentTitle(product.name);
  const unavailable = isUnavailable(product.status);
  const bySortOrder = [...product.metadatas].sort((a, b) => a.sortOrder - b.sortOrder);
  const tags = bySortOrder.filter((m) => m.kind === 'TAG');
  const places = bySortOrder.filter((m) => m.kind === 'GROW_PLACE');

  return (
    <div className={BUY_BAR_SPACE}>
      <DetailHeader />
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

      {product.care ? <CareSummary care={product.care} className="mx-m mt-xl" /> : null}

      <Divider />
      <Description product={product} />
      <Divider />
      <ReviewPreview productId={product.id} summary={product.reviewSummary} />
      <Divider />
      <RelatedProducts product={product} />
      <BuyBar product={product} />
    </div>
  );
}
