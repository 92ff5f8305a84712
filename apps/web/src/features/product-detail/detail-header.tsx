import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@chorok/contract';
import { ChevronLeftIcon, HomeIcon, SearchIcon } from '@/components/ui/icons';
import { ShareButton, type ShareNotice } from '@/components/ui/share-button';
import { CartIconLink } from '@/features/cart/cart-icon-link';

const ICON_BUTTON =
  'flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10';

type SharedProduct = Pick<
  ProductDetail,
  'id' | 'name' | 'summary' | 'image' | 'price' | 'salePrice' | 'salePercent'
>;

/**
 * The detail screen's top bar: back, and the ways on (share, home, search, cart). No title here:
 * the product's name right below is the page's heading.
 */
export function DetailHeader({
  product,
  onShareNotice,
}: {
  product: SharedProduct;
  onShareNotice: (notice: ShareNotice) => void;
}) {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <header className="sticky top-0 z-30 bg-white/95 pt-safe backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav
        aria-label={t('product-detail.header.label')}
        className="flex h-56 items-center justify-between px-s"
      >
        <button
          type="button"
          onClick={() => {
            if (canGoBack) router.history.back();
            else void router.navigate({ to: '/products/recommend' });
          }}
          aria-label={t('ui.back')}
          className={ICON_BUTTON}
        >
          <ChevronLeftIcon size={26} />
        </button>
        <div className="flex items-center gap-min">
          <ShareButton
            path={`/products/detail/${product.id}`}
            title={product.name}
            text={product.summary}
            image={product.image}
            price={{
              regular: product.price,
              sale: product.salePrice,
              salePercent: product.salePercent,
            }}
            onNotice={onShareNotice}
            className={ICON_BUTTON}
          />
          <Link to="/home" aria-label={t('product-detail.header.home')} className={ICON_BUTTON}>
            <HomeIcon size={24} />
          </Link>
          <Link
            to="/products/search"
            aria-label={t('product-detail.header.search')}
            className={ICON_BUTTON}
          >
            <SearchIcon size={24} />
          </Link>
          <CartIconLink label={t('product-detail.header.cart')} className={ICON_BUTTON} />
        </div>
      </nav>
    </header>
  );
}
