import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon, FlaskIcon, SunIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LEVEL_COLOR } from '@/features/labs/light-gauge';
import { LIGHT_LEVELS } from '@chorok/contract';

/** The lab's tools; each opens its own screen. */
const TOOLS = [
  {
    key: 'light',
    to: '/labs/ambient-light',
    Icon: SunIcon,
    methods: ['sensor', 'camera', 'manual'],
  },
] as const;

/** A strip of the light levels' colours: the light meter's dial in miniature. */
function LevelStrip() {
  return (
    <span
      aria-hidden="true"
      className="mt-12 grid h-6 grid-cols-4 gap-2 overflow-hidden rounded-full"
    >
      {LIGHT_LEVELS.map((level) => (
        <span key={level.id} style={{ background: LEVEL_COLOR[level.id] }} />
      ))}
    </span>
  );
}

/**
 * /labs: the lab's tools with what each does, and what the lab is — tools still being refined,
 * whose numbers are a guide; camera frames never leave the phone.
 */
export function LabsScreen() {
  const { t } = useTranslation();
  const title = t('routes.labs');
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <PageHeader title={title} />
      <div className="flex flex-col gap-l px-m pt-s pb-xxl">
        <section className="flex gap-m rounded-xl bg-oat p-m">
          <span className="flex size-48 shrink-0 items-center justify-center rounded-full bg-glow text-gray-90">
            <FlaskIcon size={26} />
          </span>
          <div className="min-w-0">
            <h2 className="text-18 font-bold text-gray-100">{t('labs.index.intro.title')}</h2>
            <p className="mt-4 text-14 text-gray-70">{t('labs.index.intro.body')}</p>
          </div>
        </section>

        <section aria-labelledby="tools-heading" className="flex flex-col gap-12">
          <h2 id="tools-heading" className="text-17 font-bold text-gray-100">
            {t('labs.index.tools')}
          </h2>
          <ul className="flex flex-col gap-12">
            {TOOLS.map(({ key, to, Icon, methods }) => (
              <li key={key}>
                <Link
                  to={to}
                  className="group flex gap-m rounded-xl bg-white p-m shadow-card ring-1 ring-gray-20 transition-colors hover:bg-gray-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  <span className="flex size-48 shrink-0 items-center justify-center rounded-full bg-secondary-sec01 text-primary">
                    <Icon size={26} />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-s">
                      <span className="text-17 font-bold text-gray-100">
                        {t(`labs.index.${key}.title`)}
                      </span>
                      <ChevronRightIcon size={18} className="ml-auto shrink-0 text-gray-60" />
                    </span>
                    <span className="mt-4 block text-14 text-gray-70">
                      {t(`labs.index.${key}.body`)}
                    </span>
                    <LevelStrip />
                    <span className="mt-12 flex flex-wrap gap-6">
                      {methods.map((method) => (
                        <span
                          key={method}
                          className="rounded-full bg-gray-10 px-s py-2 text-12 text-gray-70"
                        >
                          {t(`labs.index.methods.${method}`)}
                        </span>
                      ))}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-heading" className="rounded-xl bg-gray-10 p-m">
          <h2 id="about-heading" className="text-15 font-bold text-gray-100">
            {t('labs.index.about.heading')}
          </h2>
          <ul className="mt-s flex list-disc flex-col gap-4 pl-l text-14 text-gray-70">
            <li>{t('labs.index.about.guide')}</li>
            <li>{t('labs.index.about.camera')}</li>
            <li>{t('labs.index.about.save')}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
