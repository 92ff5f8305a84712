import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsDocument } from '@chorok/contract';
import { errorText } from '@/lib/error-text';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DocumentBody, useEffectiveLabel } from '@/features/terms/document-body';
import { RetryNotice } from '@/components/ui/retry-notice';
import { useTermsDocument } from '@/features/terms/queries';

/** 이전 버전: every published version, newest first; the one shown is selected. */
function VersionSelect({
  doc,
  onChange,
}: {
  doc: TermsDocument;
  onChange: (version: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const effective = useEffectiveLabel();
  return (
    <div className="mb-m flex items-center gap-s">
      <label htmlFor={id} className="text-14 text-gray-70">
        {t('terms.document.version')}
      </label>
      <select
        id={id}
        value={doc.version}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-44 min-w-0 flex-1 rounded-md border border-gray-30 bg-white px-s text-15 text-gray-100"
      >
        {doc.versions.map((v) => (
          <option key={v.version} value={v.version}>
            {`${t('terms.document.version')} ${v.version} · ${effective(v.effectiveAt)}`}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * `/policy/terms-of-service` and `/policy/privacy`: the version in force of the document, from
 * the same published versions users agree to, with the earlier (and announced) ones to choose.
 */
export function PolicyDocumentScreen({ kind }: { kind: 'service' | 'privacy' }) {
  const { t } = useTranslation();
  const [version, setVersion] = useState<number | undefined>(undefined);
  const doc = useTermsDocument(kind, version);
  const title = doc.data?.title ?? t(`policy.documents.${kind}`);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <div className="px-l pt-s pb-xxl">
        {doc.isPending ? (
          <ListSkeleton
            className="flex flex-col gap-m"
            bars={['h-16 w-140', 'h-20 w-full', 'h-20 w-full', 'h-200 w-full']}
          />
        ) : doc.isError ? (
          <RetryNotice
            message={t('terms.document.loadFailed', { message: errorText(t, doc.error) })}
            onRetry={() => void doc.refetch()}
          />
        ) : (
          <>
            {doc.data.versions.length > 1 ? (
              <VersionSelect doc={doc.data} onChange={setVersion} />
            ) : null}
            <DocumentBody doc={doc.data} />
          </>
        )}
      </div>
    </>
  );
}
