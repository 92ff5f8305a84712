import { useEffect, useId, useState, type ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { ConsoleLink } from '@/features/console/console-link';
import { useTranslation } from 'react-i18next';
import type { User } from '@chorok/contract';
import { buttonClassName } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons/clock';
import { CloseIcon } from '@/components/ui/icons/close';
import { GaugeIcon } from '@/components/ui/icons/gauge';
import { LeafIcon } from '@/components/ui/icons/leaf';
import { LifeIcon } from '@/components/ui/icons/life';
import { MenuIcon } from '@/components/ui/icons/menu';
import { PlantIcon } from '@/components/ui/icons/plant';
import { ReceiptIcon } from '@/components/ui/icons/receipt';
import { ReturnIcon } from '@/components/ui/icons/return';
import { ShopIcon } from '@/components/ui/icons/shop';
import { ShieldIcon } from '@/components/ui/icons/shield';
import { StarOutlineIcon } from '@/components/ui/icons/star-outline';
import { LoadError } from '@/components/ui/load-error';
import { LogoMark } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { StatusScreen } from '@/components/ui/status-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { useConsoleAccess } from '@/features/console/console-access';
import { useConsoleStrings } from '@/features/console/console-strings';

/** The console's screens, in the order the nav lists them: only those that exist. */
const NAV = [
  { to: '/admin', key: 'today', Icon: GaugeIcon },
  { to: '/admin/orders', key: 'orders', Icon: ReceiptIcon },
  { to: '/admin/claims', key: 'claims', Icon: ReturnIcon },
  { to: '/admin/products', key: 'products', Icon: PlantIcon },
  { to: '/admin/reviews', key: 'reviews', Icon: StarOutlineIcon },
  { to: '/admin/articles', key: 'articles', Icon: LifeIcon },
  { to: '/admin/benefits', key: 'benefits', Icon: LeafIcon },
  { to: '/admin/audit', key: 'audit', Icon: ClockIcon },
  { to: '/admin/operators', key: 'operators', Icon: ShieldIcon },
] as const;

function ConsoleNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {NAV.map(({ to, key, Icon }) => (
        <li key={key}>
          <ConsoleLink
            to={to}
            onClick={onNavigate}
            className="flex h-44 items-center gap-s rounded-sm px-s text-15 font-medium text-gray-80 hover:bg-gray-10 hover:text-gray-100"
            activeOptions={{ exact: to === '/admin' }}
            activeProps={{
              className: 'bg-secondary-sec01 font-bold text-primary hover:bg-secondary-sec01',
            }}
          >
            <Icon size={20} />
            {t(`console.nav.${key}`)}
          </ConsoleLink>
        </li>
      ))}
    </ul>
  );
}

function Brand() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-s text-17 font-bold text-logo">
      <LogoMark size={28} />
      {t('console.name')}
    </span>
  );
}

/** Who is signed in, and the way back to the shop. */
function Who({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-s border-t border-gray-20 pt-m">
      <p className="text-14 text-gray-80">
        <span className="block font-bold text-gray-100">{user.name || user.nickname}</span>
        <span className="text-13 text-gray-60">{t(`console.role.${user.role}`)}</span>
      </p>
      {/* The shop is another entry of the site: a full page load. */}
      <a
        href="/home"
        className="flex h-40 items-center gap-2 text-14 font-medium text-blue underline-offset-2 hover:underline"
      >
        <ShopIcon size={18} />
        {t('console.toShop')}
      </a>
    </div>
  );
}

/** A phone's top bar: the brand, and 메뉴 opening the nav under it. */
function TopBar({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <header className="sticky top-0 z-30 border-b border-gray-20 bg-white pt-safe lg:hidden">
      <div className="flex h-56 items-center justify-between px-m">
        <Brand />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="-mr-s flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10"
        >
          {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          <span className="sr-only">{t(open ? 'console.menuClose' : 'console.menuOpen')}</span>
        </button>
      </div>
      <nav
        id={panelId}
        aria-label={t('console.navLabel')}
        hidden={!open}
        className="border-t border-gray-20 px-m pt-s pb-m shadow-card"
      >
        <ConsoleNav onNavigate={() => setOpen(false)} />
        <div className="mt-s">
          <Who user={user} />
        </div>
      </nav>
    </header>
  );
}

function ConsoleShell({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-gray-10">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-s focus:left-s focus:z-50 focus:rounded-sm focus:bg-white focus:px-m focus:py-s focus:text-14 focus:font-bold focus:text-primary focus:shadow-card"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar user={user} />
      <aside className="fixed inset-y-0 left-0 hidden w-240 flex-col gap-l border-r border-gray-20 bg-white px-m py-l lg:flex">
        <Brand />
        <nav aria-label={t('console.navLabel')} className="flex-1">
          <ConsoleNav />
        </nav>
        <Who user={user} />
      </aside>
      <main id="main-content" tabIndex={-1} className="outline-none lg:pl-240">
        {children}
      </main>
    </div>
  );
}

/** A signed-in shopper at /admin: what this is, and the way back to the shop. */
export function ConsoleDenied({ user }: { user: User }) {
  const { t } = useTranslation();
  useDocumentTitle(t('console.denied.title'));
  return (
    <main id="main-content" className="app-column flex flex-col justify-center">
      <StatusScreen icon={<ShieldIcon size={32} />} title={t('console.denied.title')}>
        <p className="text-15 text-gray-70">{t('console.denied.body')}</p>
        {user.email ? (
          <p className="text-13 text-gray-60">
            {t('console.denied.signedInAs', { email: user.email })}
          </p>
        ) : null}
        <a href="/home" className={buttonClassName({ size: 'medium', className: 'mt-s' })}>
          {t('console.denied.toShop')}
        </a>
      </StatusScreen>
    </main>
  );
}

/** A centred message instead of the console: a wait, or what failed with a retry. */
function Waiting({ children }: { children: ReactNode }) {
  return (
    <main id="main-content" className="app-column flex flex-col justify-center">
      {children}
    </main>
  );
}

/**
 * The console's frame (decision 0043): a side nav on a wide screen, a top bar with a menu on a
 * phone. Only an OPERATOR or OWNER sees it; the server refuses everyone else anyway. Its words
 * arrive with it (console-strings.ts): until then only the shop's own are used.
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const strings = useConsoleStrings();
  const access = useConsoleAccess();
  if (!strings.ready)
    return (
      <Waiting>
        {strings.failed ? (
          <LoadError title={t('ui.errorScreen.title')} onRetry={strings.retry} />
        ) : (
          <div className="flex justify-center py-xxl">
            <Spinner size={32} className="text-primary" />
          </div>
        )}
      </Waiting>
    );
  if (access.state === 'allowed') return <ConsoleShell user={access.user}>{children}</ConsoleShell>;
  if (access.state === 'denied') return <ConsoleDenied user={access.user} />;
  return (
    <Waiting>
      {access.state === 'failed' ? (
        <LoadError
          title={t('console.checkFailed')}
          detail={errorText(t, access.error)}
          onRetry={access.retry}
        />
      ) : (
        <div className="flex justify-center py-xxl">
          <Spinner size={32} className="text-primary" label={t('console.checking')} />
        </div>
      )}
    </Waiting>
  );
}

/** The console's root route: every screen inside the frame. */
export function ConsoleRoot() {
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  );
}
