import { useId } from 'react';
import type { SocialProvider } from '@chorok/contract';
import { cn } from '@/components/ui/cn';
import { AppleMark, KakaoMark, NaverMark } from '@/components/ui/provider-marks';
import { Spinner } from '@/components/ui/spinner';

/** Each provider's button as its brand guideline draws it: colours, mark, corner radius 12 px. */
const PROVIDER_LOOK: Record<SocialProvider, { className: string; Mark: typeof KakaoMark }> = {
  kakao: { className: 'bg-[#FEE500] text-black/85 hover:bg-[#F5DC00]', Mark: KakaoMark },
  // Naver's white variant: the green button's white text is 2.3:1, below WCAG AA.
  naver: {
    className: 'border border-[#C8CCD0] bg-white text-black/85 hover:bg-[#F5F7F8]',
    Mark: NaverMark,
  },
  apple: { className: 'bg-black text-white hover:bg-gray-90', Mark: AppleMark },
};

/**
 * A provider's sign-in button. While its round trip starts it shows a spinner in place of the
 * mark and is busy; the others are disabled meanwhile.
 */
export function ProviderButton({
  provider,
  label,
  lastUsedLabel,
  pending,
  disabled,
  onClick,
}: {
  provider: SocialProvider;
  label: string;
  lastUsedLabel: string | null;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const badgeId = useId();
  const { className, Mark } = PROVIDER_LOOK[provider];
  return (
    <div className="relative">
      <button
        type="button"
        onClick={pending ? undefined : onClick}
        disabled={disabled && !pending}
        aria-busy={pending || undefined}
        aria-describedby={lastUsedLabel ? badgeId : undefined}
        className={cn(
          'relative flex h-52 w-full items-center justify-center rounded-m px-xxxl text-16 font-bold transition-colors disabled:opacity-60',
          pending && 'cursor-progress',
          className,
        )}
      >
        <span className="absolute left-m flex size-24 items-center justify-center">
          {pending ? <Spinner size={20} decorative /> : <Mark />}
        </span>
        {label}
      </button>
      {lastUsedLabel ? (
        <span
          id={badgeId}
          className="pointer-events-none absolute -top-s right-m rounded-full bg-gray-90 px-s py-[2px] text-11 font-bold text-white shadow-card"
        >
          {lastUsedLabel}
        </span>
      ) : null}
    </div>
  );
}
