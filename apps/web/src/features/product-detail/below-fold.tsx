import { Suspense, lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@chorok/contract';
import { CareSummary } from '@/features/product-detail/care-summary';
import { WhenNear } from '@/components/when-near';

// Their code (review items, product cards) loads with them, not with the page.
const ReviewPreview = lazy(() =>
  import('@/features/reviews/review-preview').then((m) => ({ default: m.ReviewPreview })),
);
const RelatedProducts = lazy(() =>
  import('@/features/product-detail/related-products').then((m) => ({
    default: m.RelatedProducts,
  })),
);

/** A section rendered, and its code loaded, once the visitor scrolls near it. */
function LaterSection({ height, children }: { height: string; children: ReactNode }) {
  const placeholder = <div aria-hidden="true" className={height} />;
  return (
    <WhenNear placeholderClassName={height}>
      <Suspense fallback={placeholder}>{children}</Suspense>
    </WhenNear>
  );
}

/** A thick rule between the screen's parts, as Korean shopping apps draw them. */
function Divider() {
  return <hr aria-hidden="true" className="my-xl h-8 border-0 bg-gray-10" />;
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
 * The detail screen under its first screenful: care guide, description, reviews, related products.
 * The first two sit right under the fold and come with this chunk; reviews and related products,
 * a screen or more further down (their code, fetches, review photos and product cards were most
 * of the work after the page started), load and render as the visitor scrolls toward them.
 */
export function BelowFold({ product }: { product: ProductDetail }) {
  return (
    <>
      {product.care ? <CareSummary care={product.care} className="mx-m mt-xl" /> : null}
      <Divider />
      <Description product={product} />
      <Divider />
      <LaterSection height="min-h-[600px]">
        <ReviewPreview productId={product.id} summary={product.reviewSummary} />
      </LaterSection>
      <Divider />
      <LaterSection height="min-h-[274px]">
        <RelatedProducts product={product} />
      </LaterSection>
    </>
  );
}
