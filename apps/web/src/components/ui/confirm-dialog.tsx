import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ModalPanel } from '@/components/ui/modal-panel';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalPanel
      open={open}
      role="alertdialog"
      title={title}
      description={children}
      descriptionClassName="mt-s text-15 text-gray-70"
      widthClassName="sm:max-w-360"
      initialFocusRef={cancelRef}
      busy={busy}
      onClose={onClose}
    >
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
    </ModalPanel>
  );
}
