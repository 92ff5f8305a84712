import { type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ModalPanel } from '@/components/ui/modal-panel';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** What the form is for, under the title. */
  description?: ReactNode;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  /** The form was sent (Enter or the submit button); the caller checks and acts. */
  onSubmit: () => void;
  /** Called on the cancel button and on Escape, unless busy. */
  onClose: () => void;
  /** Where focus goes when it opens (the first field). */
  initialFocusRef: RefObject<HTMLElement | null>;
  busy?: boolean;
  danger?: boolean;
  /** Why the last submit failed (the server's words), above the buttons. */
  error?: string | null;
  /** A wider card on a wide screen, for a form of many fields. */
  wide?: boolean;
}

/**
 * A small form in a modal (a reason, a courier and waybill): the ConfirmDialog's look and focus
 * rules, with a real form, so Enter sends it and the fields keep their labels and messages.
 */
export function FormDialog({
  open,
  title,
  description,
  children,
  submitLabel,
  cancelLabel,
  onSubmit,
  onClose,
  initialFocusRef,
  busy = false,
  danger = false,
  error,
  wide = false,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <ModalPanel
      open={open}
      role="dialog"
      title={title}
      description={description}
      descriptionClassName="mt-s text-14 text-gray-70"
      widthClassName={wide ? 'sm:max-w-600' : 'sm:max-w-420'}
      initialFocusRef={initialFocusRef}
      busy={busy}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} className="mt-m flex flex-col gap-m">
        {children}
        {error ? (
          <p role="alert" className="text-14 font-medium text-red">
            {error}
          </p>
        ) : null}
        <div className="mt-s flex gap-s">
          <Button
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
            type="submit"
            variant={busy ? 'progress' : 'cta'}
            size="small"
            danger={danger}
            className="flex-1"
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </ModalPanel>
  );
}
