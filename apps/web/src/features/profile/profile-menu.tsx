import type { ComponentType, ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@chorok/contract';
import { BellIcon } from '@/components/ui/icons/bell';
import { CartIcon } from '@/components/ui/icons/cart';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { DocumentIcon } from '@/components/ui/icons/document';
import { HeartIcon } from '@/components/ui/icons/heart';
import { InfoIcon } from '@/components/ui/icons/info';
import { LeafIcon } from '@/components/ui/icons/leaf';
import { MailIcon } from '@/components/ui/icons/mail';
import type { IconProps } from '@/components/ui/icons/make-icon';
import { MyIcon } from '@/components/ui/icons/my';
import { PencilIcon } from '@/components/ui/icons/pencil';
import { PhoneIcon } from '@/components/ui/icons/phone';
import { PinIcon } from '@/components/ui/icons/pin';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { ShieldIcon } from '@/components/ui/icons/shield';
import { StarOutlineIcon } from '@/components/ui/icons/star-outline';
import { useCartCount } from '@/features/cart/count';

/** Every screen 마이 leads to: each row is a real route (profile-screen.test, profile.spec). */
type MenuTarget =
  | '/order/history'
  | '/likes'
  | '/cart'
  | '/profile/reviews'
  | '/profile/edit'
  | '/profile/nickname/edit'
  | '/profile/phone/edit'
  | '/profile/address'
  | '/profile/notifications'
  | '/profile/recommend'
  | '/policy'
  | '/policy/privacy'
  | '/profile/terms-agreement'
  | '/instruction';

interface MenuItem {
  key: string;
  to: MenuTarget;
  Icon: ComponentType<IconProps>;
}

const SHOPPING: readonly MenuItem[] = [
  { key: 'orders', to: '/order/history', Icon: ReceiptIcon },
  { key: 'likes', to: '/likes', Icon: HeartIcon },
  { key: 'cart', to: '/cart', Icon: CartIcon },
  { key: 'reviews', to: '/profile/reviews', Icon: StarOutlineIcon },
];

const ACCOUNT: readonly MenuItem[] = [
  { key: 'edit', to: '/profile/edit', Icon: MyIcon },
  { key: 'nickname', to: '/profile/nickname/edit', Icon: PencilIcon },
  { key: 'phone', to: '/profile/phone/edit', Icon: PhoneIcon },
  { key: 'address', to: '/profile/address', Icon: PinIcon },
  { key: 'notifications', to: '/profile/notifications', Icon: BellIcon },
  { key: 'recommend', to: '/profile/recommend', Icon: LeafIcon },
];

const SERVICE: readonly MenuItem[] = [
  { key: 'policy', to: '/policy', Icon: DocumentIcon },
  { key: 'privacy', to: '/policy/privacy', Icon: ShieldIcon },
  { key: 'termsAgreement', to: '/profile/terms-agreement', Icon: DocumentIcon },
  { key: 'instruction', to: '/instruction', Icon: InfoIcon },
];

export const MENU_ROW =
  'flex min-h-56 w-full items-center gap-m px-l text-16 text-gray-100 hover:bg-gray-10';

/** The row's icon in its tile: decorative, the label names the row. */
export function RowIcon({ Icon }: { Icon: ComponentType<IconProps> }) {
  return (
    <span className="flex size-32 shrink-0 items-center justify-center rounded-sm bg-gray-10 text-gray-80">
      <Icon size={20} />
    </span>
  );
}

function MenuRow({ item: { key, to, Icon }, count }: { item: MenuItem; count?: number | null }) {
  const { t } = useTranslation();
  const counted = count !== undefined && count !== null && count > 0;
  return (
    <li className="border-b border-gray-20 last:border-b-0">
      <Link
        to={to}
        aria-label={counted ? t('cart.badge', { count }) : undefined}
        className={MENU_ROW}
      >
        <RowIcon Icon={Icon} />
        <span className="min-w-0 flex-1 truncate">{t(`profile.menu.${key}`)}</span>
        {counted ? (
          <span
            aria-hidden="true"
            className="price-nums flex h-22 min-w-22 items-center justify-center rounded-full bg-primary px-s text-12 font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
        <ChevronRightIcon size={20} className="shrink-0 text-gray-50" />
      </Link>
    </li>
  );
}

/** 장바구니 with how many lines the cart holds, seen and heard ("장바구니, 상품 3개"). */
function CartMenuRow({ item }: { item: MenuItem }) {
  return <MenuRow item={item} count={useCartCount()} />;
}

function MenuGroup({
  titleKey,
  items,
  children,
}: {
  titleKey: string;
  items: readonly MenuItem[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = `profile-menu-${titleKey}`;
  return (
    <section aria-labelledby={id} className="pt-l">
      <h2 id={id} className="px-l pb-s text-13 font-bold text-gray-60">
        {t(`profile.menu.${titleKey}`)}
      </h2>
      <ul className="border-y border-gray-20 bg-white">
        {items.map((item) =>
          item.to === '/cart' ? (
            <CartMenuRow key={item.key} item={item} />
          ) : (
            <MenuRow key={item.key} item={item} />
          ),
        )}
        {children}
      </ul>
    </section>
  );
}

function ContactRow() {
  const { t } = useTranslation();
  return (
    <li>
      <a href={`mailto:${SUPPORT_EMAIL}`} className={MENU_ROW}>
        <RowIcon Icon={MailIcon} />
        <span className="flex min-w-0 flex-1 flex-col">
          {t('profile.menu.contact')}
          <span className="truncate text-13 text-gray-60">
            {t('profile.menu.contactHint', { email: SUPPORT_EMAIL })}
          </span>
        </span>
        <ChevronRightIcon size={20} className="shrink-0 text-gray-50" />
      </a>
    </li>
  );
}

/** 마이's menus: shopping (orders, likes, cart with its count, reviews), account and service. */
export function ProfileMenu() {
  return (
    <>
      <MenuGroup titleKey="shopping" items={SHOPPING} />
      <MenuGroup titleKey="account" items={ACCOUNT} />
      <MenuGroup titleKey="service" items={SERVICE}>
        <ContactRow />
      </MenuGroup>
    </>
  );
}
