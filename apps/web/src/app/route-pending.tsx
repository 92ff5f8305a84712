import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Shown only when a route takes longer than the pending threshold (spec §9: 1 s, at least 0.5 s). */
export function RoutePending() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner size={32} label={t('app.pending')} className="text-primary" />
    </div>
  );
}
