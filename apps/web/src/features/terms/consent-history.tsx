import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentState } from '@chorok/contract';
import { useDocumentSheet } from '@/features/terms/document-sheet';
import { formatLongDate } from '@/features/terms/format';
import { MarketingChoices } from '@/features/terms/marketing-choices';

/** 약관 동의 내역: what the user agreed to, which version and when, and the marketing channels. */
export function ConsentHistory({ state }: { state: ConsentState }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { show, sheet } = useDocumentSheet();
  const required = state.documents.filter((doc) => doc.required);
  const marketingDoc = state.documents.find((doc) => doc.kind === 'marketing');
  return (
    <div className="flex flex-col gap-xl pt-s pb-xxl">
      <section aria-labelledby={headingId} className="flex flex-col gap-s">
        <h2 id={headingId} className="px-m text-15 font-bold text-gray-100">
          {t('terms.history.documents')}
        </h2>
        <ul className="mx-m divide-y divide-gray-20 rounded-md border border-gray-20">
          {required.map((doc) => (
            <li
              key={doc.kind}
              className="flex min-h-64 items-center justify-between gap-m px-m py-s"
            >
              <span className="flex flex-col">
                <span className="text-16 text-gray-100">{doc.title}</span>
                <span className="text-13 text-gray-60">
                  {doc.agreedAt && doc.agreedVersion !== null
                    ? t('terms.history.agreedOn', {
                        date: formatLongDate(doc.agreedAt),
                        version: doc.agreedVersion,
                      })
                    : t('terms.history.notAgreed')}
                </span>
              </span>
              <button
                type="button"
                onClick={() =>
                  show({
                    kind: doc.kind,
                    title: doc.title,
                    version: doc.agreedVersion ?? doc.version,
                  })
                }
                aria-label={t('terms.viewLabel', { title: doc.title })}
                className="min-h-44 shrink-0 px-s text-14 text-gray-60 underline underline-offset-2 hover:text-gray-90"
              >
                {t('terms.view')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {marketingDoc ? (
        <MarketingChoices state={state} title={t('terms.items.marketing')}>
          <p className="text-13 text-gray-60">{t('terms.marketing.hint')}</p>
          <button
            type="button"
            onClick={() =>
              show({ kind: 'marketing', title: marketingDoc.title, version: marketingDoc.version })
            }
            className="min-h-44 self-start text-13 text-blue underline underline-offset-2"
          >
            {t('terms.marketing.document')}
          </button>
        </MarketingChoices>
      ) : null}
      {sheet}
    </div>
  );
}
