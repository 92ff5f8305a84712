import type { ReactNode } from 'react';
import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BottomNav } from '@/components/ui/bottom-nav';
import { cn } from '@/components/ui/cn';

/**
 * The main layout's frame (spec §2): the white content column with the skip link, the main
 * landmark and, unless a matched route hides it, the bottom nav. Used by the `_main` layout route
 * and by the root's not-found screen, so an unknown address sits in the same column.
 */
export function MainColumn({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const hideNav = useMatches({
    select: (matches) =>
      matches.some(({ staticData, search }) => {
        const rule = staticData.hideNav;
        return typeof rule === 'function' ? rule(search as Record<string, unknown>) : rule === true;
      }),
  });
  return (
    <div className="app-column flex flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-s focus:left-s focus:z-50 focus:rounded-sm focus:bg-white focus:px-m focus:py-s focus:text-14 focus:font-bold focus:text-primary focus:shadow-card"
      >
        {t('nav.skipToContent')}
      </a>
      <main
        id="main-content"
        tabIndex={-1}
        className={cn('flex flex-1 flex-col outline-none', !hideNav && 'pb-nav')}
      >
        {children}
      </main>
      {hideNav ? null : <BottomNav />}
    </div>
  );
}
