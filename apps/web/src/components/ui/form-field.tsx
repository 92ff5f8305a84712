import type { ReactNode } from 'react';

/**
 * A form control with its label above and one line under it: the error when there is one, else a
 * hint. The control (input, select …) is the child; it carries `id`, and names the line with
 * `aria-describedby={messageId}` when the line shows.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  messageId = `${id}-msg`,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The line's id (`${id}-msg` unless the form names it). */
  messageId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-14 font-bold text-gray-80">
        {label}
      </label>
      {children}
      {error ? (
        <p id={messageId} className="mt-min text-13 text-red">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="mt-min text-13 text-gray-60">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
