import type { SVGProps } from 'react';
import { cn } from '@/components/ui/cn';
import { MailIcon } from '@/components/ui/icons';

type MarkProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Kakao's speech-bubble symbol, drawn in black as the Kakao login guideline asks. */
export function KakaoMark(props: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props}>
      <path
        fill="#000000"
        d="M12 3.6c-5.08 0-9.2 3.22-9.2 7.2 0 2.58 1.73 4.84 4.34 6.11l-.95 3.5c-.09.31.27.56.54.38l4.15-2.75c.37.04.74.06 1.12.06 5.08 0 9.2-3.22 9.2-7.2S17.08 3.6 12 3.6z"
      />
    </svg>
  );
}

/** Naver's N in the Naver green, for the white button variant. */
export function NaverMark(props: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" {...props}>
      <path fill="#03C75A" d="M15.1 12.6 8.62 3.3H3.3v17.4h5.6v-9.3l6.48 9.3h5.32V3.3h-5.6z" />
    </svg>
  );
}

/** The Apple logo, white on black. */
export function AppleMark(props: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" {...props}>
      <path
        fill="#ffffff"
        d="M16.37 12.74c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.78-3.32-1.8-1.41-.15-2.76.83-3.47.83-.72 0-1.82-.81-2.99-.79-1.54.02-2.96.9-3.75 2.27-1.6 2.78-.41 6.9 1.15 9.15.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74 1.39 0 1.78.74 2.99.72 1.24-.02 2.02-1.12 2.77-2.23.87-1.28 1.23-2.52 1.25-2.58-.03-.01-2.4-.92-2.42-3.67zM14.1 5.98c.63-.77 1.06-1.83.94-2.9-.91.04-2.02.61-2.67 1.37-.58.67-1.1 1.76-.96 2.8 1.02.08 2.06-.52 2.69-1.27z"
      />
    </svg>
  );
}

/** Chorok's sprout: the same mark as the favicon and the landing header. */
export function ChorokMark(props: MarkProps) {
  return (
    <svg viewBox="0 0 28 28" width="64" height="64" aria-hidden="true" focusable="false" {...props}>
      <rect width="28" height="28" rx="9" fill="var(--color-logo)" />
      <path d="M14 22V13" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
      <path d="M14 15c0-5-3-8-8-8 0 5 3 8 8 8z" fill="var(--color-secondary)" />
      <path d="M14 13c0-4 2.6-6.5 7-6.5 0 4-2.6 6.5-7 6.5z" fill="#ffffff" />
    </svg>
  );
}

const BADGE: Record<'kakao' | 'naver' | 'apple', { className: string; Mark: typeof KakaoMark }> = {
  kakao: { className: 'bg-[#FEE500]', Mark: KakaoMark },
  naver: { className: 'border border-[#C8CCD0] bg-white', Mark: NaverMark },
  apple: { className: 'bg-black', Mark: AppleMark },
};

/**
 * A sign-in method as a small round mark in its brand's colours (the e-mail code as an envelope).
 * Decorative: the text beside it names the method.
 */
export function ProviderBadge({
  provider,
  size = 32,
}: {
  provider: 'kakao' | 'naver' | 'apple' | 'temporary';
  size?: number;
}) {
  const look = provider === 'temporary' ? null : BADGE[provider];
  const mark = Math.round(size * 0.55);
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        look ? look.className : 'bg-gray-20 text-gray-70',
      )}
    >
      {look ? <look.Mark width={mark} height={mark} /> : <MailIcon size={mark} />}
    </span>
  );
}
