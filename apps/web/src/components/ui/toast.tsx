import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { CheckIcon } from '@/components/ui/icons';

export interface ToastProps {
  /** The message; null hides the toast. */
  message: string | null;
  /** Called when the toast has been shown long enough. */
  onDone: () => void;
  /** How long it stays, in ms (default 2500). */
  duration?: number;
  /** A link or button after the message ("장바구니 보기"); the toast then takes taps. */
  action?: ReactNode;
  /** Room below the toast, above the safe area (default 88px: clear of a bottom bar). */
  offset?: string;
}

/**
 * A short confirmation floating above the bottom of the column ("저장했어요"). Announced politely;
 * it never takes focus, so typing is not interrupted.
 */
export function Toast({ message, onDone, duration = 2500, action, offset = '88px' }: ToastProps) {
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => onDoneRef.current(), duration);
    return () => window.clearTimeout(timer);
  }, [message, duration]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 mx-auto flex w-full max-w-column justify-center px-l"
      // Above the reminders prompt while it is shown (it sets --prompt-space to its height).
      style={{ paddingBottom: `calc(var(--inset-bottom) + ${offset} + var(--prompt-space, 0px))` }}
    >
      {message ? (
        <p
          className={cn(
            'flex items-center gap-s rounded-full bg-gray-90 px-l py-12 text-14 font-medium text-white shadow-card',
            action ? 'pointer-events-auto py-min pr-min' : null,
          )}
        >
          <CheckIcon size={18} className="shrink-0 text-secondary" />
          {message}
          {action}
        </p>
      ) : null}
    </div>
  );
}
