import { useId, useState, type FormEvent } from 'react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  formatKoreanMobile,
  normaliseKoreanMobile,
  type PhoneCodeSent,
  type User,
} from '@chorok/contract';
import { PhoneCode } from '@chorok/contract/schemas';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { PageHeader } from '@/components/ui/page-header';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { formatPhoneInput, reformatPhoneField } from '@/lib/phone-input';
import { useParticleFormats } from '@/lib/use-particle-formats';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSession } from '@/lib/session/use-session';
import { CodeField } from '@/features/phone/code-field';
import { useRequestPhoneCode, useVerifyPhone } from '@/features/phone/queries';
import { useSecondsLeft } from '@/features/phone/use-seconds-left';
import { useProfileFlash } from '@/features/profile/flash';
import { fieldClassName } from '@/components/ui/field';
import { errorText } from '@/lib/error-text';

/** Hyphenated as typed; a pasted +82 10-… number becomes 010-…. */
function formatMobileInput(value: string): string {
  const digits = normaliseKoreanMobile(value);
  return digits ? formatKoreanMobile(digits) : formatPhoneInput(value);
}

function PhoneForm({ user }: { user: User }) {
  const { t } = useTranslation();
  useParticleFormats();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const showFlash = useProfileFlash((s) => s.show);
  const requestCode = useRequestPhoneCode();
  const verify = useVerifyPhone();
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [expiresIn, resendIn] = useSecondsLeft(
    sent?.expiresAt ?? null,
    sent?.resendAvailableAt ?? null,
  );
  const numberId = useId();
  const numberHintId = useId();

  const digits = normaliseKoreanMobile(number);
  const isCurrent = digits !== null && formatKoreanMobile(digits) === user.phoneNumber;
  const numberProblem =
    numberError ??
    (touched && number.trim() !== '' && digits === null ? MESSAGES.mobileNumberFormat : null);
  const canRequest =
    digits !== null && !isCurrent && !requestCode.isPending && (sent === null || resendIn === 0);
  const canVerify =
    sent !== null && expiresIn > 0 && PhoneCode.safeParse(code).success && !verify.isPending;

  const numberHint =
    numberProblem ??
    (sent
      ? t('phone.sentTo', { phone: sent.phoneNumber })
      : isCurrent
        ? t('phone.same')
        : t('phone.numberHint'));

  const onNumberChange = (input: HTMLInputElement) => {
    const next = reformatPhoneField(input, formatMobileInput);
    setNumber(next);
    setNumberError(null);
    // A code belongs to the number it was sent to: another number starts over.
    if (sent && normaliseKoreanMobile(next) !== normaliseKoreanMobile(sent.phoneNumber)) {
      setSent(null);
      setCode('');
      setCodeError(null);
    }
  };

  const onRequest = () => {
    setTouched(true);
    if (!canRequest || digits === null) return;
    requestCode.mutate(digits, {
      onSuccess: (next) => {
        setSent(next);
        setNumber(next.phoneNumber);
        setCode('');
        setCodeError(null);
      },
      onError: (e) => setNumberError(errorText(t, e)),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canVerify || sent === null) return;
    verify.mutate(
      { phoneNumber: sent.phoneNumber, code },
      {
        onSuccess: () => {
          showFlash(t('phone.saved'));
          if (canGoBack) router.history.back();
          else void router.navigate({ to: '/profile/edit', replace: true });
        },
        onError: (e) => setCodeError(errorText(t, e)),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col px-l pt-m pb-l">
      <p className="text-14 text-gray-70">
        {user.phoneNumber ? (
          <>
            {t('phone.current')}{' '}
            <span className="price-nums font-medium text-gray-100">{user.phoneNumber}</span>
          </>
        ) : (
          t('phone.none')
        )}
      </p>
      <label htmlFor={numberId} className="mt-l text-14 font-bold text-gray-80">
        {user.phoneNumber ? t('phone.newNumber') : t('phone.number')}
      </label>
      <div className="flex items-start gap-s">
        <input
          id={numberId}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          value={number}
          placeholder="010-1234-5678"
          aria-invalid={numberProblem !== null || undefined}
          aria-describedby={numberHintId}
          onChange={(e) => onNumberChange(e.target)}
          onBlur={() => setTouched(true)}
          className={cn(fieldClassName(numberProblem !== null), 'price-nums min-w-0 flex-1')}
        />
        <Button
          size="small"
          variant={requestCode.isPending ? 'progress' : canRequest ? 'done' : 'disabled'}
          onClick={onRequest}
          className="mt-s h-52 w-auto shrink-0 px-m"
        >
          {sent === null
            ? t('phone.send')
            : resendIn > 0
              ? t('phone.resendIn', { seconds: resendIn })
              : t('phone.resend')}
        </Button>
      </div>
      <p
        id={numberHintId}
        aria-live="polite"
        className={cn('mt-s text-13', numberProblem ? 'text-red' : 'text-gray-60')}
      >
        {numberHint}
      </p>

      {sent ? (
        <CodeField
          value={code}
          onChange={(next) => {
            setCode(next);
            setCodeError(null);
          }}
          secondsLeft={expiresIn}
          error={codeError}
          sentAt={sent.resendAvailableAt}
        />
      ) : null}

      <div className="mt-auto pt-xl">
        <Button
          type="submit"
          variant={verify.isPending ? 'progress' : canVerify ? 'cta' : 'disabled'}
        >
          {t('phone.verify')}
        </Button>
      </div>
    </form>
  );
}

/**
 * `/profile/phone/edit`: a Korean mobile number, a 6-digit code by SMS (3 minutes, another after a
 * minute), and the verified number saved on the user.
 */
export function PhoneEditScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.phoneEdit'));
  const { user } = useSession();
  return (
    <>
      <PageHeader title={t('routes.phoneEdit')} />
      {user ? (
        <PhoneForm key={user.id} user={user} />
      ) : (
        <ListSkeleton
          className="flex flex-col gap-s px-l pt-m"
          bars={['h-20 w-200', 'h-52 w-full']}
        />
      )}
    </>
  );
}
