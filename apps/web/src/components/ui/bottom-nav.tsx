import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { cn } from '@/components/ui/cn';
// The icon modules themselves, not the icons.tsx list: the bar is in the `ui` start-up chunk,
// which takes its imports along, and through the list that was every icon of every screen.
import { HomeFilledIcon, HomeIcon } from '@/components/ui/icons/home';
import { LifeFilledIcon, LifeIcon } from '@/components/ui/icons/life';
import type { IconProps } from '@/components/ui/icons/make-icon';
import { MyFilledIcon, MyIcon } from '@/components/ui/icons/my';
import { PlantFilledIcon, PlantIcon } from '@/components/ui/icons/plant';
import { ShopFilledIcon, ShopIcon } from '@/components/ui/icons/shop';

interface Tab {
  key: 'home' | 'shop' | 'plants' | 'life' | 'my';
  to: '/home' | '/products/recommend' | '/plants/manage' | '/life' | '/profile';
  /** The path prefix that marks this tab as the current one. */
  section: string;
  Icon: ComponentType<IconProps>;
  ActiveIcon: ComponentType<IconProps>;
}

const TABS: readonly Tab[] = [
  { key: 'home', to: '/home', section: '/home', Icon: HomeIcon, ActiveIcon: HomeFilledIcon },
  {
    key: 'shop',
    to: '/products/recommend',
    section: '/products',
    Icon: ShopIcon,
    ActiveIcon: ShopFilledIcon,
  },
  {
    key: 'plants',
    to: '/plants/manage',
    section: '/plants',
    Icon: PlantIcon,
    ActiveIcon: PlantFilledIcon,
  },
  { key: 'life', to: '/life', section: '/life', Icon: LifeIcon, ActiveIcon: LifeFilledIcon },
  { key: 'my', to: '/profile', section: '/profile', Icon: MyIcon, ActiveIcon: MyFilledIcon },
];

function isInSection(pathname: string, section: string) {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/**
 * The five-tab bar at the bottom of the column. Always rendered when mounted: layouts decide
 * where it is hidden (spec §2 "nav hidden"). 56 px tall plus the bottom safe area, all of it
 * opaque white: nothing scrolls visibly behind the tabs or under them in the safe area.
 */
export function BottomNav() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav
      aria-label={t('ui.bottomNav.label')}
      className="fixed inset-x-0 bottom-0 z-40 mx-auto w-full max-w-column border-t border-gray-20 bg-white pb-safe"
    >
      <ul className="grid h-56 grid-cols-5">
        {TABS.map(({ key, to, section, Icon, ActiveIcon }) => {
          const active = isInSection(pathname, section);
          const Shown = active ? ActiveIcon : Icon;
          return (
            <li key={key} className="flex">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-2 text-11 font-medium transition-colors',
                  active ? 'text-primary' : 'text-gray-60 hover:text-gray-90',
                )}
              >
                <Shown size={24} />
                <span>{t(`ui.bottomNav.${key}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
