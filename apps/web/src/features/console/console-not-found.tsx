import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import { GaugeIcon } from '@/components/ui/icons/gauge';
import { StatusScreen } from '@/components/ui/status-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ConsoleLink } from '@/features/console/console-link';

/** An address under /admin that is no console screen: said inside the console, with a way to 오늘. */
export function ConsoleNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('console.notFound.title'));
  return (
    <div className="flex min-h-[60dvh] flex-col justify-center px-m">
      <StatusScreen icon={<GaugeIcon size={32} />} title={t('console.notFound.title')}>
        <p className="text-15 text-gray-70">{t('console.notFound.body')}</p>
        <ConsoleLink to="/admin" className={buttonClassName({ size: 'medium', className: 'mt-s' })}>
          {t('console.notFound.toToday')}
        </ConsoleLink>
      </StatusScreen>
    </div>
  );
}
