import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { cn } from '@/components/ui/cn';

/** A navigation tab of spec §3: id, label, count, isActive, onClick. */
export interface TabItem {
  id: string;
  label: string;
  count?: number;
  isActive?: boolean;
  onClick?: () => void;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Names the tab list for assistive technology. */
  label: string;
  className?: string;
  /** id prefix of the panels the tabs control: panel of tab `x` is `${panelIdPrefix}-x`. */
  panelIdPrefix?: string;
}

/**
 * A row of tabs with optional counts (above 9999 shown as 9,999+). Roving tab index: Tab enters
 * the list at the active tab, arrow keys, Home and End move and select (automatic activation).
 */
export function Tabs({ tabs, label, className, panelIdPrefix }: TabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.isActive),
  );

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    refs.current[index]?.focus();
    tab.onClick?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = refs.current.findIndex((el) => el === document.activeElement);
    if (current < 0) return;
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn(
        'scrollbar-none flex overflow-x-auto border-b border-gray-20 bg-white',
        className,
      )}
    >
      {tabs.map((tab, index) => {
        const active = index === activeIndex && tabs.some((x) => x.isActive);
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active}
            aria-controls={panelIdPrefix ? `${panelIdPrefix}-${tab.id}` : undefined}
            tabIndex={index === activeIndex ? 0 : -1}
            onClick={() => tab.onClick?.()}
            className={cn(
              'relative flex h-48 min-w-0 flex-1 shrink-0 items-center justify-center gap-4 px-m text-15 whitespace-nowrap transition-colors',
              active ? 'font-bold text-gray-100' : 'font-medium text-gray-60 hover:text-gray-90',
            )}
          >
            <span>{tab.label}</span>
            {tab.count !== undefined ? (
              <span className={cn('price-nums text-13', active ? 'text-primary' : 'text-gray-60')}>
                <span aria-hidden="true">{formatCount(tab.count)}</span>
                <span className="sr-only">
                  {t('ui.tabs.count', { value: formatCount(tab.count) })}
                </span>
              </span>
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'absolute inset-x-m bottom-0 h-2 rounded-full',
                active ? 'bg-gray-100' : 'bg-transparent',
              )}
            />
          </button>
        );
      })}
    </div>
  );
}
