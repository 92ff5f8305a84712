import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AgreementForm } from '@/features/terms/agreement-form';
import { ConsentHistory } from '@/features/terms/consent-history';
import { RetryNotice } from '@/components/ui/retry-notice';
import { useConsents } from '@/features/terms/queries';
import { errorText } from '@/lib/error-text';

/**
 * `/profile/terms-agreement`: the agreement while required terms are due (the gate sends users
 * here, with `redirect`), else the 약관 동의 내역. The mode is decided once, so the history does
 * not flash between a successful agreement and leaving for `redirect`.
 */
export function TermsAgreementScreen({ redirect }: { redirect?: string }) {
  const { t } = useTranslation();
  const consents = useConsents();
  const [agreeing, setAgreeing] = useState<boolean | null>(null);
  if (consents.data && agreeing === null) setAgreeing(consents.data.needsAgreement);
  const title = t(agreeing === false ? 'terms.history.title' : 'terms.agreement.title');
  useDocumentTitle(title);

  let body;
  if (consents.isPending)
    body = (
      <ListSkeleton
        className="flex flex-col gap-m px-l pt-m"
        bars={['h-30 w-240', 'h-20 w-full', 'h-56 w-full', 'h-44 w-full', 'h-44 w-full']}
      />
    );
  else if (consents.isError && !consents.data)
    body = (
      <RetryNotice
        className="mx-m mt-m"
        message={t('terms.agreement.loadFailed', { message: errorText(t, consents.error) })}
        onRetry={() => void consents.refetch()}
      />
    );
  else if (agreeing)
    body = (
      <AgreementForm
        // A version that changed meanwhile starts the form over.
        key={consents.data.documents.map((doc) => `${doc.kind}${doc.version}`).join()}
        state={consents.data}
        redirect={redirect}
      />
    );
  else body = <ConsentHistory state={consents.data} />;

  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader title={title} back={agreeing === false} />
      {body}
    </div>
  );
}
