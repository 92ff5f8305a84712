import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';

/** The router's default not-found screen: the spec's "Not Found" (§2) over a Korean headline, and a way home. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="flex min-h-[70dvh] flex-col items-center justify-center gap-m px-l py-xxl text-center">
      <svg width="120" height="104" viewBox="0 0 120 104" aria-hidden="true" focusable="false">
        <ellipse cx="60" cy="96" rx="40" ry="6" fill="var(--color-gray-20)" />
        <path
          d="M36 62h48l-6 32a4 4 0 0 1-4 3H46a4 4 0 0 1-4-3z"
          fill="var(--color-oat)"
          stroke="var(--color-gray-40)"
          strokeWidth="2"
        />
        <path
          d="M33 56h54v8H33z"
          fill="var(--color-secondary-sec02)"
          stroke="var(--color-gray-40)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M60 56V30" stroke="var(--color-primary)" strokeWidth="3" strokeLinecap="round" />
        <path d="M60 40c-2-12-11-18-22-17 1 11 9 18 22 17z" fill="var(--color-secondary)" />
        <path d="M60 34c3-10 11-14 20-13-1 10-8 14-20 13z" fill="var(--color-secondary-sec03)" />
        <text
          x="60"
          y="84"
          textAnchor="middle"
          fontSize="14"
          fontWeight="700"
          fill="var(--color-gray-60)"
        >
          ?
        </text>
      </svg>
      <p lang="en" className="-mb-s text-13 font-medium text-gray-60">
        {t('ui.notFound.spec')}
      </p>
      <h1 className="text-24 font-bold text-gray-100">{t('ui.notFound.title')}</h1>
      <p className="text-15 text-gray-60">{t('ui.notFound.description')}</p>
      <ButtonLink to="/home" size="medium">
        {t('ui.goHome')}
      </ButtonLink>
    </section>
  );
}
