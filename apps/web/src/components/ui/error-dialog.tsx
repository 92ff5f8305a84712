import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@chorok/contract';
import { AlertIcon } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { useModal } from '@/components/ui/use-modal';

export interface ErrorDialogProps {
  open: boolean;
  message: string;
  /** Called whenever the dialog closes (confirm or Escape). */
  onClose?: () => void;
}

/**
 * The generic error dialog of spec §2: the error's message, then what to do about it. Confirm
 * closes it and goes back (or to / when the page was opened directly); Escape only closes it.
 * A real modal: focus moves in, stays in, and returns where it was.
 */
export function ErrorDialog({ open, message, onClose }: ErrorDialogProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useModal({ open, panelRef, initialFocusRef: confirmRef, onEscape: () => onClose?.() });

  if (!open) return null;

  const confirm = () => {
    onClose?.();
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/' });
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-gray-100/50 p-l">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className="w-full max-w-327 rounded-xl bg-white p-l shadow-card"
      >
        <div className="flex flex-col items-center gap-s text-center">
          <span className="flex size-48 items-center justify-center rounded-full bg-oat text-red">
            <AlertIcon size={26} />
          </span>
          <h2 id={titleId} className="text-18 font-bold text-gray-100">
            {message}
          </h2>
          <div id={bodyId} className="text-14 text-gray-70">
            <p>{t('ui.errorDialog.occurred')}</p>
            <p className="mt-min">{t('ui.errorDialog.contact', { email: SUPPORT_EMAIL })}</p>
          </div>
        </div>
        <Button ref={confirmRef} className="mt-l" onClick={confirm}>
          {t('ui.confirm')}
        </Button>
      </div>
    </div>,
    document.body,
  );
}
