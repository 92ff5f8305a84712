import { Navigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLeftMark } from '@/features/auth/left-mark';

const ERASED = ['account', 'plants', 'shopping'] as const;
const KEPT = ['orders', 'reviews'] as const;

function Facts({ titleKey, items }: { titleKey: string; items: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="w-full text-left">
      <h2 className="text-15 font-bold text-gray-100">
        {t(`profile.leaveDone.${titleKey}.title`)}
      </h2>
      <ul className="mt-s flex flex-col gap-s rounded-lg bg-gray-10 p-m text-14 text-gray-80">
        {items.map((key) => (
          <li key={key} className="flex gap-s">
            <span aria-hidden="true" className="mt-8 size-4 shrink-0 rounded-full bg-gray-50" />
            {t(`profile.leaveDone.${titleKey}.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/leave/done`: the account is gone — what was erased, what the law keeps, and the way home.
 * Shown only right after this tab's own leave (useLeftMark, in memory); opened any other way,
 * or reloaded, it goes home.
 */
export function LeaveDoneScreen() {
  const { t } = useTranslation();
  const left = useLeftMark((s) => s.left);
  useDocumentTitle(t('profile.leaveDone.title'));
  if (!left) return <Navigate to="/home" replace />;
  return (
    <div className="flex flex-1 flex-col items-center gap-l px-l pt-[calc(var(--inset-top)+48px)] pb-[calc(var(--inset-bottom)+24px)] text-center">
      <span className="flex size-72 items-center justify-center rounded-full bg-secondary-sec01 text-primary">
        <CheckIcon size={40} />
      </span>
      <div className="flex flex-col gap-s">
        <h1 className="text-24 font-bold text-gray-100">{t('profile.leaveDone.title')}</h1>
        <p className="text-15 text-gray-70">{t('profile.leaveDone.body')}</p>
      </div>
      <Facts titleKey="erased" items={ERASED} />
      <Facts titleKey="kept" items={KEPT} />
      <ButtonLink to="/home" replace className="mt-s">
        {t('profile.leaveDone.home')}
      </ButtonLink>
    </div>
  );
}
