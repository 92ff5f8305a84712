import type { ReactNode } from 'react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon } from '@/components/ui/icons';

export interface PageHeaderProps {
  title: string;
  /** Show the back button (default true): back in history, or to /home when the page was opened directly. */
  back?: boolean;
  /** Actions at the right edge (icon buttons, a text link). */
  right?: ReactNode;
  /** What back does instead of going back in history (a view that closes over its screen). */
  onBack?: () => void;
}

/** The sticky title bar of an inner screen; the title is the screen's h1. */
export function PageHeader({ title, back = true, right, onBack }: PageHeaderProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const goBack = () => {
    if (onBack) onBack();
    else if (canGoBack) router.history.back();
    else void router.navigate({ to: '/home' });
  };
  return (
    <header className="sticky top-0 z-30 bg-white/95 pt-safe backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative flex h-56 items-center justify-between px-s">
        <div className="flex min-w-48 items-center">
          {back ? (
            <button
              type="button"
              onClick={goBack}
              aria-label={t('ui.back')}
              className="flex size-44 items-center justify-center rounded-full text-gray-90 hover:bg-gray-10"
            >
              <ChevronLeftIcon size={26} />
            </button>
          ) : null}
        </div>
        <h1 className="pointer-events-none absolute inset-x-64 truncate text-center text-17 font-bold text-gray-100">
          {title}
        </h1>
        <div className="flex min-w-48 items-center justify-end gap-min">{right}</div>
      </div>
    </header>
  );
}
