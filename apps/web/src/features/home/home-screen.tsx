import type { ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Carousel } from '@/components/ui/carousel';
import { cn } from '@/components/ui/cn';
import type { IconProps } from '@/components/ui/icons/make-icon';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { DropIcon } from '@/components/ui/icons/drop';
import { FlaskIcon } from '@/components/ui/icons/flask';
import { LeafIcon } from '@/components/ui/icons/leaf';
import { LifeIcon } from '@/components/ui/icons/life';
import { PlantIcon } from '@/components/ui/icons/plant';
import { SearchIcon } from '@/components/ui/icons/search';
import { ShopIcon } from '@/components/ui/icons/shop';
import { SnowIcon } from '@/components/ui/icons/snow';
import { SunIcon } from '@/components/ui/icons/sun';
import { WindIcon } from '@/components/ui/icons/wind';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/use-session';
import { useAuthStore } from '@/lib/session/auth-store';
import { useMe } from '@/lib/session/me-queries';
import { CartIconLink } from '@/features/cart/cart-icon-link';
// Files, not inline SVG: the first banner's picture is then the page's largest paint, drawn from
// the prerendered HTML, and its markup is not JavaScript every visit downloads.
import recommendArt from '@/features/home/banners/recommend.svg?no-inline';
import plantsArt from '@/features/home/banners/plants.svg?no-inline';
import lightArt from '@/features/home/banners/light.svg?no-inline';
import { ProductSections } from '@/features/home/product-sections';
import { pickCareTips, type CareTip } from '@/features/home/care-tips';
import { seoulMonth } from '@chorok/contract';

const ICON_BUTTON =
  'flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10';

const BANNERS = [
  {
    // The questionnaire: a visitor's answers stay on the result page, a user's are saved.
    key: 'recommend',
    to: '/life/recommend',
    signedInTo: '/profile/recommend',
    art: recommendArt,
    tone: 'bg-secondary-sec01 text-gray-100',
    body: 'text-primary',
  },
  {
    key: 'plants',
    to: '/plants/manage',
    art: plantsArt,
    tone: 'bg-glow text-gray-100',
    body: 'text-gray-80',
  },
  {
    key: 'light',
    to: '/labs/ambient-light',
    art: lightArt,
    tone: 'bg-primary text-white',
    body: 'text-white',
  },
] as const;

const QUICK = [
  {
    key: 'shop',
    to: '/products/recommend',
    Icon: ShopIcon,
    tone: 'bg-secondary-sec01 text-primary',
  },
  {
    key: 'plants',
    to: '/plants/manage',
    Icon: PlantIcon,
    tone: 'bg-secondary-sec02 text-secondary-sec04',
  },
  { key: 'life', to: '/life', Icon: LifeIcon, tone: 'bg-oat text-mandarin' },
  { key: 'labs', to: '/labs', Icon: FlaskIcon, tone: 'bg-glow text-gray-90' },
] as const;

const TIP_ICONS: Record<CareTip['icon'], ComponentType<IconProps>> = {
  plant: PlantIcon,
  drop: DropIcon,
  wind: WindIcon,
  sun: SunIcon,
  leaf: LeafIcon,
  snow: SnowIcon,
};

function Greeting() {
  const { t } = useTranslation();
  const hasToken = useAuthStore((s) => s.accessToken !== null);
  const { user } = useSession();
  const me = useMe();

  if (hasToken && !user && me.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-s px-l pt-s pb-l">
        <span className="sr-only">{t('ui.loading')}</span>
        <Skeleton className="h-30 w-220" />
        <Skeleton className="h-20 w-260" />
      </div>
    );
  }

  if (user) {
    const name = user.nickname || user.name || t('home.greeting.fallbackName');
    return (
      <div className="px-l pt-s pb-l">
        <div className="flex items-center gap-s">
          <h1 className="min-w-0 truncate text-24 font-bold text-gray-100">
            {t('home.greeting.user', { name })}
          </h1>
          <Badge variant="secondary">{t('home.greeting.level', { level: user.level })}</Badge>
        </div>
        <p className="mt-min text-15 text-gray-70">{t('home.greeting.userBody')}</p>
      </div>
    );
  }

  return (
    <div className="px-l pt-s pb-l">
      <h1 className="text-24 font-bold text-gray-100">{t('home.greeting.visitor')}</h1>
      <p className="mt-min text-15 text-gray-70">{t('home.greeting.visitorBody')}</p>
      <ButtonLink to="/auth/sign-in" search={{ redirect: '/home' }} size="small" className="mt-m">
        {t('home.greeting.signIn')}
      </ButtonLink>
    </div>
  );
}

function Banners() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const slides = BANNERS.map((banner, index) => {
    const { key, to, art, tone, body } = banner;
    const target = signedIn && 'signedInTo' in banner ? banner.signedInTo : to;
    return (
      <Link
        key={key}
        to={target}
        className={cn(
          'relative flex h-168 flex-col justify-between overflow-hidden rounded-xl p-l',
          tone,
        )}
      >
        <span className="relative z-10 text-20 font-bold whitespace-pre-line">
          {t(`home.banners.${key}.title`)}
        </span>
        <span className={cn('relative z-10 flex items-center gap-2 text-14 font-medium', body)}>
          {t(`home.banners.${key}.body`)}
          <ChevronRightIcon size={16} />
        </span>
        {/* The picture spans the banner and keeps its drawing in the bottom-right corner at any width. */}
        <img
          src={art}
          alt=""
          width={358}
          height={168}
          className="pointer-events-none absolute inset-0 size-full object-none object-right-bottom"
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
        />
      </Link>
    );
  });
  return (
    <div className="px-m">
      <Carousel slides={slides} label={t('home.banners.label')} />
    </div>
  );
}

function QuickEntries() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.quick.label')} className="px-m pt-l">
      <ul className="grid grid-cols-4 gap-s">
        {QUICK.map(({ key, to, Icon, tone }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex flex-col items-center gap-s rounded-lg py-s text-13 font-medium text-gray-90 hover:bg-gray-10"
            >
              <span className={cn('flex size-52 items-center justify-center rounded-lg', tone)}>
                <Icon size={26} />
              </span>
              {t(`home.quick.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function CareTips() {
  const { t } = useTranslation();
  const month = seoulMonth();
  const tips = pickCareTips(month);
  return (
    <section aria-labelledby="home-tips" className="mt-xl bg-oat px-l py-xl">
      <h2 id="home-tips" className="text-20 font-bold text-gray-100">
        {t('home.tips.title')}
      </h2>
      <p className="mt-min text-14 text-gray-70">{t('home.tips.subtitle', { month })}</p>
      <ul className="mt-m flex flex-col gap-s">
        {tips.map((tip) => {
          const Icon = TIP_ICONS[tip.icon];
          return (
            <li key={tip.id} className="flex gap-m rounded-lg bg-white p-m">
              <span className="flex size-40 shrink-0 items-center justify-center rounded-full bg-secondary-sec01 text-primary">
                <Icon size={22} />
              </span>
              <div className="min-w-0">
                <h3 className="text-16 font-bold text-gray-100">
                  {t(`home.tips.${tip.id}.title`)}
                </h3>
                <p className="mt-min text-14 text-gray-70">{t(`home.tips.${tip.id}.body`)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** `/home`: a greeting, the featured banners, shortcuts, the shop's rows and this season's care tips. */
export function HomeScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.home'));
  return (
    <div className="flex flex-col pt-safe">
      <header className="flex h-56 items-center justify-between pr-s pl-l">
        <Logo name={t('home.brand')} />
        <div className="flex items-center">
          <Link to="/products/search" aria-label={t('home.search')} className={ICON_BUTTON}>
            <SearchIcon size={24} />
          </Link>
          <CartIconLink label={t('product-detail.header.cart')} className={ICON_BUTTON} />
        </div>
      </header>
      <Greeting />
      <Banners />
      <QuickEntries />
      <ProductSections />
      <CareTips />
    </div>
  );
}
