import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@/components/ui/button';
import { useModal } from '@/components/ui/use-modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen (the amount refunded, that it cannot be undone). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Called on the cancel button and on Escape, unless busy. */
  onClose: () => void;
  /** The confirmed request is running: the confirm button shows progress, nothing closes. */
  busy?: boolean;
  /** The action destroys something (cancelling an order, unlinking): the confirm button is red. */
  danger?: boolean;
}

/**
 * "Are you sure?" before an action that cannot be undone (구매 확정, 주문 전체 취소, 식물 삭제,
 * 로그인 연결 해제). A real modal alert dialog: focus starts on the safe choice, stays inside, and returns where it was;
 * Escape is the safe choice too.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useModal({
    open,
    panelRef,
    initialFocusRef: cancelRef,
    onEscape: () => {
      if (!busy) onClose();
    },
  });

  if (!open) return null;

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-gray-100/50 sm:items-center sm:p-l">
      <div
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        className="max-h-[90dvh] w-full max-w-column overflow-y-auto rounded-t-xl bg-white px-l pt-l pb-[calc(var(--inset-bottom)+24px)] shadow-sheet sm:max-w-360 sm:rounded-xl sm:pb-l"
      >
        <h2 id={titleId} className="text-19 font-bold text-gray-100">
          {title}
        </h2>
        {children ? (
          <div id={bodyId} className="mt-s text-15 text-gray-70">
            {children}
          </div>
        ) : null}
        <div className="mt-l flex gap-s">
          <Button
            ref={cancelRef}
            variant="done"
            size="small"
            className="flex-1"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onClose();
            }}
          >
            {cancelLabel}
          </Button>
          <Button
            variant={busy ? 'progress' : 'cta'}
            size="small"
            danger={danger}
            className="flex-1"
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
