import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '@/components/ui/icons/cart';
import { useCartCount } from '@/features/cart/count';

/**
 * The cart icon of a top bar, with the number of lines in the cart once known (signed in). The
 * count is part of the link's name, so it is heard as well as seen.
 */
export function CartIconLink({ label, className }: { label: string; className: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const shown = count !== null && count > 0;
  return (
    <Link
      to="/cart"
      aria-label={shown ? t('cart.badge', { count }) : label}
      className={`relative ${className}`}
    >
      <CartIcon size={24} />
      {shown ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="price-nums absolute top-4 right-2 flex h-18 min-w-18 items-center justify-center rounded-full bg-primary px-4 text-11 leading-none font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
