import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@chorok/contract';
import { ChevronRightIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/features/app/use-document-title';

const DOCUMENTS = [
  { key: 'terms', to: '/policy/terms-of-service' },
  { key: 'privacy', to: '/policy/privacy' },
] as const;

/** `/policy`: the two documents, each with a line on what it covers. */
export function PolicyScreen() {
  const { t } = useTranslation();
  const title = t('policy.index.title');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <div className="px-l pt-s pb-xxl">
        <p className="text-15 text-gray-70">{t('policy.index.intro')}</p>
        <ul className="mt-l flex flex-col gap-s">
          {DOCUMENTS.map(({ key, to }) => (
            <li key={key}>
              <Link
                to={to}
                className="flex items-center justify-between gap-m rounded-lg border border-gray-20 bg-white p-m hover:bg-gray-10"
              >
                <span className="flex flex-col gap-2">
                  <span className="text-16 font-bold text-gray-100">
                    {t(`policy.index.${key}`)}
                  </span>
                  <span className="text-14 text-gray-60">{t(`policy.index.${key}Body`)}</span>
                </span>
                <ChevronRightIcon size={20} className="shrink-0 text-gray-50" />
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-l text-13 text-gray-60">{t('policy.index.effective')}</p>
        <p className="mt-min text-13 text-gray-60">
          {t('policy.index.contact', { email: SUPPORT_EMAIL })}
        </p>
      </div>
    </>
  );
}
