import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { SearchIcon } from '@/components/ui/icons';
import { CartIconLink } from '@/features/cart/cart-icon-link';
import { ShopTabs, type ShopTab } from '@/features/products/shop-tabs';

const ICON_BUTTON =
  'flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10';

/**
 * Title bar with search and the cart (with its count), and the list tabs, kept on screen while
 * the list scrolls.
 */
export function ShopHeader({ title, current }: { title: string; current: ShopTab | 'ai' }) {
  const { t } = useTranslation();
  return (
    <div className="sticky top-0 z-30 bg-white">
      <PageHeader
        title={title}
        right={
          <>
            <Link
              to="/products/search"
              aria-label={t('products.search.open')}
              className={ICON_BUTTON}
            >
              <SearchIcon size={24} />
            </Link>
            <CartIconLink label={t('product-detail.header.cart')} className={ICON_BUTTON} />
          </>
        }
      />
      <ShopTabs current={current} />
    </div>
  );
}
