import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/** A part of a screen that failed to load: what failed, in the screen's words, and 다시 시도. */
export function RetryNotice({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-start gap-s rounded-md bg-gray-10 p-m', className)}
    >
      <p className="text-14 text-gray-80">{message}</p>
      <Button size="small" variant="done" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}
