import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea,[tabindex]:not([tabindex="-1"])';

export interface ModalOptions {
  open: boolean;
  /** The dialog's panel: Tab and Shift+Tab cycle inside it. */
  panelRef: RefObject<HTMLElement | null>;
  /** Where focus goes when the dialog opens. */
  initialFocusRef: RefObject<HTMLElement | null>;
  /** Escape. The latest function is called, so it may close over changing state. */
  onEscape: () => void;
}

/**
 * What makes a dialog a real modal while it is open: the page behind does not scroll, focus moves
 * in (to `initialFocusRef`), Tab stays inside `panelRef`, Escape calls `onEscape`, and focus
 * returns where it was when the dialog closes.
 */
export function useModal({ open, panelRef, initialFocusRef, onEscape }: ModalOptions) {
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    initialFocusRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const inside = panelRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, panelRef, initialFocusRef]);
}
