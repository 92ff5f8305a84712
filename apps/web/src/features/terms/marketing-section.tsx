import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { useDocumentSheet } from '@/features/terms/document-sheet';
import { RetryNotice } from '@/components/ui/retry-notice';
import { MarketingChoices } from '@/features/terms/marketing-choices';
import { useConsents } from '@/features/terms/queries';

/**
 * 혜택·소식 알림 on the notification settings: the marketing channels. Care reminders are service
 * notices, not marketing: they keep their own settings, and the hint says so.
 */
export function MarketingSection() {
  const { t } = useTranslation();
  const consents = useConsents();
  const { show, sheet } = useDocumentSheet();
  if (consents.isPending)
    return (
      <ListSkeleton className="flex flex-col gap-s px-m" bars={['h-20 w-160', 'h-168 w-full']} />
    );
  if (consents.isError)
    return (
      <RetryNotice
        className="mx-m"
        message={t('terms.marketing.loadFailed', { message: errorText(t, consents.error) })}
        onRetry={() => void consents.refetch()}
      />
    );
  const doc = consents.data.documents.find((d) => d.kind === 'marketing');
  return (
    <>
      <MarketingChoices state={consents.data} title={t('terms.marketing.title')}>
        <p className="text-13 text-gray-60">{t('terms.marketing.hint')}</p>
        <p className="text-13 text-gray-60">{t('terms.marketing.serviceNotice')}</p>
        {doc ? (
          <button
            type="button"
            onClick={() => show({ kind: 'marketing', title: doc.title, version: doc.version })}
            className="min-h-44 self-start text-13 text-blue underline underline-offset-2"
          >
            {t('terms.marketing.document')}
          </button>
        ) : null}
      </MarketingChoices>
      {sheet}
    </>
  );
}
