import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { AlertIcon } from '@/components/ui/icons';

export type LoadErrorSize = 'screen' | 'section' | 'inline';

const BLOCK: Record<LoadErrorSize, string> = {
  screen: 'px-l py-xxl',
  section: 'px-l py-xl',
  inline: 'px-l py-l',
};
const BADGE: Record<Exclude<LoadErrorSize, 'inline'>, { box: string; icon: number }> = {
  screen: { box: 'size-64', icon: 32 },
  section: { box: 'size-56', icon: 28 },
};
const TITLE: Record<LoadErrorSize, string> = {
  screen: 'text-18',
  section: 'text-17',
  inline: 'text-15',
};

/**
 * Something failed to load: what (a heading), why (the screen's words and the failure's), and
 * 다시 시도, with any other way on beside it. `screen` stands in place of a screen's content,
 * `section` in place of a part of it, `inline` under content that did load (a next page).
 */
export function LoadError({
  title,
  body,
  detail,
  onRetry,
  size = 'screen',
  icon = size !== 'inline',
  retryVariant = size === 'inline' ? 'done' : 'cta',
  className,
  children,
}: {
  title?: string;
  /** What to make of it, in the screen's words. */
  body?: ReactNode;
  /** The failure itself (`errorText` of the error): under a body it is the small print. */
  detail?: ReactNode;
  onRetry: () => void;
  size?: LoadErrorSize;
  /** The alert icon in its circle (not in the inline form). */
  icon?: boolean;
  retryVariant?: ButtonVariant;
  /** More of the box's look (a background). */
  className?: string;
  /** Other ways on, beside 다시 시도. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const badge = icon && size !== 'inline' ? BADGE[size] : null;
  const quiet = size === 'inline' ? 'text-gray-70' : 'text-gray-60';
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-s text-center', BLOCK[size], className)}
    >
      {badge ? (
        <span
          className={cn(
            'mb-s flex items-center justify-center rounded-full bg-oat text-mandarin',
            badge.box,
          )}
        >
          <AlertIcon size={badge.icon} />
        </span>
      ) : null}
      {title ? <h2 className={cn('font-bold text-gray-100', TITLE[size])}>{title}</h2> : null}
      {body ? <p className={cn('text-14', quiet)}>{body}</p> : null}
      {detail ? <p className={cn(body ? 'text-12' : 'text-14', quiet)}>{detail}</p> : null}
      <div className={cn('flex flex-wrap justify-center gap-s', size !== 'inline' && 'mt-s')}>
        <Button size="small" variant={retryVariant} onClick={onRetry}>
          {t('ui.retry')}
        </Button>
        {children}
      </div>
    </div>
  );
}
