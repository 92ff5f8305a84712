import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/error-text';

/** Something of the address area failed to load: what, why, a retry, and any other way on. */
export function LoadError({
  title,
  error,
  onRetry,
  children,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-s px-l py-xl text-center">
      <span className="mb-s flex size-56 items-center justify-center rounded-full bg-oat text-mandarin">
        <AlertIcon size={28} />
      </span>
      <h2 className="text-17 font-bold text-gray-100">{title}</h2>
      <p className="text-14 text-gray-60">{t('addresses.errors.retryBody')}</p>
      <p className="text-12 text-gray-60">{errorText(t, error)}</p>
      <div className="mt-s flex flex-wrap justify-center gap-s">
        <Button size="small" onClick={onRetry}>
          {t('ui.retry')}
        </Button>
        {children}
      </div>
    </div>
  );
}
