import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/ui/icons/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { StatusScreen } from '@/components/ui/status-screen';

export interface ErrorScreenProps {
  error: unknown;
  onRetry?: () => void;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/**
 * The full-screen error of spec §2: the spec's "Something went wrong" over a Korean headline, a
 * Show Error / Hide Error toggle (named in Korean too: "오류 내용 보기 (Show Error)") revealing the
 * message as it was thrown, a retry when the caller can retry, and a way home.
 */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  return (
    <StatusScreen
      icon={<AlertIcon size={32} />}
      title={t('ui.errorScreen.title')}
      spec={t('ui.errorScreen.spec')}
    >
      <p className="text-14 text-gray-60">{t('ui.errorScreen.description')}</p>
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={shown ? detailsId : undefined}
        onClick={() => setShown((v) => !v)}
        className="rounded-sm px-s py-min text-14 font-medium text-blue underline underline-offset-4"
      >
        {shown ? t('ui.errorScreen.hide') : t('ui.errorScreen.show')}
      </button>
      {shown ? (
        // A <pre> keeps the message's line breaks; its default monospace font has no Korean
        // glyphs, so it takes the app's font, with even-width figures for codes and numbers.
        <pre
          id={detailsId}
          className="max-h-200 w-full overflow-auto rounded-md bg-gray-10 p-m text-left font-sans text-13 whitespace-pre-wrap text-gray-80 price-nums"
        >
          {errorMessage(error)}
        </pre>
      ) : null}
      <div className="flex w-full flex-col items-center gap-s pt-s">
        {onRetry ? (
          <Button size="medium" onClick={onRetry}>
            {t('ui.retry')}
          </Button>
        ) : null}
        <ButtonLink to="/home" size="medium" variant="done">
          {t('ui.goHome')}
        </ButtonLink>
      </div>
    </StatusScreen>
  );
}
