import type { ComponentType } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@chorok/contract';
import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { BellIcon } from '@/components/ui/icons/bell';
import { FlaskIcon } from '@/components/ui/icons/flask';
import type { IconProps } from '@/components/ui/icons/make-icon';
import { ShopIcon } from '@/components/ui/icons/shop';
import { SunIcon } from '@/components/ui/icons/sun';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { HeroIllustration } from '@/features/landing/hero-illustration';

interface Promise {
  key: 'shop' | 'care' | 'weather' | 'lab';
  Icon: ComponentType<IconProps>;
  /** Tile and icon colours; every pair is decorative, the text beside it carries the meaning. */
  tone: string;
}

const PROMISES: readonly Promise[] = [
  { key: 'shop', Icon: ShopIcon, tone: 'bg-secondary-sec01 text-primary' },
  { key: 'care', Icon: BellIcon, tone: 'bg-glow text-mandarin' },
  { key: 'weather', Icon: SunIcon, tone: 'bg-oat text-mandarin' },
  { key: 'lab', Icon: FlaskIcon, tone: 'bg-secondary-sec02 text-secondary-sec04' },
];

const STEPS = ['choose', 'register', 'care'] as const;

/**
 * `/`: what Chorok is, for someone who has never heard of it. Text and inline SVG only, so the
 * largest paint is the headline and nothing waits for an image.
 */
export function LandingScreen() {
  const { t } = useTranslation();
  useDocumentTitle('');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-56 items-center px-l pt-safe">
        <Logo name={t('landing.brand')} />
        <span className="sr-only">{t('landing.tagline')}</span>
      </header>

      <main className="flex-1">
        <section aria-labelledby="landing-hero" className="mx-m rounded-xl bg-oat px-l pt-l pb-xl">
          <HeroIllustration className="mx-auto h-auto w-full max-w-260" />
          <p className="mt-m text-14 font-medium text-primary">{t('landing.hero.eyebrow')}</p>
          <h1
            id="landing-hero"
            className="mt-s text-28 font-bold whitespace-pre-line text-gray-100"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-m text-16 text-gray-70">{t('landing.hero.body')}</p>
          <div className="mt-l flex flex-col gap-s">
            <ButtonLink to="/home">{t('landing.hero.start')}</ButtonLink>
            <ButtonLink to="/auth/sign-in" search={{ l: true }} variant="done">
              {t('landing.hero.signIn')}
            </ButtonLink>
          </div>
        </section>

        <section aria-labelledby="landing-promises" className="px-l pt-xxl">
          <h2 id="landing-promises" className="text-22 font-bold text-gray-100">
            {t('landing.promises.title')}
          </h2>
          <ul className="mt-l grid grid-cols-2 gap-s">
            {PROMISES.map(({ key, Icon, tone }) => (
              <li
                key={key}
                className="flex flex-col gap-s rounded-lg border border-gray-20 bg-white p-m"
              >
                <span className={`flex size-44 items-center justify-center rounded-md ${tone}`}>
                  <Icon size={24} />
                </span>
                <h3 className="text-16 font-bold text-gray-100">
                  {t(`landing.promises.${key}.title`)}
                </h3>
                <p className="text-13 text-gray-70">{t(`landing.promises.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="landing-how" className="px-l pt-xxl">
          <h2 id="landing-how" className="text-22 font-bold text-gray-100">
            {t('landing.how.title')}
          </h2>
          <ol className="mt-l flex flex-col gap-l">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-m">
                <span
                  aria-hidden="true"
                  className="price-nums flex size-32 shrink-0 items-center justify-center rounded-full bg-primary text-15 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-16 font-bold text-gray-100">
                    {t(`landing.how.${step}.title`)}
                  </h3>
                  <p className="mt-min text-14 text-gray-70">{t(`landing.how.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="landing-closing"
          className="mx-m mt-xxl rounded-xl bg-primary px-l py-xl text-white"
        >
          <h2 id="landing-closing" className="text-20 font-bold">
            {t('landing.closing.title')}
          </h2>
          <p className="mt-s text-15 text-white">{t('landing.closing.body')}</p>
          <Link
            to="/home"
            className="mt-l inline-flex h-48 items-center justify-center rounded-md bg-white px-l text-15 font-bold text-primary hover:bg-secondary-sec01"
          >
            {t('landing.closing.cta')}
          </Link>
        </section>
      </main>

      <footer className="mt-xxl border-t border-gray-20 px-l pt-l pb-xl text-13 text-gray-60 pb-safe">
        <nav aria-label={t('landing.tagline')} className="flex flex-wrap gap-x-m gap-y-s">
          <Link to="/policy/terms-of-service" className="font-medium text-gray-80 hover:underline">
            {t('landing.footer.terms')}
          </Link>
          <Link to="/policy/privacy" className="font-bold text-gray-80 hover:underline">
            {t('landing.footer.privacy')}
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="hover:underline">
            {t('landing.footer.contact', { email: SUPPORT_EMAIL })}
          </a>
        </nav>
        <p className="mt-m">{t('landing.footer.copyright')}</p>
      </footer>
    </div>
  );
}
