import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

export interface PreparingScreenProps {
  /** The route's title, a key under `routes.` (e.g. 'routes.cart'). */
  titleKey: `routes.${string}`;
}

/** A sprouting seedling: the part of the shop that is still growing. */
function SproutIllustration() {
  return (
    <svg width="132" height="120" viewBox="0 0 132 120" aria-hidden="true" focusable="false">
      <ellipse cx="66" cy="110" rx="46" ry="6" fill="var(--color-gray-20)" />
      <path
        d="M34 70h64l-8 36a5 5 0 0 1-5 4H47a5 5 0 0 1-5-4z"
        fill="var(--color-oat)"
        stroke="var(--color-gray-40)"
        strokeWidth="2"
      />
      <path
        d="M30 62h72v10H30z"
        fill="var(--color-secondary-sec02)"
        stroke="var(--color-gray-40)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M66 62V34" stroke="var(--color-primary)" strokeWidth="3" strokeLinecap="round" />
      <path d="M66 46c-3-15-15-22-29-20 2 14 12 22 29 20z" fill="var(--color-secondary)" />
      <path d="M66 38c4-13 15-18 27-16-2 13-11 18-27 16z" fill="var(--color-secondary-sec03)" />
      <path
        d="M66 46c-8-6-15-10-22-12M66 38c7-5 13-8 20-10"
        stroke="var(--color-primary)"
        strokeWidth="1.5"
        strokeLinecap="round"
        fill="none"
        opacity="0.6"
      />
      <circle
        cx="100"
        cy="20"
        r="3"
        fill="var(--color-glow)"
        stroke="var(--color-orange)"
        strokeWidth="1.5"
      />
      <circle cx="30" cy="30" r="2" fill="var(--color-secondary-sec03)" />
    </svg>
  );
}

/**
 * The screen of a route whose feature opens in a later release: its real title, an honest word
 * that this part of Chorok is being prepared, and the way home.
 */
export function PreparingScreen({ titleKey }: PreparingScreenProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <section className="flex flex-col items-center gap-m px-l pt-xxl pb-xxl text-center">
        <SproutIllustration />
        <h2 className="text-20 font-bold text-gray-100">{t('app.preparing.heading')}</h2>
        <p className="text-15 text-gray-70">{t('app.preparing.body')}</p>
        <p className="text-14 text-gray-60">{t('app.preparing.detail')}</p>
        <ButtonLink to="/home" size="medium" className="mt-s">
          {t('app.preparing.home')}
        </ButtonLink>
      </section>
    </>
  );
}
