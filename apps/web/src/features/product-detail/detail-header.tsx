import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, HomeIcon, SearchIcon, ShareIcon } from '@/components/ui/icons';
import { shareLink } from '@/lib/share-link';
import { CartIconLink } from '@/features/cart/cart-icon-link';

const ICON_BUTTON =
  'flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10';

interface SharedProduct {
  id: number;
  name: string;
  summary: string;
}

/** What sharing tells the screen to say: the link was copied, or could not be. */
export type ShareNotice = 'copied' | 'copyFailed';

/**
 * 공유하기: the system share sheet, or the product's canonical link copied. The page's link card
 * (Open Graph) is the server's.
 */
function ShareButton({
  product,
  onNotice,
}: {
  product: SharedProduct;
  onNotice: (notice: ShareNotice) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('product-detail.header.share')}
      onClick={() => {
        void shareLink({
          title: product.name,
          text: product.summary || undefined,
          url: new URL(`/products/detail/${product.id}`, window.location.origin).href,
        }).then((outcome) => {
          if (outcome === 'copied') onNotice('copied');
          if (outcome === 'failed') onNotice('copyFailed');
        });
      }}
      className={ICON_BUTTON}
    >
      <ShareIcon size={24} />
    </button>
  );
}

/**
 * The detail screen's top bar: back, and the ways on (share, home, search, cart). No title here:
 * the product's name right below is the page's heading.
 */
export function DetailHeader({
  product,
  onShareNotice,
}: {
  product: SharedProduct;
  /** The screen shows it: a toast inside this blurred header would be placed against it. */
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
          <ShareButton product={product} onNotice={onShareNotice} />
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
