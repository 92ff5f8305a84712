import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Drawer as Vaul } from 'vaul';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { DRAWER } from '@/lib/config';

type SnapPoint = number | string;

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the sheet (shown as its heading). */
  title: string;
  /** Describes the sheet (shown under the title). */
  description?: string;
  /** Heights to rest at, least visible first (fractions of the screen, or px strings). */
  snapPoints?: SnapPoint[];
  /** Whether dragging down, the overlay, Escape and the handle may close it (default true). */
  dismissible?: boolean;
  children?: ReactNode;
  className?: string;
}

/**
 * The bottom sheet (vaul). Timings are spec §9's: vaul's built-in 0.5 s duration and 0.4 velocity
 * threshold already equal DRAWER.durationS / DRAWER.velocityThreshold; the two it exposes are
 * passed from the contract. Tapping the handle (or Enter/Space on it) advances to the next snap
 * point, and closes at the last one when dismissible.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  snapPoints,
  dismissible = true,
  children,
  className,
}: DrawerProps) {
  const { t } = useTranslation();
  const [activeSnapPoint, setActiveSnapPoint] = useState<SnapPoint | null>(snapPoints?.[0] ?? null);

  const changeOpen = (next: boolean) => {
    if (next) setActiveSnapPoint(snapPoints?.[0] ?? null);
    onOpenChange(next);
  };

  const cycle = () => {
    const points = snapPoints ?? [];
    const index = points.findIndex((p) => p === activeSnapPoint);
    const isLast = points.length === 0 || index === points.length - 1;
    if (isLast) {
      if (dismissible) changeOpen(false);
      return;
    }
    setActiveSnapPoint(points[index + 1] ?? null);
  };

  const onHandleKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    cycle();
  };

  const snapProps = snapPoints?.length
    ? { snapPoints, activeSnapPoint, setActiveSnapPoint, fadeFromIndex: snapPoints.length - 1 }
    : {};

  return (
    <Vaul.Root
      open={open}
      onOpenChange={changeOpen}
      dismissible={dismissible}
      closeThreshold={DRAWER.closeThreshold}
      scrollLockTimeout={DRAWER.scrollLockTimeoutMs}
      {...snapProps}
    >
      <Vaul.Portal>
        <Vaul.Overlay className="fixed inset-0 z-50 bg-gray-100/40" />
        <Vaul.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex w-full max-w-column flex-col rounded-t-xl bg-white pb-safe shadow-sheet outline-none',
            snapPoints?.length ? 'h-[96dvh]' : 'max-h-[90dvh]',
            className,
          )}
        >
          <div className="flex justify-center pt-s pb-min">
            <Vaul.Handle
              preventCycle
              onClick={cycle}
              onKeyDown={onHandleKey}
              role="button"
              tabIndex={0}
              aria-hidden={undefined}
              aria-label={t('ui.drawer.handle')}
              className="h-5! w-40! bg-gray-30! focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
            />
          </div>
          <div className="px-l pt-s">
            <Vaul.Title className="text-20 font-bold text-gray-100">{title}</Vaul.Title>
            {description ? (
              <Vaul.Description className="mt-s text-15 text-gray-70">
                {description}
              </Vaul.Description>
            ) : (
              <Vaul.Description className="sr-only">{title}</Vaul.Description>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-l pt-m pb-l">{children}</div>
        </Vaul.Content>
      </Vaul.Portal>
    </Vaul.Root>
  );
}
