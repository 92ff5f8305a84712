import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

export interface SpinnerProps {
  /** Diameter in px (default 24). */
  size?: number;
  /** Announced text; defaults to the translated "loading". */
  label?: string;
  className?: string;
  /** Inside a control that already says it is busy (aria-busy): draw only, announce nothing. */
  decorative?: boolean;
}

/** A quiet ring that spins; announced once as a polite status. */
export function Spinner({ size = 24, label, className, decorative = false }: SpinnerProps) {
  const { t } = useTranslation();
  const ring = (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className="animate-spin"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative)
    return <span className={cn('inline-flex items-center justify-center', className)}>{ring}</span>;
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center justify-center', className)}
    >
      {ring}
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}
