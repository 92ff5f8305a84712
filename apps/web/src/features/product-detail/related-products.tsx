import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@chorok/contract';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { ProductCard, ProductCardSkeleton } from '@/features/products/product-card';
import { useRelatedProducts } from '@/features/product-detail/queries';

/** A row of products like this one, scrolling sideways; nothing when there are none. */
export function RelatedProducts({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const related = useRelatedProducts(product);
  if (related.isError || (related.isSuccess && related.data.length === 0)) return null;
  const heading =
    product.category === 'PLANT'
      ? t('product-detail.related.plants')
      : t('product-detail.related.goods');
  return (
    <section aria-labelledby="related-heading" className="flex flex-col gap-12">
      <h2 id="related-heading" className="px-m text-17 font-bold text-gray-100">
        {heading}
      </h2>
      {related.isPending ? (
        <ListSkeleton className="scrollbar-none flex gap-12 overflow-hidden px-m">
          {Array.from({ length: 3 }, (_, i) => (
            <ProductCardSkeleton key={i} layout="row" />
          ))}
        </ListSkeleton>
      ) : (
        <ul className="scrollbar-none flex gap-12 overflow-x-auto px-m pb-2">
          {related.data.map((item) => (
            <li key={item.id} className="shrink-0">
              <ProductCard product={item} layout="row" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
