import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { AlertIcon, CartIcon } from '@/components/ui/icons';
import { StatusScreen } from '@/components/ui/status-screen';
import type { OrderItem } from '@/features/purchase/order-items';
import type { OrderSource } from '@/features/purchase/queries';
import { WayBack } from '@/features/purchase/sheet-parts';

/* The order sheet when there is nothing it can order (purchase-screen.tsx shows them under its header). */

/** No lines were asked for: to the cart, or shopping. */
export function NothingToOrder() {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={<CartIcon size={32} />} title={t('purchase.nothing.title')}>
      <p className="text-15 text-gray-70">{t('purchase.nothing.body')}</p>
      <div className="flex w-full flex-col items-center gap-s pt-s">
        <ButtonLink to="/cart" size="medium">
          {t('purchase.nothing.cart')}
        </ButtonLink>
        <ButtonLink to="/products/recommend" size="medium" variant="done">
          {t('purchase.nothing.shop')}
        </ButtonLink>
      </div>
    </StatusScreen>
  );
}

/** Every line asked for cannot be ordered now: each with why, and the way back. */
export function NothingOrderable({
  source,
  excluded,
}: {
  source: OrderSource;
  excluded: OrderItem[];
}) {
  const { t } = useTranslation();
  return (
    <StatusScreen icon={<AlertIcon size={32} />} title={t('purchase.unavailable.title')}>
      <ul className="flex flex-col gap-s text-15 text-gray-70">
        {excluded.map((item) => (
          <li key={item.productId}>
            <b className="font-medium text-gray-90">{item.name}</b> ·{' '}
            {t(`cart.problem.${item.problem ?? 'OUT_OF_STOCK'}`, {
              count: item.stock,
            })}
          </li>
        ))}
        {excluded.length === 0 ? <li>{t('purchase.unavailable.body')}</li> : null}
      </ul>
      <div className="flex w-full flex-col items-center gap-s pt-s">
        <WayBack source={source} items={excluded} />
      </div>
    </StatusScreen>
  );
}
