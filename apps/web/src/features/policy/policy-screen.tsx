import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL, type TermsSummary } from '@chorok/contract';
import { ChevronRightIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/error-text';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useEffectiveLabel } from '@/features/terms/document-body';
import { useDocumentSheet } from '@/features/terms/document-sheet';
import { RetryNotice } from '@/components/ui/retry-notice';
import { useTermsList } from '@/features/terms/queries';

/** The documents with a page of their own; the others open in a sheet. */
const PAGES = { service: '/policy/terms-of-service', privacy: '/policy/privacy' } as const;

const ROW =
  'flex w-full items-center justify-between gap-m rounded-lg border border-gray-20 bg-white p-m text-left hover:bg-gray-10';

function Row({ doc }: { doc: TermsSummary }) {
  const effective = useEffectiveLabel();
  return (
    <>
      <span className="flex flex-col gap-2">
        <span className="text-16 font-bold text-gray-100">{doc.title}</span>
        <span className="text-14 text-gray-60">{effective(doc.effectiveAt)}</span>
      </span>
      <ChevronRightIcon size={20} className="shrink-0 text-gray-50" />
    </>
  );
}

/** `/policy`: every document in force (GET /terms), with its effective day. */
export function PolicyScreen() {
  const { t } = useTranslation();
  const title = t('policy.index.title');
  useDocumentTitle(title);
  const list = useTermsList();
  const { show, sheet } = useDocumentSheet();
  return (
    <>
      <PageHeader title={title} />
      <div className="px-l pt-s pb-xxl">
        <p className="text-15 text-gray-70">{t('policy.index.intro')}</p>
        {list.isPending ? (
          <ListSkeleton
            className="mt-l flex flex-col gap-s"
            bars={['h-76 w-full', 'h-76 w-full', 'h-76 w-full', 'h-76 w-full']}
          />
        ) : list.isError ? (
          <RetryNotice
            className="mt-l"
            message={t('policy.index.loadFailed', { message: errorText(t, list.error) })}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <ul className="mt-l flex flex-col gap-s">
            {list.data.map((doc) => (
              <li key={doc.kind}>
                {doc.kind === 'service' || doc.kind === 'privacy' ? (
                  <Link to={PAGES[doc.kind]} className={ROW}>
                    <Row doc={doc} />
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={ROW}
                    onClick={() => show({ kind: doc.kind, title: doc.title })}
                  >
                    <Row doc={doc} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-l text-13 text-gray-60">
          {t('policy.index.contact', { email: SUPPORT_EMAIL })}
        </p>
      </div>
      {sheet}
    </>
  );
}
