import { cn } from '@/components/ui/cn';

/** The leaf mark: a sprout on the logo green. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="9" fill="var(--color-logo)" />
      <path d="M14 22V13" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
      <path d="M14 15c0-5-3-8-8-8 0 5 3 8 8 8z" fill="var(--color-secondary)" />
      <path d="M14 13c0-4 2.6-6.5 7-6.5 0 4-2.6 6.5-7 6.5z" fill="#ffffff" />
    </svg>
  );
}

/** Mark and wordmark; the wordmark text comes from the caller (translated). */
export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn('flex items-center gap-s text-20 font-bold text-logo', className)}>
      <LogoMark />
      {name}
    </span>
  );
}
