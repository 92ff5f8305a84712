import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListMetadata } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { CheckIcon } from '@/components/ui/icons/check';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatNumber } from '@/lib/format';

/** A console screen: its title (the page's h1 and the tab's title), what it is for, then the rest. */
export function ConsolePage({
  title,
  description,
  lead,
  actions,
  children,
}: {
  title: string;
  description?: string;
  /** Above the title: the way back to a list. */
  lead?: ReactNode;
  /** Beside the title on a wide screen, under it on a phone. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('console.name')}`);
  return (
    <div className="mx-auto flex w-full max-w-1200 flex-col gap-m px-m py-l lg:px-xl lg:py-xl">
      {lead}
      <div className="flex flex-col gap-s sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-22 font-bold text-gray-100 lg:text-26">{title}</h1>
          {description ? <p className="mt-min text-14 text-gray-60">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-s">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A white block of a console screen, titled when it has a title. */
export function Panel({
  title,
  aside,
  children,
  className,
}: {
  title?: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className={cn('rounded-md bg-white p-m shadow-card lg:p-l', className)}
    >
      {title ? (
        <div className="mb-m flex items-center justify-between gap-s">
          <h2 id={id} className="text-17 font-bold text-gray-100">
            {title}
          </h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** A chip's look; pressed (or current) is green with a check, so it is not colour alone. */
export function chipClassName(selected: boolean) {
  return cn(
    'inline-flex h-36 shrink-0 items-center gap-4 rounded-full border px-14 text-14 whitespace-nowrap transition-colors',
    selected
      ? 'border-primary bg-primary font-bold text-white'
      : 'border-gray-30 bg-white font-medium text-gray-80 hover:border-gray-50',
  );
}

/** One choice of a group of chips (a filter): a toggle button. */
export function Chip({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={chipClassName(selected)}
    >
      {selected ? <CheckIcon size={16} /> : null}
      {children}
    </button>
  );
}

/** A labelled row of chips that scrolls sideways on a phone. */
export function ChipGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="scrollbar-none -mx-m flex gap-s overflow-x-auto px-m lg:mx-0 lg:flex-wrap lg:px-0"
    >
      {children}
    </div>
  );
}

/** Under a paged list: how many in all, the page out of how many, and 이전 / 다음. */
export function Pager({
  meta,
  onPage,
  label,
}: {
  meta: ListMetadata;
  onPage: (page: number) => void;
  /** Names the navigation ("주문 목록 페이지"). */
  label: string;
}) {
  const { t } = useTranslation();
  const last = Math.max(1, meta.totalPage);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-s pt-m">
      <p className="price-nums text-13 text-gray-60">
        {t('console.pager.total', { count: meta.total, value: formatNumber(meta.total) })}
      </p>
      <div className="flex items-center gap-s">
        <ConsoleButton disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
          <ChevronLeftIcon size={16} />
          {t('console.pager.previous')}
        </ConsoleButton>
        <span className="price-nums text-14 text-gray-80">
          {t('console.pager.page', { page: formatNumber(meta.page), last: formatNumber(last) })}
        </span>
        <ConsoleButton disabled={meta.page >= last} onClick={() => onPage(meta.page + 1)}>
          {t('console.pager.next')}
          <ChevronRightIcon size={16} />
        </ConsoleButton>
      </div>
    </nav>
  );
}

const TONE = {
  primary: 'border-primary bg-primary text-white hover:bg-logo',
  secondary: 'border-gray-30 bg-white text-gray-90 hover:bg-gray-10',
  danger: 'border-red bg-white text-red hover:bg-gray-10',
} as const;

/** The console's compact button look: 40 px for tables, cards and toolbars, 48 px beside a field. */
export function consoleButtonClassName(
  tone: keyof typeof TONE = 'secondary',
  { tall = false, className }: { tall?: boolean; className?: string } = {},
) {
  return cn(
    tall ? 'h-48' : 'h-40',
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-sm border px-m text-14 font-bold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:border-gray-20 disabled:bg-gray-20 disabled:text-gray-60',
    TONE[tone],
    className,
  );
}

/**
 * A console action button. `busy` keeps the label, adds a spinner, sets aria-busy and ignores
 * presses (it stays focusable), as the app's Button does.
 */
export function ConsoleButton({
  tone = 'secondary',
  busy = false,
  tall = false,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  tone?: keyof typeof TONE;
  busy?: boolean;
  tall?: boolean;
}) {
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      className={consoleButtonClassName(tone, {
        tall,
        className: cn(busy && 'cursor-progress', className),
      })}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {busy ? <Spinner size={16} decorative /> : null}
      {children}
    </button>
  );
}

/** An error an action got back from the API, where the action is. */
export function ActionError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-sm bg-oat px-m py-s text-14 font-medium text-red">
      {message}
    </p>
  );
}
