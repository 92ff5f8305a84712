import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { ListError, type ListErrorTexts } from '@/components/ui/list-states';
import { ProductCard, ProductCardSkeleton } from '@/features/products/product-card';
import { useLuxProducts } from '@/features/labs/queries';
import { formatNumber } from '@/lib/format';

/** Shown compact, in place of the row: one sentence and a retry. */
const ERROR_TEXTS: ListErrorTexts = {
  title: 'labs.suggestions.failed',
  body: 'labs.suggestions.failed',
  moreFailed: 'labs.suggestions.failed',
};

/** "이 자리에 어울리는 식물": the catalogue's plants for this light, best fit first, scrolling sideways. */
export function LuxSuggestions({ lux }: { lux: number }) {
  const { t } = useTranslation();
  const query = useLuxProducts(lux);
  return (
    <section aria-labelledby="suggestions-heading" className="flex flex-col gap-12">
      <div className="px-m">
        <h2 id="suggestions-heading" className="text-17 font-bold text-gray-100">
          {t('labs.suggestions.heading')}
        </h2>
        <p className="price-nums mt-2 text-13 text-gray-60">
          {t('labs.suggestions.subtitle', { lux: formatNumber(lux) })}
        </p>
      </div>
      {query.isPending ? (
        <ListSkeleton className="scrollbar-none flex gap-12 overflow-hidden px-m">
          {Array.from({ length: 3 }, (_, i) => (
            <ProductCardSkeleton key={i} layout="row" />
          ))}
        </ListSkeleton>
      ) : query.isError ? (
        <ListError
          error={query.error}
          onRetry={() => void query.refetch()}
          compact
          texts={ERROR_TEXTS}
        />
      ) : query.data.length === 0 ? (
        <p className="px-m text-14 text-gray-60">{t('labs.suggestions.empty')}</p>
      ) : (
        <ul className="scrollbar-none flex gap-12 overflow-x-auto px-m pb-2">
          {query.data.map((product) => (
            <li key={product.id} className="shrink-0">
              <ProductCard product={product} layout="row" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
