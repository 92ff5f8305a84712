import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ImageRef } from '@chorok/contract';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';
import { useImageUrls } from '@/hooks/use-image-urls';

export interface ViewerPhoto {
  image: ImageRef;
  /** Who took it, shown under the picture. */
  caption?: string;
}

export interface PhotoViewerProps {
  photos: ViewerPhoto[];
  /** The photo shown; null closes the viewer. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A horizontal swipe longer than this (px) turns the page; shorter ones are taps. */
const SWIPE_PX = 40;

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Review photos full screen: a modal dialog over everything, swipe or ←/→ to move, Escape or the
 * close button to leave. While open the rest of the page is inert and Tab cycles inside; closing
 * hands focus back to whatever opened it.
 */
export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  if (index === null || photos.length === 0) return null;
  return createPortal(
    <ViewerDialog
      photos={photos}
      index={Math.min(Math.max(index, 0), photos.length - 1)}
      onIndexChange={onIndexChange}
      onClose={onClose}
    />,
    document.body,
  );
}

function ViewerDialog({
  photos,
  index,
  onIndexChange,
  onClose,
}: Omit<PhotoViewerProps, 'index'> & { index: number }) {
  const imageUrls = useImageUrls();
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[index];
  const hasPrev = index > 0;
  const hasNext = index < photos.length - 1;

  // Open: focus the close button, lock the page behind; close: undo both and return focus.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const portal = dialog?.parentElement === document.body ? dialog : null;
    const siblings = [...document.body.children].filter(
      (el) => el !== portal && !el.hasAttribute('inert'),
    );
    for (const el of siblings) el.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      for (const el of siblings) el.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const go = (next: number) => {
    if (next >= 0 && next < photos.length) onIndexChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'Tab') {
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onPointerDown = (event: ReactPointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: ReactPointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? index + 1 : index - 1);
  };

  if (!photo) return null;
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex flex-col bg-gray-100 text-white"
    >
      <div className="flex h-56 shrink-0 items-center justify-between px-s pt-safe">
        <h2 id={titleId} className="price-nums px-s text-15 font-bold" aria-live="polite">
          {t('reviews.viewer.title', { index: index + 1, total: photos.length })}
        </h2>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('reviews.viewer.close')}
          className="flex size-44 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-white"
        >
          <CloseIcon size={26} />
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <img
          key={photo.image.url}
          src={imageUrls.src(photo.image.url, 750)}
          srcSet={imageUrls.srcSet(photo.image.url)}
          sizes="(min-width: 480px) 480px, 100vw"
          width={photo.image.width}
          height={photo.image.height}
          alt={photo.image.alt || t('reviews.viewer.photoAlt', { index: index + 1 })}
          draggable={false}
          className="max-h-full w-full max-w-column object-contain"
        />
        <ViewerArrow
          side="left"
          disabled={!hasPrev}
          label={t('reviews.viewer.previous')}
          onClick={() => go(index - 1)}
        />
        <ViewerArrow
          side="right"
          disabled={!hasNext}
          label={t('reviews.viewer.next')}
          onClick={() => go(index + 1)}
        />
      </div>
      <div className="min-h-56 shrink-0 px-l pt-s pb-[calc(var(--inset-bottom)+16px)] text-center">
        {photo.caption ? (
          <p className="line-clamp-2 text-14 text-white/85">{photo.caption}</p>
        ) : null}
      </div>
    </div>
  );
}

function ViewerArrow({
  side,
  disabled,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  disabled: boolean;
  label: string;
  onClick: () => void;
}) {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={cn(
        'absolute top-1/2 flex size-44 -translate-y-1/2 items-center justify-center rounded-full bg-gray-100/60 text-white hover:bg-gray-100/80 focus-visible:outline-white disabled:opacity-0',
        side === 'left' ? 'left-s' : 'right-s',
      )}
    >
      <Icon size={26} />
    </button>
  );
}
