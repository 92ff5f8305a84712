import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from '@/components/ui/use-modal';

/**
 * The shell of a small modal (ConfirmDialog, FormDialog): a bottom sheet on a phone, a centred
 * card from `sm`, titled and described for assistive technology, focus kept inside and given back
 * (useModal). Escape closes it unless it is busy. Nothing is rendered while closed.
 */
export function ModalPanel({
  open,
  role,
  title,
  description,
  descriptionClassName,
  widthClassName,
  initialFocusRef,
  busy,
  onClose,
  children,
}: {
  open: boolean;
  role: 'dialog' | 'alertdialog';
  title: string;
  description?: ReactNode;
  descriptionClassName: string;
  /** The card's width from `sm`, e.g. 'sm:max-w-360'. */
  widthClassName: string;
  initialFocusRef: RefObject<HTMLElement | null>;
  busy: boolean;
  onClose: () => void;
  /** What follows the title and description: the buttons, or a form. */
  children: ReactNode;
}) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useModal({
    open,
    panelRef,
    initialFocusRef,
    onEscape: () => {
      if (!busy) onClose();
    },
  });
  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-gray-100/50 sm:items-center sm:p-l">
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? bodyId : undefined}
        className={`max-h-[90dvh] w-full max-w-column overflow-y-auto rounded-t-xl bg-white px-l pt-l pb-[calc(var(--inset-bottom)+24px)] shadow-sheet ${widthClassName} sm:rounded-xl sm:pb-l`}
      >
        <h2 id={titleId} className="text-19 font-bold text-gray-100">
          {title}
        </h2>
        {description ? (
          <div id={bodyId} className={descriptionClassName}>
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
