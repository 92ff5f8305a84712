import { useDeferredValue, useState } from 'react';
import { HOME_PAGE } from '@chorok/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { useNear } from '@/components/when-near';
import { ProductCard, ProductCardSkeleton } from '@/features/products/product-card';
import { useProductRow } from '@/features/products/queries';

const SECTIONS = [
  { kind: 'new', to: '/products/new' },
  { kind: 'best', to: '/products/best' },
  { kind: 'recommend', to: '/products/recommend' },
] as const;

type Section = (typeof SECTIONS)[number];

/** A row's cards are drawn when its top crosses the bottom of the screen. */
const AT_THE_EDGE = '0px';

/*
 * Rows under the first screen are skipped until they near it (`skip-off-screen`): each re-layout
 * while the page starts covers what is seen. Not per card: inside a row that scrolls sideways,
 * skipped cards hit-tested at stale positions, and axe measured their like buttons as covering
 * each other (WCAG 2.5.8 target size).
 */
const OFF_SCREEN_SKIPPED_ROW = 'skip-off-screen [--off-screen-size:345px]';

const ROW_SHAPE = 'flex gap-12 px-l pb-s';
const ROW = `${ROW_SHAPE} scrollbar-none snap-x snap-mandatory scroll-px-l overflow-x-auto`;

function ProductRow({ kind, to }: Section) {
  const { t } = useTranslation();
  const row = useProductRow(kind, HOME_PAGE.rowSize);
  // The first row is on the first screen: with its products already there (the server renders
  // /home with them, decision 0048), it is drawn from the first render, on the server too.
  const [onFirstScreen] = useState(() => kind === SECTIONS[0].kind && row.isSuccess);
  // Every row asks for its products at once (the requests are off the main thread), but draws its
  // cards only as it reaches the screen: drawn ahead, the two rows under the first screen put 20
  // cards' render and layout on the main thread while the page starts (most of /home's blocking
  // time in Lighthouse).
  const [spot, near] = useNear<HTMLElement>(AT_THE_EDGE, onFirstScreen);
  // The products arrive through a store subscription, which React renders at once and in one
  // piece; ten cards are tens of milliseconds on a slow phone. Deferred, that render runs as a
  // transition, in slices between which the browser handles taps and paints, while the skeleton
  // stays up.
  const showCards = useDeferredValue(row.isSuccess && near);
  const headingId = `home-${kind}`;
  const title = t(`home.sections.${kind}.title`);

  // Nothing to show and nothing coming: the section would only be an empty frame.
  if (row.isSuccess && row.data.data.length === 0) return null;

  return (
    <section ref={spot} aria-labelledby={headingId} className={`pt-xl ${OFF_SCREEN_SKIPPED_ROW}`}>
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
      {showCards && row.isSuccess ? (
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
        // /home's rows under the first screen are sent so, and keep its shape when the products come.
        // Never a scrolling region: there is nothing in it to reach by keyboard (axe).
        <div aria-busy="true" className={`mt-m ${ROW_SHAPE} overflow-hidden`}>
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
