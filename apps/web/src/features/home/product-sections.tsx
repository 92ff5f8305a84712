import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@/components/ui/icons';
import { ProductCard, ProductCardSkeleton } from '@/features/products/product-card';
import { useProductRow } from '@/features/products/queries';

/** Cards per row: enough to swipe through, few enough that the row costs one small request. */
export const HOME_ROW_SIZE = 10;

const SECTIONS = [
  { kind: 'new', to: '/products/new' },
  { kind: 'best', to: '/products/best' },
  { kind: 'recommend', to: '/products/recommend' },
] as const;

type Section = (typeof SECTIONS)[number];

const ROW =
  'scrollbar-none flex snap-x snap-mandatory scroll-px-l gap-12 overflow-x-auto px-l pb-s';

function ProductRow({ kind, to }: Section) {
  const { t } = useTranslation();
  const row = useProductRow(kind, HOME_ROW_SIZE);
  const headingId = `home-${kind}`;
  const title = t(`home.sections.${kind}.title`);

  // Nothing to show and nothing coming: the section would only be an empty frame.
  if (row.isSuccess && row.data.data.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="pt-xl">
      <div className="flex items-end justify-between gap-m px-l">
        <div className="min-w-0">
          <h2 id={headingId} className="text-20 font-bold text-gray-100">
            {title}
          </h2>
          <p className="mt-2 text-14 text-gray-60">{t(`home.sections.${kind}.subtitle`)}</p>
        </div>
        <Link
          to={to}
          aria-label={t('home.sections.viewAllOf', { title })}
          className="flex shrink-0 items-center gap-2 rounded-sm py-min pl-s text-14 font-medium text-gray-70 hover:text-gray-100"
        >
          {t('home.sections.viewAll')}
          <ChevronRightIcon size={16} />
        </Link>
      </div>
      {row.isSuccess ? (
        <ul className={`mt-m ${ROW}`}>
          {row.data.data.map((product, index) => (
            <li key={product.id} className="snap-start">
              <ProductCard
                product={product}
                layout="row"
                rank={kind === 'best' ? index + 1 : undefined}
              />
            </li>
          ))}
        </ul>
      ) : row.isError ? (
        <div
          role="alert"
          className="mx-l mt-m flex items-center justify-between gap-m rounded-lg bg-gray-10 p-m"
        >
          <p className="text-14 text-gray-70">{t('home.sections.failed')}</p>
          <button
            type="button"
            onClick={() => void row.refetch()}
            className="shrink-0 rounded-sm px-s py-min text-14 font-bold text-primary hover:bg-white"
          >
            {t('ui.retry')}
          </button>
        </div>
      ) : (
        // The prerendered /home ships this, so the page keeps its shape when the products arrive.
        <div aria-busy="true" className={`mt-m ${ROW} overflow-hidden`}>
          <span className="sr-only">{t('ui.loading')}</span>
          {Array.from({ length: 4 }, (_, index) => (
            <ProductCardSkeleton key={index} layout="row" />
          ))}
        </div>
      )}
    </section>
  );
}

/** The shop on /home: new arrivals, best sellers and picks for you, each a row with a way to its list. */
export function ProductSections() {
  return (
    <>
      {SECTIONS.map((section) => (
        <ProductRow key={section.kind} {...section} />
      ))}
    </>
  );
}
